/**
 * HTTP policies of the API: security headers (helmet), per-IP rate limit
 * (@fastify/rate-limit), ETags and 304s (@fastify/etag), and the default `Cache-Control`.
 */
import type { FastifyInstance } from 'fastify';
import etag from '@fastify/etag';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import { CACHE_CONTROL_NONE, type ResponseCache } from '../cache';
import { ApiError } from '../errors';
import { registerCachedAnswers } from './cached-answers';
import { documentOnlyHelmet } from '@ledgerlens/shared/http';

/** Default rate limit: requests per client IP per window (`API_RATE_LIMIT_MAX`). */
export const DEFAULT_RATE_LIMIT_MAX = 600;
/** Default rate-limit window, milliseconds (`API_RATE_LIMIT_WINDOW`): one minute. */
export const DEFAULT_RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * `Content-Security-Policy` of the JSON API: it serves no documents, so nothing may load and no one
 * may frame it.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/**
 * `Content-Security-Policy` of the Swagger UI (`/api/docs`): its scripts, styles, images and the
 * OpenAPI document all come from the API itself (no CDN); Swagger UI sets inline styles and
 * embeds `data:` images.
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** `{ option: on }` for each of the document-only helmet options (`@ledgerlens/shared/http`, which the web server's `/api` proxy reads too). */
const documentOnly = documentOnlyHelmet;

/**
 * helmet's options for every answer of the API: the headers the OWASP REST Security Cheat Sheet
 * ("Security Headers") names for API responses, plus its defence-in-depth set for responses that
 * are not HTML:
 * - `Content-Security-Policy` {@link API_CSP} (frame-ancestors 'none', and nothing may load);
 * - `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Strict-Transport-Security`
 *   (helmet's default, one year, includeSubDomains);
 * - `Referrer-Policy: strict-origin-when-cross-origin`;
 * - `Cross-Origin-Resource-Policy: cross-origin` (the API is public and CORS-enabled).
 * (`Content-Type`, `Cache-Control` and the CORS headers are set elsewhere.)
 *
 * Not the document-only options (`DOCUMENT_ONLY_HELMET_OPTIONS`): no client of a JSON answer reads them, and each costs
 * bytes on every answer. The Swagger UI's pages, which are HTML, get them back ({@link DOCUMENT_HELMET}).
 */
export const API_HELMET = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
  xFrameOptions: { action: 'deny' as const },
  ...documentOnly(false),
};

/**
 * helmet's options merged over {@link API_HELMET} for the API's HTML pages (the Swagger UI under
 * `/api/docs`): helmet's defaults for the document-only options (`DOCUMENT_ONLY_HELMET_OPTIONS`) again
 * (`Cross-Origin-Opener-Policy: same-origin`, `Origin-Agent-Cluster: ?1`, `X-DNS-Prefetch-Control:
 * off`, `X-Download-Options: noopen`, `X-Permitted-Cross-Domain-Policies: none`, `X-XSS-Protection:
 * 0`). Their CSP is the Swagger UI's own ({@link DOCS_CSP}).
 */
export const DOCUMENT_HELMET = documentOnly(true);

/** Per-IP rate limit: at most `max` requests per `timeWindowMs` from one client IP. */
export interface RateLimitSettings {
  max: number;
  timeWindowMs: number;
}

/** Message of a 429. */
export function rateLimitMessage(retryAfter: string): string {
  return `Too many requests - please retry in ${retryAfter}`;
}

/**
 * Registers, in this order (call before the routes):
 * - helmet with {@link API_HELMET} on every answer (the JSON set); with `options.documentPrefix`,
 *   routes under it (the Swagger UI, HTML) also get {@link DOCUMENT_HELMET};
 * - the rate limit, unless `rateLimitSettings` is false: over the limit → 429 `{ error, code:
 *   'rateLimited' }` with `Retry-After` (seconds);
 * - `Cache-Control: no-store` on every response that did not set one (errors, health, docs);
 * - ETags: a strong ETag (SHA-1) on every 2xx body that has none yet, and `If-None-Match` → 304.
 *   Error responses get neither an ETag nor a 304;
 * - with `options.cache`, cached immutable answers sent before their route runs, after all of the
 *   above (`cached-answers.ts`).
 */
export async function registerHttpPolicies(
  app: FastifyInstance,
  rateLimitSettings: RateLimitSettings | false,
  options: { cache?: ResponseCache; documentPrefix?: string } = {},
): Promise<void> {
  // helmet's middleware is built once per header set: @fastify/helmet builds it again on every
  // request, which was the largest share of a cached answer's CPU time.
  const jsonHeaders = helmet(API_HELMET);
  const documentHeaders = helmet({ ...API_HELMET, ...DOCUMENT_HELMET });
  const documents = options.documentPrefix;
  app.addHook('onRequest', (request, reply, done) => {
    const isDocument = documents !== undefined && request.routeOptions.url?.startsWith(documents) === true;
    (isDocument ? documentHeaders : jsonHeaders)(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });

  if (rateLimitSettings) {
    await app.register(rateLimit, {
      global: true,
      max: rateLimitSettings.max,
      timeWindow: rateLimitSettings.timeWindowMs,
      errorResponseBuilder: (_request, context) => new ApiError(context.statusCode, rateLimitMessage(context.after), 'rateLimited'),
    });
  }

  app.addHook('onSend', (request, reply, _payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', CACHE_CONTROL_NONE);
    // Conditional requests only apply to successful answers: never turn an error into a 304.
    if (reply.statusCode >= 300) delete request.headers['if-none-match'];
    done();
  });
  await app.register(etag, { algorithm: 'sha1' });
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (reply.statusCode >= 400) reply.removeHeader('etag');
    done();
  });
  if (options.cache) registerCachedAnswers(app, options.cache);
}
