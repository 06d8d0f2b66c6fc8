/**
 * XRP/USD price from the XRPL DEX: offers consumed in validated ledgers' metadata.
 */

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

/** One offer fill between XRP and a configured USD book. */
export interface DexFill {
  txHash: string;
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
 */
export function extractFills(transactions: unknown[], books: readonly UsdBook[] = DEFAULT_USD_BOOKS): DexFill[] {
  const fills: DexFill[] = [];
  for (const tx of transactions) {
    if (!isObj(tx)) continue;
    const meta = (tx.metaData ?? tx.meta) as Json | undefined;
    if (!isObj(meta) || meta.TransactionResult !== 'tesSUCCESS' || !Array.isArray(meta.AffectedNodes)) continue;
    for (const an of meta.AffectedNodes as Json[]) {
      const node = (an.ModifiedNode ?? an.DeletedNode) as Json | undefined;
      if (!isObj(node) || node.LedgerEntryType !== 'Offer') continue;
      const prev = node.PreviousFields as Json | undefined;
      const fin = node.FinalFields as Json | undefined;
      if (!isObj(prev) || !isObj(fin) || prev.TakerGets === undefined || prev.TakerPays === undefined) continue;
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
      if (drops > 0n && usd > 0) fills.push({ txHash: String(tx.hash ?? ''), book, drops, usd });
    }
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
