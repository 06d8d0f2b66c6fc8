/**
 * Public surface of the `api` workspace package.
 */
export { buildApp, API_VERSION, DOCS_PREFIX, type BuildAppOptions } from './app';
export {
  XrplClientGateway,
  withDeadline,
  withCoalescing,
  withCounting,
  commandKey,
  DEFAULT_NODE_URL,
  DEFAULT_UPSTREAM_TIMEOUT_MS,
  type XrplGateway,
  type XrplCommand,
  type XrplClientGatewayOptions,
  type LedgerClosedEvent,
  type UpstreamStats,
} from './gateway';
export {
  ResponseCache,
  Coalescer,
  toCachedBody,
  CACHE_CONTROL_IMMUTABLE,
  CACHE_CONTROL_LIVE,
  CACHE_CONTROL_NOT_FOUND,
  CACHE_CONTROL_NONE,
  DEFAULT_CACHE_MB,
  type CachedBody,
  type CacheEntry,
  type CacheStats,
} from './cache';
export { LiveData, DEFAULT_LIVE_REFRESH_MS, type LiveDataOptions } from './live';
export { registerHttpPolicies, API_CSP, DOCS_CSP, DEFAULT_RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT_WINDOW_MS, type RateLimitSettings } from './http';
export { configFromEnv, parseDurationMs, DEFAULT_API_HOST, DEFAULT_API_PORT, type ApiConfig } from './config';
export {
  ApiError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
  UpstreamRippledError,
  toApiError,
  normalizeUpstreamError,
  type UpstreamErrorContext,
} from './errors';
export { parseTransactionId, parseLedgerId, type TransactionId, type LedgerId } from './identifiers';
export {
  mapTransaction,
  mapLedgerTransaction,
  mainAmountOf,
  counterpartyOf,
  decodeMemos,
  ctidOf,
  readTransactionEnvelope,
  type MappingContext,
  type TransactionEnvelope,
} from './mapping/transaction';
export { mapLedger, feeSettingsFromServerInfo, MAX_LEDGER_TRANSACTIONS, type LedgerFeeSettings } from './mapping/ledger';
export { formatAmount, dropsFieldToXrp, type FormattedAmount } from './mapping/amounts';
