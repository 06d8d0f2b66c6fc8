/**
 * The HTTP routes: `GET /api/transaction/:id`, `GET /api/ledger/:id`, `GET /api/health`.
 */
import type { SqlDb } from './db/sql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ledger, Transaction } from '@ledgerlens/shared/domain';
import {
  ApiError,
  INVALID_LEDGER_ID_MESSAGE,
  INVALID_TRANSACTION_ID_MESSAGE,
  LEDGER_NOT_FOUND_MESSAGE,
  MISSING_TRANSACTION_ID_MESSAGE,
  TRANSACTION_NOT_FOUND_MESSAGE,
  toApiError,
  type UpstreamErrorContext,
} from './errors';
import { warningsOf, type UpstreamStats, type XrplCommand, type XrplGateway } from './gateway';
import { LEDGER_ID_PATTERN, TRANSACTION_ID_PATTERN, parseLedgerId, parseTransactionId } from './identifiers';
import { FEE_SETTINGS_INDEX, feeSettingsFromEntry, feeSettingsFromServerInfo, mapLedger } from './mapping/ledger';
import { mapTransaction, rawTransactionOf } from './mapping/transaction';
import type { NodeInfo } from './node-info';
import type { LiveData } from './live';
import {
  CACHE_CONTROL_IMMUTABLE,
  CACHE_CONTROL_LIVE,
  toCachedBody,
  type CacheEntry,
  type CachedBody,
  type Coalescer,
  type ResponseCache,
} from './cache';
import { ref } from './schemas';

/**
 * Per-route config read by the app's error handler: the 400 message for a request that fails
 * schema validation (and for an empty identifier).
 */
export interface RouteMessages {
  invalidInputMessage: string;
  missingInputMessage?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** See {@link RouteMessages}. */
    messages?: RouteMessages;
  }
}

/** What the routes need. */
export interface RouteDeps {
  /** The upstream gateway, already deadline-wrapped and coalescing identical concurrent commands. */
  xrpl: XrplGateway;
  /** `server_info` and the network id. */
  nodeInfo: NodeInfo;
  /** Latest ledger and `server_info`, refreshed at most once per ledger close. */
  live: LiveData;
  /** Immutable answers (validated transactions and ledgers) and short-lived 404s. */
  cache: ResponseCache;
  /** Runs identical concurrent loads (upstream call + mapping + serialization) once. */
  loads: Coalescer;
  /** The API's database (SQLite or PostgreSQL, `api/src/db`), or null when it could not be opened (see `BuildAppOptions.database`). */
  db: SqlDb | null;
}

/** Longest accepted path parameter, characters (after percent-decoding); longer → the route's 400. */
export const MAX_PATH_PARAM_LENGTH = 128;

export const errorResponses = {
  400: { description: 'Invalid identifier', ...ref('ApiError') },
  404: { description: 'Not found on the node', ...ref('ApiError') },
  429: { description: 'Too many requests from this client (see `Retry-After`)', ...ref('ApiError') },
  502: { description: 'Upstream XRPL node unavailable or failing', ...ref('ApiError') },
  504: { description: 'Upstream XRPL node timed out', ...ref('ApiError') },
};

export async function upstream<T>(deps: RouteDeps, command: XrplCommand, ctx: UpstreamErrorContext): Promise<T> {
  try {
    return await deps.xrpl.request<T>(command);
  } catch (err) {
    throw toApiError(err, ctx) ?? err;
  }
}

/** `onRequest` hook: a path parameter longer than {@link MAX_PATH_PARAM_LENGTH} → 400 `message`, before any work. */
export function rejectLongParams(message: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const params = (request.params ?? {}) as Record<string, unknown>;
    for (const value of Object.values(params)) {
      if (typeof value === 'string' && value.length > MAX_PATH_PARAM_LENGTH) throw new ApiError(400, message, 'invalidInput');
    }
  };
}

/** Sends a stored answer: its body as is (already serialized), its ETag and `Cache-Control`; throws a stored 404. */
export function sendEntry(reply: FastifyReply, entry: CacheEntry): FastifyReply {
  if (entry instanceof ApiError) throw entry;
  return reply
    .header('cache-control', entry.cacheControl)
    .header('etag', entry.etag)
    .type('application/json; charset=utf-8')
    .send(entry.body);
}

/**
 * Loads an answer through the cache: a stored entry is sent at once; otherwise `load` runs once for
 * all concurrent identical requests (`key`). A validated answer (`immutable`) is stored under every
 * key in `aliases` + `key`; a 404 for a well-formed identifier is stored for 4 s; nothing else is stored.
 */
export async function cached(
  deps: RouteDeps,
  reply: FastifyReply,
  key: string,
  load: () => Promise<{ entry: CachedBody; immutable: boolean; aliases: string[] }>,
): Promise<FastifyReply> {
  const hit = deps.cache.get(key);
  if (hit) return sendEntry(reply, hit);
  const entry = await deps.loads.run(key, async () => {
    try {
      const loaded = await load();
      if (loaded.immutable) deps.cache.setImmutable([key, ...loaded.aliases], loaded.entry);
      return loaded.entry;
    } catch (err) {
      if (err instanceof ApiError && err.statusCode === 404) deps.cache.setNotFound(key, err);
      throw err;
    }
  });
  return sendEntry(reply, entry);
}

const paramsSchema = (pattern: string, description: string) => ({
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern, maxLength: MAX_PATH_PARAM_LENGTH, description } },
});

/** Cache key of a transaction answer (`tx:`) or of its raw JSON (`txraw:`), by hash or CTID. */
const txKey = (prefix: 'tx' | 'txraw', kind: string, value: string) => `${prefix}:${kind}:${value}`;

/**
 * Loads a transaction once from the node (rippled `tx` by hash or CTID) and builds both answers:
 * the mapped {@link Transaction} (`answer`, serialized with the route's schema) and the node's
 * original JSON (`raw`, `GET /api/transaction/:id/raw`). Loaded for the page (`want: 'tx'`, with the
 * route's `serialize`), a validated transaction's raw JSON is stored in the cache too (under its
 * hash and CTID), so opening the Raw JSON dialog after the page costs no second upstream call.
 */
async function loadTransactionAnswers(
  deps: RouteDeps,
  id: { kind: 'hash' | 'ctid'; value: string },
  want: 'tx' | 'txraw',
  serialize?: (tx: Transaction) => string,
): Promise<{ entry: CachedBody; immutable: boolean; aliases: string[] }> {
  const command: XrplCommand =
    id.kind === 'hash' ? { command: 'tx', transaction: id.value, api_version: 2 } : { command: 'tx', ctid: id.value, api_version: 2 };
  const ctx: UpstreamErrorContext = {
    // rippled only decodes C-prefixed CTIDs (invalidParams otherwise) and rejects other networks' CTIDs (wrongNetwork):
    // either way no such transaction exists on this node's network.
    notFoundCodes: id.kind === 'ctid' ? ['txnNotFound', 'wrongNetwork', 'invalidParams'] : ['txnNotFound'],
    notFoundMessage: TRANSACTION_NOT_FOUND_MESSAGE,
    badInputCodes: [],
    badInputMessage: INVALID_TRANSACTION_ID_MESSAGE,
  };
  const [result, networkId] = await Promise.all([upstream<Record<string, unknown>>(deps, command, ctx), deps.nodeInfo.networkId()]);
  const tx: Transaction = mapTransaction(result, { networkId });
  const immutable = tx.validated === true;
  const cacheControl = immutable ? CACHE_CONTROL_IMMUTABLE : CACHE_CONTROL_LIVE;
  const raw = toCachedBody(JSON.stringify(rawTransactionOf(result)), cacheControl);
  const idsOf = (prefix: 'tx' | 'txraw') => [txKey(prefix, 'hash', tx.hash), ...(tx.ctid ? [txKey(prefix, 'ctid', tx.ctid)] : [])];
  if (want === 'txraw' || !serialize) return { entry: raw, immutable, aliases: idsOf('txraw') };
  if (immutable) deps.cache.setImmutable([txKey('txraw', id.kind, id.value), ...idsOf('txraw')], raw);
  return { entry: toCachedBody(serialize(tx), cacheControl), immutable, aliases: idsOf('tx') };
}

const transactionRouteConfig = {
  config: { messages: { invalidInputMessage: INVALID_TRANSACTION_ID_MESSAGE, missingInputMessage: MISSING_TRANSACTION_ID_MESSAGE } },
  onRequest: rejectLongParams(INVALID_TRANSACTION_ID_MESSAGE),
};

/**
 * Registers `GET /api/transaction/:id`: rippled `tx` by hash (`transaction`) or CTID (`ctid`),
 * mapped for display; and `GET /api/transaction/:id/raw`: the node's original transaction and
 * metadata (the Raw JSON dialog loads it when opened, so the page's answer does not carry the
 * metadata twice). Validated transactions are cached in memory and sent `immutable` with a strong ETag.
 */
export function registerTransactionRoute(app: FastifyInstance, deps: RouteDeps): void {
  const params = paramsSchema(TRANSACTION_ID_PATTERN, '64-hex transaction hash or 16-hex CTID (C-F first), any case.');
  app.get<{ Params: { id: string } }>(
    '/api/transaction/:id',
    {
      ...transactionRouteConfig,
      schema: {
        tags: ['transactions'],
        summary: 'A transaction by hash or CTID',
        description:
          'Looks the transaction up with rippled `tx` (api_version 2): a 64-hex hash is sent as `transaction`, a 16-hex CTID ' +
          '(first character C-F) as `ctid`; both uppercased, surrounding spaces ignored. `amount` of a Payment is what was delivered ' +
          '(`meta.delivered_amount`). The node\'s original JSON is at `/api/transaction/{id}/raw`. A validated transaction is sent ' +
          'with `Cache-Control: public, max-age=31536000, immutable` and a strong ETag (`If-None-Match` → 304); a pending one with `max-age=4`.',
        params,
        response: { 200: ref('Transaction'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = parseTransactionId(request.params.id);
      if (!id) throw new ApiError(400, INVALID_TRANSACTION_ID_MESSAGE, 'invalidInput');
      return cached(deps, reply, txKey('tx', id.kind, id.value), () => loadTransactionAnswers(deps, id, 'tx', (tx) => reply.serialize(tx) as string));
    },
  );
  app.get<{ Params: { id: string } }>(
    '/api/transaction/:id/raw',
    {
      ...transactionRouteConfig,
      schema: {
        tags: ['transactions'],
        summary: "A transaction's original JSON (transaction and metadata)",
        description:
          'rippled `tx` (api_version 2) as the node sent it: `tx` (`tx_json` with `hash`) and `meta` (null when not validated). ' +
          'Same identifiers, errors and caching as `/api/transaction/{id}`.',
        params,
        response: { 200: ref('TransactionRaw'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = parseTransactionId(request.params.id);
      if (!id) throw new ApiError(400, INVALID_TRANSACTION_ID_MESSAGE, 'invalidInput');
      return cached(deps, reply, txKey('txraw', id.kind, id.value), () => loadTransactionAnswers(deps, id, 'txraw'));
    },
  );
}

/**
 * Registers `GET /api/ledger/:id`: rippled `ledger` with `transactions` and `expand`. A validated
 * ledger (by index or hash) is cached in memory and sent `immutable` with a strong ETag; `latest` is
 * kept in memory until the next ledger close (see {@link LiveData}) and sent with `max-age=4`.
 */
export function registerLedgerRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.get<{ Params: { id: string } }>(
    '/api/ledger/:id',
    {
      config: { messages: { invalidInputMessage: INVALID_LEDGER_ID_MESSAGE } },
      onRequest: rejectLongParams(INVALID_LEDGER_ID_MESSAGE),
      schema: {
        tags: ['ledgers'],
        summary: 'A ledger by index, hash or latest',
        description:
          'rippled `ledger` with `transactions: true, expand: true` (api_version 2). `latest` is the latest validated ledger ' +
          'and also carries reserves and base fee from `server_info`; it is refreshed at most once per ledger close and sent with ' +
          '`Cache-Control: public, max-age=4`. A validated ledger by index or hash is sent `immutable` with a strong ETag. ' +
          'Counts and fees cover all transactions; at most 250 rows are returned.',
        params: paramsSchema(LEDGER_ID_PATTERN, 'Ledger index (1 to 4294967295), 64-hex ledger hash, or `latest`; surrounding spaces ignored.'),
        response: { 200: ref('Ledger'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = parseLedgerId(request.params.id);
      if (!id) throw new ApiError(400, INVALID_LEDGER_ID_MESSAGE, 'invalidInput');
      const base = { command: 'ledger', transactions: true, expand: true, api_version: 2 };
      const ctx: UpstreamErrorContext = {
        notFoundCodes: ['lgrNotFound'],
        notFoundMessage: LEDGER_NOT_FOUND_MESSAGE,
        badInputCodes: ['invalidParams', 'lgrIdxMalformed', 'lgrIdxsInvalid'],
        badInputMessage: INVALID_LEDGER_ID_MESSAGE,
      };
      const aliasesOf = (ledger: Ledger) => [`ledger:index:${ledger.ledgerIndex}`, `ledger:hash:${ledger.hash}`];
      /**
       * The ledger, with the fees in force at it from its FeeSettings entry (`ledger_entry`, same
       * selector; ignored when it names another ledger), and the network id for the rows' CTIDs.
       */
      const load = async (selector: Record<string, unknown>): Promise<Ledger> => {
        const [result, feeEntry, networkId] = await Promise.all([
          upstream<Record<string, unknown>>(deps, { ...base, ...selector }, ctx),
          deps.xrpl.request<Record<string, unknown>>({ ...selector, command: 'ledger_entry', index: FEE_SETTINGS_INDEX }).catch(() => undefined),
          deps.nodeInfo.networkId().catch(() => undefined),
        ]);
        const sameLedger = feeEntry !== undefined && String(feeEntry.ledger_index) === String((result.ledger as Record<string, unknown> | undefined)?.ledger_index ?? result.ledger_index);
        let fees = sameLedger ? feeSettingsFromEntry(feeEntry) : undefined;
        if (!fees && id.kind === 'latest') {
          const info = await deps.live.serverInfo().catch(() => undefined);
          // The fees the node reports now: those of its latest validated ledger.
          if (info) fees = feeSettingsFromServerInfo(info.result);
        }
        return mapLedger(result, fees, { networkId, warnings: warningsOf(result) });
      };

      if (id.kind === 'latest') {
        const entry = await deps.live.get('ledger:latest', async () => {
          const ledger = await load({ ledger_index: 'validated' });
          const body = reply.serialize(ledger);
          if (ledger.validated && !deps.cache.get(aliasesOf(ledger)[0])) {
            // The same ledger by index or hash never changes.
            deps.cache.setImmutable(aliasesOf(ledger), toCachedBody(body, CACHE_CONTROL_IMMUTABLE));
          }
          return toCachedBody(body, CACHE_CONTROL_LIVE);
        });
        return sendEntry(reply, entry);
      }

      const selector = id.kind === 'index' ? { ledger_index: id.value } : { ledger_hash: id.value };
      return cached(deps, reply, `ledger:${id.kind}:${id.value}`, async () => {
        const ledger = await load(selector);
        const immutable = ledger.validated === true;
        return { entry: toCachedBody(reply.serialize(ledger), immutable ? CACHE_CONTROL_IMMUTABLE : CACHE_CONTROL_LIVE), immutable, aliases: aliasesOf(ledger) };
      });
    },
  );
}

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
