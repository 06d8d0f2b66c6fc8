/**
 * One transaction as rippled lists it (`account_tx` entries, `tx` answers, the transactions of an
 * expanded `ledger`), read the same way whatever the API version: the transaction in `tx_json`
 * (API v2) or `tx` (API v1), the metadata in `meta` or `metaData` (expanded ledgers).
 */
import { rippleTimeToIso } from './rippleTime';

/** A JSON object as rippled sends it (values not narrowed). */
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);
const ledgerSeq = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return undefined;
};

/** The transaction of an entry: `tx_json` (API v2), else `tx` (API v1); undefined when neither is an object. */
export function txJsonOf(entry: JsonObject): JsonObject | undefined {
  return isObject(entry.tx_json) ? entry.tx_json : isObject(entry.tx) ? entry.tx : undefined;
}

/** The metadata of an entry: `meta`, else `metaData` (transactions of an expanded `ledger`); undefined when neither is an object. */
export function metaOf(entry: JsonObject): JsonObject | undefined {
  return isObject(entry.meta) ? entry.meta : isObject(entry.metaData) ? entry.metaData : undefined;
}

/** One listed transaction, read: see {@link transactionEntryOf}. */
export interface TransactionEntry {
  tx: JsonObject;
  meta: JsonObject;
  /** Upper-case hash (`hash` of the entry, else of the transaction; `''` when neither has one). */
  hash: string;
  /** `ledger_index` of the entry, else of the transaction (0 when neither has one). */
  ledgerIndex: number;
  /** `close_time_iso`, else the transaction's `date` (Ripple-epoch seconds) as ISO 8601; null when neither. */
  date: string | null;
}

/**
 * One listed transaction (an `account_tx` entry of API v1 or v2, a `tx` answer) as transaction,
 * metadata, hash, ledger and ISO date; null without a transaction or without metadata.
 */
export function transactionEntryOf(entry: JsonObject): TransactionEntry | null {
  const tx = txJsonOf(entry);
  const meta = metaOf(entry);
  if (!tx || !meta) return null;
  const hash = (text(entry.hash) ?? text(tx.hash) ?? '').toUpperCase();
  const ledgerIndex = ledgerSeq(entry.ledger_index) ?? ledgerSeq(tx.ledger_index) ?? 0;
  const date = text(entry.close_time_iso) ?? (typeof tx.date === 'number' ? rippleTimeToIso(tx.date) : null);
  return { tx, meta, hash, ledgerIndex, date };
}
