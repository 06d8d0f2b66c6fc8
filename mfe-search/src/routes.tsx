/**
 * `mfe_search/routes`: the routes this remote owns, mounted by the shell under its layout for the
 * prefixes `remotes.json` gives it (`/search`, `/transaction`), and by the standalone app and the
 * tests the same way. Each page is its own chunk, loaded with react-router's `lazy` when its route
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

const transactionPage = () => import(/* webpackChunkName: "page-transaction" */ './features/transaction/routes/TransactionPage').then((m) => ({ Component: m.TransactionPage }));

/** The routes of the search remote. */
const routes: RemoteRoutes = [
  { path: '/search', lazy: () => import(/* webpackChunkName: "page-search" */ './features/search/routes/SearchPage').then((m) => ({ Component: m.SearchPage })) },
  { path: '/transaction/:id', lazy: transactionPage },
  { path: '/transaction', lazy: transactionPage },
];

export default routes;
