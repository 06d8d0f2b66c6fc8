/**
 * Formatting used by several features of mfe-network (the market card and the statistics card).
 * Spec §9 market values themselves are shared's `formatMarketValue` / `formatChange24h`.
 */
import { formatXrp, groupThousands } from '@ledgerlens/shared';

/**
 * "99.99B XRP": an XRP amount (XRP, not drops; decimal string or number) in billions (≥ 1e9) or
 * millions (≥ 1e6), two decimals rounded down (never shown above the true value); smaller amounts
 * in full (`formatXrp`). Not a finite number → '—'.
 */
export function compactXrp(xrp: string | number): string {
  const n = Number(xrp);
  if (!Number.isFinite(n) || xrp === '') return '—';
  if (n >= 1e9) return `${(Math.floor(n / 1e7) / 100).toFixed(2)}B XRP`;
  if (n >= 1e6) return `${(Math.floor(n / 1e4) / 100).toFixed(2)}M XRP`;
  return formatXrp(typeof xrp === 'number' ? xrp.toFixed(6) : xrp);
}

/** A ledger index as the explorer writes it: `#346,610`. */
export function ledgerLabel(index: number): string {
  return `#${groupThousands(String(index))}`;
}

/** An ISO time as `2013-03-12 11:56 UTC` (recorded data: the date matters, not "x ago"). Invalid → ''. */
export function utcMinute(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
