/**
 * The API's HTTP layer (core, used by every feature): policies registered on the app
 * (`policies.ts`: helmet, rate limit, ETags, default `Cache-Control`, and `cached-answers.ts`: cached
 * immutable answers sent before their route) and the helpers routes are written with (`routes.ts`).
 */
export { registerHttpPolicies, rateLimitMessage, API_CSP, DOCS_CSP, DEFAULT_RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT_WINDOW_MS, type RateLimitSettings } from './policies';
export {
  cached,
  errorResponses,
  queryErrorResponses,
  upstreamErrorResponses,
  paramsSchema,
  rejectLongParams,
  sendEntry,
  upstream,
  MAX_PATH_PARAM_LENGTH,
  type CacheKeyOf,
  type RouteDeps,
  type RouteMessages,
} from './routes';
export { registerCachedAnswers } from './cached-answers';
