/**
 * The hot path of the API (issue 20): a validated transaction or ledger already in the response
 * cache is answered by the HTTP server's request listener ({@link FrontDoor}), before Fastify
 * handles the request at all; where there is no server (`app.inject()`) or the route's pattern is
 * not known yet, from the first `onRequest` hook, before the per-request work of the general
 * pipeline (helmet building its middleware, CORS, the rate limiter's promise chain, routing, schema
 * and route hooks). Both answer the same way:
 *
 * - the security and CORS headers are computed once, by sending one probe request through the
 *   real pipeline (so they are exactly what every other answer carries: CSP, nosniff, …) and
 *   reused as a precomputed header set;
 * - the body, its strong ETag and `Cache-Control` were computed once when the answer was cached;
 *   the header list is built once per cached body and written with the body straight to the socket
 *   (`reply.hijack()`: no serializer, no onSend hooks; onResponse hooks still run); `If-None-Match`
 *   → 304 compared as `@fastify/etag` does;
 * - the rate limit counts the hit in the same store as `@fastify/rate-limit` (one counter per
 *   client IP for both paths) and sends the same `x-ratelimit-*` headers; an IPv6 client, a client
 *   over its limit, a HEAD, a query string, a non-canonical URL or a cache miss take the general path.
 */
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { isIPv4 } from 'node:net';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_CONTROL_IMMUTABLE, type CachedBody, type ResponseCache } from './cache';
import { ApiError } from './errors';
import { REQUEST_ID_HEADER, requestId } from './logging';

/** A rate-limit store as `@fastify/rate-limit` calls it (`incr(key, cb, timeWindow, max)`). */
export interface CountingStore {
  incr(key: string, cb: (err: Error | null, res: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
}

/**
 * A fixed-window counter per key with `@fastify/rate-limit`'s `LocalStore` semantics (window
 * starts at the first request; `ttl` = what is left of it), answering synchronously, bounded to
 * `cache` keys (least recently used dropped). Given to the plugin as its `store`, and read by the
 * fast path, so both paths count in one place.
 */
export class WindowCounterStore implements CountingStore {
  private readonly windows: LRUCache<string, { current: number; startMs: number }>;

  constructor(options: { cache?: number } = {}) {
    this.windows = new LRUCache({ max: options.cache ?? 5000 });
  }

  incr(key: string, cb: (err: Error | null, res: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.startMs + timeWindow <= now) {
      w = { current: 0, startMs: now };
      this.windows.set(key, w);
    }
    w.current += 1;
    cb(null, { current: w.current, ttl: timeWindow - (now - w.startMs) });
  }

  read(key: string, cb: (err: Error | null, res: { current: number; ttl: number }) => void, timeWindow: number): void {
    const now = Date.now();
    const w = this.windows.get(key);
    if (!w || w.startMs + timeWindow <= now) cb(null, { current: 0, ttl: 0 });
    else cb(null, { current: w.current, ttl: timeWindow - (now - w.startMs) });
  }

  /** Route-level limits share the global counters (the API defines none). */
  child(): WindowCounterStore {
    return this;
  }
}

/** The rate limit the fast path shares with `@fastify/rate-limit`. */
export interface SharedRateLimit {
  /** The store the plugin was given (set once the plugin instantiated it). */
  store: CountingStore | undefined;
  max: number;
  timeWindowMs: number;
}

/**
 * Cache key of a canonical request URL of a cached route: `/api/transaction/<64 hex | CTID>`
 * (`tx:` / `txraw:` with `/raw`, `txlists<n>:` with exactly `?lists=<n>`, the page-sized answer) or `/api/ledger/<index | 64 hex>`; hex upper-cased as the routes
 * do. `undefined` for anything else (query strings, percent-encoding, spaces, `latest`).
 */
export function fastPathKey(url: string): string | undefined {
  const tx = /^\/api\/transaction\/([0-9A-Fa-f]{64}|[C-Fc-f][0-9A-Fa-f]{15})(\/raw)?$/.exec(url);
  if (tx) return `${tx[2] ? 'txraw' : 'tx'}:${tx[1].length === 64 ? 'hash' : 'ctid'}:${tx[1].toUpperCase()}`;
  // The page-sized answer the transaction page asks (`?lists=25`, issue 20 §6), canonical `n` only.
  const lists = /^\/api\/transaction\/([0-9A-Fa-f]{64}|[C-Fc-f][0-9A-Fa-f]{15})\?lists=(0|[1-9][0-9]{0,2})$/.exec(url);
  if (lists) return `txlists${lists[2]}:${lists[1].length === 64 ? 'hash' : 'ctid'}:${lists[1].toUpperCase()}`;
  const ledger = /^\/api\/ledger\/([1-9][0-9]{0,9}|[0-9A-Fa-f]{64})$/.exec(url);
  if (ledger) {
    if (ledger[1].length === 64) return `ledger:hash:${ledger[1].toUpperCase()}`;
    const index = Number(ledger[1]);
    return index <= 4_294_967_295 ? `ledger:index:${index}` : undefined;
  }
  return undefined;
}

/** Headers of the probe answer that are per answer, not part of the shared set. */
const PER_ANSWER_HEADERS = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'cache-control',
  'etag',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
  'x-request-id',
]);

/** URL of the probe request (an unknown route: the not-found handler, through every global hook). */
export const HEADER_PROBE_URL = '/api/__fast-path-header-probe';

/**
 * Fastify's options that `serverFactory` receives and applies itself (Fastify applies them only to
 * the servers it creates).
 */
interface ServerFactoryOptions {
  http?: ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * The front door of cached immutable answers (issue 20 §5): an HTTP/1.1 server whose request
 * listener answers a cache hit itself, before Fastify's request handling (request and reply
 * objects, the per-request child logger, routing, hook chains), and hands every other request to
 * Fastify unchanged.
 *
 * A hit is answered exactly as the `onRequest` fast path answers it (same precomputed headers, ETag
 * and 304, the same per-IP rate-limit counter, the client IP as Fastify computes it with
 * `trustProxy`), plus what Fastify's hooks add per request: the `X-Request-Id` header, the
 * `ledgerlens_http_request_duration_seconds` observation (route label as Fastify names the route) and the
 * `request completed` log line at `info`. A request the front door does not answer (not GET, not a
 * canonical cached URL, a miss, a route not yet seen, an IPv6 client, over the limit, the app
 * closing) costs one regular expression test.
 *
 * Use: `Fastify({ serverFactory: door.serverFactory })`; {@link registerCachedFastPath} opens it.
 * `app.inject()` does not go through a server, so injected requests take the `onRequest` fast path.
 */
export class FrontDoor {
  private serve: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;

  /**
   * @param trustProxy the app's Fastify `trustProxy` (whose `X-Forwarded-For` to believe): the
   *   client IP of the rate limit is computed as Fastify computes `request.ip`.
   */
  constructor(private readonly trustProxy?: boolean | string) {}

  /** Fastify `serverFactory`: the server, with Fastify's timeouts applied as Fastify applies them. */
  readonly serverFactory = (handler: (req: IncomingMessage, res: ServerResponse) => void, opts: ServerFactoryOptions): Server => {
    const server = createServer(opts.http ?? {}, (req, res) => {
      if (this.serve?.(req, res)) return;
      handler(req, res);
    });
    if (opts.keepAliveTimeout !== undefined) server.keepAliveTimeout = opts.keepAliveTimeout;
    if (opts.requestTimeout !== undefined) server.requestTimeout = opts.requestTimeout;
    if (opts.connectionTimeout !== undefined) server.setTimeout(opts.connectionTimeout);
    if (opts.maxRequestsPerSocket && opts.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = opts.maxRequestsPerSocket;
    return server;
  };

  /** The client IP of `req`, as Fastify's `request.ip` with the same `trustProxy`. */
  clientIp(req: IncomingMessage): string | undefined {
    const tp = this.trustProxy;
    if (tp === undefined || tp === false) return req.socket.remoteAddress;
    const trust = (this.trustFn ??= tp === true ? () => true : proxyAddr.compile(tp.split(',').map((v) => v.trim())));
    const all = proxyAddr.all(req, trust);
    return all[all.length - 1];
  }

  private trustFn: ((addr: string, i: number) => boolean) | undefined;

  /** Opens the door ({@link registerCachedFastPath}); `undefined` closes it. */
  open(serve: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined): void {
    this.serve = serve;
  }
}

/** Per-request observations the front door reports (the app's metrics). */
export type ObserveRequest = (method: string, route: string, statusCode: number, seconds: number) => void;

/**
 * Registers the fast path. Call it before the other global hooks (helmet, CORS, rate limit) so it
 * runs first. `rateLimit` false: no rate limit (as the rest of the API). With `front` (the app's
 * {@link FrontDoor}), hits are also answered there, before Fastify; `observe` then receives their
 * timings (Fastify's onResponse hooks do not run for them).
 */
export function registerCachedFastPath(app: FastifyInstance, cache: ResponseCache, rateLimit: SharedRateLimit | false, front?: { door: FrontDoor; observe: ObserveRequest }): void {
  let headers: Record<string, string | string[]> | undefined;
  let probing = false;
  const probe = () => {
    probing = true;
    app
      .inject({ method: 'GET', url: HEADER_PROBE_URL, remoteAddress: '192.0.2.1' }) // TEST-NET-1: counts for no real client
      .then((res) => {
        const shared: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (!PER_ANSWER_HEADERS.has(name) && value !== undefined) shared[name] = typeof value === 'number' ? String(value) : value;
        }
        headers = shared;
      })
      .catch(() => undefined)
      .finally(() => {
        probing = false;
      });
  };

  /**
   * The cached answer of `key` for a client at `ip`, counted in the rate limit; undefined when the
   * general path must answer (miss, not immutable, headers not probed yet, over the limit, …).
   */
  const hit = (key: string, ip: string | undefined): { entry: CachedBody; prepared: { ok: string[]; notModified: string[] }; limitHeaders: string[] } | undefined => {
    const entry = cache.lookup(key);
    if (!entry || entry instanceof ApiError || entry.cacheControl !== CACHE_CONTROL_IMMUTABLE) return undefined;
    if (!headers) {
      if (!probing) probe();
      return undefined;
    }
    let limitHeaders: string[] = [];
    if (rateLimit) {
      if (!rateLimit.store || ip === undefined || !isIPv4(ip)) return undefined;
      let counted: { current: number; ttl: number } | undefined;
      // The shared store answers synchronously; one that does not (never here) takes the general path.
      rateLimit.store.incr(ip, (err, res) => (counted = err ? undefined : res), rateLimit.timeWindowMs, rateLimit.max);
      if (!counted || counted.current > rateLimit.max) return undefined;
      limitHeaders = ['x-ratelimit-limit', String(rateLimit.max), 'x-ratelimit-remaining', String(rateLimit.max - counted.current), 'x-ratelimit-reset', String(Math.ceil(counted.ttl / 1000))];
    }
    cache.countHit();
    let prepared = preparedHeaders.get(entry);
    if (!prepared) {
      const common = [...flat(headers), 'cache-control', entry.cacheControl, 'etag', entry.etag];
      prepared = { ok: [...common, 'content-type', 'application/json; charset=utf-8', 'content-length', String(entry.body.length)], notModified: common };
      preparedHeaders.set(entry, prepared);
    }
    return { entry, prepared, limitHeaders };
  };
  // As @fastify/etag compares: exact, or either side weak.
  const isNotModified = (inm: string | undefined, etag: string) => inm !== undefined && (inm === etag || inm === `W/${etag}` || `W/${inm}` === etag);

  /** Fastify's route pattern per kind of key (`tx`, `txraw`, `txlists25`, `ledger`), learned from the general path. */
  const routes = new Map<string, string>();

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    if (request.method !== 'GET') return done();
    const key = fastPathKey(request.url);
    if (!key) return done();
    const kind = kindOf(key);
    if (front && !routes.has(kind) && request.routeOptions.url) routes.set(kind, request.routeOptions.url);
    const found = hit(key, request.ip);
    if (!found) return done();
    const { entry, prepared, limitHeaders } = found;
    const notModified = isNotModified(request.headers['if-none-match'], entry.etag);
    // Per-request headers earlier hooks set on the reply (the request id) go along.
    const early: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || (headers && name in headers)) continue;
      for (const v of Array.isArray(value) ? value : [value]) early.push(name, String(v));
    }
    // Written as is: no serialization, no onSend hooks; onResponse hooks (logging, metrics) still run on 'finish'.
    reply.hijack();
    reply.raw.writeHead(notModified ? 304 : 200, [...prepared[notModified ? 'notModified' : 'ok'], ...limitHeaders, ...early]);
    reply.raw.end(notModified ? undefined : entry.body);
    return undefined;
  });

  if (!front) return;
  const { door, observe } = front;
  /** Whether Fastify's `request completed` line is written (pino's level; no logger: never). */
  const logsInfo = () => {
    const log = app.log as { isLevelEnabled?: (level: string) => boolean };
    return typeof log.isLevelEnabled === 'function' && log.isLevelEnabled('info');
  };
  // Closing: every request goes to Fastify (which answers 503 while it drains).
  app.addHook('preClose', (done) => {
    door.open(undefined);
    done();
  });
  door.open((req, res) => {
    if (req.method !== 'GET') return false;
    const started = performance.now();
    const url = req.url ?? '';
    const key = fastPathKey(url);
    if (!key) return false;
    const route = routes.get(kindOf(key));
    if (!route) return false;
    const found = hit(key, door.clientIp(req));
    if (!found) return false;
    const { entry, prepared, limitHeaders } = found;
    const inm = req.headers['if-none-match'];
    const status = isNotModified(inm, entry.etag) ? 304 : 200;
    const reqId = requestId(req);
    res.writeHead(status, [...prepared[status === 304 ? 'notModified' : 'ok'], ...limitHeaders, REQUEST_ID_HEADER, reqId]);
    res.end(status === 304 ? undefined : entry.body);
    const ms = performance.now() - started;
    observe('GET', route, status, ms / 1000);
    if (logsInfo()) app.log.info({ reqId, method: 'GET', url, statusCode: status, ms: Math.round(ms * 10) / 10 }, 'request completed');
    return true;
  });
}

/** The kind of a {@link fastPathKey} (`tx`, `txraw`, `txlists25`, `ledger`): one Fastify route each. */
const kindOf = (key: string) => key.slice(0, key.indexOf(':'));

/** The header set per cached body, flat `[name, value, …]` as `writeHead` takes it (built once per entry). */
const preparedHeaders = new WeakMap<object, { ok: string[]; notModified: string[] }>();

/** `{ name: value | value[] }` → `[name, value, …]`. */
function flat(headers: Record<string, string | string[]>): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    for (const v of Array.isArray(value) ? value : [value]) out.push(name, v);
  }
  return out;
}
