/**
 * Loader of the virtualized accounts table (`lazy-richlist-table` chunk: @tanstack/react-virtual
 * and the table). One place, so the page can start the download while the rich list is still being
 * fetched and `React.lazy` reuses the same promise.
 */
export const loadAccountsTable = () => import(/* webpackChunkName: "lazy-richlist-table" */ './AccountsTable');
