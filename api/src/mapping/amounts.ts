/**
 * Formatting of XRPL amounts and fees for the API's JSON (exact decimal strings), and ISO 8601
 * normalisation of node-supplied times. Unit conversions come from `@ledgerlens/shared/domain`.
 */
import { decodeCurrencyCode, dropsToXrp, mptAmountValue } from '@ledgerlens/shared/domain';
import { isObject } from '../json';

/** An amount ready for the API: the display text and, for tokens, who issued it. */
export interface FormattedAmount {
  /**
   * XRP: exact decimal XRP (drops / 1,000,000, e.g. `"12.5"`). Issued currency:
   * `"<value> <currency>"` (e.g. `"0.001043 xCoin"`). MPT: the shared MPT rule's display
   * (`"1.00 TBILL"`: value ÷ 10^AssetScale and the XLS-89 ticker; `"1 MPT 0044E4…1C8C"` without the issuance).
   */
  amount: string;
  /** Issuer address of an issued currency or of an MPT (the account in its MPTokenIssuanceID). */
  issuer?: string;
  /** MPT: the MPTokenIssuanceID (48 hex). */
  mptIssuanceId?: string;
}


/** True for an XRP amount in drops: a string (or safe integer) of decimal digits. */
export function isDropsAmount(value: unknown): value is string | number {
  return (typeof value === 'string' && /^-?\d+$/.test(value)) || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0);
}

/**
 * Formats any rippled amount field:
 * - XRP drops string (`"1000000"`) → `{ amount: "1" }` (exact, no float rounding);
 * - issued currency `{ currency, issuer, value }` → `{ amount: "<value> <currency>", issuer }`
 *   (`value` kept exactly as recorded; 3-character codes as they are, 40-hex codes decoded to
 *   ASCII when printable, e.g. `78436F696E00…` → `xCoin`, else the hex as recorded, e.g. LP tokens);
 * - MPT `{ mpt_issuance_id, value }` → the shared MPT rule without the issuance (scale 0):
 *   `{ amount: "<value> MPT <short id>", issuer: <issuer address>, mptIssuanceId }`.
 * Returns `undefined` for anything else (missing field, `"unavailable"`, malformed input).
 */
export function formatAmount(value: unknown): FormattedAmount | undefined {
  if (isDropsAmount(value)) return { amount: dropsToXrp(String(value)) };
  if (!isObject(value) || typeof value.value !== 'string' && typeof value.value !== 'number') return undefined;
  const quantity = String(value.value);
  if (typeof value.mpt_issuance_id === 'string') {
    const mpt = mptAmountValue(value);
    return mpt ? { amount: mpt.display, ...(mpt.issuer ? { issuer: mpt.issuer } : {}), mptIssuanceId: mpt.mptIssuanceId } : undefined;
  }
  if (typeof value.currency !== 'string') return undefined;
  const formatted: FormattedAmount = { amount: `${quantity} ${decodeCurrencyCode(value.currency)}` };
  if (typeof value.issuer === 'string' && value.currency !== 'XRP') formatted.issuer = value.issuer;
  return formatted;
}

/**
 * A zero amount in the same currency as `value` (for a failed delivery): `"0"` for XRP,
 * `"0 <currency>"` with the same issuer for tokens.
 */
export function zeroAmountLike(value: unknown): FormattedAmount | undefined {
  if (isDropsAmount(value)) return { amount: '0' };
  if (!isObject(value)) return undefined;
  return formatAmount({ ...value, value: '0' });
}

/** Exact XRP decimal string of a drops field such as `Fee` (`"12"` → `"0.000012"`); `"0"` when absent or malformed. */
export function dropsFieldToXrp(drops: unknown): string {
  return isDropsAmount(drops) ? dropsToXrp(String(drops)) : '0';
}

/** ISO 8601 UTC, without milliseconds when they are zero (the shape of rippled's `close_time_iso`). */
function unixMillisToIso(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/**
 * Normalises an ISO 8601 text from the node (`close_time_iso`) to the API's format; `undefined`
 * when it does not parse (some nodes have emitted malformed values such as `2015-08-12T01:01.10Z`).
 */
export function normalizeIso(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : unixMillisToIso(ms);
}
