/**
 * The API's one feed of validated ledger closes, pushed to browsers by `GET /api/stream/ledgers`
 * (and usable by any feature that works per close).
 *
 * Source: the node's `ledger` stream (rippled `subscribe`, `ledgerClosed` messages) through
 * {@link LiveData}. When the node has no stream (a replay node without advance mode), the feed
 * polls `ledger` `validated` every `pollMs` while someone listens, and emits when the ledger hash
 * changes. Emitting on a changed hash, not only a higher index, follows a replay that wraps around.
 */
import { dropsToXrp, rippleTimeToIso, type LedgerClose } from '@ledgerlens/shared/domain';
import type { LedgerClosedEvent, XrplGateway } from '../../gateway';
import type { LiveData } from '../../live';
import { isObject, str, uint, type JsonObject } from '../../json';

/** Default polling period without a node stream, milliseconds (one ledger close). */
export const DEFAULT_FEED_POLL_MS = 4_000;

const xrpOfDrops = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
    ? dropsToXrp(value)
    : typeof value === 'string' && /^\d+$/.test(value)
      ? dropsToXrp(value)
      : undefined;

/**
 * A rippled `ledgerClosed` stream message as a {@link LedgerClose} (fees in XRP), or undefined when
 * it lacks the index, hash or close time.
 */
export function ledgerCloseOfEvent(event: LedgerClosedEvent): LedgerClose | undefined {
  const ledgerHash = typeof event.ledger_hash === 'string' ? event.ledger_hash.toUpperCase() : undefined;
  const closeTime = uint(event.ledger_time);
  if (!Number.isSafeInteger(event.ledger_index) || !ledgerHash || closeTime === undefined) return undefined;
  const close: LedgerClose = {
    ledgerIndex: event.ledger_index,
    ledgerHash,
    closeTime,
    closeTimeHuman: rippleTimeToIso(closeTime),
    txnCount: uint(event.txn_count) ?? 0,
    baseFeeXrp: xrpOfDrops(event.fee_base) ?? null,
    reserveBaseXrp: xrpOfDrops(event.reserve_base) ?? null,
    reserveIncrementXrp: xrpOfDrops(event.reserve_inc) ?? null,
  };
  if (typeof event.validated_ledgers === 'string') close.validatedLedgers = event.validated_ledgers;
  return close;
}

/** Dependencies of {@link LedgerFeed}. */
export interface LedgerFeedDeps {
  xrpl: XrplGateway;
  live: LiveData;
}

/** See the module comment. */
export class LedgerFeed {
  private readonly listeners = new Set<(close: LedgerClose) => void>();
  private current: LedgerClose | undefined;
  private pollTimer: ReturnType<typeof setInterval> | undefined;
  private stopStream: (() => void) | undefined;
  private polling = false;

  constructor(
    private readonly deps: LedgerFeedDeps,
    private readonly pollMs: number = DEFAULT_FEED_POLL_MS,
  ) {}

  /** Listeners now connected (SSE clients). */
  get size(): number {
    return this.listeners.size;
  }

  /**
   * Adds a listener of every new close; starts following the node (stream, else polling).
   *
   * @returns a function that removes it (polling stops with the last listener).
   */
  subscribe(listener: (close: LedgerClose) => void): () => void {
    this.listeners.add(listener);
    this.stopStream ??= this.deps.live.onLedgerClosed((event) => {
      const close = ledgerCloseOfEvent(event);
      if (close) this.publish(close);
    });
    this.pollTimer ??= setInterval(() => void this.poll(), this.pollMs);
    this.pollTimer.unref?.();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.pollTimer) {
        clearInterval(this.pollTimer);
        this.pollTimer = undefined;
      }
    };
  }

  /**
   * The newest close known: the last one streamed, else read from the node (`ledger` `validated`
   * header with `server_info` fees). Rejects like `XrplGateway.request` when the node fails.
   */
  async latest(): Promise<LedgerClose> {
    if (this.current) return this.current;
    const close = await this.load();
    this.current ??= close;
    return this.current;
  }

  /** Stops polling and following (app close). */
  close(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = undefined;
    this.stopStream?.();
    this.stopStream = undefined;
    this.listeners.clear();
  }

  private publish(close: LedgerClose): void {
    if (this.current && this.current.ledgerHash === close.ledgerHash) return;
    this.current = close;
    for (const listener of this.listeners) listener(close);
  }

  /** Without a node stream: reads the validated ledger and publishes it when it changed. */
  private async poll(): Promise<void> {
    if (this.deps.live.streamActive || this.polling || this.listeners.size === 0) return;
    this.polling = true;
    try {
      this.publish(await this.load());
    } catch {
      // The node is down or slow: the next tick tries again; clients keep their last close.
    } finally {
      this.polling = false;
    }
  }

  private async load(): Promise<LedgerClose> {
    const [result, info] = await Promise.all([
      this.deps.xrpl.request<JsonObject>({ command: 'ledger', ledger_index: 'validated', transactions: true, api_version: 2 }),
      this.deps.live.serverInfo().catch(() => undefined),
    ]);
    const header = isObject(result.ledger) ? result.ledger : result;
    const validated = isObject(info?.result.info) && isObject(info.result.info.validated_ledger) ? info.result.info.validated_ledger : undefined;
    const drops = (xrp: unknown) => (typeof xrp === 'number' && Number.isFinite(xrp) ? Math.round(xrp * 1_000_000) : undefined);
    const close = ledgerCloseOfEvent({
      ledger_index: uint(header.ledger_index) ?? uint(result.ledger_index) ?? NaN,
      ledger_hash: str(header.ledger_hash) ?? str(result.ledger_hash),
      ledger_time: uint(header.close_time),
      txn_count: Array.isArray(header.transactions) ? header.transactions.length : undefined,
      fee_base: drops(validated?.base_fee_xrp),
      reserve_base: drops(validated?.reserve_base_xrp),
      reserve_inc: drops(validated?.reserve_inc_xrp),
    });
    if (!close) throw new Error('the node answered no validated ledger');
    return close;
  }
}
