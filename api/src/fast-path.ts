/**
 * The hot path of the API (issue 20): a validated transaction or ledger already in the response
 * cache is answered from the first `onRequest` hook, before the per-request work of the general
 * pipeline (helmet building its middleware, CORS, the rate limiter's promise chain, routing, schema
 * and route hooks):
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
import { isIPv4 } from 'node:net';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_CONTROL_IMMUTABLE, type ResponseCache } from './cache';
import { ApiError } from './errors';

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
 * Registers the fast path. Call it before the other global hooks (helmet, CORS, rate limit) so it
 * runs first. `rateLimit` false: no rate limit (as the rest of the API).
 */
export function registerCachedFastPath(app: FastifyInstance, cache: ResponseCache, rateLimit: SharedRateLimit | false): void {
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

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    if (request.method !== 'GET') return done();
    const key = fastPathKey(request.url);
    if (!key) return done();
    const entry = cache.lookup(key);
    if (!entry || entry instanceof ApiError || entry.cacheControl !== CACHE_CONTROL_IMMUTABLE) return done();
    if (!headers) {
      if (!probing) probe();
      return done();
    }
    let limitHeaders: string[] = [];
    if (rateLimit) {
      const ip = request.ip;
      if (!rateLimit.store || !isIPv4(ip)) return done();
      let counted: { current: number; ttl: number } | undefined;
      // The shared store answers synchronously; one that does not (never here) takes the general path.
      rateLimit.store.incr(ip, (err, res) => (counted = err ? undefined : res), rateLimit.timeWindowMs, rateLimit.max);
      if (!counted || counted.current > rateLimit.max) return done();
      limitHeaders = ['x-ratelimit-limit', String(rateLimit.max), 'x-ratelimit-remaining', String(rateLimit.max - counted.current), 'x-ratelimit-reset', String(Math.ceil(counted.ttl / 1000))];
    }
    cache.countHit();
    // As @fastify/etag compares: exact, or either side weak.
    const inm = request.headers['if-none-match'];
    const notModified = inm !== undefined && (inm === entry.etag || inm === `W/${entry.etag}` || `W/${inm}` === entry.etag);
    let prepared = preparedHeaders.get(entry);
    if (!prepared) {
      const common = [...flat(headers), 'cache-control', entry.cacheControl, 'etag', entry.etag];
      prepared = { ok: [...common, 'content-type', 'application/json; charset=utf-8', 'content-length', String(entry.body.length)], notModified: common };
      preparedHeaders.set(entry, prepared);
    }
    // Per-request headers earlier hooks set on the reply (the request id) go along.
    const early: string[] = [];
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || name in headers) continue;
      for (const v of Array.isArray(value) ? value : [value]) early.push(name, String(v));
    }
    // Written as is: no serialization, no onSend hooks; onResponse hooks (logging, metrics) still run on 'finish'.
    reply.hijack();
    reply.raw.writeHead(notModified ? 304 : 200, [...prepared[notModified ? 'notModified' : 'ok'], ...limitHeaders, ...early]);
    reply.raw.end(notModified ? undefined : entry.body);
    return undefined;
  });
}

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
