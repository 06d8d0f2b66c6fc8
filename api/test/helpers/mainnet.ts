/**
 * Test helper: the recorded mainnet transactions of `replay/data/mainnet` turned into the
 * response shape rippled gives for `tx` with api_version 2.
 *
 * The files come from different tools (rippled v1 `tx` results, ripple/explorer mocks, stream
 * messages, one real v2 response); `provenance.json` names each file's shape and where the
 * transaction and metadata are. This helper only moves fields, it computes nothing that the API
 * computes (the expected values of the tests are derived from the raw files separately).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const MAINNET_DIR = join(__dirname, '..', '..', '..', 'replay', 'data', 'mainnet');

type Json = Record<string, unknown>;

export interface ProvenanceEntry {
  file: string;
  kind: string;
  method: string;
  network: string;
  network_id?: number;
  tx_type?: string;
  result?: string;
  hash?: string;
  ledger_index?: number;
  transaction_index?: number;
  ctid?: string;
  shape?: string;
  json_pointers?: { tx: string; meta: string; hash: string };
}

/** One recorded transaction: the raw pieces as the file holds them. */
export interface RecordedTransaction {
  entry: ProvenanceEntry;
  fileName: string;
  /** The whole file. */
  file: Json;
  /** The transaction fields as recorded (may include envelope fields for v1 shapes). */
  tx: Json;
  meta: Json;
  hash: string;
}

export function readJson(fileName: string): Json {
  return JSON.parse(readFileSync(join(MAINNET_DIR, fileName), 'utf8')) as Json;
}

function pointer(doc: Json, path: string): Json {
  if (path === '/') return doc;
  let node: unknown = doc;
  for (const key of path.replace(/^\//, '').split('/')) node = node === undefined ? undefined : (node as Json)[key];
  return node as Json;
}

/** Every mainnet transaction file listed in provenance.json. */
export function recordedTransactions(): RecordedTransaction[] {
  const provenance = readJson('provenance.json') as { files: ProvenanceEntry[] };
  return provenance.files
    .filter((entry) => entry.kind === 'transaction' && entry.json_pointers)
    .map((entry) => {
      const fileName = entry.file.split('/').pop() as string;
      const file = readJson(fileName);
      const pointers = entry.json_pointers!;
      const recorded = pointer(file, pointers.hash) as unknown;
      const tx = pointer(file, pointers.tx);
      const hash = String(typeof recorded === 'string' ? recorded : (tx.hash ?? entry.hash));
      return { entry, fileName, file, tx, meta: pointer(file, pointers.meta), hash };
    });
}

/** Fields that are not part of the signed transaction. */
const NOT_TX_FIELDS = [
  'hash', 'meta', 'metaData', 'validated', 'ledger_index', 'ledger_hash', 'inLedger', 'date', 'ctid',
  'close_time_iso', 'status', 'warnings',
];

function unixMsToIso(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/**
 * The api_version 2 `tx` result for a recorded transaction:
 * `{ tx_json, meta, hash, ledger_index, ledger_hash?, close_time_iso?, ctid?, validated: true }`.
 * As rippled does in API v2, a Payment's `Amount` is given as `DeliverMax`.
 * The real v2 response in the set is returned unchanged.
 */
export function toV2TxResult(rec: RecordedTransaction): Json {
  const { entry, file } = rec;
  if (entry.shape === 'response-tx-v2') return { ...(file.result as Json) };

  const txJson: Json = {};
  for (const [key, value] of Object.entries(rec.tx)) if (!NOT_TX_FIELDS.includes(key)) txJson[key] = value;
  if (txJson.TransactionType === 'Payment' && 'Amount' in txJson) {
    txJson.DeliverMax = txJson.Amount;
    delete txJson.Amount;
  }

  const envelope: Json = entry.shape === 'response-tx-v1' ? (file.result as Json) : file;
  const result: Json = { tx_json: txJson, meta: rec.meta, hash: rec.hash, validated: true };
  const ledgerIndex = envelope.ledger_index ?? rec.tx.ledger_index;
  if (ledgerIndex !== undefined) result.ledger_index = Number(ledgerIndex);
  if (typeof envelope.ledger_hash === 'string') result.ledger_hash = envelope.ledger_hash;
  if (typeof envelope.ctid === 'string') result.ctid = envelope.ctid;

  // Close time: v1 results and stream messages carry `date` (Ripple epoch seconds); explorer
  // mocks carry an ISO string or Unix milliseconds.
  const date = envelope.date ?? rec.tx.date;
  if (typeof date === 'string') result.close_time_iso = unixMsToIso(Date.parse(date));
  else if (typeof date === 'number' && date > 1e12) result.close_time_iso = unixMsToIso(date);
  else if (typeof date === 'number') result.close_time_iso = unixMsToIso((date + 946684800) * 1000);
  return result;
}

/** The recorded close time in Unix milliseconds (independent of the API), or undefined. */
export function recordedCloseTimeMs(rec: RecordedTransaction): number | undefined {
  const envelope: Json = rec.entry.shape === 'response-tx-v1' || rec.entry.shape === 'response-tx-v2' ? (rec.file.result as Json) : rec.file;
  if (typeof envelope.close_time_iso === 'string') return Date.parse(envelope.close_time_iso);
  const date = envelope.date ?? rec.tx.date;
  if (typeof date === 'string') return Date.parse(date);
  if (typeof date === 'number') return date > 1e12 ? date : (date + 946684800) * 1000;
  return undefined;
}

/** The v2 `tx` result for one transaction of an expanded ledger file (v1 ledger entries: flat fields + metaData). */
export function v2TxResultFromLedger(ledgerFile: string, hashPrefix: string): Json {
  const doc = readJson(ledgerFile);
  const result = (doc.result ?? doc) as Json;
  const ledger = (result.ledger ?? result) as Json;
  const entry = (ledger.transactions as Json[]).find((t) => String(t.hash).startsWith(hashPrefix));
  if (!entry) throw new Error(`no transaction ${hashPrefix} in ${ledgerFile}`);
  const txJson: Json = {};
  for (const [key, value] of Object.entries(entry)) if (!NOT_TX_FIELDS.includes(key)) txJson[key] = value;
  if (txJson.TransactionType === 'Payment' && 'Amount' in txJson) {
    txJson.DeliverMax = txJson.Amount;
    delete txJson.Amount;
  }
  return {
    tx_json: txJson,
    meta: entry.metaData ?? entry.meta,
    hash: entry.hash,
    ledger_index: Number(ledger.ledger_index),
    ledger_hash: ledger.ledger_hash ?? ledger.hash,
    close_time_iso: unixMsToIso((Number(ledger.close_time) + 946684800) * 1000),
    validated: true,
  };
}
