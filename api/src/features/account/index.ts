/** Accounts feature: an account, its history, trust lines and objects. */
export { registerAccountRoutes } from './routes';
