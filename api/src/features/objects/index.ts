/** Ledger objects feature: one object by index with its history (PreviousTxnID chain). */
export { registerObjectRoutes, INVALID_OBJECT_INDEX_MESSAGE, OBJECT_NOT_FOUND_MESSAGE } from './routes';
export { loadLedgerObject } from './history';
