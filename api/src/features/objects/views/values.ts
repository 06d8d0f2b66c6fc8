/**
 * Building blocks of the typed object views: ledger values turned into {@link ObjectValue}s.
 * Ledger text (hex blobs: CredentialType, URI, DIDDocument, Provider…) is decoded as UTF-8 only
 * when it is printable, else kept as hex; a link is made only of a safe `https:` URL.
 */
import { isHex64, decodeCurrencyCode, decodeHexText, formatScaled, rippleTimeToIso, safeHttpsUrl, type ObjectValue, type ObjectViewField } from '@ledgerlens/shared/domain';
import { isObject, type JsonObject } from '../../../json';

/** What a view module reads. */
export interface ObjectViewContext {
  /** Ledger object index (64 hex, upper case). */
  index: string;
  /** The entry's fields (`ledger_entry` `node`, or the last state of a deleted entry). */
  fields: JsonObject;
  /** True when the entry no longer exists (its last state is shown). */
  deleted: boolean;
  /** Close time of the ledger of this state, Ripple-epoch seconds, when the API knows it. */
  closeTime?: number;
}

const DASH: ObjectValue = { kind: 'text', text: '—' };

/** A labelled row. */
export function row(label: string, ...values: ObjectValue[]): ObjectViewField {
  return { label, values: values.length > 0 ? values : [DASH] };
}

/** Plain text. */
export function text(value: string, note?: string): ObjectValue {
  return note ? { kind: 'text', text: value, note } : { kind: 'text', text: value };
}

/** A badge. */
export function status(value: string, tone: NonNullable<ObjectValue['tone']>): ObjectValue {
  return { kind: 'status', text: value, tone };
}

/** A classic address (linked to its account page), or "—". */
export function account(value: unknown): ObjectValue {
  return typeof value === 'string' && /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/.test(value) ? { kind: 'account', text: value } : DASH;
}

/** A 64-hex ledger object index (linked to `/object/{index}`), or "—". */
export function object(value: unknown, label?: string): ObjectValue {
  if (typeof value !== 'string' || !isHex64(value)) return DASH;
  return { kind: 'object', text: label ?? value.toUpperCase(), ref: value.toUpperCase() };
}

/** A 64-hex NFTokenID (linked to `/nft/{id}`), or "—". */
export function nft(value: unknown): ObjectValue {
  return typeof value === 'string' && isHex64(value) ? { kind: 'nft', text: value.toUpperCase(), ref: value.toUpperCase() } : DASH;
}

/** A 48-hex MPTokenIssuanceID (linked to `/mpt/{id}`), or "—". */
export function mpt(value: unknown): ObjectValue {
  return typeof value === 'string' && /^[0-9A-Fa-f]{48}$/.test(value) ? { kind: 'mpt', text: value.toUpperCase(), ref: value.toUpperCase() } : DASH;
}

/** A 64-hex transaction hash (linked), or "—". */
export function transaction(value: unknown): ObjectValue {
  return typeof value === 'string' && isHex64(value) ? { kind: 'transaction', text: value.toUpperCase(), ref: value.toUpperCase() } : DASH;
}

/** An integer (number or decimal string) as text, or "—". */
export function number(value: unknown, note?: string): ObjectValue {
  if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))) {
    return note ? { kind: 'number', text: String(value), note } : { kind: 'number', text: String(value) };
  }
  return DASH;
}

/**
 * A hex blob (rippled `Blob` fields) as text when it is printable UTF-8, else as hex: never
 * markup. `link: true` makes a safe `https:` URL a link (URI fields).
 */
export function hexText(value: unknown, options: { link?: boolean } = {}): ObjectValue {
  if (typeof value !== 'string' || value === '') return DASH;
  const decoded = /^[0-9A-Fa-f]*$/.test(value) && value.length % 2 === 0 ? decodeHexText(value) : undefined;
  if (decoded === undefined) return { kind: 'hex', text: value.toUpperCase(), note: 'hex: not printable UTF-8' };
  const href = options.link ? safeHttpsUrl(decoded) : null;
  return href ? { kind: 'url', text: decoded, ref: href } : { kind: 'text', text: decoded };
}

/** The decoded text of a hex blob, or its hex: for one-line summaries. */
export function hexTextPlain(value: unknown): string {
  return hexText(value).text;
}

/** A Ripple-epoch time (seconds since 2000-01-01 UTC) as ISO 8601, or "—". */
export function rippleTime(seconds: unknown): ObjectValue {
  return typeof seconds === 'number' && Number.isSafeInteger(seconds) && seconds >= 0 ? { kind: 'time', text: rippleTimeToIso(seconds) } : DASH;
}

/** A Unix time (seconds since 1970-01-01 UTC, e.g. an Oracle's LastUpdateTime) as ISO 8601, or "—". */
export function unixTime(seconds: unknown): ObjectValue {
  if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds < 0) return DASH;
  return { kind: 'time', text: new Date(seconds * 1000).toISOString().replace('.000Z', 'Z'), note: 'Unix time' };
}

/**
 * Whether a Ripple-epoch expiry has passed at the ledger's close time: rippled treats an object
 * as expired once the parent ledger's close time is past `Expiration` (close time > expiration).
 * Undefined when either is unknown.
 */
export function expired(expiration: unknown, closeTime: number | undefined): boolean | undefined {
  if (typeof expiration !== 'number' || closeTime === undefined) return undefined;
  return closeTime > expiration;
}

/** The names of the set bits of `flags` (a table of bit → name), in table order. */
export function flagNames(flags: unknown, table: ReadonlyArray<readonly [number, string]>): string[] {
  if (typeof flags !== 'number') return [];
  return table.filter(([bit]) => (flags & bit) !== 0).map(([, name]) => name);
}

/** A flags row: the names of the set flags, or "None". */
export function flagsRow(flags: unknown, table: ReadonlyArray<readonly [number, string]>): ObjectViewField {
  const names = flagNames(flags, table);
  return row('Flags', text(names.length > 0 ? names.join(', ') : 'None', typeof flags === 'number' ? `0x${flags.toString(16).toUpperCase().padStart(8, '0')}` : undefined));
}

/**
 * An oracle price: `AssetPrice` (a UInt64, which rippled writes in JSON as a hex string) × 10^−Scale,
 * exactly (BigInt). "2e4" at Scale 3 → 0x2E4 = 740 → "0.74". Undefined when it is not hex.
 */
export function scaledHexPrice(assetPrice: unknown, scale: unknown): string | undefined {
  const hex = typeof assetPrice === 'number' ? assetPrice.toString(16) : assetPrice;
  if (typeof hex !== 'string' || !/^[0-9A-Fa-f]{1,16}$/.test(hex)) return undefined;
  const s = typeof scale === 'number' && Number.isInteger(scale) && scale >= 0 && scale <= 20 ? scale : 0;
  return formatScaled({ units: BigInt(`0x${hex}`), scale: s });
}

/** An XRPL amount as plain text: drops as XRP, tokens as value + currency (+ issuer), MPT as raw units with the issuance ID. */
export function amountText(value: unknown): string {
  if (typeof value === 'string' && /^\d+$/.test(value)) return `${formatScaled({ units: BigInt(value), scale: 6 })} XRP`;
  if (!isObject(value)) return '—';
  if (typeof value.mpt_issuance_id === 'string') return `${String(value.value)} (smallest units) of MPT ${value.mpt_issuance_id}`;
  const currency = typeof value.currency === 'string' ? decodeCurrencyCode(value.currency) : '?';
  const issuer = typeof value.issuer === 'string' ? ` issued by ${value.issuer}` : '';
  return value.value === undefined ? `${currency}${issuer}` : `${String(value.value)} ${currency}${issuer}`;
}

/** An XRPL amount as a value. */
export function amount(value: unknown): ObjectValue {
  return value === undefined ? DASH : text(amountText(value));
}

/** A currency code as text (40-hex codes decoded when printable). */
export function currency(value: unknown): ObjectValue {
  return typeof value === 'string' && value !== '' ? text(decodeCurrencyCode(value)) : DASH;
}

/** The inner objects of an STArray field (`[{Wrapper: {...}}]` → `[{...}]`). */
export function arrayOf(value: unknown, wrapper: string): JsonObject[] {
  if (!Array.isArray(value)) return [];
  return value.map((w) => (isObject(w) && isObject(w[wrapper]) ? (w[wrapper] as JsonObject) : undefined)).filter((v): v is JsonObject => v !== undefined);
}

/** "rAbc…wxyz": a short address for one-line summaries. */
export function short(value: unknown): string {
  return typeof value === 'string' && value.length > 12 ? `${value.slice(0, 6)}…${value.slice(-4)}` : String(value ?? '—');
}
