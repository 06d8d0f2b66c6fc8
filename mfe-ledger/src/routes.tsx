/**
 * `mfe_ledger/routes`: the routes this remote owns, mounted by the shell under its layout for the
 * prefixes `remotes.json` gives it (`/ledger`, `/object`), and by the standalone app and the tests the same
 * way. The page is its own chunk, loaded with react-router's `lazy` when its route is first
 * matched.
 */
import type { RemoteRoutes } from '@ledgerlens/shared';
import { pages } from './pages';

const ledgerPage = () => import(/* webpackChunkName: "page-ledger" */ './features/ledger/routes/LedgerPage').then((m) => ({ Component: m.LedgerPage }));

/** The routes of mfe-ledger: `/ledger/{index | hash | latest}`, `/ledger` (the latest ledger) and `/object/{index}` (a ledger object). */
const routes: RemoteRoutes = [
  { path: pages.ledger.path, handle: { page: pages.ledger }, lazy: ledgerPage },
  { path: pages.latest.path, handle: { page: pages.latest }, lazy: ledgerPage },
  { path: pages.object.path, handle: { page: pages.object }, lazy: () => import(/* webpackChunkName: "page-object" */ './features/object/routes/ObjectPage').then((m) => ({ Component: m.ObjectPage })) },
];

export default routes;
