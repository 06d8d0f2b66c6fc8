/** Ledgers feature: one ledger by index, hash or `latest`. */
export { registerLedgerRoute } from './routes';
