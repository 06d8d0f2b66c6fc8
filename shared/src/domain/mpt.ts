/**
 * Multi-purpose tokens (MPTokensV1, XLS-33): the one rule that turns an MPT amount into what a
 * person reads, used by the API (descriptions, amount hero, balance changes, tables, CSV, raw-view
 * labels, the issuance page) and the replay.
 *
 * - An MPTokenIssuanceID is 24 bytes: the issuer's `Sequence` at creation (4 bytes, big-endian)
 *   then the issuer's AccountID (20 bytes) — rippled `makeMptID` — so the issuer is known from the
 *   ID alone.
 * - An amount `{mpt_issuance_id, value}` carries an integer in the issuance's smallest unit; the
 *   display value is `value ÷ 10^AssetScale` (AssetScale of the MPTokenIssuance, 0 when absent),
 *   exact (BigInt, never a float).
 * - The name is the XLS-89 `ticker` of `MPTokenMetadata` when it decodes as XLS-89 JSON, else
 *   `MPT` and a short issuance ID.
 * - `MPTokenMetadata` is untrusted: XLS-89 keys (long `ticker`, `name`, `desc`, `icon`,
 *   `asset_class`, `asset_subclass`, `issuer_name`, `uris` {`uri`, `category`, `title`},
 *   `additional_info`, or compact `t`, `n`, `d`, `i`, `ac`, `as`, `in`, `us` {`u`, `c`, `t`},
 *   `ai`: XLS-89 §2 and xrpl.js 4.6 `MPT_META_ALL_FIELDS`) are read as text; anything else is text
 *   or hex; links only for safe https URLs.
 */
import { decodeAccountID, encodeAccountID } from 'ripple-address-codec';
import { affectedNodesOf } from './affectedNodes';
import { safeHttpsUrl } from './assets';
import { formatScaled } from './decimal';
import { MPT_METADATA_MAX_BYTES, MPT_METADATA_TEXT_LIMIT, type MptFlags, type MptMetadata, type MptMetadataUri, type MptQuantity } from './mptTypes';
import { MPT_ISSUANCE_ID_MESSAGE, isMptIssuanceId } from './search';
import type { AmountValue } from './types';

export { MPT_ISSUANCE_ID_MESSAGE, isMptIssuanceId };

/** The parts of an MPTokenIssuanceID. */
export interface MptIssuanceIdParts {
  /** The ID, 48 hex upper case. */
  id: string;
  /** The issuer's Sequence at creation (bytes 0–4, big-endian). */
  sequence: number;
  /** The issuer (AccountID of bytes 4–24), classic address. */
  issuer: string;
}

/**
 * Splits a 48-hex MPTokenIssuanceID (rippled `makeMptID`: Sequence then AccountID) into its
 * sequence and issuer address. Returns null for anything that is not 48 hex (see {@link MPT_ISSUANCE_ID_MESSAGE}).
 */
export function parseMptIssuanceId(text: string): MptIssuanceIdParts | null {
  if (typeof text !== 'string' || !isMptIssuanceId(text)) return null;
  const id = text.trim().toUpperCase();
  const sequence = Number.parseInt(id.slice(0, 8), 16);
  const issuer = encodeAccountID(Uint8Array.from(Buffer.from(id.slice(8), 'hex')));
  return { id, sequence, issuer };
}

/** `0044E4…1C8C`: a short form of an issuance ID for names and labels. */
export function shortMptId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 6)}…${id.slice(-4)}` : id;
}

/**
 * An integer in the issuance's smallest unit as the display value: `units ÷ 10^assetScale`, exact,
 * with `assetScale` fraction digits (`"100"`, 2 → `"1.00"`; `"-5"`, 0 → `"-5"`). A negative
 * integer (a balance delta) keeps its sign. Returns undefined when `units` is not an integer string.
 *
 * @param units integer string (the ledger's `value`, `MPTAmount`, `OutstandingAmount`, ...)
 * @param assetScale the issuance's `AssetScale` (0–255; absent = 0)
 */
export function scaleMptUnits(units: string | number | bigint, assetScale: number | undefined = 0): string | undefined {
  const text = String(units).trim();
  if (!/^-?\d+$/.test(text)) return undefined;
  const scale = Number.isInteger(assetScale) && assetScale! > 0 && assetScale! <= 255 ? assetScale! : 0;
  const plain = formatScaled({ units: BigInt(text), scale });
  if (scale === 0) return plain;
  // formatScaled drops trailing zeros: put them back so the value shows the token's precision.
  const [whole, fraction = ''] = plain.split('.');
  return `${whole}.${fraction.padEnd(scale, '0')}`;
}

/** {@link MptQuantity} of an integer field (`"0"` when absent or malformed). */
export function mptQuantity(units: unknown, assetScale: number | undefined): MptQuantity {
  const text = typeof units === 'string' || typeof units === 'number' ? String(units) : '0';
  const value = scaleMptUnits(text, assetScale);
  return value === undefined ? { value: scaleMptUnits('0', assetScale)!, units: '0' } : { value, units: text };
}

// ---------------------------------------------------------------------------------------------
// XLS-89 metadata

/** XLS-89 top-level keys: long name → compact name (XLS-89 §2; xrpl.js `MPT_META_ALL_FIELDS`). */
export const XLS89_KEYS: Readonly<Record<string, string>> = Object.freeze({
  ticker: 't',
  name: 'n',
  desc: 'd',
  icon: 'i',
  asset_class: 'ac',
  asset_subclass: 'as',
  issuer_name: 'in',
  uris: 'us',
  additional_info: 'ai',
});
/** XLS-89 keys of one `uris` entry: long → compact. */
export const XLS89_URI_KEYS: Readonly<Record<string, string>> = Object.freeze({ uri: 'u', category: 'c', title: 't' });

const LONG_OF = (map: Readonly<Record<string, string>>) => Object.fromEntries(Object.entries(map).map(([long, compact]) => [compact, long]));
const TOP_LONG_OF = LONG_OF(XLS89_KEYS);
const URI_LONG_OF = LONG_OF(XLS89_URI_KEYS);

/** Longest text kept of one metadata value (ledger text; the field itself is at most 1024 bytes). */
const VALUE_LIMIT = 512;
/** Longest ticker taken as a token's name (XLS-89 recommends up to 6 upper-case letters and digits). */
const TICKER_LIMIT = 16;

function hexBytes(hex: string): Uint8Array | undefined {
  if (!/^(?:[0-9A-Fa-f]{2})*$/.test(hex)) return undefined;
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}

function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** A printable one-line text value, cut to `limit`; undefined for anything else. */
function textValue(value: unknown, limit = VALUE_LIMIT): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  if (clean === '') return undefined;
  return clean.length > limit ? `${clean.slice(0, limit)}…` : clean;
}

/** Expands compact keys to long ones (a key present in both forms keeps both, as xrpl.js does). */
function expand(obj: Record<string, unknown>, longOf: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    const long = longOf[key];
    out[long !== undefined && !(long in obj) ? long : key] = value;
  }
  return out;
}

function urisOf(value: unknown): MptMetadataUri[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const uris: MptMetadataUri[] = [];
  for (const item of value.slice(0, 20)) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
    const entry = expand(item as Record<string, unknown>, URI_LONG_OF);
    const uri = textValue(entry.uri);
    if (!uri) continue;
    const category = textValue(entry.category, 64);
    const title = textValue(entry.title, 128);
    uris.push({ uri, ...(category ? { category } : {}), ...(title ? { title } : {}), href: safeHttpsUrl(uri) });
  }
  return uris.length > 0 ? uris : undefined;
}

/** Which key form an XLS-89 object uses. */
function keyForm(obj: Record<string, unknown>): 'long' | 'compact' | 'mixed' | undefined {
  const keys = Object.keys(obj);
  const long = keys.some((k) => k in XLS89_KEYS);
  const compact = keys.some((k) => k in TOP_LONG_OF);
  if (long && compact) return 'mixed';
  return long ? 'long' : compact ? 'compact' : undefined;
}

/** The XLS-89 fields of a decoded JSON object. */
function xls89Fields(decoded: Record<string, unknown>): Partial<MptMetadata> {
  const ticker = textValue(decoded.ticker, TICKER_LIMIT);
  const icon = textValue(decoded.icon);
  const iconHref = icon ? safeHttpsUrl(icon) : null;
  const info = decoded.additional_info;
  const additionalInfo = typeof info === 'string' ? textValue(info) : typeof info === 'object' && info !== null ? textValue(JSON.stringify(info)) : undefined;
  const fields: Partial<MptMetadata> = {
    ticker,
    name: textValue(decoded.name, 128),
    desc: textValue(decoded.desc),
    icon,
    ...(iconHref ? { iconHref } : {}),
    assetClass: textValue(decoded.asset_class, 64),
    assetSubclass: textValue(decoded.asset_subclass, 64),
    issuerName: textValue(decoded.issuer_name, 128),
    uris: urisOf(decoded.uris),
    additionalInfo,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<MptMetadata>;
}

/** Non-JSON metadata: UTF-8 text (cut), else binary (shown as hex). */
function asText(raw: string, bytes: Uint8Array, form: 'text' | 'oversized'): MptMetadata {
  const text = utf8(bytes);
  // eslint-disable-next-line no-control-regex
  if (text === undefined || /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) {
    return { raw, bytes: bytes.length, form: form === 'oversized' ? 'oversized' : 'binary', ...(form === 'oversized' ? { truncated: true } : {}) };
  }
  const cut = text.length > MPT_METADATA_TEXT_LIMIT;
  return { raw, bytes: bytes.length, form, text: cut ? `${text.slice(0, MPT_METADATA_TEXT_LIMIT)}…` : text, ...(cut || form === 'oversized' ? { truncated: true } : {}) };
}

/**
 * Decodes `MPTokenMetadata` (hex, from the MPTokenIssuance or an MPTokenIssuanceCreate):
 * - a JSON object with XLS-89 keys (long or compact) → `form: 'xls89'`, `decoded` with long keys,
 *   and the known fields as trimmed text (`uris` with `href` only for safe https URLs);
 * - another JSON object → `form: 'json'`, `decoded` as is;
 * - UTF-8 text → `form: 'text'`, `text` cut to {@link MPT_METADATA_TEXT_LIMIT} characters;
 * - anything else → `form: 'binary'` (shown as hex);
 * - longer than {@link MPT_METADATA_MAX_BYTES} → `form: 'oversized'`, never parsed.
 * Returns null when `hex` is absent, empty or not hex.
 */
export function decodeMptMetadata(hex: unknown): MptMetadata | null {
  if (typeof hex !== 'string' || hex === '') return null;
  const raw = hex.toUpperCase();
  const bytes = hexBytes(raw);
  if (!bytes) return null;
  if (bytes.length > MPT_METADATA_MAX_BYTES) return asText(raw, bytes.subarray(0, MPT_METADATA_MAX_BYTES), 'oversized');
  const text = utf8(bytes);
  let json: unknown;
  try {
    json = text === undefined ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return asText(raw, bytes, 'text');
  const obj = json as Record<string, unknown>;
  const keys = keyForm(obj);
  if (!keys) return { raw, bytes: bytes.length, form: 'json', decoded: obj };
  const decoded = expand(obj, TOP_LONG_OF);
  if (Array.isArray(decoded.uris)) decoded.uris = decoded.uris.map((u) => (typeof u === 'object' && u !== null && !Array.isArray(u) ? expand(u as Record<string, unknown>, URI_LONG_OF) : u));
  return { raw, bytes: bytes.length, form: 'xls89', keys, decoded, ...xls89Fields(decoded) };
}

/** The XLS-89 ticker of `MPTokenMetadata` hex when it has one (see {@link decodeMptMetadata}). */
export function mptTicker(metadataHex: unknown): string | undefined {
  return decodeMptMetadata(metadataHex)?.ticker;
}

/** A token's name: its XLS-89 ticker, else `MPT 0044E4…1C8C` (a short issuance ID labelled MPT). */
export function mptDisplayName(id: string, ticker?: string): string {
  return ticker ?? `MPT ${shortMptId(id)}`;
}

// ---------------------------------------------------------------------------------------------
// Flags and fees

/** MPTokenIssuance flags (rippled `LedgerFormats.h`). */
export const MPT_ISSUANCE_FLAGS = Object.freeze({
  lsfMPTLocked: 0x01,
  lsfMPTCanLock: 0x02,
  lsfMPTRequireAuth: 0x04,
  lsfMPTCanEscrow: 0x08,
  lsfMPTCanTrade: 0x10,
  lsfMPTCanTransfer: 0x20,
  lsfMPTCanClawback: 0x40,
});

/** MPToken flags (rippled `LedgerFormats.h`): lsfMPTLocked 0x1, lsfMPTAuthorized 0x2. */
export const MPTOKEN_FLAGS = Object.freeze({ lsfMPTLocked: 0x01, lsfMPTAuthorized: 0x02 });

/** The issuance's `Flags` as booleans. */
export function mptIssuanceFlags(flags: unknown): MptFlags {
  const f = typeof flags === 'number' && Number.isInteger(flags) ? flags : 0;
  const has = (bit: number) => (f & bit) !== 0;
  return {
    locked: has(MPT_ISSUANCE_FLAGS.lsfMPTLocked),
    canLock: has(MPT_ISSUANCE_FLAGS.lsfMPTCanLock),
    requireAuth: has(MPT_ISSUANCE_FLAGS.lsfMPTRequireAuth),
    canEscrow: has(MPT_ISSUANCE_FLAGS.lsfMPTCanEscrow),
    canTrade: has(MPT_ISSUANCE_FLAGS.lsfMPTCanTrade),
    canTransfer: has(MPT_ISSUANCE_FLAGS.lsfMPTCanTransfer),
    canClawback: has(MPT_ISSUANCE_FLAGS.lsfMPTCanClawback),
  };
}

/** MPT `TransferFee` (units of 0.001 %, 0–50000) in percent; null when absent or out of range. */
export function mptTransferFeePercent(fee: unknown): number | null {
  if (typeof fee !== 'number' || !Number.isInteger(fee) || fee < 0 || fee > 50_000) return null;
  return fee / 1000;
}

// ---------------------------------------------------------------------------------------------
// Amounts

/** What the amount rule needs of an MPTokenIssuance: its `AssetScale` and `MPTokenMetadata`. */
export interface MptIssuanceInfo {
  assetScale?: number;
  metadataHex?: string;
}

/** Issuance facts by MPTokenIssuanceID (48 hex upper case): from a transaction's metadata or the node. */
export type MptIssuanceLookup = ReadonlyMap<string, MptIssuanceInfo>;

/**
 * The MPTokenIssuance entries a transaction's metadata shows (`AffectedNodes`: `NewFields` of a
 * created one, `FinalFields` otherwise), by MPTokenIssuanceID (rippled `makeMptID(Sequence, Issuer)`).
 */
export function mptIssuancesInMeta(meta: unknown): Map<string, MptIssuanceInfo> {
  const found = new Map<string, MptIssuanceInfo>();
  for (const node of affectedNodesOf(meta)) {
    if (node.entryType !== 'MPTokenIssuance') continue;
    const id = mptIssuanceIdOf(node.fields);
    if (!id) continue;
    const { AssetScale, MPTokenMetadata } = node.fields;
    found.set(id, { ...(typeof AssetScale === 'number' ? { assetScale: AssetScale } : {}), ...(typeof MPTokenMetadata === 'string' ? { metadataHex: MPTokenMetadata } : {}) });
  }
  return found;
}

/** rippled `makeMptID`: the ID of an MPTokenIssuance entry from its `Sequence` and `Issuer`. */
export function mptIssuanceIdOf(fields: Record<string, unknown>): string | undefined {
  if (typeof fields.Sequence !== 'number' || typeof fields.Issuer !== 'string') return undefined;
  try {
    const account = Buffer.from(decodeAccountID(fields.Issuer));
    return (fields.Sequence.toString(16).padStart(8, '0') + account.toString('hex')).toUpperCase();
  } catch {
    return undefined;
  }
}

/** True for an MPT amount `{mpt_issuance_id, value}`. */
export function isMptAmount(value: unknown): value is { mpt_issuance_id: string; value: string } {
  return typeof value === 'object' && value !== null && typeof (value as { mpt_issuance_id?: unknown }).mpt_issuance_id === 'string';
}

/**
 * The one MPT amount rule: `{mpt_issuance_id, value}` → {@link AmountValue} with `value` =
 * value ÷ 10^AssetScale (exact, AssetScale fraction digits), `currency` = the XLS-89 ticker or
 * `MPT`, `issuer` = the account in the ID, `mptIssuanceId`, `mptUnits` (the integer as recorded),
 * `assetScale`, and `display` = `"1.00 TBILL"` or `"1.00 MPT 0044E4…1C8C"`. AssetScale and
 * metadata come from `issuances` (the transaction's metadata, else the node); unknown → scale 0.
 * Returns undefined when the amount is not an MPT amount with an integer value and a 48-hex ID.
 */
export function mptAmountValue(amount: unknown, issuances?: MptIssuanceLookup): AmountValue | undefined {
  if (!isMptAmount(amount)) return undefined;
  const parts = parseMptIssuanceId(amount.mpt_issuance_id);
  const units = String((amount as { value?: unknown }).value ?? '');
  if (!parts || !/^-?\d+$/.test(units)) return undefined;
  const info = issuances?.get(parts.id);
  const ticker = info?.metadataHex ? mptTicker(info.metadataHex) : undefined;
  const assetScale = info?.assetScale ?? 0;
  const value = scaleMptUnits(units, assetScale)!;
  const name = mptDisplayName(parts.id, ticker);
  return {
    value,
    currency: ticker ?? 'MPT',
    issuer: parts.issuer,
    mptIssuanceId: parts.id,
    mptUnits: units,
    assetScale,
    ...(info ? {} : { assetScaleUnknown: true }),
    display: `${value} ${name}`,
  };
}
