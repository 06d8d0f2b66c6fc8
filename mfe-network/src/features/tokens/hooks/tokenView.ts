/**
 * Pure rules of the token directory (spec §2 "Tokens page", §4 token score and sentiment, §5 token
 * search, §9 market formatting): search, the five sort keys, display of codes, prices and supply.
 */
import { NOT_AVAILABLE, currencyView, decodeCurrencyCode, formatMarketValue, type Token } from '@ledgerlens/shared';

/** The five sort keys of spec §2, in the spec's order; the first is the default. */
export const SORT_KEYS = ['volume', 'marketCap', 'trustlines', 'holders', 'currency'] as const;
export type TokenSortKey = (typeof SORT_KEYS)[number];

/** Labels of the sort keys. */
export const SORT_LABELS: Record<TokenSortKey, string> = {
  volume: 'Volume',
  marketCap: 'Market cap',
  trustlines: 'Trustlines',
  holders: 'Holders',
  currency: 'Currency',
};

/** A sort key from the URL, or the default (`volume`) when missing or unknown. */
export function parseSortKey(value: string | null | undefined): TokenSortKey {
  return (SORT_KEYS as readonly string[]).includes(value ?? '') ? (value as TokenSortKey) : 'volume';
}

/**
 * Currency code for display, through the shared look-alike guard (`currencyView`): a 40-hex code
 * decoded to its ASCII name (`534F4C4F00…` → `SOLO`); a code the guard keeps as hex (not text, an
 * AMM LP token, a code reading "XRP", confusable text) shortened to `58525000…` with `raw: true`
 * (the full code goes in a title); 3-letter codes as they are. `hex`: the code is a 40-hex code.
 */
export function tokenCode(currency: string): { code: string; hex: boolean; raw: boolean; xrpLookalike: boolean } {
  const view = currencyView(currency);
  const hex = /^[0-9A-Fa-f]{40}$/.test(currency);
  if (view.hex) return { code: `${view.text.slice(0, 8)}…`, hex, raw: true, xrpLookalike: view.xrpLookalike };
  return { code: view.text, hex, raw: false, xrpLookalike: view.xrpLookalike };
}

/**
 * Case-insensitive substring search (spec §5) over the currency (raw and decoded), the display
 * name, the issuer's domain and the issuer address. Blank query: every token.
 */
export function filterTokens(tokens: readonly Token[], query: string): Token[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...tokens];
  return tokens.filter((t) => [t.currency, decodeCurrencyCode(t.currency), t.name, t.domain ?? '', t.issuer].some((field) => field.toLowerCase().includes(q)));
}

const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Descending by a nullable number, nulls (no trades, no price) last. */
function byNumberDesc(pick: (t: Token) => number | null | undefined) {
  return (a: Token, b: Token) => {
    const x = num(pick(a));
    const y = num(pick(b));
    if (x === null && y === null) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return y - x;
  };
}

const byCode = (a: Token, b: Token) => tokenCode(a.currency).code.localeCompare(tokenCode(b.currency).code, 'en', { sensitivity: 'base' });

/**
 * Sorted copy: `volume`, `marketCap`, `trustlines`, `holders` from the largest down (unknown
 * values last); `currency` A→Z by the decoded code. Ties: more trust lines first, then the code,
 * then the issuer, so the order is stable across refreshes.
 */
export function sortTokens(tokens: readonly Token[], key: TokenSortKey): Token[] {
  const primary =
    key === 'currency'
      ? byCode
      : byNumberDesc(key === 'volume' ? (t) => t.volume24h : key === 'marketCap' ? (t) => t.marketCapUsd : key === 'trustlines' ? (t) => t.trustlines : (t) => t.holders);
  const ties = [byNumberDesc((t) => t.trustlines), byCode, (a: Token, b: Token) => a.issuer.localeCompare(b.issuer)];
  return [...tokens].sort((a, b) => {
    for (const cmp of [primary, ...ties]) {
      const r = cmp(a, b);
      if (r !== 0) return r;
    }
    return 0;
  });
}

/**
 * Token price in USD: market formatting of spec §9 (`$1.23K`, `$0.520000`); prices below
 * $0.000001 with three significant digits (`$0.0000000123`) so they do not read as zero;
 * null (no DEX trade) → 'N/A'.
 */
export function formatTokenPrice(usd: number | null | undefined): string {
  if (typeof usd !== 'number' || !Number.isFinite(usd)) return NOT_AVAILABLE;
  if (usd > 0 && usd < 0.000001) return `$${usd.toFixed(Math.min(20, 2 - Math.floor(Math.log10(usd))))}`;
  return formatMarketValue(usd);
}

/** K, M, B, T with two decimals (`Intl.NumberFormat` compact notation). */
const COMPACT_SUPPLY = new Intl.NumberFormat('en-US', { notation: 'compact', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Issued amount in compact form, no unit (the token is in the row): `'1234567.5'` → `'1.23M'`,
 * `'950.125'` → `'950.13'`, below 0.01 up to 6 significant digits. Not a number → 'N/A'.
 */
export function formatSupply(value: string): string {
  const v = Number(value);
  if (!Number.isFinite(v)) return NOT_AVAILABLE;
  const abs = Math.abs(v);
  if (abs >= 1000) return COMPACT_SUPPLY.format(v);
  if (abs === 0) return '0';
  if (abs < 0.01) return String(Number(v.toPrecision(6)));
  return String(Number(v.toFixed(2)));
}

/** Sum of a nullable field, null when no token has a value (shown as 'N/A', never as 0). */
export function sumKnown(tokens: readonly Token[], pick: (t: Token) => number | null | undefined): number | null {
  let total: number | null = null;
  for (const t of tokens) {
    const v = num(pick(t));
    if (v !== null) total = (total ?? 0) + v;
  }
  return total;
}
