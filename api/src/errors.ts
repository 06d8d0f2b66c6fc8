/**
 * Error types of the API and the mapping of upstream (xrpl.js / rippled / Clio) failures to HTTP
 * responses. Every failure leaves the server as an {@link ApiErrorBody} `{ error, code? }`.
 */
import {
  ConnectionError,
  DisconnectedError,
  NotConnectedError,
  RippledError,
  RippledNotInitializedError,
  TimeoutError,
} from 'xrpl';
import { REQUEST_ERROR_MESSAGES, TRANSACTION_ID_MESSAGES, type ApiErrorBody } from '@ledgerlens/shared/domain';

/** Message of a 504: the node did not answer within the upstream deadline (8 s by default, `XRPL_TIMEOUT_MS`). */
export const UPSTREAM_TIMEOUT_MESSAGE = 'Upstream XRPL node timed out';
/** Message of a 502: no connection to the node (down, refused, dropped mid-request). */
export const UPSTREAM_UNAVAILABLE_MESSAGE = 'Upstream XRPL node unavailable';
/** Message of a 502 when the node answered with an error we cannot attribute to the request. */
export const UPSTREAM_ERROR_MESSAGE = 'Upstream XRPL node returned an error';
/** Spec §5 (transaction page): the identifier is not a 64-hex hash nor a 16-hex CTID starting with C-F. */
export const INVALID_TRANSACTION_ID_MESSAGE = TRANSACTION_ID_MESSAGES.invalid;
/** Spec §5 (transaction page): the identifier is empty. */
export const MISSING_TRANSACTION_ID_MESSAGE = TRANSACTION_ID_MESSAGES.missing;
/** 400 message of `GET /api/ledger/{id}` for an identifier that is not an index, a hash or `latest`. */
export const INVALID_LEDGER_ID_MESSAGE =
  'Invalid ledger identifier: use a ledger index, a 64-character ledger hash or latest.';
/** 404 message of `GET /api/transaction/{id}` (rippled `txnNotFound`). */
export const TRANSACTION_NOT_FOUND_MESSAGE = 'Transaction not found';
/** 404 message of `GET /api/ledger/{id}` (rippled `lgrNotFound`). */
export const LEDGER_NOT_FOUND_MESSAGE = 'Ledger not found';
/** 404 message of any unknown route (spec §8 maps every 404 to this text on the client too). */
export const ROUTE_NOT_FOUND_MESSAGE = REQUEST_ERROR_MESSAGES.notFound;

/**
 * An error that becomes an HTTP response: `statusCode` and the body `{ error: message, code }`.
 * Thrown by route handlers and produced by {@link toApiError}; the app's error handler sends it.
 */
export class ApiError extends Error {
  /** HTTP status code (400, 404, 502, 504, ...). */
  readonly statusCode: number;
  /** Machine-readable code (e.g. rippled's `txnNotFound`), sent as `code` when present. */
  readonly code?: string;

  constructor(statusCode: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
  }

  /** The JSON body sent to the client. */
  toBody(): ApiErrorBody {
    return this.code === undefined ? { error: this.message } : { error: this.message, code: this.code };
  }
}

/**
 * The upstream node did not answer in time. Thrown by gateways (or produced from xrpl.js
 * `TimeoutError`); becomes 504 `{ error: 'Upstream XRPL node timed out' }`.
 */
export class UpstreamTimeoutError extends Error {
  constructor(message = UPSTREAM_TIMEOUT_MESSAGE) {
    super(message);
    this.name = 'UpstreamTimeoutError';
  }
}

/**
 * There is no usable connection to the upstream node (not connected, refused, dropped). Thrown by
 * gateways (or produced from xrpl.js connection errors); becomes 502
 * `{ error: 'Upstream XRPL node unavailable' }`.
 */
export class UpstreamUnavailableError extends Error {
  constructor(message = UPSTREAM_UNAVAILABLE_MESSAGE) {
    super(message);
    this.name = 'UpstreamUnavailableError';
  }
}

/**
 * The node answered with an error response (`status: "error"`), e.g. `txnNotFound`, `lgrNotFound`,
 * `invalidParams`, `tooBusy`. `code` is rippled's `error` field, `message` its `error_message`.
 */
export class UpstreamRippledError extends Error {
  /** rippled / Clio error token, e.g. `txnNotFound`. */
  readonly code: string;
  /** The full error response, when known. */
  readonly data?: Record<string, unknown>;

  constructor(code: string, message?: string, data?: Record<string, unknown>) {
    super(message ?? code);
    this.name = 'UpstreamRippledError';
    this.code = code;
    this.data = data;
  }
}

/**
 * Normalises anything a gateway may throw (our `Upstream*Error` classes or raw xrpl.js errors) to
 * one of the three `Upstream*Error` classes. Unknown errors are returned unchanged.
 */
export function normalizeUpstreamError(err: unknown): unknown {
  if (err instanceof UpstreamTimeoutError || err instanceof UpstreamUnavailableError || err instanceof UpstreamRippledError) {
    return err;
  }
  // TimeoutError extends ConnectionError in xrpl.js: test it first.
  if (err instanceof TimeoutError) return new UpstreamTimeoutError();
  if (
    err instanceof NotConnectedError ||
    err instanceof DisconnectedError ||
    err instanceof RippledNotInitializedError ||
    err instanceof ConnectionError
  ) {
    return new UpstreamUnavailableError();
  }
  if (err instanceof RippledError) {
    const data = (err.data ?? {}) as Record<string, unknown>;
    const code = typeof data.error === 'string' ? data.error : 'unknown';
    const message = typeof data.error_message === 'string' ? data.error_message : err.message;
    return new UpstreamRippledError(code, message, data);
  }
  return err;
}

/** rippled / Clio error codes meaning "the node cannot serve right now" (always 502/503 territory). */
const NODE_UNAVAILABLE_CODES = new Set([
  'noNetwork',
  'noClosed',
  'noCurrent',
  'notSynced',
  'notReady',
  'tooBusy',
  'slowDown',
  'amendmentBlocked',
  'failedToForward',
  'reportingUnsupported',
]);

/**
 * Per-route translation of rippled error codes. `notFound` codes give 404 with `notFoundMessage`;
 * `badInput` codes (the node rejected an identifier we let through) give 400 with `badInputMessage`.
 */
export interface UpstreamErrorContext {
  notFoundCodes: readonly string[];
  notFoundMessage: string;
  badInputCodes: readonly string[];
  badInputMessage: string;
}

/**
 * Maps any error thrown while serving a request to an {@link ApiError}:
 * - `ApiError` → unchanged;
 * - timeout → 504 `Upstream XRPL node timed out`;
 * - no connection → 502 `Upstream XRPL node unavailable`;
 * - rippled error in `ctx.notFoundCodes` → 404, in `ctx.badInputCodes` → 400, node-state errors
 *   (`tooBusy`, `noNetwork`, ...) → 502 unavailable, anything else → 502 with the rippled code.
 * Returns `undefined` for errors that are not API/upstream errors (the caller decides: 500).
 */
export function toApiError(err: unknown, ctx?: UpstreamErrorContext): ApiError | undefined {
  if (err instanceof ApiError) return err;
  const e = normalizeUpstreamError(err);
  if (e instanceof UpstreamTimeoutError) return new ApiError(504, UPSTREAM_TIMEOUT_MESSAGE, 'upstreamTimeout');
  if (e instanceof UpstreamUnavailableError) return new ApiError(502, UPSTREAM_UNAVAILABLE_MESSAGE, 'upstreamUnavailable');
  if (e instanceof UpstreamRippledError) {
    if (ctx?.notFoundCodes.includes(e.code)) return new ApiError(404, ctx.notFoundMessage, e.code);
    if (ctx?.badInputCodes.includes(e.code)) return new ApiError(400, ctx.badInputMessage, e.code);
    if (NODE_UNAVAILABLE_CODES.has(e.code)) return new ApiError(502, UPSTREAM_UNAVAILABLE_MESSAGE, e.code);
    return new ApiError(502, UPSTREAM_ERROR_MESSAGE, e.code);
  }
  return undefined;
}
