/**
 * Rolling metrics over the ledgers the API has seen close (`GET /api/network/pulse`,
 * `GET /api/addresses/popular`), from expanded rippled `ledger` results.
 */
import type { NetworkPulse, PopularAddress } from '@ledgerlens/shared/domain';

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
}

type Json = Record<string, unknown>;

/** Reads a {@link SeenLedger} from an expanded `ledger` object. */
export function toSeenLedger(ledger: Json): SeenLedger {
  const txs = (Array.isArray(ledger.transactions) ? ledger.transactions : []) as Json[];
  return {
    index: Number(ledger.ledger_index),
    closeTime: Number(ledger.close_time),
    types: txs.map((t) => String(t.TransactionType)),
    fees: txs.map((t) => BigInt(String(t.Fee ?? '0'))),
    accounts: txs.flatMap((t) => [t.Account, t.Destination].filter((a): a is string => typeof a === 'string')),
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
