/** Operations feature: `GET /api/health`, `GET /api/network` and `GET /api/debug/stats`. */
export { registerHealthRoute, registerNetworkRoute, registerDebugRoute, type DebugStatsDeps } from './routes';
