/**
 * XRP ↔ drops conversions: the one place they are written. The XRP Ledger counts XRP in drops
 * (1 XRP = 1,000,000 drops, an integer; rippled fields such as `Fee`, `Balance`, `total_coins`,
 * `Amount` as a string). Exact conversions use BigInt and decimal strings, never floating point;
 * {@link dropsToXrpNumber} is the one lossy variant, for fields rippled itself prints as a double
 * (`server_info.validated_ledger.base_fee_xrp`, `reserve_base_xrp`, `reserve_inc_xrp`).
 *
 * Display formatting (`formatDrops`, `formatXrp`) lives in `./format` and builds on these.
 */
import { DROPS_PER_XRP } from './constants';

const DROPS = BigInt(DROPS_PER_XRP);
const INTEGER_RE = /^[+-]?\d+$/;
const DECIMAL_RE = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** Integer drops as a BigInt. @throws {TypeError} when `drops` is not an integer. */
function toDropsBigInt(drops: string | number | bigint): bigint {
  if (typeof drops === 'bigint') return drops;
  if (typeof drops === 'number') {
    if (!Number.isInteger(drops)) throw new TypeError(`Invalid drops amount: ${drops} (drops are whole numbers)`);
    return BigInt(drops);
  }
  if (typeof drops === 'string' && INTEGER_RE.test(drops.trim())) return BigInt(drops.trim());
  throw new TypeError(`Invalid drops amount: ${String(drops)} (drops are whole numbers)`);
}

/**
 * Converts drops to XRP as an exact decimal string (drops ÷ 1,000,000), trailing zeros removed:
 * `0` → `'0'`, `1` → `'0.000001'`, `1500000` → `'1.5'`, `-25` → `'-0.000025'`,
 * `'100000000000000000'` → `'100000000000'`.
 *
 * @param drops integer drops: a decimal string (optional sign, surrounding spaces ignored), an
 *   integer number or a BigInt.
 * @throws {TypeError} when `drops` is not an integer (e.g. `'1.5'`, `'abc'`, `1.5`, `NaN`).
 */
export function dropsToXrp(drops: string | number | bigint): string {
  const value = toDropsBigInt(drops);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = (abs / DROPS).toString();
  const fraction = abs % DROPS;
  const text = fraction === 0n ? whole : `${whole}.${fraction.toString().padStart(6, '0').replace(/0+$/, '')}`;
  return negative ? `-${text}` : text;
}

/**
 * Drops to XRP as a JS number (floating point), the way rippled prints `base_fee_xrp`,
 * `reserve_base_xrp` and `reserve_inc_xrp` in `server_info`: `10` → `0.00001`, `1000000` → `1`.
 * The nearest double to the exact {@link dropsToXrp} value; exact below 2^53 drops ÷ 10^6 precision.
 *
 * @param drops integer drops (decimal string, integer number or BigInt).
 * @throws {TypeError} when `drops` is not an integer, as {@link dropsToXrp}.
 */
export function dropsToXrpNumber(drops: string | number | bigint): number {
  return Number(dropsToXrp(drops));
}

/**
 * Converts an XRP amount to drops as an exact integer string: `'1.5'` → `'1500000'`,
 * `'0.000001'` → `'1'`, `'-2'` → `'-2000000'`.
 *
 * @param xrp decimal string (at most 6 decimals) or number (rounded to 6 decimals first).
 * @throws {TypeError} for non-numeric input or a string with more than 6 decimals.
 */
export function xrpToDrops(xrp: string | number): string {
  let text: string;
  if (typeof xrp === 'number') {
    if (!Number.isFinite(xrp)) throw new TypeError(`Invalid XRP amount: ${xrp}`);
    text = Math.abs(xrp) >= 1e21 ? BigInt(Math.trunc(xrp)).toString() : xrp.toFixed(6);
  } else {
    text = String(xrp).trim();
  }
  const match = DECIMAL_RE.exec(text);
  if (!match) throw new TypeError(`Invalid XRP amount: ${String(xrp)}`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > 6) throw new TypeError(`Invalid XRP amount: ${String(xrp)} (more than 6 decimals)`);
  const drops = BigInt(whole) * DROPS + BigInt(fraction.padEnd(6, '0') || '0');
  return (sign === '-' && drops !== 0n ? -drops : drops).toString();
}
