/**
 * Pure formatting helpers (spec §3 amounts, §9 market formatting, time labels, identifiers).
 *
 * Amounts: the XRP Ledger counts XRP in drops (1 XRP = 1,000,000 drops, integer). The drops ↔ XRP
 * conversions live in `./drops` (exact, BigInt); formatting here uses decimal strings, never
 * floating-point arithmetic.
 * Times: ledger times are Ripple-epoch seconds (seconds since 2000-01-01T00:00:00Z =
 * Unix 946684800); displayed times are ISO 8601 UTC strings.
 */
import { SHORT_HASH_LENGTH, TABLE_AMOUNT_SIGNIFICANT_DIGITS } from './constants';
import type { TxnCountStatus } from './types';
import { dropsToXrp } from './drops';

/** Text shown for a value that is missing or not a finite number. */
export const NOT_AVAILABLE = 'N/A';

const DECIMAL_RE = /^([+-]?)(\d+)(?:\.(\d+))?$/;

// -------------------------------------------------------------------------------------------------
// Market values (§9)
// -------------------------------------------------------------------------------------------------

const MARKET_TIERS: ReadonlyArray<readonly [number, string]> = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/**
 * Market value in USD for the market card (spec §9): `$` with a B (≥ 1e9), M (≥ 1e6) or K (≥ 1e3)
 * suffix and two decimals, e.g. `$1.50B`, `$23.40M`, `$1.00K`; below 1,000 six decimals, e.g.
 * `$0.520000`. A value that rounds up to the next tier moves there (999,999 → `$1.00M`).
 * Negative values get a leading `-` (`-$1.20K`). Not a finite number (NaN, ±Infinity, null,
 * undefined) → 'N/A'.
 */
export function formatMarketValue(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NOT_AVAILABLE;
  const abs = Math.abs(value);
  let text: string | undefined;
  for (let i = 0; i < MARKET_TIERS.length && text === undefined; i += 1) {
    const [threshold, suffix] = MARKET_TIERS[i];
    if (abs >= threshold) {
      const scaled = (abs / threshold).toFixed(2);
      text = Number(scaled) >= 1000 && i > 0 ? `${(abs / MARKET_TIERS[i - 1][0]).toFixed(2)}${MARKET_TIERS[i - 1][1]}` : `${scaled}${suffix}`;
    }
  }
  if (text === undefined) {
    const small = abs.toFixed(6);
    text = Number(small) >= 1000 ? '1.00K' : small;
  }
  const isZero = /^[0.]+$/.test(text.replace(/[BMK]$/, ''));
  return `${value < 0 && !isZero ? '-' : ''}$${text}`;
}

/**
 * 24h price change in percent (spec §2 Market card): sign and two decimals plus `%`, e.g.
 * `+2.35%`, `-0.80%`, `+0.00%` (zero and values that round to zero are shown with `+`).
 * Not a finite number → 'N/A'.
 */
export function formatChange24h(change: number | null | undefined): string {
  if (typeof change !== 'number' || !Number.isFinite(change)) return NOT_AVAILABLE;
  const text = Math.abs(change).toFixed(2);
  const negative = change < 0 && Number(text) !== 0;
  return `${negative ? '-' : '+'}${text}%`;
}

/**
 * Approximate USD value of an XRP amount at a measured XRP/USD price (the XRPL DEX price of
 * `GET /api/market/data`, `MarketData.price`), as a number (floating point; display only).
 * `null` when there is no usable price (none measured, not finite, not positive) or the amount is
 * not a finite number: the caller then hides the estimate. The spec's fixed 0.52 rate was a
 * placeholder; no fixed rate is ever used.
 *
 * @param xrp amount in XRP (not drops)
 * @param usdPerXrp measured USD per XRP, or null/undefined when there is none
 */
export function estimateUsd(xrp: number | string, usdPerXrp: number | null | undefined): number | null {
  const value = typeof xrp === 'string' ? Number(xrp) : xrp;
  if (typeof usdPerXrp !== 'number' || !Number.isFinite(usdPerXrp) || usdPerXrp <= 0 || !Number.isFinite(value)) return null;
  return value * usdPerXrp;
}

// -------------------------------------------------------------------------------------------------
// XRP amounts
// -------------------------------------------------------------------------------------------------

// dropsToXrp / xrpToDrops live in ./drops (the one copy); re-exported here so existing imports of
// './format' keep working.
export { dropsToXrp, xrpToDrops } from './drops';

/** Splits a decimal string, rounds half away from zero to `decimals`, returns sign/int/frac. */
function roundDecimal(text: string, decimals: number): { negative: boolean; whole: string; fraction: string } | undefined {
  const match = DECIMAL_RE.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  let scaled = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const roundedWhole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const roundedFraction = decimals === 0 ? '' : digits.slice(-decimals).replace(/0+$/, '');
  return { negative: sign === '-' && scaled !== 0n, whole: roundedWhole, fraction: roundedFraction };
}

/**
 * A count with its noun, singular for exactly one: `countOf(1, 'signer')` → "1 signer",
 * `countOf(3, 'entry', 'entries')` → "3 entries". `n` is shown as given (no grouping).
 */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** Groups the digits of a non-negative integer string with commas: `'1234567'` → `'1,234,567'`. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Options of {@link formatXrp}. */
export interface FormatXrpOptions {
  /** Maximum decimals (rounded half away from zero, trailing zeros removed). Default 6. */
  maxDecimals?: number;
  /** Append ' XRP'. Default true. */
  suffix?: boolean;
}

/**
 * XRP amount for display: thousands separators, up to 6 decimals (trailing zeros removed) and
 * ' XRP': `'1234567.89'` → `'1,234,567.89 XRP'`, `0` → `'0 XRP'`, `'-0.000001'` →
 * `'-0.000001 XRP'`.
 *
 * @param xrp amount in XRP (not drops): an exact decimal string (as from {@link dropsToXrp}), a
 *   number or a BigInt. Input that is not a finite number gives 'N/A'.
 */
export function formatXrp(xrp: string | number | bigint, options: FormatXrpOptions = {}): string {
  const decimals = Math.max(0, Math.floor(options.maxDecimals ?? 6));
  let text: string;
  if (typeof xrp === 'bigint') text = xrp.toString();
  else if (typeof xrp === 'number') {
    if (!Number.isFinite(xrp)) return NOT_AVAILABLE;
    text = Math.abs(xrp) >= 1e21 ? BigInt(Math.trunc(xrp)).toString() : xrp.toFixed(Math.min(Math.max(decimals + 1, 7), 100));
  } else text = String(xrp).trim();
  const rounded = roundDecimal(text, decimals);
  if (!rounded) return NOT_AVAILABLE;
  const body = `${rounded.negative ? '-' : ''}${groupThousands(rounded.whole.replace(/^0+(?=\d)/, ''))}${rounded.fraction ? `.${rounded.fraction}` : ''}`;
  return options.suffix === false ? body : `${body} XRP`;
}

/** Drops for display in XRP: `formatXrp(dropsToXrp(drops))`, e.g. `12000000` → `'12 XRP'`. @throws {TypeError} as {@link dropsToXrp}. */
export function formatDrops(drops: string | number | bigint, options?: FormatXrpOptions): string {
  return formatXrp(dropsToXrp(drops), options);
}

/**
 * A transaction amount for display (spec §3): a plain number (e.g. `'12.5'`, an XRP amount) is
 * shown with ' XRP' (`'12.5 XRP'`); anything else (e.g. `'100 USD'`) is shown as is. `null` /
 * `undefined` → `''`.
 */
export function formatAmount(amount: string | null | undefined): string {
  if (amount == null) return '';
  const text = amount.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? `${text} XRP` : amount;
}

/**
 * A decimal string rounded to at most `digits` significant digits (half away from zero, trailing
 * zeros removed, no exponent): `'0.000000000005002827559173432'` → `'0.000000000005002827559'`
 * (10 digits), `'123456789012.5'` → `'123456789013'` (an integer part longer than `digits` is
 * rounded to a whole number, never cut). Not a plain decimal → returned unchanged.
 */
export function roundSignificant(text: string, digits: number = TABLE_AMOUNT_SIGNIFICANT_DIGITS): string {
  const match = DECIMAL_RE.exec(text.trim());
  if (!match) return text;
  const [, sign, whole, fraction = ''] = match;
  const intPart = whole.replace(/^0+(?=\d)/, '');
  // Decimals to keep: enough for `digits` significant digits, counted from the first non-zero digit.
  let decimals: number;
  if (intPart !== '0') decimals = Math.max(0, digits - intPart.length);
  else {
    const leadingZeros = /^0*/.exec(fraction)![0].length;
    if (leadingZeros === fraction.length) return `${sign === '-' ? '-' : ''}0`.replace(/^-0$/, '0');
    decimals = leadingZeros + digits;
  }
  if (fraction.length <= decimals) {
    const trimmed = fraction.replace(/0+$/, '');
    return `${sign === '-' ? '-' : ''}${intPart}${trimmed ? `.${trimmed}` : ''}`;
  }
  const rounded = roundDecimal(`${whole}.${fraction}`, decimals)!;
  const body = `${rounded.whole.replace(/^0+(?=\d)/, '')}${rounded.fraction ? `.${rounded.fraction}` : ''}`;
  return `${sign === '-' && /[1-9]/.test(body) ? '-' : ''}${body}`;
}

/** A table amount: what to show and the exact value (tooltip, Copy). */
export interface TableAmountText {
  /** At most {@link TABLE_AMOUNT_SIGNIFICANT_DIGITS} significant digits, with the unit (`' XRP'` or the currency). */
  text: string;
  /** The exact amount as {@link formatAmount} shows it (full precision). */
  exact: string;
  /** True when `text` is rounded (differs from `exact`). */
  rounded: boolean;
}

/**
 * An amount for a table cell (account history, ledger table; spec §3 amount strings): the number
 * rounded to at most 10 significant digits ({@link roundSignificant}), thousands grouped, with its
 * unit: `'0.000000000005002827559173432 ZRPY'` → `'0.000000000005002827559 ZRPY'`,
 * `'12.5'` → `'12.5 XRP'`. `exact` keeps the full value for the tooltip and Copy; detail pages
 * show `exact`. `null`/`undefined` → `null`.
 *
 * @param amount an API amount: a plain decimal (XRP) or `"<value> <currency>"`.
 */
export function formatTableAmount(amount: string | null | undefined, digits: number = TABLE_AMOUNT_SIGNIFICANT_DIGITS): TableAmountText | null {
  if (amount == null) return null;
  const exact = formatAmount(amount);
  const m = /^(-?\d+(?:\.\d+)?)(\s.*)?$/.exec(exact.trim());
  if (!m) return { text: exact, exact, rounded: false };
  const [, value, unit = ''] = m;
  const short = roundSignificant(value, digits);
  const [w, f] = short.replace(/^-/, '').split('.');
  const grouped = `${short.startsWith('-') ? '-' : ''}${groupThousands(w!)}${f ? `.${f}` : ''}`;
  const text = `${grouped}${unit}`;
  return { text, exact, rounded: short !== value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '') };
}

/**
 * The transaction count of an account for display (spec §2 hero, metrics, insights and tiers):
 * grouped digits, with `+` when the count is a lower bound: `capped` (the API stopped at
 * {@link TXN_COUNT_CAP}) → `'1,200+'`; `incomplete` (a history page failed) → `'340+'`;
 * `exact` → `'340'`.
 */
export function formatTxnCount(count: number, status: TxnCountStatus | undefined): string {
  const digits = groupThousands(String(Math.max(0, Math.trunc(count))));
  return status === 'capped' || status === 'incomplete' ? `${digits}+` : digits;
}

// -------------------------------------------------------------------------------------------------
// Time
// -------------------------------------------------------------------------------------------------

function toEpochMs(value: Date | string | number): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return Date.parse(value);
}

/**
 * Short relative time between `date` and `now`: under 5 s (or in the future) 'just now'; then
 * '5s ago' … '59s ago', '1m ago' … '59m ago', '1h ago' … '23h ago', '1d ago' … (whole units,
 * rounded down; the words by `Intl.RelativeTimeFormat`, narrow). Invalid dates → `''`.
 *
 * @param date a Date, an ISO 8601 string or Unix milliseconds.
 * @param now the reference time (Date or Unix milliseconds); defaults to the current time.
 */
export function timeAgo(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = toEpochMs(date);
  const ref = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(then) || !Number.isFinite(ref)) return '';
  const seconds = Math.floor((ref - then) / 1000);
  if (seconds < 5) return 'just now';
  if (seconds < 60) return RELATIVE_NARROW.format(-seconds, 'second');
  if (seconds < 3600) return RELATIVE_NARROW.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return RELATIVE_NARROW.format(-Math.floor(seconds / 3600), 'hour');
  return RELATIVE_NARROW.format(-Math.floor(seconds / 86_400), 'day');
}

/** `Intl.RelativeTimeFormat` (English, as every text of the explorer): narrow ('5s ago') and long ('4 years ago'). */
const RELATIVE_NARROW = new Intl.RelativeTimeFormat('en', { style: 'narrow', numeric: 'always' });
const RELATIVE_LONG = new Intl.RelativeTimeFormat('en', { style: 'long', numeric: 'always' });

const LONG_UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365.25 * 86_400],
  ['month', 30.4375 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * Natural relative time with the largest fitting unit, rounded down: '4 years ago',
 * '3 months ago', '1 day ago', '12 seconds ago'; under 5 s (or in the future) 'just now'.
 * A year is 365.25 days and a month 30.4375 days; the words by `Intl.RelativeTimeFormat`. Invalid
 * dates → `''`.
 *
 * @param date a Date, an ISO 8601 string or Unix milliseconds.
 * @param now the reference time (Date or Unix milliseconds); defaults to the current time.
 */
export function timeAgoLong(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = toEpochMs(date);
  const ref = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(then) || !Number.isFinite(ref)) return '';
  const seconds = Math.floor((ref - then) / 1000);
  if (seconds < 5) return 'just now';
  for (const [unit, size] of LONG_UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return RELATIVE_LONG.format(-count, unit);
  }
  return 'just now';
}

/**
 * An absolute time in the visitor's time zone (e.g. 'Mar 4, 2022, 10:15:02 AM GMT+1'), for
 * display next to the UTC form given as a tooltip. Invalid dates → `''`.
 *
 * @param date a Date, an ISO 8601 string or Unix milliseconds.
 * @param timeZone an IANA zone; defaults to the runtime's (the visitor's) zone.
 */
export function formatLocalDateTime(date: Date | string | number, timeZone?: string): string {
  const ms = toEpochMs(date);
  if (!Number.isFinite(ms)) return '';
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(ms));
}

// The Ripple epoch and its conversions live in `./rippleTime` (re-exported here for existing imports).
export { rippleTimeToIso, rippleTimeToUnixMs, toRippleTime } from './rippleTime';

// -------------------------------------------------------------------------------------------------
// Identifiers and hex
// -------------------------------------------------------------------------------------------------

/**
 * Shortened address for display: the first `head` and last `tail` characters joined by '...'
 * (`rHb9CJ...yTh` style); values short enough to show whole are returned unchanged.
 */
export function shortenAddress(address: string, head = 6, tail = 4): string {
  if (typeof address !== 'string') return '';
  if (address.length <= head + tail + 3) return address;
  return `${address.slice(0, head)}...${address.slice(address.length - tail)}`;
}

/** The first 16 characters of a hash (spec §9 "History hashes shown as first 16 characters"). */
export function shortHash(hash: string): string {
  return typeof hash === 'string' ? hash.slice(0, SHORT_HASH_LENGTH) : '';
}

function hexToBytes(hex: string): Uint8Array | undefined {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9A-Fa-f]+$/.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * Currency code for display. A 40-hex (160-bit) code is decoded to ASCII when, after removing
 * leading and trailing zero bytes, every byte is printable ASCII (0x20-0x7E), e.g.
 * `534F4C4F00000000000000000000000000000000` → `SOLO`; the all-zero code → `XRP`; otherwise (e.g.
 * AMM LP tokens starting with 0x03) the hex is returned unchanged. Other codes (3-letter ISO-style
 * codes such as `USD`) are returned as is.
 */
export function decodeCurrencyCode(code: string): string {
  if (typeof code !== 'string' || !/^[0-9A-Fa-f]{40}$/.test(code)) return code;
  const bytes = hexToBytes(code)!;
  let start = 0;
  let end = bytes.length;
  while (start < end && bytes[start] === 0) start += 1;
  while (end > start && bytes[end - 1] === 0) end -= 1;
  if (start === end) return 'XRP';
  let text = '';
  for (let i = start; i < end; i += 1) {
    if (bytes[i] < 0x20 || bytes[i] > 0x7e) return code;
    text += String.fromCharCode(bytes[i]);
  }
  return text;
}

/**
 * Hex (e.g. an AccountRoot `Domain`, `MemoType`/`MemoData`/`MemoFormat`, an NFT URI) decoded as
 * UTF-8 text when it is valid UTF-8 and printable (no control characters other than tab, line
 * feed and carriage return). Returns `undefined` for empty or odd-length input, non-hex input,
 * invalid UTF-8 or non-printable text.
 */
export function decodeHexText(hex: string): string | undefined {
  if (typeof hex !== 'string') return undefined;
  const bytes = hexToBytes(hex);
  if (!bytes) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (text === '' || /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(text)) return undefined;
  return text;
}

/** How much older than the amount it values a price may be before the estimate names it: 1 h, ms. */
export const USD_PRICE_MAX_LAG_MS = 3_600_000;

/**
 * Where the price of a "≈ $" estimate comes from, to follow the amount: `at the XRPL DEX price`
 * when the price is live and at most {@link USD_PRICE_MAX_LAG_MS} older than what it values;
 * otherwise it names its ledger and time, `at the recorded DEX price of ledger #346,610,
 * 2013-03-12` (offline network) or `at the DEX price of ledger #94,084,608, 2025-02-19 08:14 UTC`
 * (live, but older than an hour).
 *
 * @param market `GET /api/market/data` (`live`, `lastUpdated` ISO 8601, `ledgerRange.last`).
 * @param valuedAtMs when the valued amount was read (Unix ms): the account answer's time, the
 *   statistics' ledger close time.
 */
export function usdPriceSource(
  market: { live: boolean; lastUpdated: string | null; ledgerRange?: { first: number; last: number } | null },
  valuedAtMs: number,
): string {
  const priceMs = market.lastUpdated ? Date.parse(market.lastUpdated) : Number.NaN;
  const fresh = market.live && Number.isFinite(priceMs) && valuedAtMs - priceMs <= USD_PRICE_MAX_LAG_MS;
  if (fresh) return 'at the XRPL DEX price';
  const ledger = market.ledgerRange ? ` of ledger #${groupThousands(String(market.ledgerRange.last))}` : '';
  const when = Number.isFinite(priceMs)
    ? market.live
      ? `, ${new Date(priceMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`
      : `, ${new Date(priceMs).toISOString().slice(0, 10)}`
    : '';
  return `at the ${market.live ? '' : 'recorded '}DEX price${ledger}${when}`;
}
