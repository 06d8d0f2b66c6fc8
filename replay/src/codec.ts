/**
 * XRPL binary helpers on top of `ripple-binary-codec` (the canonical serialisation used by rippled):
 * hashing, address checks and field-type lookups.
 */
import { createHash } from 'node:crypto';
import { DEFAULT_DEFINITIONS, decode, encode } from 'ripple-binary-codec';
import type { JsonObject } from './json';

/** Hash prefix of a signed transaction's id: `TXN\0`. */
const PREFIX_TRANSACTION_ID = '54584E00';

/** The XRPL "zero" account (rippled `beast::zero` AccountID): never a real account. */
export const ACCOUNT_ZERO = 'rrrrrrrrrrrrrrrrrrrrrhoLvTp';

/** SHA-512 truncated to its first 256 bits, as upper-case hex (rippled `sha512Half`). */
export function sha512Half(hex: string): string {
  return createHash('sha512').update(Buffer.from(hex, 'hex')).digest('hex').slice(0, 64).toUpperCase();
}

/**
 * Serialises a JSON object (transaction, metadata) to canonical binary hex. Fields the codec does not
 * know (API-only fields such as `hash`, `delivered_amount`, `DeliverMax`) are ignored by the codec.
 * Returns `undefined` when the object cannot be serialised (fields from unknown amendments, bad values).
 */
export function tryEncode(json: JsonObject): string | undefined {
  try {
    return encode(json);
  } catch {
    return undefined;
  }
}

/** Names of every field of serialised type `Amount` (rippled STAmount). */
const AMOUNT_FIELDS: ReadonlySet<string> = fieldNamesOfType('Amount');

/** First sentinel drop value used by {@link encodeWithNegativeXrp}; far above any real balance pattern. */
const SENTINEL_BASE = 99_999_999_999_000_000n;

/**
 * Like {@link tryEncode}, but also serialises **negative XRP amounts** (e.g. metadata
 * `DeliveredAmount: "-1"` and early-2013 balances), which rippled stores (sign bit clear) but
 * `ripple-binary-codec` refuses. Each negative amount is swapped for a unique positive sentinel,
 * the object is encoded, and the sentinel's 8 bytes are replaced by the negative encoding
 * (`drops` without the "positive" bit 62). Returns `undefined` when that is not possible.
 */
export function encodeWithNegativeXrp(json: JsonObject): string | undefined {
  return tryEncode(json) ?? encodeRewritingNegativeXrp(json);
}

function encodeRewritingNegativeXrp(json: JsonObject): string | undefined {
  const replacements: Array<{ sentinel: bigint; drops: bigint }> = [];
  const rewrite = (value: unknown, key: string | undefined): unknown => {
    if (typeof value === 'string' && key !== undefined && AMOUNT_FIELDS.has(key) && /^-[0-9]{1,17}$/.test(value)) {
      const sentinel = SENTINEL_BASE + BigInt(replacements.length);
      replacements.push({ sentinel, drops: BigInt(value.slice(1)) });
      return sentinel.toString();
    }
    if (Array.isArray(value)) return value.map((item) => rewrite(item, undefined));
    if (typeof value === 'object' && value !== null) {
      const out: JsonObject = {};
      for (const [k, v] of Object.entries(value)) out[k] = rewrite(v, k);
      return out;
    }
    return value;
  };
  const rewritten = rewrite(json, undefined) as JsonObject;
  let blob = replacements.length === 0 ? undefined : tryEncode(rewritten);
  if (blob === undefined) return undefined;
  for (const { sentinel, drops } of replacements) {
    const positive = ((1n << 62n) | sentinel).toString(16).toUpperCase().padStart(16, '0');
    const negative = drops.toString(16).toUpperCase().padStart(16, '0');
    const at = blob.indexOf(positive);
    if (at < 0 || at % 2 !== 0 || blob.indexOf(positive, at + 1) >= 0) return undefined;
    blob = blob.slice(0, at) + negative + blob.slice(at + 16);
  }
  return blob;
}

function fieldNamesOfType(typeName: string): ReadonlySet<string> {
  const names = new Set<string>();
  const lookup = DEFAULT_DEFINITIONS.field as unknown as Record<string, { type?: { name?: string } } | undefined>;
  for (const [name, info] of Object.entries(lookup)) {
    if (!/^[0-9]+$/.test(name) && info?.type?.name === typeName) names.add(name);
  }
  return names;
}

/** Parses canonical binary hex (`tx_blob`, `meta` blob) to JSON, or `undefined` when it is not valid. */
export function tryDecode(hex: string): JsonObject | undefined {
  try {
    return decode(hex) as JsonObject;
  } catch {
    return undefined;
  }
}

/** Transaction id (hash) from the transaction JSON: SHA-512Half over `TXN\0` + canonical binary. */
export function computeTransactionHash(tx: JsonObject): string | undefined {
  const blob = tryEncode(tx);
  return blob === undefined ? undefined : sha512Half(PREFIX_TRANSACTION_ID + blob);
}

/**
 * True for a classic address (`r...`, base58 with a valid checksum) — what rippled's
 * `parseBase58<AccountID>` accepts. X-addresses and hex account ids are rejected.
 */
export function isClassicAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/.test(value)) return false;
  return tryEncode({ Account: value }) !== undefined;
}

/** 20-byte AccountID of a classic address as 40 upper-case hex digits (undefined when invalid). */
export function accountIdHex(address: string): string | undefined {
  if (!isClassicAddress(address)) return undefined;
  const blob = tryEncode({ Account: address });
  // Field header 0x81 (Account), VL length 0x14, then the 20 bytes.
  return blob?.slice(4).toUpperCase();
}

/** Classic address of a 20-byte AccountID given as 40 hex digits (undefined when invalid). */
export function addressFromAccountIdHex(hex: string): string | undefined {
  if (!/^[0-9A-Fa-f]{40}$/.test(hex)) return undefined;
  const account = tryDecode(`8114${hex}`)?.Account;
  return typeof account === 'string' ? account : undefined;
}

/**
 * Names of every field whose serialised type is `AccountID` (Account, Destination, Owner, Issuer,
 * Holder, RegularKey, ...) according to the codec's definitions — what rippled's
 * `TxMeta::getAffectedAccounts` collects from metadata.
 */
export const ACCOUNT_ID_FIELDS: ReadonlySet<string> = fieldNamesOfType('AccountID');
