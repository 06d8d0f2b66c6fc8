/**
 * `mfe_learn/routes`: the routes this remote owns, mounted by the shell under its layout for the
 * prefixes `remotes.json` gives it (`/en/learn`, `/ctid`), and by the standalone app and the
 * tests the same way. Each page is its own chunk, loaded with react-router's `lazy` when its
 * route is first matched.
 */
import type { RemoteRoutes } from '@ledgerlens/shared';

const comingSoon = () => import('./features/learn/routes/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage }));

/** The routes of mfe-learn. */
const routes: RemoteRoutes = [
  { path: '/en/learn', lazy: comingSoon },
  { path: '/en/learn/:section/:slug', lazy: comingSoon },
  { path: '/ctid', lazy: comingSoon },
];

export default routes;
