/** MPT feature (XLS-33 multi-purpose tokens): one issuance, and the MPTs of an account. */
export { registerMptRoutes } from './routes';
export { loadMpt, MPT_NOT_FOUND_MESSAGE } from './mpt';
