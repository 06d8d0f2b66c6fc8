/**
 * Operations routes: `GET /api/health` (the upstream node answers) and, when enabled,
 * `GET /api/debug/stats` (cache and upstream counters, process memory).
 */
import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { UpstreamStats } from '../../gateway';
import type { LiveData } from '../../live';
import type { ResponseCache } from '../../cache';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Ref } from '@ledgerlens/shared/schemas';
import { errorSchema, healthSchema, networkSchema } from '../../schemas';
import { NETWORK_ID_HEADER, networkInfo } from '@ledgerlens/shared/domain';
import type { RouteDeps } from '../../http';

/** Registers `GET /api/health`: 200 when the node answers `server_info`, 503 otherwise. */
export function registerHealthRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'API and upstream node status',
        description: 'Calls rippled `server_info`. 200 `ok` when the node answers, 503 `degraded` otherwise.',
        response: { 200: Ref(healthSchema), 503: Ref(healthSchema) },
      },
    },
    async (_request, reply) => {
      try {
        const info = await deps.nodeInfo.serverInfo();
        const node: Static<typeof healthSchema>['node'] = { url: deps.xrpl.url, connected: true, networkId: info.networkId };
        if (info.validatedLedger !== undefined) node.validatedLedger = info.validatedLedger;
        return { status: 'ok' as const, node };
      } catch {
        return reply.code(503).send({ status: 'degraded', node: { url: deps.xrpl.url, connected: deps.xrpl.isConnected() } });
      }
    },
  );
}

/**
 * Registers `GET /api/network`: the network of the node behind the API, `{id, name}` from its
 * `server_info` `network_id` (live for any `XRPL_NODE_URL`; the replay node reports 0, or 2 with
 * `REPLAY_NETWORK=devnet`). 503 when the node does not answer. Also adds {@link NETWORK_ID_HEADER}
 * to every answer once the network id is known, so the front end learns it from any answer.
 */
export function registerNetworkRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const id = deps.nodeInfo.knownNetworkId;
    if (id !== undefined && !reply.hasHeader(NETWORK_ID_HEADER)) reply.header(NETWORK_ID_HEADER, String(id));
    return payload;
  });
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/network',
    {
      schema: {
        tags: ['health'],
        summary: 'The XRPL network the API reads',
        description: 'From rippled `server_info` `network_id`: 0 mainnet, 1 testnet, 2 devnet, others "Network <id>".',
        response: { 200: Ref(networkSchema), 503: Ref(errorSchema) },
      },
    },
    async (_request, reply) => {
      const id = await deps.nodeInfo.networkId();
      if (id === undefined) return reply.code(503).send({ error: 'The XRPL node did not answer server_info.', code: 'noNetwork' });
      // A node does not change networks; a minute keeps an API restarted on another node honest.
      void reply.header('cache-control', 'public, max-age=60');
      return networkInfo(id);
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
