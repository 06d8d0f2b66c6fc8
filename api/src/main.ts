/**
 * Starts the API server with the settings of the environment (`configFromEnv`, see README
 * "Environment": `API_HOST`, `API_PORT`, `XRPL_NODE_URL`, `XRPL_TIMEOUT_MS`, `API_CACHE_MB`,
 * `API_RATE_LIMIT_MAX`, `API_RATE_LIMIT_WINDOW`, `LOG_LEVEL`, `API_DEBUG_STATS`, `METRICS_PORT`, …).
 * Logs are JSON lines on stdout (`logging.ts`).
 *
 * Run with `npm --workspace api start` (the compiled `dist/main.js`; `npm --workspace api run
 * start:source` runs this file with tsx).
 */
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/database';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startMetricsServer } from './metrics';
import { installGracefulShutdown } from './shutdown';

export { DEFAULT_API_HOST, DEFAULT_API_PORT } from './config';

/**
 * Builds the app with the settings of `env` (default `process.env`; read once by `configFromEnv`:
 * nothing else in the API reads the environment), opens the database and listens. No signal
 * handlers: see {@link start}. Resolves with the app (close it to stop) and the bound address.
 * @throws on an invalid setting.
 */
export async function startApp(env: NodeJS.ProcessEnv = process.env): Promise<{ app: FastifyInstance; address: string }> {
  const { host, port, dataDir, databaseUrl, metricsPort, indexer, app: options } = configFromEnv(env);
  const database = await openDatabase({ dir: dataDir, url: databaseUrl });
  const app = await buildApp({ ...options, database, closeDatabase: true, indexer });
  if (database.ok) app.log.info({ file: database.file, migrationsApplied: database.applied }, `Database ${database.file}`);
  else app.log.error(database.error);
  let metricsServer: FastifyInstance | undefined;
  app.addHook('onClose', async () => metricsServer?.close());
  const address = await app.listen({ host, port });
  if (metricsPort !== undefined) {
    metricsServer = await startMetricsServer(app.metrics, host, metricsPort);
    const { port: bound } = metricsServer.server.address() as AddressInfo;
    app.log.info({ metricsPort: bound }, `Metrics at http://${host}:${bound}/api/metrics (METRICS_PORT; not on the API port)`);
  }
  app.log.info({ address, node: options.nodeUrl }, `LedgerLens API listening on ${address} (XRPL node ${options.nodeUrl}); docs at ${address}/api/docs`);

  // Warm the (lazy) upstream connection and report the node's state; never fatal.
  void app.inject({ method: 'GET', url: '/api/health' }).then((res) => {
    const connected = res.statusCode === 200;
    app.log[connected ? 'info' : 'warn']({ node: options.nodeUrl, connected }, `Upstream node ${options.nodeUrl}: ${connected ? 'connected' : 'not reachable yet (retrying in the background)'}`);
  });
  return { app, address };
}

/**
 * {@link startApp} with graceful shutdown: SIGTERM/SIGINT stop accepting, send the final SSE event,
 * let in-flight requests finish, close the node connection and the database, and exit within 10 s
 * (`shutdown.ts`). Resolves with the bound address. @throws on an invalid setting.
 */
export async function start(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { app, address } = await startApp(env);
  installGracefulShutdown(app);
  return address;
}

if (require.main === module) {
  start().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
