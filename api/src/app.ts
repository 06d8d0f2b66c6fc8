/**
 * The LedgerLens HTTP API as a Fastify instance (no listening: see `main.ts`).
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CACHE_CONTROL_NONE, CACHE_CONTROL_NOT_FOUND, Coalescer, DEFAULT_CACHE_MB, ResponseCache } from './cache';
import { INVALID_LEDGER_ID_MESSAGE, INVALID_TRANSACTION_ID_MESSAGE, ROUTE_NOT_FOUND_MESSAGE, toApiError } from './errors';
import {
  DEFAULT_NODE_URL,
  DEFAULT_UPSTREAM_TIMEOUT_MS,
  XrplClientGateway,
  withCoalescing,
  withCounting,
  withDeadline,
  type UpstreamStats,
  type XrplGateway,
} from './gateway';
import { DEFAULT_RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT_WINDOW_MS, DOCS_CSP, registerHttpPolicies, type RateLimitSettings } from './http';
import { LiveData } from './live';
import { ApiMetrics, READY_SCHEMA, registerReadyRoute } from './metrics';
import { documentStaleAnswers, StaleAnswers } from './stale';
import { DEFAULT_LOG_LEVEL, loggerOptions, registerRequestId, type LogLevel } from './logging';
import { NodeInfo } from './node-info';
import { cachedSerializerCompiler, sharedSchemas } from './schemas';
import type { DatabaseState } from './db/database';
import { NETWORK_ID_HEADER } from '@ledgerlens/shared/domain';
import { registerDebugRoute, registerHealthRoute, registerNetworkRoute } from './features/health';
import { registerLedgerRoute } from './features/ledgers';
import { registerTransactionRoute, registerTransactionsRoutes } from './features/transactions';
import { registerNetworkRoutes } from './features/network';
import { LedgerFeed, registerStreamRoutes } from './features/stream';
import { registerAccountRoutes } from './features/account';
import { registerValidatorRoutes } from './features/validators';
import { registerIndexerRoutes } from './features/indexer';
import { DomainVerifier } from './features/identity';
import { registerAmendmentRoutes } from './features/amendments';
import { registerObjectRoutes } from './features/objects';
import { registerResolveRoute } from './features/resolve';
import { registerAmmRoutes } from './features/amm';
import { registerTokenRoutes } from './features/tokens';
import { registerNftRoutes } from './features/nfts';
import { registerMptRoutes } from './features/mpts';

/** Version reported in the OpenAPI document. */
export const API_VERSION = '0.1.0';
/** Path of the Swagger UI; the OpenAPI document is at `${DOCS_PREFIX}/json`. */
export const DOCS_PREFIX = '/api/docs';

/** Options of {@link buildApp}. */
export interface BuildAppOptions {
  /** Run the ledger-state indexer (at start, then every `INDEX_INTERVAL`). Default false; `main.ts` turns it on unless `INDEXER=false`. */
  indexer?: boolean;
  /** Milliseconds between indexer runs (`INDEX_INTERVAL`; default 3,600,000; 0: once at start). */
  indexIntervalMs?: number;
  /** Accounts in the rich list (`INDEX_TOP_ACCOUNTS`; default 10,000). */
  indexTopAccounts?: number;
  /** The indexer lease's time-to-live, ms (`INDEX_LEASE_MS`; default 30,000): one run per interval across instances. */
  indexLeaseMs?: number;
  /**
   * This instance's name (`INSTANCE_ID`): the indexer lease holder (default `<hostname>:<pid>:<random>`)
   * and the pulse's `view.instance` / `x-ledgerlens-view` (default 8 random hex digits per process).
   */
  instanceId?: string;
  /**
   * The signed validator list (`VALIDATOR_LIST_URL`, `VALIDATOR_LIST_PUBLISHER_KEY`,
   * `VALIDATOR_LIST_AS_OF`): a publisher URL re-read hourly (live mode), else the bundled list.
   */
  validatorList?: { url?: string; publisherKey?: string; asOf?: string };
  /**
   * Check declared domains against their xrp-ledger.toml when the node is not the replay (default
   * true; `DOMAIN_VERIFICATION=off` → false). Ignored when `domainVerifier` is given.
   */
  domainVerification?: boolean;
  /**
   * WebSocket URL of the rippled/Clio node, used when `xrpl` is not given. Default
   * `ws://127.0.0.1:6006` (the local replay node); e.g. `wss://xrplcluster.com` for live mainnet.
   */
  nodeUrl?: string;
  /** Gateway to use instead of an xrpl.js client (tests inject fakes). The app does not close it. */
  xrpl?: XrplGateway;
  /** JSON logs (pino) at `info` with one line per request (`logging.ts`). Default false; `logLevel` overrides it. */
  logger?: boolean;
  /** JSON log level (`LOG_LEVEL`, `logging.ts`). Default: `info` when `logger`, else no logging. */
  logLevel?: LogLevel;
  /** Where the JSON log lines go (one line per `write`). Default stdout. */
  logStream?: { write(line: string): void };
  /**
   * Upstream deadline in milliseconds (default 8 000, below the browser's 10 s timeout of spec §9).
   * A node answer slower than this gives 504 `{ error: 'Upstream XRPL node timed out' }`.
   */
  requestTimeoutMs?: number;
  /** Byte limit of the in-process response cache, MiB (`API_CACHE_MB`). Default 64. */
  cacheMb?: number;
  /**
   * Per-IP rate limit (`API_RATE_LIMIT_MAX` per `API_RATE_LIMIT_WINDOW`). Default 600 requests per
   * 60 000 ms; `false` turns it off.
   */
  rateLimit?: Partial<RateLimitSettings> | false;
  /** Fastify `trustProxy`: whose X-Forwarded-For to believe (default `'loopback'`). */
  trustProxy?: boolean | string;
  /**
   * How often live data (`latest`, `server_info`) may be reloaded when the node has no ledger
   * stream, milliseconds. Default 4 000 (one ledger close).
   */
  liveRefreshMs?: number;
  /**
   * The SQLite database (`openDatabase`, `DATA_DIR`) for features that persist data (price samples,
   * validator agreement, ledger-state index). Absent or `{ ok: false }`: those features answer
   * without history and everything else is served. The app closes it only with `closeDatabase`.
   */
  database?: DatabaseState;
  /** Close `database` with the app, after everything else has closed (`main.ts`). Default false. */
  closeDatabase?: boolean;
  /** Heartbeat comment period of `GET /api/stream/ledgers`, milliseconds. Default 10 000. */
  sseHeartbeatMs?: number;
  /**
   * Serve `GET /api/metrics` on this app (default true). `main.ts` passes false when `METRICS_PORT`
   * is set and serves `app.metrics` on that port instead (`startMetricsServer`).
   */
  metricsRoute?: boolean;
  /** Include prom-client's process metrics (CPU, memory, event loop, GC) in `/api/metrics`. Default true. */
  processMetrics?: boolean;
  /**
   * Oldest last good value a live route serves while the node is unreachable or hung, seconds
   * (`API_STALE_MAX_S`, default 600); 0 turns stale answers off (`stale.ts`).
   */
  staleMaxS?: number;
  /** Exposes `GET /api/debug/stats` (cache and upstream counters, process memory). Default false (`API_DEBUG_STATS`). */
  debugStats?: boolean;
  /**
   * Checks declared domains (accounts, validators) against their xrp-ledger.toml. Default: a
   * {@link DomainVerifier} that checks only when the node is not the offline replay and
   * `DOMAIN_VERIFICATION` is not `off`. Tests inject one with a fake fetch.
   */
  domainVerifier?: DomainVerifier;
}

/** Path prefixes of the routes with an identifier, and their 400 message (also for malformed URLs). */
const ID_ROUTE_MESSAGES: ReadonlyArray<readonly [string, string]> = [
  ['/api/transaction/', INVALID_TRANSACTION_ID_MESSAGE],
  ['/api/ledger/', INVALID_LEDGER_ID_MESSAGE],
];

/**
 * Builds the API:
 * - `GET /api/transaction/:id`, `GET /api/ledger/:id`, `GET /api/health` (see README route table);
 * - OpenAPI 3 document at `/api/docs/json`, Swagger UI at `/api/docs` (served locally, works offline);
 * - CORS for GET from any origin; security headers, per-IP rate limit, ETags (see `http.ts`);
 * - validated transactions and ledgers cached in memory (byte-bounded LRU) and sent `immutable`;
 *   `latest` and `server_info` refreshed at most once per ledger close; identical concurrent
 *   upstream commands sent once;
 * - every error as `{ error, code? }`: 400 invalid input (also schema validation failures, malformed
 *   URLs and path parameters over 128 characters), 404 unknown route or not found on the node,
 *   429 rate limited, 502 node unavailable, 504 node timeout.
 *
 * Creates ONE lazily connecting xrpl.js client for `nodeUrl` unless `xrpl` is given; that client is
 * closed with the app (`app.close()`). Building never connects, so a node that is down does not
 * prevent start-up.
 *
 * @throws when `nodeUrl` is not a `ws://` / `wss://` URL.
 */
export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const timeoutMs = opts.requestTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
  const ownGateway = opts.xrpl ? undefined : new XrplClientGateway(opts.nodeUrl ?? DEFAULT_NODE_URL, { timeoutMs });
  const upstreamStats: UpstreamStats = { requests: 0, coalesced: 0 };
  const metrics = new ApiMetrics({ processMetrics: opts.processMetrics });
  // Metrics see each command really sent (after coalescing), bounded by the deadline.
  const gateway = withCoalescing(metrics.instrument(withDeadline(withCounting(opts.xrpl ?? (ownGateway as XrplGateway), upstreamStats), timeoutMs)), upstreamStats);
  const nodeInfo = new NodeInfo(gateway);
  const live = new LiveData(gateway, nodeInfo, { refreshMs: opts.liveRefreshMs, deadlineMs: timeoutMs });
  const cache = new ResponseCache((opts.cacheMb ?? DEFAULT_CACHE_MB) * 1024 * 1024);
  const loads = new Coalescer(cache.stats);

  const app = Fastify({
    // JSON logs at LOG_LEVEL, request id from X-Request-Id or a new UUID (logging.ts).
    ...loggerOptions(opts.logLevel ?? (opts.logger ? DEFAULT_LOG_LEVEL : false), opts.logStream),
    // Behind the front-end servers' /api proxy (on this machine) the visitor's address comes in
    // X-Forwarded-For: trust it from loopback only, so the per-IP rate limit counts visitors, not
    // the proxy. `API_TRUST_PROXY` widens it (comma-separated addresses/CIDRs, or `true`).
    trustProxy: opts.trustProxy ?? 'loopback',
    // Long identifiers reach the route, which answers its own 400 (over 128 characters) instead of a 404.
    routerOptions: { maxParamLength: 16_384 },
    frameworkErrors: (error, request, reply) => {
      // e.g. FST_ERR_BAD_URL (malformed percent-encoding): bad input, never a 500; the route's own message when known.
      const url = request.raw.url ?? '';
      const message = ID_ROUTE_MESSAGES.find(([prefix]) => url.startsWith(prefix))?.[1];
      void (reply as unknown as FastifyReply)
        .code(400)
        .header('cache-control', CACHE_CONTROL_NONE)
        .send(message ? { error: message, code: 'invalidInput' } : { error: 'Bad request', code: error.code });
    },
  });

  // onClose hooks run last-registered first: registered first, the database closes last, after the
  // in-flight requests, the indexer, the ledger feed and the node connection.
  if (opts.closeDatabase && opts.database?.ok) {
    const { db } = opts.database;
    app.addHook('onClose', async () => db.close());
  }

  registerRequestId(app);
  metrics.observeRequests(app);
  // Live answers kept for an outage of the node (stale.ts); API_STALE_MAX_S=0 turns it off.
  const stale = opts.staleMaxS === 0 ? undefined : new StaleAnswers({ maxAgeS: opts.staleMaxS, onServed: (route) => metrics.staleServed(route) });
  stale?.register(app);
  app.decorate('metrics', metrics);
  for (const schema of sharedSchemas) app.addSchema(schema);
  app.addSchema(READY_SCHEMA);
  app.setSerializerCompiler(cachedSerializerCompiler([...sharedSchemas, READY_SCHEMA]));

  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'], exposedHeaders: [NETWORK_ID_HEADER] });
  await registerHttpPolicies(
    app,
    opts.rateLimit === false
      ? false
      : { max: opts.rateLimit?.max ?? DEFAULT_RATE_LIMIT_MAX, timeWindowMs: opts.rateLimit?.timeWindowMs ?? DEFAULT_RATE_LIMIT_WINDOW_MS },
    { cache, documentPrefix: DOCS_PREFIX },
  );
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'LedgerLens API',
        version: API_VERSION,
        description:
          'Read-only XRP Ledger explorer API in front of a rippled/Clio node (xrpl.js, api_version 2). ' +
          'Errors are `{ error, code? }`: 400 invalid input, 404 not found, 502 node unavailable, 504 node timeout.',
      },
      tags: [
        { name: 'transactions', description: 'Transactions by hash or CTID' },
        { name: 'ledgers', description: 'Ledgers by index, hash or latest' },
        { name: 'accounts', description: 'Accounts, their history, trust lines and objects' },
        { name: 'network', description: 'Network statistics' },
        { name: 'objects', description: 'Ledger objects by index, with their history' },
        { name: 'amendments', description: 'Amendments: status, names and history' },
        { name: 'search', description: 'What an identifier names' },
        { name: 'assets', description: 'AMM pools, issued tokens and NFTs' },
        { name: 'health', description: 'Service and upstream node status' },
      ],
    },
    transform: documentStaleAnswers,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: DOCS_CSP });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const messages = request.routeOptions.config.messages;
      const params = (request.params ?? {}) as Record<string, unknown>;
      const missing = messages?.missingInputMessage !== undefined && (params.id === '' || params.id === undefined);
      const message = missing ? messages?.missingInputMessage : messages?.invalidInputMessage;
      return reply.code(400).header('cache-control', CACHE_CONTROL_NONE).send({ error: message ?? 'Invalid request', code: 'invalidInput' });
    }
    const apiError = toApiError(error);
    // Node unreachable (502) or hung (504): a live route's last good answer, marked stale, if recent enough.
    if (apiError && stale?.serve(request, reply, apiError.statusCode)) return reply;
    if (apiError) {
      // A 404 reaching here is "not found on the node" for a well-formed identifier: it may exist a ledger later.
      const cacheControl = apiError.statusCode === 404 ? CACHE_CONTROL_NOT_FOUND : CACHE_CONTROL_NONE;
      return reply.code(apiError.statusCode).header('cache-control', cacheControl).send(apiError.toBody());
    }
    reply.header('cache-control', CACHE_CONTROL_NONE);
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(error.code ? { error: error.message, code: error.code } : { error: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal server error' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: ROUTE_NOT_FOUND_MESSAGE, code: 'routeNotFound' }));

  const deps = { xrpl: gateway, nodeInfo, live, cache, loads, db: opts.database?.ok ? opts.database.db : null };
  // First: its onSend hook names the network on every answer of the routes below.
  registerNetworkRoute(app, deps);
  registerTransactionRoute(app, deps);
  registerLedgerRoute(app, deps);
  registerHealthRoute(app, deps);
  // Live mode only: the offline replay network has no Internet, so domains there are `not-checked`.
  const domains =
    opts.domainVerifier ??
    new DomainVerifier({
      online: async () => {
        if (opts.domainVerification === false) return false;
        try {
          const info = await live.serverInfo();
          return !info.replay;
        } catch {
          return false;
        }
      },
    });
  registerAccountRoutes(app, deps, { domains });
  // The circulating supply comes from the ledger-state index (registered below, read at request time).
  let indexer: ReturnType<typeof registerIndexerRoutes> | undefined;
  const market = registerNetworkRoutes(app, deps, {
    circulatingSupply: async () => {
      const summary = (await indexer?.latest())?.richList.summary;
      return summary ? { circulatingSupply: summary.circulatingSupply, ledger: summary.ledger } : null;
    },
    instanceId: opts.instanceId,
  });
  const validatorRegistry = registerValidatorRoutes(app, deps, { domains, listUrl: opts.validatorList?.url, publisherKey: opts.validatorList?.publisherKey, asOf: opts.validatorList?.asOf });
  registerTransactionsRoutes(app, deps);
  registerAmendmentRoutes(app, deps, { trusted: validatorRegistry });
  registerObjectRoutes(app, deps);
  registerResolveRoute(app, deps);
  const job = registerIndexerRoutes(app, deps, { autoStart: opts.indexer ?? false, market, intervalMs: opts.indexIntervalMs, topAccounts: opts.indexTopAccounts, leaseMs: opts.indexLeaseMs, instanceId: opts.instanceId });
  indexer = job;
  registerAmmRoutes(app, deps);
  registerTokenRoutes(app, deps, { latestIndex: () => job.latest() });
  registerNftRoutes(app, deps);
  registerMptRoutes(app, deps);
  app.decorate('indexer', job);
  const feed = new LedgerFeed({ xrpl: gateway, live }, opts.liveRefreshMs);
  registerReadyRoute(app, { nodeInfo, gateway, metrics });
  if (opts.metricsRoute !== false) metrics.registerRoute(app);
  metrics.setSources({
    cache,
    upstream: upstreamStats,
    gateway,
    connection: ownGateway?.connectionStats,
    feed,
    indexer: () => {
      const status = job.localStatus();
      return { running: status.state === 'running', percent: status.percent, objects: status.objects, ...job.runs, lastCompletedAtMs: job.lastCompletedAtMs };
    },
  });
  registerStreamRoutes(app, { feed, heartbeatMs: opts.sseHeartbeatMs });
  app.addHook('onClose', async () => feed.close());
  if (opts.debugStats) registerDebugRoute(app, { cache, upstream: upstreamStats, live, feed });

  if (ownGateway) app.addHook('onClose', async () => ownGateway.close());
  return app;
}
