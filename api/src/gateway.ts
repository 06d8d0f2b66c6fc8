/**
 * The one upstream dependency of the API: a rippled / Clio node reached over WebSocket with
 * xrpl.js. Routes only see the small {@link XrplGateway} interface so tests can inject a fake
 * (timeouts, disconnects, canned answers).
 */
import { Client } from 'xrpl';
import { UpstreamTimeoutError, UpstreamUnavailableError, normalizeUpstreamError } from './errors';

const UPSTREAM_UNAVAILABLE_PREFIX = 'Cannot connect to the XRPL node: ';

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Default upstream node: the local replay node (`npm --workspace replay start`). */
export const DEFAULT_NODE_URL = 'ws://127.0.0.1:6006';
/** Upstream request timeout, milliseconds (spec §9: 10 s); xrpl.js `Client` option `timeout`. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * A rippled WebSocket command, e.g. `{ command: 'tx', transaction: '<hash>' }`. Gateways add
 * `api_version: 2` (always).
 */
export interface XrplCommand {
  command: string;
  [field: string]: unknown;
}

/**
 * What the routes need from an XRPL node.
 *
 * `request` sends one command and resolves with the response's `result` object (rippled
 * `status: "success"`). It rejects with:
 * - `UpstreamTimeoutError` (or xrpl.js `TimeoutError`) when the node does not answer in time,
 * - `UpstreamUnavailableError` (or xrpl.js `NotConnectedError` / `DisconnectedError` /
 *   `ConnectionError`) when there is no connection,
 * - `UpstreamRippledError` (or xrpl.js `RippledError`) when the node answers `status: "error"`;
 *   its `code` is rippled's `error` token (`txnNotFound`, `lgrNotFound`, ...).
 */
export interface XrplGateway {
  /** Node address shown by `GET /api/health` (e.g. `wss://xrplcluster.com`). */
  readonly url: string;
  /** Sends `command` (with `api_version: 2`) and resolves with the response's `result`. */
  request<T = Record<string, unknown>>(command: XrplCommand): Promise<T>;
  /** True while a WebSocket connection to the node is open. */
  isConnected(): boolean;
  /** Closes the connection and stops reconnecting. Idempotent. */
  close(): Promise<void>;
}

/** Options of {@link XrplClientGateway}. All durations are milliseconds. */
export interface XrplClientGatewayOptions {
  /** Per-request timeout (xrpl.js `timeout`). Default 10 000. */
  timeoutMs?: number;
  /** Time allowed to open the WebSocket (xrpl.js `connectionTimeout`). Default 5 000. */
  connectionTimeoutMs?: number;
  /** First reconnect delay after a failed connect or a dropped connection. Default 500. */
  minBackoffMs?: number;
  /** Upper bound of the doubling reconnect delay. Default 30 000. */
  maxBackoffMs?: number;
}

/**
 * {@link XrplGateway} over ONE reused xrpl.js `Client`.
 *
 * - Connects lazily on the first request; a node that is down at start does not crash anything
 *   (requests get `UpstreamUnavailableError` → 502).
 * - After a failed connect or a dropped connection it reconnects in the background with a doubling
 *   backoff (`minBackoffMs` … `maxBackoffMs`); while a backoff is pending, requests fail fast with
 *   `UpstreamUnavailableError` instead of hanging. xrpl.js's own single reconnect attempt after a
 *   drop and its heartbeat keep working underneath.
 * - Sends every command with `api_version: 2`.
 */
export class XrplClientGateway implements XrplGateway {
  readonly url: string;
  private readonly client: Client;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;
  private backoffMs: number;
  private nextAttemptAt = 0;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  /**
   * @param url `ws://` / `wss://` address of a rippled or Clio node.
   * @throws xrpl.js `ValidationError` when `url` is not a WebSocket URL.
   */
  constructor(url: string, options: XrplClientGatewayOptions = {}) {
    this.url = url;
    this.minBackoffMs = options.minBackoffMs ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.backoffMs = this.minBackoffMs;
    this.client = new Client(url, {
      timeout: options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
      connectionTimeout: options.connectionTimeoutMs ?? 5_000,
    });
    // eventemitter3 does not throw on unhandled 'error'; listen anyway so nothing is lost silently.
    this.client.on('error', () => undefined);
    this.client.on('disconnected', () => {
      if (!this.closed) this.scheduleReconnect();
    });
  }

  /** True while the xrpl.js client's WebSocket is open. */
  isConnected(): boolean {
    return this.client.isConnected();
  }

  /**
   * Sends `command` with `api_version: 2` over the shared connection (connecting first if needed)
   * and resolves with `result`. Rejects with `UpstreamUnavailableError` (no connection, or a
   * reconnect backoff is pending), `UpstreamTimeoutError` (no answer within `timeoutMs`) or
   * `UpstreamRippledError` (error response).
   */
  async request<T = Record<string, unknown>>(command: XrplCommand): Promise<T> {
    await this.ensureConnected();
    try {
      // The xrpl.js request union is closed over known methods; the gateway is method-agnostic.
      const response = (await this.client.request({ ...command, api_version: 2 } as never)) as { result: T };
      return response.result;
    } catch (err) {
      const normalized = normalizeUpstreamError(err);
      if (normalized instanceof UpstreamUnavailableError) this.scheduleReconnect();
      throw normalized;
    }
  }

  /** Disconnects and stops reconnecting; later requests reject with `UpstreamUnavailableError`. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    try {
      await this.client.disconnect();
    } catch {
      // already closed
    }
  }

  private async ensureConnected(): Promise<void> {
    if (this.closed) throw new UpstreamUnavailableError();
    if (this.client.isConnected()) return;
    if (this.connecting) return this.connecting;
    if (Date.now() < this.nextAttemptAt) throw new UpstreamUnavailableError();
    return this.attemptConnect();
  }

  private attemptConnect(): Promise<void> {
    if (this.connecting) return this.connecting;
    this.connecting = this.client
      .connect()
      .then(
        () => {
          this.backoffMs = this.minBackoffMs;
          this.nextAttemptAt = 0;
        },
        (err: unknown) => {
          this.nextAttemptAt = Date.now() + this.backoffMs;
          this.scheduleReconnect();
          this.backoffMs = Math.min(this.backoffMs * 2, this.maxBackoffMs);
          // A refused or timed-out connect is "unavailable" (502), not an upstream timeout (504).
          throw new UpstreamUnavailableError(`${UPSTREAM_UNAVAILABLE_PREFIX}${errorText(err)}`);
        },
      )
      .finally(() => {
        this.connecting = null;
      });
    return this.connecting;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed || this.client.isConnected()) return;
      this.attemptConnect().catch(() => undefined);
    }, this.backoffMs);
    this.retryTimer.unref();
  }
}

/**
 * Wraps a gateway so that every request settles within `timeoutMs`: a slower answer rejects with
 * `UpstreamTimeoutError` (→ 504). Used by the app around any gateway, including injected fakes.
 */
export function withDeadline(gateway: XrplGateway, timeoutMs: number): XrplGateway {
  return {
    get url() {
      return gateway.url;
    },
    isConnected: () => gateway.isConnected(),
    close: () => gateway.close(),
    request<T>(command: XrplCommand): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new UpstreamTimeoutError()), timeoutMs);
        timer.unref();
        gateway.request<T>(command).then(
          (value) => {
            clearTimeout(timer);
            resolve(value);
          },
          (err: unknown) => {
            clearTimeout(timer);
            reject(normalizeUpstreamError(err));
          },
        );
      });
    },
  };
}
