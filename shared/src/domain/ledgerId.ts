/**
 * Ledger identifiers (spec §2 "Ledger page": an index, a hash or `latest`), one parser for the
 * ledger page's jump form and route, and the API's `GET /api/ledger/{id}`.
 */
import { CTID_MAX_LEDGER_INDEX } from './constants';
import { isHex64 } from './identifiers';

/** A ledger identifier: rippled `ledger` takes `ledger_index` (number or `validated`) or `ledger_hash`. */
export type LedgerIdentifier = { kind: 'index'; value: number } | { kind: 'hash'; value: string } | { kind: 'latest' };

/** Largest ledger index: the ledger sequence is a 32-bit unsigned integer. */
export const MAX_LEDGER_INDEX = CTID_MAX_LEDGER_INDEX;

/** Message of an identifier that is none of the three forms. */
export const INVALID_LEDGER_IDENTIFIER_MESSAGE =
  'Invalid ledger identifier: use a ledger index (1 to 4,294,967,295), a 64-character ledger hash, or latest.';

/**
 * Parses a ledger identifier: `latest` (any case: the newest validated ledger), a 64-hex ledger
 * hash (returned uppercased), or a decimal ledger index from 1 to 4,294,967,295 written with ASCII
 * digits only (a leading `#` and thousands commas are accepted, as in search, spec §5 rule 3).
 * Surrounding spaces are ignored. Signs, exponents (`1e6`), `0x` hex, other digit scripts and
 * index 0 are rejected. Returns `undefined` when invalid.
 */
export function parseLedgerIdentifier(raw: string | null | undefined): LedgerIdentifier | undefined {
  const value = (raw ?? '').trim();
  if (value.toLowerCase() === 'latest') return { kind: 'latest' };
  if (isHex64(value)) return { kind: 'hash', value: value.toUpperCase() };
  const digits = value.replace(/^#/, '').replace(/,(?=\d{3}(?:,|$))/g, '');
  if (/^[0-9]{1,10}$/.test(digits)) {
    const index = Number(digits);
    if (index >= 1 && index <= MAX_LEDGER_INDEX) return { kind: 'index', value: index };
  }
  return undefined;
}

/** The URL form of an identifier: the index in decimal, the hash uppercased, or `latest`. */
export function ledgerIdentifierText(id: LedgerIdentifier): string {
  return id.kind === 'latest' ? 'latest' : String(id.value);
}
