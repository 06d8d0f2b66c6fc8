/**
 * `mfe_network/routes`: the routes this remote owns, mounted by the shell under its layout for the
 * prefixes `remotes.json` gives it (`/validators`, `/tokens`, `/balances`, `/amendments`, `/amendment`, `/amm`, `/token`, `/mpt`), and by the standalone app and the
 * tests the same way. Each route's `handle.page` is its page's declaration (`./pages.ts`: chunk,
 * first-render API requests, server rendering), which the build publishes in the remote's manifest. Each page is its own chunk, loaded with react-router's `lazy` when its
 * route is first matched.
 */
import type { RemoteRoutes } from '@ledgerlens/shared';
import { pages } from './pages';

/** The routes of mfe-network. */
const routes: RemoteRoutes = [
  { path: pages.validators.path, handle: { page: pages.validators }, lazy: () => import(/* webpackChunkName: "page-validators" */ './features/validators/routes/ValidatorsPage').then((m) => ({ Component: m.ValidatorsPage })) },
  { path: pages.tokens.path, handle: { page: pages.tokens }, lazy: () => import(/* webpackChunkName: "page-tokens" */ './features/tokens/routes/TokensPage').then((m) => ({ Component: m.TokensPage })) },
  { path: pages.ammList.path, handle: { page: pages.ammList }, lazy: () => import(/* webpackChunkName: "page-amm-list" */ './features/amm/routes/AmmListPage').then((m) => ({ Component: m.AmmListPage })) },
  { path: pages.amm.path, handle: { page: pages.amm }, lazy: () => import(/* webpackChunkName: "page-amm" */ './features/amm/routes/AmmPoolPage').then((m) => ({ Component: m.AmmPoolPage })) },
  { path: pages.token.path, handle: { page: pages.token }, lazy: () => import(/* webpackChunkName: "page-token" */ './features/token/routes/TokenPage').then((m) => ({ Component: m.TokenPage })) },
  { path: pages.mpt.path, handle: { page: pages.mpt }, lazy: () => import(/* webpackChunkName: "page-mpt" */ './features/mpt/routes/MptPage').then((m) => ({ Component: m.MptPage })) },
  { path: pages.balances.path, handle: { page: pages.balances }, lazy: () => import(/* webpackChunkName: "page-balances" */ './features/richlist/routes/BalancesPage').then((m) => ({ Component: m.BalancesPage })) },
  { path: pages.amendments.path, handle: { page: pages.amendments }, lazy: () => import(/* webpackChunkName: "page-amendments" */ './features/amendments/routes/AmendmentsPage').then((m) => ({ Component: m.AmendmentsPage })) },
  { path: pages.amendment.path, handle: { page: pages.amendment }, lazy: () => import(/* webpackChunkName: "page-amendment" */ './features/amendments/routes/AmendmentPage').then((m) => ({ Component: m.AmendmentPage })) },
];

export default routes;
