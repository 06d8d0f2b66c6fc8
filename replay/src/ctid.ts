/**
 * Concise Transaction Identifiers (XLS-37): 64 bits written as 16 hex digits,
 * `0xC` (4 bits) | ledger index (28 bits) | transaction index in the ledger (16 bits) | network id (16 bits).
 * Rules follow rippled `RPC::encodeCTID` / `RPC::decodeCTID`.
 */

/** The parts of a CTID. */
export interface CtidParts {
  /** Ledger index (sequence), < 2^28. */
  ledgerIndex: number;
  /** `meta.TransactionIndex` of the transaction in that ledger, < 2^16. */
  transactionIndex: number;
  /** Network id (0 = XRPL mainnet), < 2^16. */
  networkId: number;
}

/**
 * Encodes a CTID as 16 upper-case hex digits, or returns `undefined` when a part is out of range
 * (rippled then omits the `ctid` field: ledger index must be < 0x0FFFFFFF, index and network id ≤ 0xFFFF).
 */
export function encodeCtid(ledgerIndex: number, transactionIndex: number, networkId: number): string | undefined {
  if (!Number.isInteger(ledgerIndex) || ledgerIndex < 0 || ledgerIndex >= 0x0fffffff) return undefined;
  if (!Number.isInteger(transactionIndex) || transactionIndex < 0 || transactionIndex > 0xffff) return undefined;
  if (!Number.isInteger(networkId) || networkId < 0 || networkId > 0xffff) return undefined;
  const value = (0xcn << 60n) | (BigInt(ledgerIndex) << 32n) | (BigInt(transactionIndex) << 16n) | BigInt(networkId);
  return value.toString(16).toUpperCase().padStart(16, '0');
}

/**
 * Decodes a CTID request parameter like rippled's `decodeCTID`: exactly 16 hex digits (either case)
 * whose top nibble is `C`. Returns `undefined` for anything else (rippled answers `invalidParams`).
 */
export function decodeCtid(value: unknown): CtidParts | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[0-9A-Fa-f]{16}$/.test(text)) return undefined;
  const n = BigInt(`0x${text}`);
  if (n >> 60n !== 0xcn) return undefined;
  return {
    ledgerIndex: Number((n >> 32n) & 0x0fffffffn),
    transactionIndex: Number((n >> 16n) & 0xffffn),
    networkId: Number(n & 0xffffn),
  };
}
