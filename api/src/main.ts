/**
 * Starts the API server.
 *
 * Environment:
 * - `API_HOST` (default `127.0.0.1`), `API_PORT` (default `8787`): where to listen;
 * - `XRPL_NODE_URL` (default `ws://127.0.0.1:6006`, the local replay node; e.g.
 *   `wss://xrplcluster.com` for live mainnet): the rippled/Clio WebSocket node;
 * - `XRPL_TIMEOUT_MS` (default `10000`): upstream request timeout;
 * - `API_LOG` (`1`/`true` to log requests).
 *
 * Run with `npm --workspace api start` (`tsx src/main.ts`).
 */
import { buildApp } from './app';
import { DEFAULT_NODE_URL, DEFAULT_UPSTREAM_TIMEOUT_MS } from './gateway';

/** Default listen host. */
export const DEFAULT_API_HOST = '127.0.0.1';
/** Default listen port. */
export const DEFAULT_API_PORT = 8787;

/** Listens with the settings of the environment; resolves with the bound address. */
export async function start(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const host = env.API_HOST || DEFAULT_API_HOST;
  const port = env.API_PORT ? Number(env.API_PORT) : DEFAULT_API_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid API_PORT: ${env.API_PORT}`);
  const timeout = env.XRPL_TIMEOUT_MS ? Number(env.XRPL_TIMEOUT_MS) : DEFAULT_UPSTREAM_TIMEOUT_MS;
  if (!Number.isFinite(timeout) || timeout <= 0) throw new Error(`Invalid XRPL_TIMEOUT_MS: ${env.XRPL_TIMEOUT_MS}`);
  const nodeUrl = env.XRPL_NODE_URL || DEFAULT_NODE_URL;
  const logger = env.API_LOG === '1' || env.API_LOG === 'true';

  const app = await buildApp({ nodeUrl, logger, requestTimeoutMs: timeout });
  const address = await app.listen({ host, port });
  console.log(`LedgerLens API listening on ${address} (XRPL node ${nodeUrl}); docs at ${address}/api/docs`);

  // Warm the (lazy) upstream connection and report the node's state; never fatal.
  void app.inject({ method: 'GET', url: '/api/health' }).then((res) => {
    console.log(`Upstream node ${nodeUrl}: ${res.statusCode === 200 ? 'connected' : 'not reachable yet (retrying in the background)'}`);
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
