/** Stream feature: the ledger-close feed and `GET /api/stream/ledgers` (SSE). */
export { LedgerFeed } from './ledgerFeed';
export { registerStreamRoutes } from './routes';
