/**
 * The shapes of XRP Ledger identifiers, written once: every 64-hex key (transaction hash, ledger
 * hash, ledger entry index, NFTokenID, amendment ID), the 48-hex MPTokenIssuanceID and the classic
 * address shape. Pattern texts are unanchored (for JSON schemas and composed expressions); the
 * `is…` checks are anchored and do not trim.
 */

/** 64 hex digits, any case: a 256-bit key (transaction hash, ledger hash, entry index, NFTokenID, amendment ID). */
export const HEX64_PATTERN_TEXT = '[0-9A-Fa-f]{64}';
/** 64 upper-case hex digits: a 256-bit key as rippled prints it (and as LedgerLens stores it after upper-casing). */
export const UPPER_HEX64_PATTERN_TEXT = '[0-9A-F]{64}';
/** A transaction or ledger hash (64 hex, any case): pattern text, unanchored (the API's JSON schemas, the search rules). */
export const HASH_PATTERN_TEXT = HEX64_PATTERN_TEXT;
/** An NFTokenID (64 hex, any case): pattern text, unanchored. */
export const NFTOKEN_ID_PATTERN_TEXT = HEX64_PATTERN_TEXT;
/** A ledger entry index (`LedgerIndex`, `index`; 64 hex, any case): pattern text, unanchored. */
export const LEDGER_ENTRY_INDEX_PATTERN_TEXT = HEX64_PATTERN_TEXT;
/**
 * An MPTokenIssuanceID (48 hex, any case: the issuance's 32-bit `Sequence` then the issuer's
 * 160-bit AccountID): pattern text, unanchored. The MPT logic lives in `./mpt.ts`.
 */
export const MPT_ISSUANCE_ID_PATTERN_TEXT = '[0-9A-Fa-f]{48}';

/** Base58 alphabet of the XRP Ledger as a character class: no 0, O, I or l. */
export const BASE58_CLASS = '[1-9A-HJ-NP-Za-km-z]';
/** Classic address shape (spec §5 rule 2, §9): 'r' followed by 24 to 33 Base58 characters (no checksum check). */
export const CLASSIC_ADDRESS_SHAPE = new RegExp(`^r${BASE58_CLASS}{24,33}$`);

const HEX64_RE = new RegExp(`^${HEX64_PATTERN_TEXT}$`);
const UPPER_HEX64_RE = new RegExp(`^${UPPER_HEX64_PATTERN_TEXT}$`);

/** `^text$`: an anchored pattern text (for a JSON schema `pattern` or `new RegExp`). */
export function anchored(patternText: string): string {
  return `^${patternText}$`;
}

/** `^\s*text\s*$`: an anchored pattern text that lets surrounding spaces through (route parameters trimmed by the handler). */
export function anchoredTrimmed(patternText: string): string {
  return `^\\s*${patternText}\\s*$`;
}

/** True for 64 hex digits, any case (not trimmed): a transaction or ledger hash, an entry index, an NFTokenID, an amendment ID. */
export function isHex64(value: string): boolean {
  return typeof value === 'string' && HEX64_RE.test(value);
}

/** True for 64 upper-case hex digits (not trimmed): a 256-bit key as rippled prints it. */
export function isUpperHex64(value: string): boolean {
  return typeof value === 'string' && UPPER_HEX64_RE.test(value);
}
