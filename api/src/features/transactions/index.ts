/** Transactions feature: one transaction by hash or CTID (and its raw JSON), and the newest validated transactions. */
export { registerTransactionRoute, TRANSACTION_LISTS, previewOf, listPageOf } from './transaction';
export { registerTransactionsRoutes, RECENT_LIMIT } from './routes';
