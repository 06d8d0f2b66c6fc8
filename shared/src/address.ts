/**
 * `@ledgerlens/shared/address`: the account address checks (shape and checksum, X-addresses),
 * with xrpl.js's address codec. A federation-shared module of its own: only the pages that check
 * an address for real (the account page) download the codec.
 */
export * from './domain/address';
