/**
 * The one request path of cached immutable answers: a hook inside Fastify's pipeline, so a cached
 * answer carries the headers, rate limit, access log and metrics every other answer gets.
 */
import type { FastifyInstance } from 'fastify';
import { CACHE_CONTROL_IMMUTABLE, type ResponseCache } from '../cache';
import { ApiError } from '../errors';
import { sendEntry } from './routes';

/**
 * Registers the `preParsing` hook that answers a cached immutable answer before its route runs.
 * It acts only on GET requests to routes that declare `config.cacheKey` (a {@link CacheKeyOf} the
 * route also gives {@link cached}); the key's entry, when it is a body sent `immutable`, is sent as
 * the route would send it ({@link sendEntry}). Everything else goes on to the route unchanged.
 *
 * `preParsing` runs after every `onRequest` hook (request id, CORS, helmet, the rate limit counted
 * once, the route's own checks such as the long-parameter 400) and before schema validation and
 * the handler, which a cached answer does not need. The answer then passes Fastify's `onSend` hooks
 * (`If-None-Match` → 304 by `@fastify/etag`, Cache-Control) and `onResponse` hooks (the `request
 * completed` log line, `ledgerlens_http_request_duration_seconds`) like any other.
 *
 * Register before the routes (hooks apply to routes registered after them).
 */
export function registerCachedAnswers(app: FastifyInstance, cache: ResponseCache): void {
  app.addHook('preParsing', (request, reply, payload, done) => {
    const keyOf = request.routeOptions.config.cacheKey;
    if (keyOf === undefined || request.method !== 'GET') return done(null, payload);
    const key = keyOf(request);
    const entry = key === undefined ? undefined : cache.lookup(key);
    // A stored 404 or a live body: the route decides (a 404 is re-checked, a live body refetched).
    if (entry === undefined || entry instanceof ApiError || entry.cacheControl !== CACHE_CONTROL_IMMUTABLE) return done(null, payload);
    cache.countHit();
    sendEntry(reply, entry);
    return undefined;
  });
}
