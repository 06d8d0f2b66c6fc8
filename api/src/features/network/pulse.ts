/**
 * Rolling metrics over the ledgers the API has seen close (`GET /api/network/pulse`,
 * `GET /api/addresses/popular`), from expanded rippled `ledger` results.
 */
import { dropsToXrp, type NetworkPulse, type PopularAddress } from '@ledgerlens/shared/domain';

/** What is kept of one closed ledger. */
export interface SeenLedger {
  index: number;
  /** Close time, Ripple-epoch seconds. */
  closeTime: number;
  types: string[];
  /** Fee per transaction, drops. */
  fees: bigint[];
  /** Accounts (`Account`, `Destination`) per transaction. */
  accounts: string[];
  /** XRP delivered by successful Payments (`meta.delivered_amount` in drops). */
  deliveredDrops?: bigint;
}

type Json = Record<string, unknown>;

/** Reads a {@link SeenLedger} from an expanded `ledger` object. */
export function toSeenLedger(ledger: Json): SeenLedger {
  const entries = (Array.isArray(ledger.transactions) ? ledger.transactions : []).filter((t): t is Json => !!t && typeof t === 'object');
  // API v2 entries are `{ tx_json, meta, hash }`; API v1 (and Clio's v1) flat with `metaData`.
  const txs = entries.map((e) => ({ tx: (e.tx_json && typeof e.tx_json === 'object' ? e.tx_json : e) as Json, meta: (e.meta ?? e.metaData) as Json | undefined }));
  let deliveredDrops = 0n;
  for (const { tx, meta } of txs) {
    const delivered = meta?.delivered_amount ?? meta?.DeliveredAmount;
    if (tx.TransactionType === 'Payment' && meta?.TransactionResult === 'tesSUCCESS' && typeof delivered === 'string' && /^\d+$/.test(delivered)) deliveredDrops += BigInt(delivered);
  }
  return {
    index: Number(ledger.ledger_index),
    closeTime: Number(ledger.close_time),
    types: txs.map(({ tx }) => String(tx.TransactionType ?? 'Unknown')),
    fees: txs.map(({ tx }) => (typeof tx.Fee === 'string' && /^\d+$/.test(tx.Fee) ? BigInt(tx.Fee) : 0n)),
    accounts: txs.flatMap(({ tx }) => [tx.Account, tx.Destination].filter((a): a is string => typeof a === 'string')),
    deliveredDrops,
  };
}

/** {@link NetworkPulse} over `ledgers` (any order); TPS = transactions after the first / time span. */
export function computePulse(ledgers: readonly SeenLedger[]): NetworkPulse {
  const sorted = [...ledgers].sort((a, b) => a.index - b.index);
  const n = sorted.length;
  const txCount = sorted.reduce((a, l) => a + l.types.length, 0);
  const span = n > 1 ? sorted[n - 1].closeTime - sorted[0].closeTime : 0;
  const afterFirst = txCount - (n ? sorted[0].types.length : 0);
  const fees = sorted.flatMap((l) => l.fees);
  const feeSum = fees.reduce((a, f) => a + f, 0n);
  const typeMix: Record<string, number> = {};
  for (const l of sorted) for (const t of l.types) typeMix[t] = (typeMix[t] ?? 0) + 1;
  return {
    ledgers: n,
    firstLedger: n ? sorted[0].index : null,
    lastLedger: n ? sorted[n - 1].index : null,
    transactionsPerSecond: span > 0 ? afterFirst / span : null,
    transactionsPerLedger: n ? txCount / n : null,
    averageLedgerIntervalSeconds: span > 0 ? span / (n - 1) : null,
    averageFeeXrp: fees.length ? (Number(feeSum) / fees.length / 1e6).toString() : null,
    typeMix,
    volumeXrp: n ? dropsToXrp(sorted.reduce((a, l) => a + (l.deliveredDrops ?? 0n), 0n).toString()) : null,
  };
}

/** The `limit` accounts with most transactions in `ledgers`, count descending then address. */
export function popularAddresses(ledgers: readonly SeenLedger[], limit = 10): PopularAddress[] {
  const counts = new Map<string, number>();
  for (const l of ledgers) for (const a of l.accounts) counts.set(a, (counts.get(a) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([address, count]) => ({ address, count }));
}
