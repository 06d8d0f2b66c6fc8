/**
 * Operations routes: `GET /api/health` (the upstream node answers) and, when enabled,
 * `GET /api/debug/stats` (cache and upstream counters, process memory).
 */
import type { FastifyInstance } from 'fastify';
import type { UpstreamStats } from '../../gateway';
import type { LiveData } from '../../live';
import type { ResponseCache } from '../../cache';
import { ref } from '../../schemas';
import type { RouteDeps } from '../../http';

/** Registers `GET /api/health`: 200 when the node answers `server_info`, 503 otherwise. */
export function registerHealthRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'API and upstream node status',
        description: 'Calls rippled `server_info`. 200 `ok` when the node answers, 503 `degraded` otherwise.',
        response: { 200: ref('Health'), 503: ref('Health') },
      },
    },
    async (_request, reply) => {
      try {
        const info = await deps.nodeInfo.serverInfo();
        const node: { url: string; connected: boolean; networkId: number; validatedLedger?: number } = {
          url: deps.xrpl.url,
          connected: true,
          networkId: info.networkId,
        };
        if (info.validatedLedger !== undefined) node.validatedLedger = info.validatedLedger;
        return { status: 'ok', node };
      } catch {
        return reply.code(503).send({ status: 'degraded', node: { url: deps.xrpl.url, connected: deps.xrpl.isConnected() } });
      }
    },
  );
}

/** What `GET /api/debug/stats` reports. */
export interface DebugStatsDeps {
  cache: ResponseCache;
  upstream: UpstreamStats;
  live: LiveData;
  /** The ledger-close feed: its `size` is the number of SSE clients connected. */
  feed?: { size: number };
}

/**
 * Registers `GET /api/debug/stats` (only when the app is built with `debugStats`, env
 * `API_DEBUG_STATS=1`; hidden from the OpenAPI document): cache hits/misses/joined loads, entries and
 * bytes, upstream commands sent and coalesced, whether the ledger stream is active, and
 * `process.memoryUsage()` (bytes). Used by `npm run bench:api`.
 */
export function registerDebugRoute(app: FastifyInstance, deps: DebugStatsDeps): void {
  app.get('/api/debug/stats', { schema: { hide: true } }, async () => ({
    cache: { ...deps.cache.stats, ...deps.cache.size, maxBytes: deps.cache.maxBytes },
    upstream: { ...deps.upstream },
    live: { streamActive: deps.live.streamActive, generation: deps.live.generation, sseClients: deps.feed?.size ?? 0 },
    memory: process.memoryUsage(),
  }));
}
