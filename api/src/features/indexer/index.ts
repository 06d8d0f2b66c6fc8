/** Ledger-state index feature: rich list, tokens and index status from a full-ledger indexer run. */
export { registerIndexerRoutes } from './routes';
export { IndexerJob } from './job';
