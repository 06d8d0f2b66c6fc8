/**
 * `mfe_network/routes`: the routes this remote owns, mounted by the shell under its layout for the
 * prefixes `remotes.json` gives it (`/validators`, `/tokens`, `/balances`, `/amendments`, `/amendment`, `/amm`, `/token`), and by the standalone app and the
 * tests the same way. Each page is its own chunk, loaded with react-router's `lazy` when its
 * route is first matched.
 */
import type { RemoteRoutes } from '@ledgerlens/shared';

/** The routes of mfe-network. */
const routes: RemoteRoutes = [
  { path: '/validators', lazy: () => import(/* webpackChunkName: "page-validators" */ './features/validators/routes/ValidatorsPage').then((m) => ({ Component: m.ValidatorsPage })) },
  { path: '/tokens', lazy: () => import(/* webpackChunkName: "page-tokens" */ './features/tokens/routes/TokensPage').then((m) => ({ Component: m.TokensPage })) },
  { path: '/amm', lazy: () => import(/* webpackChunkName: "page-amm-list" */ './features/amm/routes/AmmListPage').then((m) => ({ Component: m.AmmListPage })) },
  { path: '/amm/:account', lazy: () => import(/* webpackChunkName: "page-amm" */ './features/amm/routes/AmmPoolPage').then((m) => ({ Component: m.AmmPoolPage })) },
  { path: '/token/:token', lazy: () => import(/* webpackChunkName: "page-token" */ './features/token/routes/TokenPage').then((m) => ({ Component: m.TokenPage })) },
  { path: '/balances', lazy: () => import(/* webpackChunkName: "page-balances" */ './features/richlist/routes/BalancesPage').then((m) => ({ Component: m.BalancesPage })) },
  { path: '/amendments', lazy: () => import(/* webpackChunkName: "page-amendments" */ './features/amendments/routes/AmendmentsPage').then((m) => ({ Component: m.AmendmentsPage })) },
  { path: '/amendment/:nameOrId', lazy: () => import(/* webpackChunkName: "page-amendment" */ './features/amendments/routes/AmendmentPage').then((m) => ({ Component: m.AmendmentPage })) },
];

export default routes;
