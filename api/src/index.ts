/**
 * Public surface of the `api` workspace package.
 */
export { buildApp, API_VERSION, DOCS_PREFIX, type BuildAppOptions } from './app';
export {
  XrplClientGateway,
  withDeadline,
  DEFAULT_NODE_URL,
  DEFAULT_UPSTREAM_TIMEOUT_MS,
  type XrplGateway,
  type XrplCommand,
  type XrplClientGatewayOptions,
} from './gateway';
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
