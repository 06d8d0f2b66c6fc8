/**
 * Operations endpoints: `GET /api/metrics` (Prometheus text format, prom-client) and
 * `GET /api/ready` (readiness). `GET /api/health` stays the liveness check (`routes.ts`).
 *
 * Metrics (all prefixed `ledgerlens_`, one registry per app):
 * - `http_request_duration_seconds{method,route,status_code}` histogram (route = the route
 *   pattern, e.g. `/api/transaction/:id`; `unmatched` for unknown paths);
 * - `upstream_requests_total{command}`, `upstream_request_duration_seconds{command}`,
 *   `upstream_errors_total{command,kind}` (kind `timeout` | `unavailable` | `rippled:<code>`),
 *   `upstream_coalesced_total`, `upstream_reconnects_total`, `upstream_disconnects_total`
 *   (commands really sent to the node, after coalescing, each bounded by the deadline);
 * - `cache_hits_total`, `cache_misses_total`, `cache_coalesced_total` (loads joined), `cache_entries`,
 *   `cache_bytes` (the immutable response cache);
 * - `sse_clients` (open `/api/stream/ledgers` streams);
 * - `indexer_runs_total{result}`, `indexer_running`, `indexer_progress_ratio` (0–1 of the key space),
 *   `indexer_objects` (objects read by the current/last run), `indexer_last_success_timestamp_seconds`;
 * - `stale_answers_total{route}` (live answers served from their last good value during an outage);
 * - `node_connected` (1/0), `node_validated_ledger_age_seconds` and `node_validated_ledger_index`
 *   (from `server_info` `validated_ledger`: the last answer, plus the time since it was read);
 * - process metrics (prom-client defaults: CPU, RSS, heap, event-loop lag, handles, GC…), prefixed
 *   `ledgerlens_api_`.
 *
 * `/api/metrics` is not rate-limited and not in the OpenAPI document; with `METRICS_PORT` it is
 * served only by a separate listener on that port (`startMetricsServer`), so operators can keep it
 * private.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { Bool, Enum, Int, Num, Obj, Opt, Ref, Str } from '@ledgerlens/shared/schemas';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { CACHE_CONTROL_NONE, type ResponseCache } from './cache';
import { UpstreamRippledError, UpstreamTimeoutError, UpstreamUnavailableError } from './errors';
import { wrapGateway, type UpstreamStats, type XrplCommand, type XrplGateway } from './gateway';
import type { NodeInfo } from './node-info';
import { readinessOf, READY_MAX_LEDGER_AGE_S, type LedgerClock } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics (`buildApp`), for `startMetricsServer`. */
    metrics: ApiMetrics;
  }
}

/** Path of the metrics endpoint (also on `METRICS_PORT`). */
export const METRICS_PATH = '/api/metrics';
/** Path of the readiness endpoint. */
export const READY_PATH = '/api/ready';
export { READY_MAX_LEDGER_AGE_S } from './readiness';
/** Readiness waits at most this long for the node's `server_info`, milliseconds. */
export const READY_TIMEOUT_MS = 2_000;

/** What the readiness check and the node gauges know of the node's validated ledger. */
interface ValidatedLedgerSeen {
  index: number;
  /**
   * The ledger's age when read, seconds, on the node's clock as readiness measures it
   * (`readinessOf`): `validated_ledger.age` for rippled/Clio and an advancing replay node; 0 for a
   * replay node playing a fixed recording, whose newest recorded ledger is its present (its
   * `validated_ledger.age` is the real time since the recorded close, years).
   */
  ageS: number;
  /** Whose clock {@link ageS} is on. */
  clock: LedgerClock;
  /** When that answer was read, ms since the epoch. */
  at: number;
}

/** Sources the metrics read at scrape time. */
export interface MetricsSources {
  /** The immutable response cache (its `stats` also count route-level loads joined: `joined`). */
  cache: ResponseCache;
  upstream: UpstreamStats;
  /** The gateway the routes use (its `isConnected()`). */
  gateway: XrplGateway;
  /** The app's own xrpl.js gateway's connection events, when it has one. */
  connection?: { connects: number; disconnects: number };
  feed: { size: number };
  indexer?: () => { running: boolean; percent: number | null; objects: number; completed: number; failed: number; lastCompletedAtMs: number | null };
}

/** See the module comment. */
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly upstreamRequests: Counter<'command'>;
  private readonly upstreamDuration: Histogram<'command'>;
  private readonly upstreamErrors: Counter<'command' | 'kind'>;
  private readonly staleAnswers: Counter<'route'>;
  private validated: ValidatedLedgerSeen | undefined;
  private sources: MetricsSources | undefined;

  constructor(options: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.httpDuration = new Histogram({
      name: 'ledgerlens_http_request_duration_seconds',
      help: 'API request duration by route pattern, method and status code, seconds.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.upstreamRequests = new Counter({ name: 'ledgerlens_upstream_requests_total', help: 'Commands sent to the XRPL node (after coalescing), by rippled method.', labelNames: ['command'], registers });
    this.upstreamDuration = new Histogram({
      name: 'ledgerlens_upstream_request_duration_seconds',
      help: 'XRPL node answer time by rippled method (bounded by the deadline), seconds.',
      labelNames: ['command'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8],
      registers,
    });
    this.upstreamErrors = new Counter({
      name: 'ledgerlens_upstream_errors_total',
      help: 'Failed node commands by method and kind: timeout (deadline), unavailable (no connection), rippled:<error code>.',
      labelNames: ['command', 'kind'],
      registers,
    });
    this.staleAnswers = new Counter({
      name: 'ledgerlens_stale_answers_total',
      help: 'Live answers served from their last good value because the XRPL node was unreachable or hung, by route.',
      labelNames: ['route'],
      registers,
    });
    const self = this;
    const fromSources = (name: string, help: string, type: 'counter' | 'gauge', read: (s: MetricsSources) => number | undefined) => {
      if (type === 'counter') {
        new Counter({
          name,
          help,
          registers,
          collect() {
            const value = self.sources ? read(self.sources) : undefined;
            this.reset();
            if (value !== undefined) this.inc(value);
          },
        });
      } else {
        new Gauge({
          name,
          help,
          registers,
          collect() {
            const value = self.sources ? read(self.sources) : undefined;
            if (value !== undefined) this.set(value);
          },
        });
      }
    };
    fromSources('ledgerlens_upstream_coalesced_total', 'Requests that joined an identical node command already in flight.', 'counter', (s) => s.upstream.coalesced);
    fromSources('ledgerlens_upstream_reconnects_total', 'WebSocket reconnects to the XRPL node (opens after the first).', 'counter', (s) => (s.connection ? Math.max(0, s.connection.connects - 1) : 0));
    fromSources('ledgerlens_upstream_disconnects_total', 'WebSocket connections to the XRPL node that dropped.', 'counter', (s) => s.connection?.disconnects ?? 0);
    fromSources('ledgerlens_cache_hits_total', 'Immutable response cache hits.', 'counter', (s) => s.cache.stats.hits);
    fromSources('ledgerlens_cache_misses_total', 'Immutable response cache misses.', 'counter', (s) => s.cache.stats.misses);
    fromSources('ledgerlens_cache_coalesced_total', 'Requests that joined an identical load already running (no second node call).', 'counter', (s) => s.cache.stats.joined);
    fromSources('ledgerlens_cache_entries', 'Entries in the immutable response cache.', 'gauge', (s) => s.cache.size.entries);
    fromSources('ledgerlens_cache_bytes', 'Bytes held by the immutable response cache.', 'gauge', (s) => s.cache.size.bytes);
    fromSources('ledgerlens_sse_clients', 'Open Server-Sent Events streams (/api/stream/ledgers).', 'gauge', (s) => s.feed.size);
    fromSources('ledgerlens_node_connected', '1 when the WebSocket connection to the XRPL node is open, else 0.', 'gauge', (s) => (s.gateway.isConnected() ? 1 : 0));
    fromSources('ledgerlens_indexer_running', '1 while a ledger-state index run is in progress.', 'gauge', (s) => (s.indexer ? (s.indexer().running ? 1 : 0) : undefined));
    fromSources('ledgerlens_indexer_progress_ratio', 'Progress of the current (or last) index run through the key space, 0 to 1.', 'gauge', (s) => {
      const percent = s.indexer?.().percent;
      return percent === null || percent === undefined ? undefined : percent / 100;
    });
    fromSources('ledgerlens_indexer_objects', 'Ledger objects read by the current (or last) index run.', 'gauge', (s) => s.indexer?.().objects);
    fromSources('ledgerlens_indexer_last_success_timestamp_seconds', 'When the last index run completed, Unix seconds.', 'gauge', (s) => {
      const at = s.indexer?.().lastCompletedAtMs;
      return at === null || at === undefined ? undefined : at / 1000;
    });
    new Counter({
      name: 'ledgerlens_indexer_runs_total',
      help: 'Finished ledger-state index runs by result (completed, failed).',
      labelNames: ['result'],
      registers,
      collect() {
        const runs = self.sources?.indexer?.();
        this.reset();
        if (!runs) return;
        this.inc({ result: 'completed' }, runs.completed);
        this.inc({ result: 'failed' }, runs.failed);
      },
    });
    new Gauge({
      name: 'ledgerlens_node_validated_ledger_age_seconds',
      help:
        "Age of the node's newest validated ledger on the node's clock, as /api/ready measures it: server_info validated_ledger.age when read " +
        '(0 for a replay node playing a fixed recording), plus the seconds since that read.',
      registers,
      collect() {
        if (self.validated) this.set(self.validated.ageS + (Date.now() - self.validated.at) / 1000);
      },
    });
    new Gauge({
      name: 'ledgerlens_node_validated_ledger_index',
      help: "The node's newest validated ledger index (server_info validated_ledger.seq).",
      registers,
      collect() {
        if (self.validated) this.set(self.validated.index);
      },
    });
    if (options.processMetrics !== false) collectDefaultMetrics({ register: this.registry, prefix: 'ledgerlens_api_' });
  }

  /** Where scrape-time metrics are read from (set once the app's parts exist). */
  setSources(sources: MetricsSources): void {
    this.sources = sources;
  }

  /** Counts one stale answer of `route` (`stale.ts`). */
  staleServed(route: string): void {
    this.staleAnswers.inc({ route });
  }

  /**
   * Records what a `server_info` answer says of the validated ledger (index, age), with the age on the
   * clock readiness uses (`readinessOf`), so the gauge and `GET /api/ready` agree: a static replay
   * node's recorded tip does not age while the node answers.
   */
  noteServerInfo(result: unknown): ValidatedLedgerSeen | undefined {
    const { validatedLedger, validatedLedgerAgeS, clock } = readinessOf(result);
    if (validatedLedger === undefined) return undefined;
    if (clock === 'replay-static') this.validated = { index: validatedLedger, ageS: 0, clock, at: Date.now() };
    else if (validatedLedgerAgeS !== undefined) this.validated = { index: validatedLedger, ageS: validatedLedgerAgeS, clock, at: Date.now() };
    else return undefined;
    return this.validated;
  }

  /** A gateway that times and counts every command it passes to `gateway` (see the module comment). */
  instrument(gateway: XrplGateway): XrplGateway {
    return wrapGateway(gateway, async <T>(command: XrplCommand): Promise<T> => {
      const name = typeof command.command === 'string' ? command.command : 'unknown';
      this.upstreamRequests.inc({ command: name });
      const end = this.upstreamDuration.startTimer({ command: name });
      try {
        const result = await gateway.request<T>(command);
        end();
        if (name === 'server_info') this.noteServerInfo(result);
        return result;
      } catch (err) {
        end();
        const kind =
          err instanceof UpstreamTimeoutError
            ? 'timeout'
            : err instanceof UpstreamUnavailableError
              ? 'unavailable'
              : err instanceof UpstreamRippledError
                ? `rippled:${err.code}`
                : 'other';
        this.upstreamErrors.inc({ command: name, kind });
        throw err;
      }
    });
  }

  /** Times every request of `app` (onResponse hook). */
  observeRequests(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      this.observeHttp(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }

  /**
   * One answered request in `ledgerlens_http_request_duration_seconds`: `route` is Fastify's route pattern
   * (e.g. `/api/transaction/:id`), `seconds` the time to answer. Used by {@link observeRequests}.
   */
  observeHttp(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  /** `GET /api/metrics` on `app`: Prometheus text, not rate-limited, hidden from OpenAPI. */
  registerRoute(app: FastifyInstance, path = METRICS_PATH): void {
    app.get(path, { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) => {
      const text = await this.registry.metrics();
      return reply.header('content-type', this.registry.contentType).header('cache-control', CACHE_CONTROL_NONE).send(text);
    });
  }
}

/** Body of `GET /api/ready` (component `Ready`): `reason` only when not ready. */
export const READY_SCHEMA = Obj(
  {
    status: Enum(['ready', 'not ready']),
    reason: Opt(Str('Why not ready (absent when ready).')),
    node: Obj({
      url: Str(),
      connected: Bool(),
      validatedLedger: Opt(Int()),
      validatedLedgerAgeS: Opt(Num('server_info validated_ledger.age, seconds')),
      clock: Opt(Enum(['node', 'replay-advance', 'replay-static'] as const satisfies readonly LedgerClock[], { description: 'whose clock the age is measured on (see the description)' })),
    }),
  },
  { $id: 'Ready' },
);

/** Body of `GET /api/ready`. */
export type ReadyBody = Static<typeof READY_SCHEMA>;

/**
 * `GET /api/ready`: readiness for a load balancer or orchestrator. 200 `ready` when the node answers
 * `server_info` within {@link READY_TIMEOUT_MS} and its validated ledger is younger than
 * {@link READY_MAX_LEDGER_AGE_S} s on the node's clock (`readinessOf`: rippled's close time, an
 * advancing replay node's reveal; a replay node playing a fixed recording is ready while it answers);
 * else 503 `not ready` with the reason. Never cached.
 * Source: rippled `server_info` `validated_ledger.seq` / `.age`, and the replay node's `replay_mode`.
 */
export function registerReadyRoute(app: FastifyInstance, deps: { nodeInfo: NodeInfo; gateway: XrplGateway; metrics: ApiMetrics }): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    READY_PATH,
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Readiness: node connected and its validated ledger younger than 60 s',
        description:
          'Calls rippled `server_info` (at most 2 s). 200 `ready` when the node answers and `validated_ledger.age` is under 60 s ' +
          "on the node's clock (`node.clock`: `node`; `replay-advance`, since the replay node revealed the ledger; `replay-static`, " +
          'a replay node playing a fixed recording, whose ledger does not age: ready while it answers); ' +
          '503 `not ready` with a `reason` otherwise. `GET /api/health` is the liveness check.',
        response: { 200: Ref(READY_SCHEMA), 503: Ref(READY_SCHEMA) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL_NONE);
      const node: ReadyBody['node'] = { url: deps.gateway.url, connected: deps.gateway.isConnected() };
      const notReady = (reason: string) => reply.code(503).send({ status: 'not ready', reason, node } satisfies ReadyBody);
      let timer: NodeJS.Timeout | undefined;
      let info: { result: unknown };
      try {
        info = await Promise.race([
          deps.nodeInfo.serverInfo(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new UpstreamTimeoutError()), READY_TIMEOUT_MS);
          }),
        ]);
      } catch (err) {
        node.connected = deps.gateway.isConnected();
        return notReady(err instanceof UpstreamTimeoutError ? `the XRPL node did not answer within ${READY_TIMEOUT_MS / 1000} s` : 'the XRPL node is unreachable');
      } finally {
        clearTimeout(timer);
      }
      node.connected = true;
      deps.metrics.noteServerInfo(info.result);
      const { ready, reason, clock, validatedLedger, validatedLedgerAgeS } = readinessOf(info.result, READY_MAX_LEDGER_AGE_S);
      if (validatedLedger !== undefined) node.validatedLedger = validatedLedger;
      if (validatedLedgerAgeS !== undefined) node.validatedLedgerAgeS = validatedLedgerAgeS;
      node.clock = clock;
      if (!ready) return notReady(reason ?? 'not ready');
      return { status: 'ready', node } satisfies ReadyBody;
    },
  );
}

/**
 * Serves `GET /api/metrics` (and `GET /metrics`) of `metrics` on its own listener (`METRICS_PORT`),
 * for operators who keep metrics off the public port. Resolves with the listener (close it with the app).
 */
export async function startMetricsServer(metrics: ApiMetrics, host: string, port: number): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  metrics.registerRoute(server, METRICS_PATH);
  metrics.registerRoute(server, '/metrics');
  await server.listen({ host, port });
  return server;
}
