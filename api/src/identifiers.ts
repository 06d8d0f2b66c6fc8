/**
 * Parsing of the path identifiers of `GET /api/transaction/{id}` and `GET /api/ledger/{id}`.
 */
import { CTID_PATTERN_TEXT, HASH_PATTERN_TEXT, MAX_LEDGER_INDEX, parseLedgerIdentifier, validateTransactionIdentifier, type LedgerIdentifier } from '@ledgerlens/shared/domain';

/** 64 hexadecimal characters (transaction or ledger hash), any case. */
export const HASH_PATTERN = `^${HASH_PATTERN_TEXT}$`;
/** 16 hexadecimal characters starting with C, D, E or F (CTID, spec §5/§9), any case. */
export const CTID_PATTERN = `^${CTID_PATTERN_TEXT}$`;
/** JSON-schema pattern of a transaction identifier: a hash or a CTID, surrounding spaces allowed (trimmed). */
export const TRANSACTION_ID_PATTERN = `^\\s*(${HASH_PATTERN_TEXT}|${CTID_PATTERN_TEXT})\\s*$`;
/** JSON-schema pattern of a ledger identifier: decimal index, 64-hex hash or `latest` (any case), surrounding spaces allowed (trimmed). */
export const LEDGER_ID_PATTERN = `^\\s*([0-9]{1,10}|${HASH_PATTERN_TEXT}|[Ll][Aa][Tt][Ee][Ss][Tt])\\s*$`;
/** Largest ledger index (ledger sequence is a 32-bit unsigned integer). */
export { MAX_LEDGER_INDEX };

/** A transaction identifier, uppercased: rippled `tx` takes `transaction` (hash) or `ctid`. */
export type TransactionId = { kind: 'hash'; value: string } | { kind: 'ctid'; value: string };

/** A ledger identifier: rippled `ledger` takes `ledger_index` (number or `validated`) or `ledger_hash`. */
export type LedgerId = LedgerIdentifier;

/**
 * Parses a transaction identifier (spec §5, transaction page): a 64-hex hash or a 16-hex CTID
 * whose first character is C, D, E or F; any case, surrounding spaces ignored. Returns the
 * uppercased identifier, or `undefined` when invalid (→ 400 'Invalid Transaction Identifier').
 */
export function parseTransactionId(raw: string): TransactionId | undefined {
  const check = validateTransactionIdentifier(raw);
  return check.ok ? { kind: check.kind, value: check.id } : undefined;
}

/**
 * Parses a ledger identifier with the shared rule (`parseLedgerIdentifier`, the one the ledger
 * page uses): `latest` (any case: the latest validated ledger), a 64-hex ledger hash (uppercased),
 * or a decimal ledger index from 1 to 4,294,967,295 in ASCII digits; surrounding spaces ignored.
 * Returns `undefined` when invalid (→ 400 with the ledger message).
 */
export function parseLedgerId(raw: string): LedgerId | undefined {
  return parseLedgerIdentifier(raw);
}
