/**
 * `book_changes` (rippled `doBookChanges`, `BookChanges.h`): the order-book changes of one ledger,
 * computed from the metadata of its recorded transactions. For every Offer entry a transaction
 * consumed (Modified or Deleted with previous `TakerGets`/`TakerPays`), the deltas of both sides are
 * tallied per currency pair: volumes, and the high, low, open and close rate. As rippled: the pair is
 * ordered with XRP first (else by the issue text), currencies are written `XRP_drops` or
 * `issuer/currency`, XRP volumes in drops. A ledger whose transactions were not recorded answers
 * with no changes; an unknown ledger `lgrNotFound`.
 */
import type { Handler, HandlerContext } from '../context';
import { isObject, type JsonObject } from '../json';
import { ledgerFromSpec, parseLedgerSpec } from '../ledgerSpec';

interface Side {
  issue: string;
  value: number;
  xrp: boolean;
}

function side(prev: unknown, final: unknown): Side | undefined {
  if (typeof prev === 'string' && typeof final === 'string' && /^\d+$/.test(prev) && /^\d+$/.test(final)) {
    return { issue: 'XRP_drops', value: Number(BigInt(final) - BigInt(prev)), xrp: true };
  }
  if (isObject(prev) && isObject(final) && typeof prev.currency === 'string' && typeof prev.issuer === 'string') {
    return { issue: `${prev.issuer}/${prev.currency}`, value: Number(final.value) - Number(prev.value), xrp: false };
  }
  return undefined;
}

const num = (n: number): string => (Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(16))));

/** The `changes` of a list of transaction metadata, in rippled's shape. */
export function bookChangesOf(metas: readonly JsonObject[]): JsonObject[] {
  const tally = new Map<string, { a: string; b: string; volumeA: number; volumeB: number; high: number; low: number; open: number; close: number }>();
  for (const meta of metas) {
    if (!Array.isArray(meta.AffectedNodes)) continue;
    for (const wrapper of meta.AffectedNodes) {
      if (!isObject(wrapper)) continue;
      const node = (wrapper.ModifiedNode ?? wrapper.DeletedNode) as JsonObject | undefined;
      if (!isObject(node) || node.LedgerEntryType !== 'Offer' || !isObject(node.PreviousFields) || !isObject(node.FinalFields)) continue;
      const prev = node.PreviousFields;
      const fin = node.FinalFields;
      if (prev.TakerGets === undefined || prev.TakerPays === undefined) continue;
      const gets = side(prev.TakerGets, fin.TakerGets);
      const pays = side(prev.TakerPays, fin.TakerPays);
      if (!gets || !pays) continue;
      const noswap = gets.xrp ? true : pays.xrp ? false : gets.issue < pays.issue;
      const first = noswap ? gets : pays;
      const second = noswap ? pays : gets;
      if (second.value === 0) continue;
      const rate = first.value / second.value;
      const key = `${first.issue}|${second.issue}`;
      const entry = tally.get(key);
      if (entry) {
        entry.volumeA += Math.abs(first.value);
        entry.volumeB += Math.abs(second.value);
        entry.high = Math.max(entry.high, rate);
        entry.low = Math.min(entry.low, rate);
        entry.close = rate;
      } else {
        tally.set(key, { a: first.issue, b: second.issue, volumeA: Math.abs(first.value), volumeB: Math.abs(second.value), high: rate, low: rate, open: rate, close: rate });
      }
    }
  }
  return [...tally.values()].map((t) => ({
    currency_a: t.a,
    currency_b: t.b,
    volume_a: num(t.volumeA),
    volume_b: num(t.volumeB),
    high: num(t.high),
    low: num(t.low),
    open: num(t.open),
    close: num(t.close),
  }));
}

function bookChanges(ctx: HandlerContext) {
  const ledger = ledgerFromSpec(ctx.store, parseLedgerSpec(ctx.params), ctx.api);
  const index = ledger.header.ledger_index;
  const metas = ctx.store.transactionsInLedger(index).map((r) => r.meta);
  return {
    result: {
      type: 'bookChanges',
      ledger_index: index,
      ledger_hash: ledger.header.ledger_hash,
      ledger_time: ledger.header.close_time,
      validated: true,
      changes: bookChangesOf(metas),
    } as JsonObject,
  };
}

/** The book methods, spread into `HANDLERS`. */
export const BOOK_HANDLERS: Record<string, Handler> = { book_changes: bookChanges };
