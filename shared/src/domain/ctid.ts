/**
 * Compact transaction identifiers (CTID), spec §3 "CTID layout", §5 "CTID decode/encode", §9.
 *
 * Layout (64 bits, written as 16 upper-case hex characters):
 *
 * | bits  | field                                   |
 * |-------|-----------------------------------------|
 * | 63-60 | prefix nibble C, D, E or F              |
 * | 59-32 | ledger index, low 28 bits               |
 * | 31-16 | transaction index (`meta.TransactionIndex`) |
 * | 15-0  | network ID                              |
 *
 * Two rule sets share this one bit layout ({@link packCtid} / {@link unpackCtid}):
 *
 * - **Spec** ({@link encodeCtid}, {@link decodeCtid}, {@link isCtid}, {@link ctidFromParts}): XLS-37
 *   extended as the spec requires: the prefix adds (prefix − C) × 268,435,456 to the ledger index,
 *   so D, E and F carry ledger indexes 268,435,456 … 1,073,741,823. Errors are the spec's texts.
 *   Used by the explorer (search, CTID tool, API `Transaction.ctid`).
 * - **rippled** ({@link encodeRippledCtid}, {@link decodeRippledCtid}): exactly rippled's
 *   `RPC::encodeCTID` / `RPC::decodeCTID`: prefix always C, ledger index below 0x0FFFFFFF, and
 *   `undefined` instead of an error (rippled then omits `ctid` or answers `invalidParams`). Used by
 *   the replay node, which must answer like rippled.
 *
 * All arithmetic is done with BigInt.
 */
import {
  CTID_LEDGERS_PER_PREFIX,
  CTID_MAX_HIGH_PART,
  CTID_MAX_LEDGER_INDEX,
  CTID_MAX_NETWORK_ID,
  CTID_MAX_TX_INDEX,
  NETWORK_NAMES,
} from './constants';

/** The three fields a CTID names. */
export interface CtidParts {
  /** Ledger index (sequence) of the ledger holding the transaction. */
  ledgerIndex: number;
  /** Position of the transaction in that ledger (`meta.TransactionIndex`), 0 … 65,535. */
  txIndex: number;
  /** Network ID (0 = mainnet, see {@link networkName}), 0 … 65,535. */
  networkId: number;
}

/** A decoded CTID (spec §3 "Decoded CTID"). */
export interface DecodedCtid extends CtidParts {
  /** The CTID as 16 upper-case hex characters. */
  raw: string;
}

/** An encoded CTID (spec §3 "Encoded CTID"). */
export interface EncodedCtid {
  /** 16-digit upper-case, zero-padded hex CTID, e.g. `C4A206D800360000`. */
  ctid: string;
  /**
   * The same CTID split into its fields for reading: `<prefix + ledger part> <tx index> <network>`,
   * e.g. `C4A206D8 0036 0000`. Not an identifier: copy `ctid` instead.
   */
  formatted: string;
}

/** Every message a CTID operation can fail with (spec §5, copied exactly). */
export const CTID_MESSAGES = Object.freeze({
  invalidFormat: 'Invalid CTID format. Must be 16 hex characters starting with C, D, E, or F',
  invalidPrefix: 'Invalid CTID prefix. Must start with C, D, E, or F',
  invalidNumbers: 'Please enter valid numbers for all fields',
  ledgerOutOfRange: 'Ledger index out of range (0 to 4,294,967,295)',
  txIndexOutOfRange: 'Transaction index out of range (0 to 65,535)',
  networkIdOutOfRange: 'Network ID out of range (0 to 65,535)',
  ledgerTooLarge: 'Ledger index too large to encode in CTID',
});

/** Key of {@link CTID_MESSAGES}. */
export type CtidErrorCode = keyof typeof CTID_MESSAGES;

/**
 * Error thrown by {@link decodeCtid} and {@link encodeCtid}. `message` is the exact spec text to
 * show in the CTID tool's destructive alert; `code` names it.
 */
export class CtidError extends Error {
  readonly code: CtidErrorCode;

  constructor(code: CtidErrorCode) {
    super(CTID_MESSAGES[code]);
    this.name = 'CtidError';
    this.code = code;
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

const LEDGER_STEP = BigInt(CTID_LEDGERS_PER_PREFIX); // 2^28
const LOW_LEDGER_MASK = LEDGER_STEP - 1n; // 0x0FFFFFFF
const PREFIX_C = 0xcn;
const CTID_SHAPE = /^[0-9A-F]{16}$/;
const CTID_FULL = /^[C-F][0-9A-F]{15}$/;
const UINT64_LIMIT = 1n << 64n;

/** The raw 64-bit fields of a CTID: prefix nibble, low 28 bits of the ledger index, tx index, network ID. */
interface CtidBits {
  prefix: bigint;
  lowLedger: bigint;
  txIndex: bigint;
  networkId: bigint;
}

/** Writes the bit fields as 16 upper-case, zero-padded hex digits (callers check the ranges). */
function packCtid({ prefix, lowLedger, txIndex, networkId }: CtidBits): string {
  const value = (prefix << 60n) | ((lowLedger & LOW_LEDGER_MASK) << 32n) | ((txIndex & 0xffffn) << 16n) | (networkId & 0xffffn);
  return value.toString(16).toUpperCase().padStart(16, '0');
}

/** Splits a 64-bit CTID value into its bit fields. */
function unpackCtid(value: bigint): CtidBits {
  return {
    prefix: value >> 60n,
    lowLedger: (value >> 32n) & LOW_LEDGER_MASK,
    txIndex: (value >> 16n) & 0xffffn,
    networkId: value & 0xffffn,
  };
}

/**
 * True when `value` (trimmed, any case) is a 16-hex-character CTID starting with C, D, E or F.
 * Every such string decodes.
 */
export function isCtid(value: string): boolean {
  return CTID_FULL.test(value.trim().toUpperCase());
}

/**
 * Decodes a CTID.
 *
 * @param input A string (trimmed and upper-cased first) or a BigInt (its hex digits are used,
 *   without padding, so a value with fewer than 16 significant nibbles is rejected).
 * @returns ledger index, transaction index, network ID and the upper-case CTID.
 * @throws {CtidError} `invalidPrefix` ('Invalid CTID prefix. Must start with C, D, E, or F') for
 *   16 hex characters that do not start with C-F; `invalidFormat` ('Invalid CTID format. Must be
 *   16 hex characters starting with C, D, E, or F') for anything else that is not a CTID,
 *   including other input types.
 */
export function decodeCtid(input: string | bigint): DecodedCtid {
  let raw: string;
  if (typeof input === 'string') {
    raw = input.trim().toUpperCase();
  } else if (typeof input === 'bigint') {
    if (input < 0n) throw new CtidError('invalidFormat');
    raw = input.toString(16).toUpperCase();
  } else {
    throw new CtidError('invalidFormat');
  }
  if (!CTID_SHAPE.test(raw)) throw new CtidError('invalidFormat');
  if (!CTID_FULL.test(raw)) throw new CtidError('invalidPrefix');

  const { prefix, lowLedger, txIndex, networkId } = unpackCtid(BigInt(`0x${raw}`));
  const ledgerIndex = (prefix - PREFIX_C) * LEDGER_STEP + lowLedger;
  return { ledgerIndex: Number(ledgerIndex), txIndex: Number(txIndex), networkId: Number(networkId), raw };
}

/** Parses one encoder field; `undefined` when it is not an integer. */
function toBigIntField(value: number | string | bigint): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    return /^[+-]?\d+$/.test(text) ? BigInt(text) : undefined;
  }
  return undefined;
}

/**
 * Encodes a CTID (spec §5 "CTID encode"). Fields may be numbers, BigInts or decimal strings (as
 * typed into the CTID tool; surrounding spaces ignored).
 *
 * Checks, in order: every field an integer, ledger index 0 … 4,294,967,295, transaction index
 * 0 … 65,535, network ID 0 … 65,535, high part (ledger index ÷ 268,435,456) at most 3.
 *
 * @returns `{ ctid, formatted }`; `ctid` is 16 upper-case zero-padded hex digits.
 * @throws {CtidError} with the matching spec message: 'Please enter valid numbers for all
 *   fields', 'Ledger index out of range (0 to 4,294,967,295)', 'Transaction index out of range (0
 *   to 65,535)', 'Network ID out of range (0 to 65,535)', 'Ledger index too large to encode in
 *   CTID'.
 */
export function encodeCtid(
  ledgerIndex: number | string | bigint,
  txIndex: number | string | bigint,
  networkId: number | string | bigint,
): EncodedCtid {
  const ledger = toBigIntField(ledgerIndex);
  const tx = toBigIntField(txIndex);
  const network = toBigIntField(networkId);
  if (ledger === undefined || tx === undefined || network === undefined) {
    throw new CtidError('invalidNumbers');
  }
  if (ledger < 0n || ledger > BigInt(CTID_MAX_LEDGER_INDEX)) throw new CtidError('ledgerOutOfRange');
  if (tx < 0n || tx > BigInt(CTID_MAX_TX_INDEX)) throw new CtidError('txIndexOutOfRange');
  if (network < 0n || network > BigInt(CTID_MAX_NETWORK_ID)) throw new CtidError('networkIdOutOfRange');
  const high = ledger / LEDGER_STEP;
  if (high > BigInt(CTID_MAX_HIGH_PART)) throw new CtidError('ledgerTooLarge');

  const ctid = packCtid({ prefix: PREFIX_C + high, lowLedger: ledger, txIndex: tx, networkId: network });
  return { ctid, formatted: `${ctid.slice(0, 8)} ${ctid.slice(8, 12)} ${ctid.slice(12)}` };
}

/** rippled's `encodeCTID` limit: the ledger index must be below 0x0FFFFFFF. */
const RIPPLED_LEDGER_LIMIT = 0x0fffffff;

/** True for an integer `0 ≤ value < limit`. */
function isUIntBelow(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < limit;
}

/**
 * Encodes a CTID exactly as rippled's `RPC::encodeCTID` does (XLS-37 without the spec's D–F
 * extension): prefix always C, ledger index 0 … 268,435,454 (below 0x0FFFFFFF), transaction index
 * (`meta.TransactionIndex`) and network ID 0 … 65,535, all JS integers.
 *
 * @returns 16 upper-case zero-padded hex digits, or `undefined` when a part is out of range or not
 *   an integer (rippled then leaves the `ctid` field out of its answer). Never throws.
 */
export function encodeRippledCtid(ledgerIndex: number, txIndex: number, networkId: number): string | undefined {
  if (!isUIntBelow(ledgerIndex, RIPPLED_LEDGER_LIMIT) || !isUIntBelow(txIndex, 0x10000) || !isUIntBelow(networkId, 0x10000)) {
    return undefined;
  }
  return packCtid({ prefix: PREFIX_C, lowLedger: BigInt(ledgerIndex), txIndex: BigInt(txIndex), networkId: BigInt(networkId) });
}

/**
 * Decodes a `ctid` request parameter exactly as rippled's `RPC::decodeCTID` does: a string of
 * exactly 16 hex digits (either case, no spaces) or an unsigned 64-bit integer (BigInt, or a safe
 * integer number), whose top nibble is C. Prefixes D–F (the spec's extension) are rejected.
 *
 * @param value the raw JSON parameter, any type.
 * @returns ledger index (low 28 bits), transaction index and network ID, or `undefined` for
 *   anything else (rippled answers `invalidParams`). Never throws.
 */
export function decodeRippledCtid(value: unknown): CtidParts | undefined {
  let n: bigint;
  if (typeof value === 'string' && /^[0-9A-Fa-f]{16}$/.test(value)) n = BigInt(`0x${value}`);
  else if (typeof value === 'bigint' && value >= 0n && value < UINT64_LIMIT) n = value;
  else if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) n = BigInt(value);
  else return undefined;
  const bits = unpackCtid(n);
  if (bits.prefix !== PREFIX_C) return undefined;
  return { ledgerIndex: Number(bits.lowLedger), txIndex: Number(bits.txIndex), networkId: Number(bits.networkId) };
}

/**
 * CTID for the API's `Transaction.ctid`, from known parts (ledger index, `meta.TransactionIndex`
 * and the network ID of the server the data came from).
 *
 * @returns the 16-hex CTID, or `undefined` when a part is missing (`null`/`undefined`) or the
 *   parts cannot be encoded (out of range, ledger index ≥ 1,073,741,824). Never throws.
 */
export function ctidFromParts(
  ledgerIndex: number | null | undefined,
  txIndex: number | null | undefined,
  networkId: number | null | undefined,
): string | undefined {
  if (ledgerIndex == null || txIndex == null || networkId == null) return undefined;
  try {
    return encodeCtid(ledgerIndex, txIndex, networkId).ctid;
  } catch {
    return undefined;
  }
}

/**
 * Whether the transaction page shows a CTID (spec §2 "Shows the CTID when the transaction index is
 * above 0").
 */
export function showsCtid(transactionIndex: number | null | undefined): boolean {
  return typeof transactionIndex === 'number' && transactionIndex > 0;
}

/**
 * Display name of a network ID (spec §9): 0 'XRP Ledger Mainnet', 1 'XRP Ledger Testnet', 2 'XRP
 * Ledger Devnet', 3 'XRP Ledger AMM-Devnet', any other `Network ID {n}`.
 */
export function networkName(id: number): string {
  return NETWORK_NAMES[id] ?? `Network ID ${id}`;
}
