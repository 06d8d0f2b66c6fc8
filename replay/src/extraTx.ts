/**
 * SYNTHETIC transactions for benchmarks only (`npm run bench:tx`), never for `npm start`: with
 * `REPLAY_EXTRA_TX=<file>` (colon-separated for several) the replay node also answers `tx` for the
 * transactions of those files, so the real stack (API mapping, the shell's server render) serves a
 * made-up huge transaction as it would a recorded one.
 *
 * Nothing here is ledger data. A file is refused unless it says it is synthetic:
 *
 * ```json
 * { "ledgerlens_synthetic": true, "generator": "bench/tx-nodes-answer.ts", "note": "…",
 *   "result": { "tx_json": {…}, "meta": {…}, "hash": "…", "ledger_index": 99000000, "close_time_iso": "…", "validated": true } }
 * ```
 *
 * (`result` is a rippled `tx` API v2 result.) Such transactions are held apart from the recorded
 * data ({@link ReplayStore.addSyntheticTransactions}): only `tx` by hash finds them; they are in no
 * ledger, no account history, no index and no ledger range. Every problem (unreadable file, invalid
 * JSON, no synthetic marker, no transaction, a hash of recorded data) is an error at start, with
 * the file's name, so a bad file never becomes a failed request later.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isObject } from './json';
import { readJson } from './fileReaders';
import type { TxRecord } from './types';


/** Network id a synthetic file is read with: none real (its records are never served as recorded data). */
const SYNTHETIC_NETWORK = -1;
/** The environment variable naming the synthetic transaction files (colon-separated). */
export const EXTRA_TX_ENV = 'REPLAY_EXTRA_TX';

/** The files named by `REPLAY_EXTRA_TX` (absolute paths; relative ones from the working directory); empty when unset. */
export function extraTxFiles(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env[EXTRA_TX_ENV] ?? '')
    .split(':')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => path.resolve(entry));
}

/** A synthetic transaction file that cannot be served: the message names the file and the reason. */
export class ExtraTxError extends Error {
  constructor(file: string, reason: string) {
    super(`${EXTRA_TX_ENV}: ${file}: ${reason}`);
    this.name = 'ExtraTxError';
  }
}

/**
 * Reads one synthetic transaction file (see the module comment for its layout).
 *
 * @param file path of the file
 * @returns the transaction as a record (its `file` is `file`, `served` false: it is no recorded data of any network)
 * @throws {ExtraTxError} unreadable file, invalid JSON, no `"ledgerlens_synthetic": true`, or no
 *   readable validated transaction (`result` with `tx_json`, `meta`, `hash`, `ledger_index`)
 */
export function readExtraTxFile(file: string): TxRecord {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ExtraTxError(file, `cannot read it (${err instanceof Error ? err.message : String(err)})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ExtraTxError(file, `invalid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  if (!isObject(json) || json.ledgerlens_synthetic !== true) {
    throw new ExtraTxError(file, 'not marked synthetic ("ledgerlens_synthetic": true at the top level): only made-up benchmark transactions are loaded this way; recorded data goes in REPLAY_DATA_DIR');
  }
  if (!isObject(json.result) || !isObject(json.result.tx_json)) {
    throw new ExtraTxError(file, 'no transaction: "result" must be a rippled tx result (API v2: tx_json, meta, hash, ledger_index)');
  }
  // A synthetic file belongs to no network: read as its own (-1), then marked not served (found by hash only).
  const content = readJson({ result: json.result }, { file, served: SYNTHETIC_NETWORK, declared: SYNTHETIC_NETWORK });
  const record = content.txs[0];
  if (content.kind !== 'transaction' || record === undefined || content.txs.length !== 1) {
    throw new ExtraTxError(file, `not a readable transaction (${content.reason ?? content.kind})`);
  }
  return { ...record, networkId: undefined, served: false };
}

/**
 * Reads every file of `REPLAY_EXTRA_TX`.
 *
 * @returns the synthetic transactions, in the order of the files (empty when the variable is unset)
 * @throws {ExtraTxError} on the first file that cannot be served, or two files with one hash
 */
export function loadExtraTransactions(env: NodeJS.ProcessEnv = process.env): TxRecord[] {
  const records: TxRecord[] = [];
  for (const file of extraTxFiles(env)) {
    const record = readExtraTxFile(file);
    const twin = records.find((r) => r.hash === record.hash);
    if (twin) throw new ExtraTxError(file, `transaction ${record.hash} is also in ${twin.file}`);
    records.push(record);
  }
  return records;
}
