/**
 * `mfe_account/routes`: the routes this remote owns (`/account`), mounted by the shell under its
 * layout, and by the standalone app and the tests the same way. The page is its own chunk.
 */
import type { RemoteRoutes } from '@ledgerlens/shared';

const accountPage = () => import(/* webpackChunkName: "page-account" */ './features/account/routes/AccountPage').then((m) => ({ Component: m.AccountPage }));

/** The routes of mfe-account: `/account/{address}` and `/account` (no address given). */
const routes: RemoteRoutes = [
  { path: '/account/:address', lazy: accountPage },
  { path: '/account', lazy: accountPage },
  { path: '/nft/:id', lazy: () => import(/* webpackChunkName: "page-nft" */ './features/nft/routes/NftPage').then((m) => ({ Component: m.NftPage })) },
];

export default routes;
