/**
 * `mfe_search/routes`: the module the shell loads from this remote (see `RemoteRoutesModule`).
 *
 * Evaluating it injects this remote's RTK Query endpoints into the shared `baseApi`
 * (`./api`) and its `search` slice into the shared root reducer (`./searchSlice`), so the shell's
 * store needs nothing else.
 *
 * - `pages.search` → `/search` ({@link SearchPage});
 * - `pages.transaction` → `/transaction/:id` and `/transaction` ({@link TransactionPage}, reads `:id` with `useParams()`);
 * - `widgets.homeSearchPanel` → on `/` ({@link HomeSearchPanel}, no props);
 * - `widgets.headerSearch` → in the header ({@link HeaderSearch}, props `{ compact?, onSearched?, persist? }`).
 */
import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@ledgerlens/shared';
import './api';
import './searchSlice';
import { SearchPage } from './pages/SearchPage';
import { TransactionPage } from './pages/TransactionPage';
import { HomeSearchPanel } from './components/HomeSearchPanel';
import { HeaderSearch } from './components/HeaderSearch';

/** The routes module of the search remote. */
const routes: RemoteRoutesModule = {
  pages: { search: SearchPage, transaction: TransactionPage },
  widgets: {
    homeSearchPanel: HomeSearchPanel as ComponentType<Record<string, unknown>>,
    headerSearch: HeaderSearch as ComponentType<Record<string, unknown>>,
  },
};

export default routes;
export { SearchPage, TransactionPage, HomeSearchPanel, HeaderSearch };
export type { HeaderSearchProps } from './components/HeaderSearch';
