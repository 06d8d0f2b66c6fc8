/**
 * Starts the API server with the settings of the environment (`configFromEnv`, see README
 * "Environment": `API_HOST`, `API_PORT`, `XRPL_NODE_URL`, `XRPL_TIMEOUT_MS`, `API_CACHE_MB`,
 * `API_RATE_LIMIT_MAX`, `API_RATE_LIMIT_WINDOW`, `API_LOG`, `API_DEBUG_STATS`).
 *
 * Run with `npm --workspace api start` (`tsx src/main.ts`).
 */
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/database';

export { DEFAULT_API_HOST, DEFAULT_API_PORT } from './config';

/** Listens with the settings of the environment; resolves with the bound address. @throws on an invalid setting. */
export async function start(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { host, port, dataDir, app: options } = configFromEnv(env);
  const database = openDatabase({ dir: dataDir });
  if (database.ok) console.log(`Database ${database.file}${database.applied.length ? ` (migrations applied: ${database.applied.join(', ')})` : ''}`);
  else console.error(database.error);
  const app = await buildApp({ ...options, database, indexer: process.env.INDEXER?.trim() !== 'false' });
  app.addHook('onClose', async () => {
    if (database.ok) database.db.close();
  });
  const address = await app.listen({ host, port });
  console.log(`LedgerLens API listening on ${address} (XRPL node ${options.nodeUrl}); docs at ${address}/api/docs`);

  // Warm the (lazy) upstream connection and report the node's state; never fatal.
  void app.inject({ method: 'GET', url: '/api/health' }).then((res) => {
    console.log(`Upstream node ${options.nodeUrl}: ${res.statusCode === 200 ? 'connected' : 'not reachable yet (retrying in the background)'}`);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().finally(() => process.exit(0));
    });
  }
  return address;
}

if (require.main === module) {
  start().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
