/**
 * `mfe_search/routes`: the routes this remote owns, mounted by the shell under its layout for the
 * prefixes `remotes.json` gives it (`/search`, `/transaction`), and by the standalone app and the
 * tests the same way. Each route's `handle.page` is its page's declaration (`./pages.ts`: chunk,
 * first-render API requests, server rendering), which the build publishes in the remote's manifest. Each page is its own chunk, loaded with react-router's `lazy` when its route
 * is first matched.
 *
 * - `/search` → the search page (`features/search`);
 * - `/transaction/:id` (hash or CTID) and `/transaction` (no id) → the transaction page
 *   (`features/transaction`); both read `:id` with `useParams()`.
 *
 * Data: the pages read the shared endpoints of `@ledgerlens/shared` (`getTransaction`, …), so no
 * module here injects anything before a page loads.
 */
import type { RemoteRoutes } from '@ledgerlens/shared';
import { pages } from './pages';

const transactionPage = () => import(/* webpackChunkName: "page-transaction" */ './features/transaction/routes/TransactionPage').then((m) => ({ Component: m.TransactionPage }));

/** The routes of the search remote. */
const routes: RemoteRoutes = [
  { path: pages.search.path, handle: { page: pages.search }, lazy: () => import(/* webpackChunkName: "page-search" */ './features/search/routes/SearchPage').then((m) => ({ Component: m.SearchPage })) },
  { path: pages.transaction.path, handle: { page: pages.transaction }, lazy: transactionPage },
  { path: pages.transactionMissing.path, handle: { page: pages.transactionMissing }, lazy: transactionPage },
];

export default routes;
