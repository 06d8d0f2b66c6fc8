/**
 * `mfe_ledger/routes`: the routes this remote owns, mounted by the shell under its layout for the
 * prefixes `remotes.json` gives it (`/ledger`), and by the standalone app and the
 * tests the same way. Each page is its own chunk, loaded with react-router's `lazy` when its
 * route is first matched.
 */
import type { RemoteRoutes } from '@ledgerlens/shared';

const comingSoon = () => import('./features/ledger/routes/ComingSoonPage').then((m) => ({ Component: m.ComingSoonPage }));

/** The routes of mfe-ledger. */
const routes: RemoteRoutes = [
  { path: '/ledger/:id', lazy: comingSoon },
  { path: '/ledger', lazy: comingSoon },
];

export default routes;
