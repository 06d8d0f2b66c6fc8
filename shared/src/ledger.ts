/**
 * `@ledgerlens/shared/ledger`: domain logic of the ledger-data pages (transaction, ledger,
 * account, network): CTID (spec and rippled rules), transaction failure explanations, the
 * known-address directory and derived tiers. A federation-shared module of its own, so the home
 * page and the search page do not download it.
 */
export * from './domain/ctid';
export * from './domain/failures';
export * from './domain/knownAddresses';
export * from './domain/tiers';
