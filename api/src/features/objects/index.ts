/** Ledger objects feature: one object by index with its history (PreviousTxnID chain) and typed view; an account's identity & permission objects. */
export { registerObjectRoutes, INVALID_OBJECT_INDEX_MESSAGE, OBJECT_NOT_FOUND_MESSAGE } from './routes';
export { loadLedgerObject } from './history';
export { objectViewOf, OBJECT_VIEWS } from './views';
export { loadAccountIdentity } from './identity';
