/**
 * `@ledgerlens/shared/domain`: framework-free XRP Ledger domain logic (entity types, search
 * classification, CTID (spec and rippled rules), drops ↔ XRP, error texts, failure explanations,
 * status, known addresses, formatting, derived tiers, business constants) and the account address
 * checks with the address codec. Usable from the browser and from Node. Front ends get the common
 * part from `@ledgerlens/shared` and the page-specific parts from `@ledgerlens/shared/ledger` and
 * `@ledgerlens/shared/address` (see `./core.ts`).
 */
export * from './core';
export * from './address';
export * from './ctid';
export * from './failures';
export * from './knownAddresses';
export * from './tiers';
export * from './decimal';
export * from './amendments';
// Issuer settings and trust-line freezes: read by the API and the replay node only (not in the browser singleton).
export * from './issuerSettings';
export * from './mpt';
export * from './network';
