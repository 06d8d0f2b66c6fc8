/**
 * `mfe_account/routes`: the routes this remote owns, mounted by the shell under its layout for the
 * prefixes `remotes.json` gives it (`/account`), and by the standalone app and the
 * tests the same way. Each page is its own chunk, loaded with react-router's `lazy` when its
 * route is first matched.
 */
import type { RemoteRoutes } from '@ledgerlens/shared';

const comingSoon = () => import('./features/account/routes/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage }));

/** The routes of mfe-account. */
const routes: RemoteRoutes = [
  { path: '/account/:address', lazy: comingSoon },
  { path: '/account', lazy: comingSoon },
];

export default routes;
