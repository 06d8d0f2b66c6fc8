/** Amendments feature: status, names (rippled's list) and history of the network's amendments. */
export { registerAmendmentRoutes, INVALID_AMENDMENT_MESSAGE, AMENDMENT_NOT_FOUND_MESSAGE } from './routes';
