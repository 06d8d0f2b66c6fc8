/**
 * Subscription streams of the replay node (rippled `subscribe` / `unsubscribe` over WebSocket) in
 * advance mode (`REPLAY_ADVANCE_MS`): the `ledger` stream sends one `ledgerClosed` message per
 * revealed ledger, in rippled's shape (`NetworkOPsImp::pubLedger`).
 */
import type { ApiVersion } from './render';
import type { ReplayStore } from './store';
import type { LedgerRecord } from './types';
import type { JsonObject } from './json';

/** Streams this node can publish. */
export const PUBLISHED_STREAMS = ['ledger', 'validations'] as const;
export type PublishedStream = (typeof PUBLISHED_STREAMS)[number];

/** rippled's other public streams: accepted names that this replay does not publish (`notSupported`). */
export const UNPUBLISHED_STREAMS: ReadonlySet<string> = new Set([
  'transactions',
  'transactions_proposed',
  'rt_transactions',
  'server',
  'consensus',
  'manifests',
  'peer_status',
  'book_changes',
]);

/** One WebSocket client's subscriptions. */
export interface StreamSession {
  /** Streams subscribed, with the API version of the `subscribe` request (message shapes follow it). */
  readonly streams: Map<PublishedStream, ApiVersion>;
  /** Sends one message to the client. */
  send(message: JsonObject): void;
}

/** Fee fields of a ledger (drops), from the settings recorded in force at it. */
function feeFields(store: ReplayStore, ledger: LedgerRecord): { fee_base: number; reserve_base: number; reserve_inc: number } | undefined {
  const fees = store.feeSettingsAt(ledger.header.ledger_index);
  return fees ? { fee_base: fees.baseFeeDrops, reserve_base: fees.reserveBaseDrops, reserve_inc: fees.reserveIncrementDrops } : undefined;
}

/**
 * The `ledger` stream's fields for `ledger` as rippled publishes them: `fee_base`, `fee_ref` (API
 * v1 only), `ledger_hash`, `ledger_index`, `ledger_time` (Ripple-epoch seconds), `reserve_base`,
 * `reserve_inc` (drops), `validated_ledgers`. `withType` adds `type: "ledgerClosed"` and
 * `txn_count` (the stream message; the `subscribe` answer has neither).
 */
export function ledgerStreamFields(store: ReplayStore, ledger: LedgerRecord, api: ApiVersion, withType: boolean): JsonObject {
  const fees = feeFields(store, ledger);
  const out: JsonObject = {};
  if (withType) out.type = 'ledgerClosed';
  if (fees) {
    out.fee_base = fees.fee_base;
    if (api === 1) out.fee_ref = 10;
  }
  out.ledger_hash = ledger.header.ledger_hash;
  out.ledger_index = ledger.header.ledger_index;
  out.ledger_time = ledger.header.close_time;
  if (fees) {
    out.reserve_base = fees.reserve_base;
    out.reserve_inc = fees.reserve_inc;
  }
  if (withType) out.txn_count = store.recordedTransactionCount(ledger.header.ledger_index);
  out.validated_ledgers = store.completeLedgers();
  return out;
}

/** Sends the `ledgerClosed` message of `ledger` to every session subscribed to the `ledger` stream. */
export function publishLedgerClosed(store: ReplayStore, ledger: LedgerRecord, sessions: Iterable<StreamSession>): number {
  let sent = 0;
  for (const session of sessions) {
    const api = session.streams.get('ledger');
    if (api === undefined) continue;
    session.send(ledgerStreamFields(store, ledger, api, true));
    sent += 1;
  }
  return sent;
}
