/**
 * Live data of the node that changes with every ledger close (spec §9: about 4 s): the latest
 * validated ledger and `server_info` (reserves, base fee, validated ledger index).
 *
 * Served from memory and refreshed on demand, at most once per ledger close:
 * - when the node streams ledgers (rippled `subscribe` `{ streams: ["ledger"] }`), a `ledgerClosed`
 *   message makes the held values stale; the next request reloads them once (concurrent requests share
 *   that load);
 * - when it does not (the replay node answers `subscribe` with `notSupported`), values older than
 *   `refreshMs` are reloaded on the next request.
 *
 * Outage ("stale while unavailable"): values held from before an outage are never served
 * as current. {@link LiveData.outage} says when the node is out:
 * - `disconnected`: the gateway's WebSocket to the node is closed (after at least one good answer
 *   over it). Known at once: the socket's close event.
 * - `silent`: the node streams ledgers, but no stream message (nor any answer) came for longer than
 *   the expected close interval plus the upstream deadline (`expectedCloseMs` + `deadlineMs`,
 *   4 s + 8 s = 12 s by default): a hung node. A healthy node closes a ledger every 3–5 s, so one
 *   late close is not an outage; a node that has not closed one within a request's deadline after
 *   it was due is treated like a node that did not answer a request within the deadline.
 * During an outage a request for a held value rejects at once (`UpstreamUnavailableError` → 502
 * when disconnected, `UpstreamTimeoutError` → 504 when silent), so the app's stale layer
 * (`stale.ts`) answers the route's last good answer marked `stale: true`; one reload is started in
 * the background (the probe: its success ends the outage). A value never loaded is loaded as usual.
 */
import { UpstreamTimeoutError, UpstreamUnavailableError } from './errors';
import { DEFAULT_UPSTREAM_TIMEOUT_MS, type LedgerClosedEvent, type XrplGateway } from './gateway';
import type { NodeInfo, ServerInfoSummary } from './node-info';

/** Default refresh period without a ledger stream, milliseconds (one ledger close, spec §9). */
export const DEFAULT_LIVE_REFRESH_MS = 4_000;
/** Upper age of a value loaded while the ledger stream is active, milliseconds (a safety net against a silent stream). */
export const STREAM_MAX_AGE_MS = 60_000;

/** Options of {@link LiveData}. Durations in milliseconds. */
export interface LiveDataOptions {
  /** Maximum age of a value when the node has no ledger stream. Default 4 000. */
  refreshMs?: number;
  /** Clock, for tests. Default `Date.now`. */
  now?: () => number;
  /** Upstream request deadline (`XRPL_TIMEOUT_MS`). Default 8 000. */
  deadlineMs?: number;
  /** Expected interval between two ledger closes of the streamed node. Default 4 000 (spec §9). */
  expectedCloseMs?: number;
}

/** One value held in memory: loaded at most once per generation and age window. */
class LiveValue<T> {
  private value: T | undefined;
  private loadedAt = 0;
  private generation = -1;
  /** Loaded while the ledger stream was active: then only a `ledgerClosed` (or the safety age) makes it stale. */
  private loadedWithStream = false;
  private pending: Promise<T> | undefined;

  constructor(private readonly owner: LiveData) {}

  get(load: () => Promise<T>): Promise<T> {
    const now = this.owner.now();
    const outage = this.owner.outage();
    if (outage && this.value !== undefined) {
      // Held from before the outage: not current. Probe once in the background; answer at once.
      if (!this.pending) this.load(load, now).catch(() => undefined);
      return Promise.reject(outage === 'disconnected' ? new UpstreamUnavailableError() : new UpstreamTimeoutError());
    }
    const maxAge = this.loadedWithStream && this.owner.streamActive ? STREAM_MAX_AGE_MS : this.owner.refreshMs;
    if (this.value !== undefined && this.generation === this.owner.generation && now - this.loadedAt < maxAge) {
      return Promise.resolve(this.value);
    }
    if (this.pending) return this.pending;
    return this.load(load, now);
  }

  private load(load: () => Promise<T>, now: number): Promise<T> {
    const generation = this.owner.generation;
    const withStream = this.owner.streamActive;
    const startedAt = now;
    this.pending = new Promise<T>((resolve) => resolve(load()))
      .then((value) => {
        this.value = value;
        this.loadedAt = startedAt;
        this.generation = generation;
        this.loadedWithStream = withStream;
        this.owner.answered();
        return value;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }
}

/**
 * Holds the node's live values (see module comment). Failures are never kept: the next request
 * tries again.
 */
export class LiveData {
  /** Bumped on every `ledgerClosed` stream message: values of an older generation are stale. */
  generation = 0;
  /** True while the node accepted the `ledger` stream subscription. */
  streamActive = false;
  /** The last `ledgerClosed` message, when the node streams ledgers. */
  lastLedgerClosed: LedgerClosedEvent | undefined;
  /** Clock, milliseconds. */
  readonly now: () => number;
  /** Maximum age of a value loaded without an active ledger stream, milliseconds. */
  readonly refreshMs: number;
  /** Upstream deadline, milliseconds (see the module comment). */
  readonly deadlineMs: number;
  /** Expected ledger close interval, milliseconds (see the module comment). */
  readonly expectedCloseMs: number;
  /** Last time the node was heard from: a stream message, a confirmed subscription or a value loaded (ms). */
  private lastHeardAt = 0;
  /** True once a value was loaded while the gateway's connection was open. */
  private everConnected = false;
  private watching = false;
  private readonly closeListeners = new Set<(event: LedgerClosedEvent) => void>();
  private readonly serverInfoValue = new LiveValue<ServerInfoSummary>(this);
  private readonly values = new Map<string, LiveValue<unknown>>();

  /**
   * @param gateway the upstream gateway; its optional `watchLedgers` is used for the ledger stream.
   * @param nodeInfo loads `server_info`.
   */
  constructor(
    private readonly gateway: XrplGateway,
    private readonly nodeInfo: NodeInfo,
    options: LiveDataOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? DEFAULT_LIVE_REFRESH_MS;
    this.now = options.now ?? Date.now;
    this.deadlineMs = options.deadlineMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;
    this.expectedCloseMs = options.expectedCloseMs ?? DEFAULT_LIVE_REFRESH_MS;
  }

  /**
   * Why values held in memory are not current now (see the module comment): `disconnected` (the
   * node's WebSocket is closed), `silent` (the ledger stream is active but nothing was heard for
   * longer than `expectedCloseMs + deadlineMs`), or `undefined` (no outage known).
   */
  outage(): 'disconnected' | 'silent' | undefined {
    if (this.everConnected && !this.gateway.isConnected()) return 'disconnected';
    if (this.streamActive && this.now() - this.lastHeardAt > this.expectedCloseMs + this.deadlineMs) return 'silent';
    return undefined;
  }

  /** Notes an answer of the node (a value loaded): see {@link outage}. */
  answered(): void {
    this.lastHeardAt = this.now();
    if (this.gateway.isConnected()) this.everConnected = true;
  }

  /**
   * rippled `server_info` (`result.info`: `validated_ledger.reserve_base_xrp`, `reserve_inc_xrp`,
   * `base_fee_xrp`, `network_id`), from memory when loaded since the last ledger close.
   * Rejects like `XrplGateway.request` (`Upstream*Error`).
   */
  serverInfo(): Promise<ServerInfoSummary> {
    this.watch();
    return this.serverInfoValue.get(() => this.nodeInfo.serverInfo());
  }

  /**
   * A value named `name` that changes with every ledger close (e.g. the latest ledger's response
   * body), from memory when loaded since the last close; else `load()` once for all concurrent callers.
   * Rejects with `load`'s error (not kept).
   */
  get<T>(name: string, load: () => Promise<T>): Promise<T> {
    this.watch();
    let value = this.values.get(name) as LiveValue<T> | undefined;
    if (!value) {
      value = new LiveValue<T>(this);
      this.values.set(name, value as LiveValue<unknown>);
    }
    return value.get(load);
  }

  /**
   * Calls `listener` with every `ledgerClosed` message of the node's ledger stream (none when the
   * node has no stream: see {@link streamActive}). Starts following the stream.
   *
   * @returns a function that removes the listener.
   */
  onLedgerClosed(listener: (event: LedgerClosedEvent) => void): () => void {
    this.closeListeners.add(listener);
    this.watch();
    return () => this.closeListeners.delete(listener);
  }

  /** Starts following the ledger stream (once; the gateway re-subscribes after reconnects). */
  watch(): void {
    if (this.watching || !this.gateway.watchLedgers) return;
    this.watching = true;
    this.gateway.watchLedgers(
      (event) => {
        this.lastHeardAt = this.now();
        this.lastLedgerClosed = event;
        this.generation += 1;
        for (const listener of this.closeListeners) listener(event);
      },
      (active) => {
        if (active) this.lastHeardAt = this.now();
        this.streamActive = active;
      },
    );
  }
}
