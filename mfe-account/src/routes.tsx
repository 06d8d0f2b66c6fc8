/**
 * `mfe_account/routes`: the routes this remote owns (`/account`), mounted by the shell under its
 * layout, and by the standalone app and the tests the same way. The page is its own chunk.
 */
import type { RemoteRoutes } from '@ledgerlens/shared';
import { pages } from './pages';

const accountPage = () => import(/* webpackChunkName: "page-account" */ './features/account/routes/AccountPage').then((m) => ({ Component: m.AccountPage }));

/** The routes of mfe-account: `/account/{address}` and `/account` (no address given). */
const routes: RemoteRoutes = [
  { path: pages.account.path, handle: { page: pages.account }, lazy: accountPage },
  { path: pages.accountMissing.path, handle: { page: pages.accountMissing }, lazy: accountPage },
  { path: pages.nft.path, handle: { page: pages.nft }, lazy: () => import(/* webpackChunkName: "page-nft" */ './features/nft/routes/NftPage').then((m) => ({ Component: m.NftPage })) },
];

export default routes;
