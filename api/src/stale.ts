/**
 * Stale while unavailable: when the XRPL node is unreachable (502) or does not answer
 * within the deadline (504), a live answer is served from its last good value, if that value is at
 * most `API_STALE_MAX_S` (default 600) seconds old.
 *
 * - Live routes ({@link LIVE_ROUTES}): answers that change with the ledger (latest ledger, network
 *   statistics and pulse, market data and history, recent transactions, popular addresses, accounts
 *   and their first history page, trust lines, objects). Immutable answers (validated transactions
 *   and ledgers) have their own cache and never need this.
 * - Every 200 JSON answer of a live route is kept as sent (per URL, path and query; no copy) in a
 *   bounded LRU: at most {@link STALE_MAX_ENTRIES} answers and {@link STALE_MAX_BYTES} bytes, with
 *   the time it was last sent as a good answer (a live answer is at most one ledger close old when
 *   sent, so that is when the data was last known current).
 * - A 502/504 of a live route with a kept answer at most `maxAgeS` old is replaced by that answer:
 *   200, body `{ ...answer, stale: true, staleSince: <ISO 8601 time the answer was current> }`,
 *   `Warning: 110 - "Response is Stale"`, `Age: <seconds>`, `Cache-Control: no-store`.
 * - An answer that is a JSON array (`/api/addresses/popular`) cannot carry body fields without
 *   breaking its shape: it is sent as kept (the same array), marked by the headers only — `Warning`,
 *   `Age` and {@link STALE_SINCE_HEADER} (`X-LedgerLens-Stale-Since: <ISO 8601 time>`), also
 *   `Cache-Control: no-store`.
 * - Without a kept answer (or an older one) the 502/504 is sent unchanged: there is nothing to serve instead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { LRUCache } from 'lru-cache';
import { CACHE_CONTROL_NONE } from './cache';

/** Default `API_STALE_MAX_S`: the oldest last good value served during an outage, seconds. */
export const DEFAULT_STALE_MAX_S = 600;
/** Most answers kept for stale serving. */
export const STALE_MAX_ENTRIES = 5_000;
/** Most bytes kept for stale serving. */
export const STALE_MAX_BYTES = 32 * 1024 * 1024;
/** The `Warning` header of a stale answer (RFC 7234 §5.5.1). */
export const STALE_WARNING = '110 - "Response is Stale"';

/** Header carrying `staleSince` on a stale answer whose body is a JSON array (no room for body fields). */
export const STALE_SINCE_HEADER = 'x-ledgerlens-stale-since';

/** Route patterns whose answers are live (see the module comment). */
export const LIVE_ROUTES: ReadonlySet<string> = new Set([
  '/api/ledger/:id', // only `latest` (checked per request)
  '/api/network/stats',
  '/api/network/pulse',
  '/api/addresses/popular',
  '/api/market/data',
  '/api/market/history/:range',
  '/api/transactions/recent',
  '/api/account/:address',
  '/api/account/:address/transactions-paginated',
  '/api/account/:address/lines',
  '/api/account/:address/objects',
]);

interface Kept {
  /** The body as sent (serialized JSON). */
  payload: string | Buffer;
  /** When it was last sent as a good answer, ms since the epoch. */
  at: number;
}

/** Options of {@link StaleAnswers}. */
export interface StaleAnswersOptions {
  /** Oldest value served, seconds (`API_STALE_MAX_S`). Default {@link DEFAULT_STALE_MAX_S}. */
  maxAgeS?: number;
  /** Clock, ms since the epoch (tests). Default `Date.now`. */
  now?: () => number;
  /** Called for each stale answer served (metrics, logs). */
  onServed?: (route: string, ageS: number) => void;
}

/** True when `request` is a live answer that may be kept and served stale. */
function isLive(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route === undefined || !LIVE_ROUTES.has(route) || request.method !== 'GET') return false;
  if (route === '/api/ledger/:id') return String((request.params as { id?: unknown }).id ?? '').trim().toLowerCase() === 'latest';
  return true;
}

/** See the module comment. */
export class StaleAnswers {
  readonly maxAgeS: number;
  private readonly now: () => number;
  /** Requests answered from a kept value: their 200 is not a good answer to keep. */
  private readonly servedStale = new WeakSet<FastifyRequest>();
  private readonly kept = new LRUCache<string, Kept>({ max: STALE_MAX_ENTRIES, maxSize: STALE_MAX_BYTES, sizeCalculation: (k) => k.payload.length + 64 });

  constructor(private readonly options: StaleAnswersOptions = {}) {
    this.maxAgeS = options.maxAgeS ?? DEFAULT_STALE_MAX_S;
    this.now = options.now ?? Date.now;
  }

  /** Keeps the 200 answers of live routes (onSend hook; payload as sent: string or Buffer). */
  register(app: FastifyInstance): void {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload)) && !this.servedStale.has(request) && isLive(request)) {
        // Kept as sent (no copy, no decoding on this path); the same bytes sent again only renew the time.
        const previous = this.kept.get(request.url);
        if (previous && previous.payload === payload) previous.at = this.now();
        else this.kept.set(request.url, { payload, at: this.now() });
      }
      done(null, payload);
    });
  }

  /**
   * For a 502/504 of a live route: sends the kept answer marked stale and returns true; false when
   * there is none at most `maxAgeS` old (the caller sends the error).
   */
  serve(request: FastifyRequest, reply: FastifyReply, statusCode: number): boolean {
    if ((statusCode !== 502 && statusCode !== 504) || !isLive(request)) return false;
    const kept = this.kept.get(request.url);
    if (!kept) return false;
    const ageMs = this.now() - kept.at;
    if (ageMs > this.maxAgeS * 1000) return false;
    let body: unknown;
    try {
      body = JSON.parse(typeof kept.payload === 'string' ? kept.payload : kept.payload.toString('utf8'));
    } catch {
      return false;
    }
    if (typeof body !== 'object' || body === null) return false;
    const ageS = Math.max(0, Math.floor(ageMs / 1000));
    const staleSince = new Date(kept.at).toISOString().replace(/\.\d{3}Z$/, 'Z');
    this.servedStale.add(request);
    this.options.onServed?.(request.routeOptions.url ?? request.url, ageS);
    request.log.warn({ route: request.routeOptions.url, ageS, upstreamStatus: statusCode }, 'XRPL node unavailable: serving the last good answer (stale)');
    void reply
      .code(200)
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', CACHE_CONTROL_NONE)
      .header('warning', STALE_WARNING)
      .header('age', String(ageS));
    // An array keeps its shape (its clients read an array): marked by the headers only.
    if (Array.isArray(body)) void reply.header(STALE_SINCE_HEADER, staleSince).send(kept.payload);
    else void reply.send(JSON.stringify({ ...body, stale: true, staleSince }));
    return true;
  }
}

/** OpenAPI: the fields a stale answer adds (documented on every live route's 200). */
export const STALE_FIELDS_SCHEMA = Type.Object({
  stale: Type.Optional(Type.Literal(true, { description: 'Present (true) only when the node is unreachable or hung and this is the last good answer.' })),
  staleSince: Type.Optional(Type.String({ format: 'date-time', description: 'When the last good answer was current (ISO 8601 UTC). Only with `stale`.' })),
});

const STALE_HEADERS = {
  Warning: { description: 'Only on a stale answer: `110 - "Response is Stale"`.', schema: Type.String() },
  Age: { description: 'Only on a stale answer: seconds since the answer was current.', schema: Type.Integer() },
};

/** Headers of a stale array answer: the body stays the array, `staleSince` is a header. */
const STALE_ARRAY_HEADERS = {
  ...STALE_HEADERS,
  'X-LedgerLens-Stale-Since': { description: 'Only on a stale answer: when the last good answer was current (ISO 8601 UTC).', schema: Type.String({ format: 'date-time' }) },
};

const STALE_NOTE =
  '\n\nWhen the XRPL node is unreachable or does not answer within the deadline, the last good answer (at most `API_STALE_MAX_S`, 600 s, old) ' +
  'is sent instead of 502/504, with `stale: true`, `staleSince`, `Warning: 110 - "Response is Stale"` and `Age`.';

const STALE_ARRAY_NOTE =
  '\n\nWhen the XRPL node is unreachable or does not answer within the deadline, the last good answer (at most `API_STALE_MAX_S`, 600 s, old) ' +
  'is sent instead of 502/504: the same array, with `Warning: 110 - "Response is Stale"`, `Age` and `X-LedgerLens-Stale-Since`.';

/**
 * @fastify/swagger `transform`: documents stale answers on the live routes (200 body gains `stale`
 * and `staleSince`, headers `Warning` and `Age`); other routes unchanged. Only the OpenAPI document
 * changes, never the serializer.
 */
export function documentStaleAnswers<S extends object>({ schema: routeSchema, url }: { schema: S; url: string }): { schema: S; url: string } {
  const route = url.replace(/\{(\w+)\}/g, ':$1');
  const schema = routeSchema as Record<string, unknown> | undefined;
  if (!schema || !LIVE_ROUTES.has(route)) return { schema: routeSchema, url };
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const ok = response[200] ?? response['200'];
  if (!ok) return { schema: routeSchema, url };
  const isArray = typeof ok === 'object' && ok !== null && (ok as { type?: unknown }).type === 'array';
  const documented = {
    ...schema,
    description: `${String(schema.description ?? '')}${isArray ? STALE_ARRAY_NOTE : STALE_NOTE}`,
    response: { ...response, 200: isArray ? { ...(ok as object), headers: STALE_ARRAY_HEADERS } : { allOf: [ok, STALE_FIELDS_SCHEMA], headers: STALE_HEADERS } },
  };
  return { url, schema: documented as unknown as S };
}
