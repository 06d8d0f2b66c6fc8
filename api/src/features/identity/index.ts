/** Identity feature: declared domains checked against their xrp-ledger.toml (used by accounts and validators). */
export { DomainVerifier, withinWait } from './domainVerifier';
