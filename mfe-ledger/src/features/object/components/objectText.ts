/**
 * Plain text of ledger-object fields, in the field's own words and units: amounts (drops as XRP,
 * tokens as value + currency + issuer), Ripple-epoch times as UTC, crypto-condition types, rates.
 */
import { currencyPlainText, dropsToXrp, groupThousands, rippleTimeToIso, shortenAddress } from '@ledgerlens/shared';

/** An XRPL amount (drops string, or `{value, currency, issuer}`) as text: "10.5 XRP", "192,615 USD (rUGq…iSDS)". */
export function amountText(value: unknown): string {
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return `${groupNumber(dropsToXrp(value))} XRP`;
  if (value && typeof value === 'object') {
    const v = value as { value?: unknown; currency?: unknown; issuer?: unknown; mpt_issuance_id?: unknown };
    if (typeof v.mpt_issuance_id === 'string') return `${String(v.value)} MPT ${v.mpt_issuance_id.slice(0, 8)}…`;
    // The shared look-alike guard: a code reading "XRP" or with confusable text is shown as marked hex.
    const currency = typeof v.currency === 'string' ? currencyPlainText(v.currency) : '?';
    if (v.currency === 'XRP' && v.value === undefined) return 'XRP';
    const issuer = typeof v.issuer === 'string' ? ` (${shortenAddress(v.issuer, 4, 4)})` : '';
    return v.value === undefined ? `${currency}${issuer}` : `${groupNumber(String(v.value))} ${currency}${issuer}`;
  }
  return String(value ?? '—');
}

/** The numeric value of an amount (XRP for drops), or undefined. */
export function amountNumber(value: unknown): number | undefined {
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value) / 1e6;
  if (value && typeof value === 'object' && 'value' in value) return Number((value as { value: unknown }).value);
  return undefined;
}

function groupNumber(text: string): string {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  return m ? `${m[1]}${groupThousands(m[2]!)}${m[3] ?? ''}` : text;
}

/** A Ripple-epoch time as "2017-04-13 10:35:32 UTC". */
export function rippleTimeText(seconds: unknown): string {
  return typeof seconds === 'number' ? rippleTimeToIso(seconds).replace('T', ' ').replace('Z', ' UTC') : '—';
}

/**
 * The ledger a time field is judged against: the one the object's state is read from. A
 * transaction in the next ledger sees its close time as `parentCloseTime`, the clock rippled
 * compares FinishAfter, CancelAfter and Expiration with (never the visitor's wall clock).
 */
export interface LedgerClock {
  ledgerIndex: number;
  /** `close_time` of that ledger, Ripple-epoch seconds. */
  closeTime: number;
}

/**
 * Escrow FinishAfter / CancelAfter: rippled `Escrow.cpp` `after(now, mark)` is
 * `now.time_since_epoch().count() > mark` with `now` the parent ledger's close time: passed only
 * when the close time is strictly after the mark.
 */
export function escrowTimePassed(mark: number, clock: LedgerClock): boolean {
  return clock.closeTime > mark;
}

/**
 * Check and payment-channel Expiration, channel CancelAfter: rippled `View.cpp` `hasExpired`
 * (`parentCloseTime >= expiration`) and `PayChan.cpp` (`closeTime >= cancelAfter`): reached at the
 * mark itself.
 */
export function expiryReached(mark: number, clock: LedgerClock): boolean {
  return clock.closeTime >= mark;
}

const CONDITION_TYPES = ['PREIMAGE-SHA-256', 'PREFIX-SHA-256', 'THRESHOLD-SHA-256', 'RSA-SHA-256', 'ED25519-SHA-256'];

/** The crypto-condition type of an escrow `Condition` (its DER tag: A0 + type id), e.g. PREIMAGE-SHA-256. */
export function conditionType(condition: unknown): string | undefined {
  if (typeof condition !== 'string' || condition.length < 2) return undefined;
  const tag = parseInt(condition.slice(0, 2), 16);
  return CONDITION_TYPES[tag - 0xa0] ?? `unknown type (tag ${condition.slice(0, 2)})`;
}

/** Any field value as short display text (objects as compact JSON). */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A TradingFee (1/100,000) as a percent: 800 → "0.8%". */
export function tradingFeeText(fee: unknown): string {
  return typeof fee === 'number' ? `${fee / 1000}%` : '—';
}
