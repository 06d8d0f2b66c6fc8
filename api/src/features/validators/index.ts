/** Validators feature: the verified validator list with agreement over 1 h and 24 h. */
export { registerValidatorRoutes } from './routes';
