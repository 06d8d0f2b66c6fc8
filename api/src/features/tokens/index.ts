/** Token page feature: one issued token (`GET /api/tokens/{currency}/{issuer}`); the directory is the ledger-state index's. */
export { registerTokenRoutes, loadToken, type LatestIndex } from './routes';
