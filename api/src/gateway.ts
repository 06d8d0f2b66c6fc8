/**
 * The one upstream dependency of the API: a rippled / Clio node reached over WebSocket with
 * xrpl.js. Routes only see the small {@link XrplGateway} interface so tests can inject a fake
 * (timeouts, disconnects, canned answers).
 */
import { Client } from 'xrpl';
import { createTimeout } from 'retry';
import { UpstreamTimeoutError, UpstreamUnavailableError, normalizeUpstreamError } from './errors';

const UPSTREAM_UNAVAILABLE_PREFIX = 'Cannot connect to the XRPL node: ';

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Default upstream node: the local replay node (`npm --workspace replay start`). */
export const DEFAULT_NODE_URL = 'ws://127.0.0.1:6006';
/**
 * Upstream deadline, milliseconds: a node answer slower than this becomes 504. 8 s, shorter than
 * the browser's 10 s request timeout (spec §9), so the client sees the API's 504 rather than its own
 * timeout. Also the xrpl.js `Client` option `timeout`.
 */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 8_000;

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
  /**
   * Optional: follows rippled's `ledger` stream (`subscribe` with `streams: ["ledger"]`).
   * `listener` receives every `ledgerClosed` message; `onState(true)` is called when the node
   * accepted the subscription (after every (re)connect), `onState(false)` when the connection drops
   * or the node does not support `subscribe` (e.g. the replay node answers `notSupported`).
   * Never throws; the gateway subscribes now if connected and after every later connect.
   */
  watchLedgers?(listener: (event: LedgerClosedEvent) => void, onState: (active: boolean) => void): void;
  /**
   * Optional: follows rippled's `validations` stream (`subscribe` with `streams: ["validations"]`):
   * `listener` receives every `validationReceived` message; `onState` as for {@link watchLedgers}.
   * Never throws; re-subscribes after every reconnect.
   */
  watchValidations?(listener: (event: ValidationEvent) => void, onState: (active: boolean) => void): void;
}

/** A rippled `validations` stream message (`type: "validationReceived"`), the fields LedgerLens reads. */
export interface ValidationEvent {
  /** Validator master public key, base58 `nH…` (absent for validators without a manifest). */
  master_key?: string;
  /** The key that signed the validation (ephemeral), base58 `n9…`. */
  validation_public_key: string;
  ledger_hash: string;
  /** Ledger index; rippled sends it as a string. */
  ledger_index: string | number;
  /** Set by the LedgerLens replay node: the validation is simulated. */
  simulated?: boolean;
  /** Amendment IDs the validator votes for; rippled sends it only on validations of a voting ledger (the one before a flag ledger). */
  amendments?: string[];
}

/**
 * Response-level `warnings` of an answer (rippled/Clio put them next to `result`), kept on the
 * `result` object the gateway resolves with as a non-enumerable property. Read with {@link warningsOf}.
 */
export const RESPONSE_WARNINGS: unique symbol = Symbol('warnings');

/** The response-level warnings of a result the gateway returned (`[]` when none). */
export function warningsOf(result: unknown): Array<{ id?: unknown; message?: unknown }> {
  if (typeof result !== 'object' || result === null) return [];
  const value = (result as { [RESPONSE_WARNINGS]?: unknown })[RESPONSE_WARNINGS];
  return Array.isArray(value) ? (value as Array<{ id?: unknown; message?: unknown }>) : [];
}

/** The fields of a rippled `ledgerClosed` stream message the API reads. */
export interface LedgerClosedEvent {
  /** `ledger_index`: the index of the ledger that was just validated. */
  ledger_index: number;
  /** `ledger_hash`, 64 hex. */
  ledger_hash?: string;
  /** `fee_base` (drops), `reserve_base`, `reserve_inc` (drops): the fee settings of that ledger. */
  fee_base?: number;
  reserve_base?: number;
  reserve_inc?: number;
  [field: string]: unknown;
}

/** Options of {@link XrplClientGateway}. All durations are milliseconds. */
export interface XrplClientGatewayOptions {
  /** Per-request timeout (xrpl.js `timeout`, also its heartbeat interval). Default 8 000. */
  timeoutMs?: number;
  /** Time allowed to open the WebSocket (xrpl.js `connectionTimeout`). Default 5 000 (at most `timeoutMs`). */
  connectionTimeoutMs?: number;
  /** First background reconnect delay after a failed connect or a dropped connection. Default 500. */
  minBackoffMs?: number;
  /** Upper bound of the doubling background reconnect delay. Default 30 000. */
  maxBackoffMs?: number;
  /**
   * While a background reconnect is pending, a request starts a connection attempt itself, at most
   * once per this many milliseconds (other requests in that window fail fast with 502). Default 250.
   */
  requestRetryMs?: number;
}

/**
 * {@link XrplGateway} over ONE reused xrpl.js `Client`.
 *
 * - Connects lazily on the first request; a node that is down at start does not crash anything
 *   (requests get `UpstreamUnavailableError` → 502).
 * - After a failed connect or a dropped connection it reconnects in the background with a doubling
 *   backoff (`minBackoffMs` … `maxBackoffMs`). A request arriving during that backoff starts a
 *   connection attempt itself (at most one per `requestRetryMs`, shared by concurrent requests), so a
 *   node that comes back is used within about `requestRetryMs` of its return; a refused attempt
 *   fails fast with `UpstreamUnavailableError` (502). xrpl.js's heartbeat keeps working underneath.
 * - Sends every command with `api_version: 2`.
 * - Follows the `ledger` stream on request ({@link XrplClientGateway.watchLedgers}).
 */
export class XrplClientGateway implements XrplGateway {
  readonly url: string;
  private readonly client: Client;
  /** The reconnect schedule (`retry`'s exponential timeouts: factor 2, no jitter, capped). */
  private readonly backoff: { minTimeout: number; maxTimeout: number; factor: number; randomize: boolean };
  private readonly requestRetryMs: number;
  /** Failed connection attempts since the last open connection: the back-off's exponent. */
  private failedAttempts = 0;
  private lastFailedAttemptAt = 0;
  private connecting: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /**
   * Connection events since start (for `/api/metrics`): WebSocket opens (the first connect and every
   * reconnect) and drops. Reconnects = `connects − 1` once connected at least once.
   */
  readonly connectionStats = { connects: 0, disconnects: 0 };
  private readonly ledgerWatchers: Array<{ listener: (event: LedgerClosedEvent) => void; onState: (active: boolean) => void }> = [];
  private readonly validationWatchers: Array<{ listener: (event: ValidationEvent) => void; onState: (active: boolean) => void }> = [];

  /**
   * @param url `ws://` / `wss://` address of a rippled or Clio node.
   * @throws xrpl.js `ValidationError` when `url` is not a WebSocket URL.
   */
  constructor(url: string, options: XrplClientGatewayOptions = {}) {
    this.url = url;
    this.backoff = { minTimeout: options.minBackoffMs ?? 500, maxTimeout: options.maxBackoffMs ?? 30_000, factor: 2, randomize: false };
    this.requestRetryMs = options.requestRetryMs ?? 250;
    const timeout = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
    this.client = new Client(url, {
      timeout,
      connectionTimeout: options.connectionTimeoutMs ?? Math.min(5_000, timeout),
    });
    // eventemitter3 does not throw on unhandled 'error'; listen anyway so nothing is lost silently.
    this.client.on('error', () => undefined);
    this.client.on('disconnected', () => {
      this.connectionStats.disconnects += 1;
      for (const watcher of this.ledgerWatchers) watcher.onState(false);
      for (const watcher of this.validationWatchers) watcher.onState(false);
      if (!this.closed) this.scheduleReconnect();
    });
    this.client.on('ledgerClosed', (event) => {
      for (const watcher of this.ledgerWatchers) watcher.listener(event as unknown as LedgerClosedEvent);
    });
    // The connection (not the Client) reports every open, including xrpl.js's own reconnects.
    this.client.on('validationReceived', (event) => {
      for (const watcher of this.validationWatchers) watcher.listener(event as unknown as ValidationEvent);
    });
    this.client.connection.on('connected', () => {
      this.connectionStats.connects += 1;
      if (this.ledgerWatchers.length > 0) void this.subscribeLedgers();
      if (this.validationWatchers.length > 0) void this.subscribeValidations();
    });
  }

  /**
   * Follows rippled's `ledger` stream: sends `subscribe` `{ streams: ["ledger"] }` now when
   * connected, and again after every reconnect. See {@link XrplGateway.watchLedgers}.
   */
  watchLedgers(listener: (event: LedgerClosedEvent) => void, onState: (active: boolean) => void): void {
    this.ledgerWatchers.push({ listener, onState });
    if (this.client.isConnected()) void this.subscribeLedgers();
  }

  /** Follows rippled's `validations` stream. See {@link XrplGateway.watchValidations}. */
  watchValidations(listener: (event: ValidationEvent) => void, onState: (active: boolean) => void): void {
    this.validationWatchers.push({ listener, onState });
    if (this.client.isConnected()) void this.subscribeValidations();
  }

  private async subscribeValidations(): Promise<void> {
    let active = false;
    try {
      await this.client.request({ command: 'subscribe', streams: ['validations'], api_version: 2 } as never);
      active = this.client.isConnected();
    } catch {
      active = false;
    }
    for (const watcher of this.validationWatchers) watcher.onState(active);
  }

  private async subscribeLedgers(): Promise<void> {
    let active = false;
    try {
      await this.client.request({ command: 'subscribe', streams: ['ledger'], api_version: 2 } as never);
      active = this.client.isConnected();
    } catch {
      active = false; // notSupported (replay node), unknownCmd, or the connection went away
    }
    for (const watcher of this.ledgerWatchers) watcher.onState(active);
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
      const response = (await this.client.request({ ...command, api_version: 2 } as never)) as { result: T; warnings?: unknown };
      if (Array.isArray(response.warnings) && typeof response.result === 'object' && response.result !== null) {
        Object.defineProperty(response.result, RESPONSE_WARNINGS, { value: response.warnings, enumerable: false });
      }
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
    // xrpl.js's disconnect() during a connect attempt never settles: let the attempt end first
    // (bounded by the connection timeout; a refused connect ends at once).
    if (this.connecting) await this.connecting.catch(() => undefined);
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
    // During a reconnect backoff, a request may start an attempt itself (throttled): a node that
    // came back is picked up at once instead of after the rest of the backoff.
    if (Date.now() - this.lastFailedAttemptAt < this.requestRetryMs) throw new UpstreamUnavailableError();
    return this.attemptConnect();
  }

  private attemptConnect(): Promise<void> {
    if (this.connecting) return this.connecting;
    this.connecting = this.openConnection()
      .then(
        () => {
          this.failedAttempts = 0;
          this.lastFailedAttemptAt = 0;
          if (this.retryTimer) clearTimeout(this.retryTimer);
          this.retryTimer = null;
        },
        (err: unknown) => {
          this.lastFailedAttemptAt = Date.now();
          this.scheduleReconnect();
          this.failedAttempts += 1;
          // A refused or timed-out connect is "unavailable" (502), not an upstream timeout (504).
          throw new UpstreamUnavailableError(`${UPSTREAM_UNAVAILABLE_PREFIX}${errorText(err)}`);
        },
      )
      .finally(() => {
        this.connecting = null;
      });
    return this.connecting;
  }

  private async openConnection(): Promise<void> {
    // After a drop xrpl.js schedules its own reconnect (disconnect + connect). If that timer fired
    // while we open a connection it would drop ours; disconnect() on a closed socket only clears it.
    if (!(this.client.connection as unknown as { ws: unknown }).ws) await this.client.disconnect();
    // The connection itself, not Client.connect(): that one adds a server_info call we do not use
    // (and logs its failures to the console).
    await this.client.connection.connect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed || this.client.isConnected()) return;
      this.attemptConnect().catch(() => undefined);
    }, createTimeout(this.failedAttempts, this.backoff));
    this.retryTimer.unref();
  }
}

/** A gateway with `request` replaced; `url`, `isConnected`, `close` and `watchLedgers` pass through. */
export function wrapGateway(gateway: XrplGateway, request: <T>(command: XrplCommand) => Promise<T>): XrplGateway {
  const wrapped: XrplGateway = {
    get url() {
      return gateway.url;
    },
    isConnected: () => gateway.isConnected(),
    close: () => gateway.close(),
    request,
  };
  if (gateway.watchLedgers) wrapped.watchLedgers = (listener, onState) => gateway.watchLedgers!(listener, onState);
  if (gateway.watchValidations) wrapped.watchValidations = (listener, onState) => gateway.watchValidations!(listener, onState);
  return wrapped;
}

/**
 * Wraps a gateway so that every request settles within `timeoutMs` (milliseconds): a slower answer
 * rejects with `UpstreamTimeoutError` (→ 504). Used by the app around any gateway, including
 * injected fakes. Other failures are normalised with `normalizeUpstreamError`.
 */
export function withDeadline(gateway: XrplGateway, timeoutMs: number): XrplGateway {
  return wrapGateway(gateway, <T>(command: XrplCommand): Promise<T> => {
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
  });
}

/** Counters of the upstream traffic, read by `GET /api/debug/stats` and the benchmark. */
export interface UpstreamStats {
  /** Commands actually sent to the node (after coalescing). */
  requests: number;
  /** Requests that joined an identical command already in flight instead of sending their own. */
  coalesced: number;
}

/** Wraps a gateway so that every command sent increments `stats.requests`. */
export function withCounting(gateway: XrplGateway, stats: UpstreamStats): XrplGateway {
  return wrapGateway(gateway, <T>(command: XrplCommand): Promise<T> => {
    stats.requests += 1;
    return gateway.request<T>(command);
  });
}

/** Canonical key of a command: its fields in sorted order, as JSON. */
export function commandKey(command: XrplCommand): string {
  return JSON.stringify(Object.keys(command).sort().map((k) => [k, command[k]]));
}

/**
 * Wraps a gateway so that identical concurrent commands (same fields and values, see
 * {@link commandKey}) are sent once: every caller gets that one result or that one error. Nothing
 * is kept after the answer; caching is the routes' business. The result object is shared between
 * callers, so callers must not mutate it.
 */
export function withCoalescing(gateway: XrplGateway, stats?: UpstreamStats): XrplGateway {
  const inFlight = new Map<string, Promise<unknown>>();
  return wrapGateway(gateway, <T>(command: XrplCommand): Promise<T> => {
    const key = commandKey(command);
    const pending = inFlight.get(key);
    if (pending) {
      if (stats) stats.coalesced += 1;
      return pending as Promise<T>;
    }
    const promise = gateway.request<T>(command).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  });
}
