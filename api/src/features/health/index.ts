/** Operations feature: `GET /api/health` and `GET /api/debug/stats`. */
export { registerHealthRoute, registerDebugRoute, type DebugStatsDeps } from './routes';
