/**
 * `@ledgerlens/shared/domain`: framework-free XRP Ledger domain logic (entity types, search
 * classification, CTID (spec and rippled rules), drops ↔ XRP, error texts, status, known
 * addresses, formatting, derived tiers, business constants). Usable from the browser and from Node.
 */
export * from './types';
export * from './constants';
export * from './search';
export * from './ctid';
export * from './errors';
export * from './status';
export * from './knownAddresses';
export * from './drops';
export * from './format';
export * from './tiers';
