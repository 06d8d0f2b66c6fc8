/**
 * Error texts and mappings (spec §8 "Error catalogue", retry rules of §7).
 *
 * - {@link describeRequestError}: one human message for any failed request (RTK Query
 *   `FetchBaseQueryError`, `SerializedError`, plain `Error`, axios-like errors, strings).
 * - {@link isNotFoundMessage} / {@link shouldRetryQuery}: the retry rules (the 1 s → 30 s backoff
 *   lives with the RTK Query base query in `api/baseApi.ts`).
 * - {@link FAILURE_CATALOGUE} / {@link explainFailure}: explanations of transaction result codes.
 * - {@link MESSAGES}: every screen message of §8 as a named constant.
 */
import { QUERY_MAX_RETRIES } from './constants';

/** Request failure texts (spec §8 "Request failure mapping", copied exactly). */
export const REQUEST_ERROR_MESSAGES = Object.freeze({
  notFound: 'Resource not found',
  server: 'Server error - please try again later',
  timeout: 'Request timeout - please check your connection',
  unexpected: 'An unexpected error occurred',
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's `error` field of a response body (`ApiErrorBody`), else its `message` field. */
function bodyMessage(data: unknown): string | undefined {
  if (!isRecord(data)) return undefined;
  return nonEmptyString(data.error) ?? nonEmptyString(data.message);
}

function httpStatusMessage(status: number): string | undefined {
  if (status === 404) return REQUEST_ERROR_MESSAGES.notFound;
  if (status >= 500) return REQUEST_ERROR_MESSAGES.server;
  return undefined;
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'TIMEOUT_ERROR']);

/**
 * Maps a failed request to the message to show (spec §8):
 * HTTP 404 → 'Resource not found'; HTTP ≥ 500 → 'Server error - please try again later'; a
 * timeout → 'Request timeout - please check your connection'; otherwise the server's `error`
 * field, else a message (body `message`, the error's `error`/`message` text), else 'An
 * unexpected error occurred'.
 *
 * Accepted shapes:
 * - RTK Query `FetchBaseQueryError`: `{status: number, data}`, `{status: 'TIMEOUT_ERROR', error}`,
 *   `{status: 'FETCH_ERROR', error}`, `{status: 'PARSING_ERROR', originalStatus, data, error}`
 *   (the `originalStatus` is mapped like an HTTP status), `{status: 'CUSTOM_ERROR', error, data?}`;
 * - RTK `SerializedError` `{name?, message?, code?}` and any `Error` (a `TimeoutError` name or an
 *   `ECONNABORTED`/`ETIMEDOUT` code counts as a timeout);
 * - axios-like `{response: {status, data}}`;
 * - a string (returned as is) and `null`/`undefined` (the generic message).
 *
 * Never throws.
 */
export function describeRequestError(error: unknown): string {
  if (typeof error === 'string') return nonEmptyString(error) ?? REQUEST_ERROR_MESSAGES.unexpected;
  if (!isRecord(error)) return REQUEST_ERROR_MESSAGES.unexpected;

  const status = error.status;
  if (typeof status === 'number') {
    return httpStatusMessage(status) ?? bodyMessage(error.data) ?? nonEmptyString(error.message) ?? REQUEST_ERROR_MESSAGES.unexpected;
  }
  if (typeof status === 'string') {
    switch (status) {
      case 'TIMEOUT_ERROR':
        return REQUEST_ERROR_MESSAGES.timeout;
      case 'PARSING_ERROR': {
        const original = typeof error.originalStatus === 'number' ? httpStatusMessage(error.originalStatus) : undefined;
        return original ?? bodyMessage(error.data) ?? nonEmptyString(error.error) ?? REQUEST_ERROR_MESSAGES.unexpected;
      }
      default: // FETCH_ERROR, CUSTOM_ERROR, anything else
        return bodyMessage(error.data) ?? nonEmptyString(error.error) ?? nonEmptyString(error.message) ?? REQUEST_ERROR_MESSAGES.unexpected;
    }
  }

  const response = error.response;
  if (isRecord(response) && typeof response.status === 'number') {
    const mapped = httpStatusMessage(response.status) ?? bodyMessage(response.data);
    if (mapped) return mapped;
  }

  if (error.name === 'TimeoutError' || (typeof error.code === 'string' && TIMEOUT_CODES.has(error.code))) {
    return REQUEST_ERROR_MESSAGES.timeout;
  }
  return nonEmptyString(error.error) ?? nonEmptyString(error.message) ?? REQUEST_ERROR_MESSAGES.unexpected;
}

/**
 * True when a message says something was not found: it contains 'not found' (which also covers
 * 'Resource not found'), case-insensitive. Such query errors are not retried (spec §7).
 */
export function isNotFoundMessage(message: string | null | undefined): boolean {
  return typeof message === 'string' && /not found/i.test(message);
}

/** True for a 404 or an error whose mapped message {@link isNotFoundMessage}. */
export function isNotFoundError(error: unknown): boolean {
  if (isRecord(error) && (error.status === 404 || error.originalStatus === 404)) return true;
  return isNotFoundMessage(describeRequestError(error));
}

/**
 * Query retry rule (spec §7): retry up to 3 times, never when the error is a not-found one.
 *
 * @param failureCount failures so far, 1-based (1 after the first failure), like RTK Query's
 *   `retryCondition` `attempt`.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isNotFoundError(error)) return false;
  return failureCount <= QUERY_MAX_RETRIES;
}

// -------------------------------------------------------------------------------------------------
// Screen messages
// -------------------------------------------------------------------------------------------------

/** Every screen message of spec §8 (and the shared fallback panel of §2), copied exactly. */
export const MESSAGES = Object.freeze({
  // Request failures
  resourceNotFound: REQUEST_ERROR_MESSAGES.notFound,
  serverError: REQUEST_ERROR_MESSAGES.server,
  requestTimeout: REQUEST_ERROR_MESSAGES.timeout,
  unexpectedError: REQUEST_ERROR_MESSAGES.unexpected,

  // Network
  networkLoadError: 'Unable to load network data',
  networkUnavailable: 'Network data is temporarily unavailable. Please try again later.',
  noNetworkData: 'No Network Data Available',

  // Validators and tokens
  validatorMetricsError: 'Unable to load validator metrics.',
  validatorDataError: 'Unable to load validator data. Please try again.',
  tokenDataError: 'Unable to load token data. Please try again.',

  // Account
  accountNotAvailable: 'Account not available',
  accountMayNotExist: 'The account may not exist or returned no data.',
  accountDataUnavailable: 'Account data is not available for this address.',

  // Transaction
  transactionNotFound: 'Transaction Not Found',
  transactionDataUnavailable: 'Transaction Data Unavailable',
  transactionDetailsUnavailable: 'Unable to display transaction details at this time.',

  // Ledger
  ledgerNotAvailable: 'Ledger Not Available',
  ledgerLoadError: 'Unable to load ledger information.',
  ledgerDataUnavailable: 'Ledger data is not available at the moment.',

  // Empty lists
  noValidators: 'No validators found',
  noTokens: 'No tokens found',
  ledgerNoTransactions: 'This ledger does not contain any transactions.',

  // Clipboard
  copied: 'Copied',
  copyUnsupported: 'Unable to copy',

  // Rich list
  balancesLoadError: 'Unable to load balances',
  balancesTryLater: 'Please try again later',

  // Articles
  articleNotFound: 'Article not found',
  articleContentMissing: 'Article content not available yet',
  articleLoadFailed: 'Article not found or could not be loaded',
  articleNotFoundHeading: 'Article Not Found',

  // Market and wallet
  marketDataUnavailable: 'Market data is not available right now.',
  walletDataUnavailable: 'Wallet Data Unavailable',
  walletInfoUnavailable: 'Unable to display wallet information at this time.',

  // Generic fallback panel (§2)
  somethingWentWrong: 'Something went wrong',
  componentLoadError:
    'An unexpected error occurred while loading this component. Please try refreshing or contact support if the problem persists.',

  // Unknown routes (§2)
  pageNotFound: 'Page Not Found',
  pageNotFoundMessage: "The page you're looking for doesn't exist or has been moved.",
});

