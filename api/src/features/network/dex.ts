/**
 * XRP/USD price from the XRPL DEX: offers consumed and AMM swaps in validated ledgers' metadata.
 */
import { affectedNodesOf, hasAffectedEntryList, metaOf, type AffectedNode } from '@ledgerlens/shared/domain';

/** A USD book the price is computed from (issuer addresses checked against known issuer data). */
export interface UsdBook {
  currency: string;
  issuer: string;
  label: string;
}

/** Default USD books: Bitstamp USD, GateHub USD and Ripple's RLUSD (hex currency code). */
export const DEFAULT_USD_BOOKS: readonly UsdBook[] = [
  { currency: 'USD', issuer: 'rvYAfWj5gh67oV6fW32ZzP3Aw4Eubs59B', label: 'Bitstamp USD' },
  { currency: 'USD', issuer: 'rhub8VRN55s94qWKDv6jmDy1pUykJzF3wq', label: 'GateHub USD' },
  { currency: '524C555344000000000000000000000000000000', issuer: 'rMxCKbEDwqr76QuheSUMdEGf4B9xJ8m5De', label: 'RLUSD' },
];

/** One fill between XRP and a configured USD book: a consumed offer, or a swap through an AMM pool. */
export interface DexFill {
  txHash: string;
  /** Where the trade happened. */
  source?: 'offer' | 'amm';
  book: UsdBook;
  /** XRP exchanged, drops. */
  drops: bigint;
  /** USD exchanged. */
  usd: number;
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Fills in one expanded ledger's transactions (rippled `ledger` with `transactions` and `expand`):
 * for every `Offer` node (Modified or Deleted) with `PreviousFields.TakerGets/TakerPays`, the
 * consumed amounts are previous − final, when one side is XRP (drops) and the other a configured
 * USD book. Offers cancelled without a fill have no `PreviousFields` amounts and are skipped.
 * Swaps through XRP/USD AMM pools count too ({@link ammSwaps}).
 */
export function extractFills(transactions: unknown[], books: readonly UsdBook[] = DEFAULT_USD_BOOKS): DexFill[] {
  const fills: DexFill[] = [];
  for (const tx of transactions) {
    if (!isObj(tx)) continue;
    const meta = metaOf(tx);
    if (!meta || meta.TransactionResult !== 'tesSUCCESS' || !hasAffectedEntryList(meta)) continue;
    const nodes = affectedNodesOf(meta);
    for (const n of nodes) {
      // Modified or deleted offers with both amounts before and after.
      if (n.kind === 'CreatedNode' || n.entryType !== 'Offer' || !isObj(n.node.PreviousFields) || !n.hasFields) continue;
      const prev = n.previous;
      const fin = n.fields;
      if (prev.TakerGets === undefined || prev.TakerPays === undefined) continue;
      const sides: Array<[unknown, unknown]> = [
        [prev.TakerGets, fin.TakerGets],
        [prev.TakerPays, fin.TakerPays],
      ];
      const xrp = sides.find(([p]) => typeof p === 'string');
      const iou = sides.find(([p]) => isObj(p));
      if (!xrp || !iou) continue;
      const p = iou[0] as Json;
      const f = iou[1] as Json;
      const book = books.find((b) => b.currency === p.currency && b.issuer === p.issuer);
      if (!book) continue;
      const drops = BigInt(xrp[0] as string) - BigInt(xrp[1] as string);
      const usd = Number(p.value) - Number(f.value);
      if (drops > 0n && usd > 0) fills.push({ txHash: String(tx.hash ?? ''), source: 'offer', book, drops, usd });
    }
    fills.push(...ammSwaps(tx, nodes, books));
  }
  return fills;
}

/** Final fields of a modified or deleted node that also has `PreviousFields`: what a balance moved from and to. */
const changed = (n: AffectedNode): boolean => n.kind !== 'CreatedNode' && n.hasFields && isObj(n.node.PreviousFields);

/**
 * Swaps through an XRP/USD AMM pool in one transaction: the pool (the `AMM` entry's `Account`, with
 * `Asset`/`Asset2` XRP and a configured USD book) whose XRP balance (its AccountRoot) and USD
 * balance (its trust line to the issuer) moved in opposite directions. Deposits and withdrawals
 * move both the same way and are not trades.
 */
function ammSwaps(tx: Json, nodes: readonly AffectedNode[], books: readonly UsdBook[]): DexFill[] {
  const fills: DexFill[] = [];
  for (const amm of nodes.filter((n) => n.entryType === 'AMM')) {
    const fields = amm.fields;
    if (!amm.hasFields || typeof fields.Account !== 'string') continue;
    const assets = [fields.Asset, fields.Asset2].filter(isObj);
    const usdAsset = assets.find((a) => books.some((b) => b.currency === a.currency && b.issuer === a.issuer));
    if (!usdAsset || !assets.some((a) => a.currency === 'XRP')) continue;
    const book = books.find((b) => b.currency === usdAsset.currency && b.issuer === usdAsset.issuer)!;
    const pool = fields.Account;
    const root = nodes.find((n) => n.entryType === 'AccountRoot' && changed(n) && n.fields.Account === pool && n.previous.Balance !== undefined);
    const line = nodes.find((n) => {
      const f = n.fields;
      const issuers = [(f.LowLimit as Json | undefined)?.issuer, (f.HighLimit as Json | undefined)?.issuer];
      return n.entryType === 'RippleState' && changed(n) && isObj(n.previous.Balance) && isObj(f.Balance) && f.Balance.currency === book.currency && issuers.includes(pool) && issuers.includes(book.issuer);
    });
    if (!root || !line) continue;
    const dXrp = BigInt(String(root.fields.Balance)) - BigInt(String(root.previous.Balance));
    const f = line.fields;
    const sign = (f.LowLimit as Json).issuer === pool ? 1 : -1;
    const dUsd = sign * (Number((f.Balance as Json).value) - Number((line.previous.Balance as Json).value));
    if (dXrp === 0n || dUsd === 0 || dXrp > 0n === dUsd > 0) continue;
    fills.push({ txHash: String(tx.hash ?? ''), source: 'amm', book, drops: dXrp < 0n ? -dXrp : dXrp, usd: Math.abs(dUsd) });
  }
  return fills;
}

/** Volume-weighted price (USD per XRP = Σ USD / Σ XRP) and USD volume of fills; null price without fills. */
export function vwap(fills: readonly DexFill[]): { price: number | null; volumeUsd: number; volumeXrp: number } {
  let usd = 0;
  let drops = 0n;
  for (const f of fills) {
    usd += f.usd;
    drops += f.drops;
  }
  const volumeXrp = Number(drops) / 1e6;
  return { price: volumeXrp > 0 ? usd / volumeXrp : null, volumeUsd: usd, volumeXrp };
}

/** A token's DEX trades against XRP: XRP drops and token units exchanged. */
export interface TokenTrades {
  drops: number;
  units: number;
}

/**
 * Trades against XRP per token (`issuer/currency`) from rippled `book_changes` answers: the pairs
 * with `XRP_drops` on one side (rippled puts XRP first), volumes summed.
 */
export function tokenTradesOf(bookChanges: readonly Record<string, unknown>[]): Map<string, TokenTrades> {
  const out = new Map<string, TokenTrades>();
  for (const answer of bookChanges) {
    for (const c of Array.isArray(answer.changes) ? (answer.changes as Record<string, unknown>[]) : []) {
      if (c.currency_a !== 'XRP_drops' || typeof c.currency_b !== 'string') continue;
      const drops = Number(c.volume_a);
      const units = Number(c.volume_b);
      if (!(drops > 0) || !(units > 0)) continue;
      const prev = out.get(c.currency_b) ?? { drops: 0, units: 0 };
      out.set(c.currency_b, { drops: prev.drops + drops, units: prev.units + units });
    }
  }
  return out;
}
