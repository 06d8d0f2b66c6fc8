/**
 * Reads recorded rippled JSON files into a {@link ReplayStore}. Each file's layout is detected from its
 * content (no manifest is read); files that match no known layout are skipped with one log line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { decodeRippledCtid, xrpToDrops } from '@ledgerlens/shared/domain';
import { computeTransactionHash, tryDecode } from './codec';
import { isHash256, isObject, isUInt, toLedgerIndex, type JsonObject } from './json';
import { ReplayStore, type LedgerTxEntry, type LoadedLedger, type ReplayStoreData } from './store';
import { parseRecordedDate } from './time';
import type {
  AccountInfoRecord,
  FeeRecord,
  FeeSettings,
  FileKind,
  FileReport,
  LedgerHeader,
  ServerStatusRecord,
  TxOrigin,
  TxRecord,
  TxShape,
} from './types';

/** Receives one human-readable line (startup summary, warnings, request log). */
export type LogFn = (line: string) => void;

/** The built-in data directory: `replay/data/mainnet` (recorded mainnet responses shipped with the package). */
export const BUILTIN_DATA_DIR = path.resolve(__dirname, '../data/mainnet');

/**
 * Data directories to load, in order: the built-in `replay/data/mainnet` (unless
 * `REPLAY_BUILTIN_DATA=false`), then each entry of the colon-separated `REPLAY_DATA_DIR`
 * (resolved against the working directory). Later directories override earlier ones.
 */
export function defaultDataDirs(env: NodeJS.ProcessEnv = process.env): string[] {
  const dirs: string[] = [];
  const builtin = (env.REPLAY_BUILTIN_DATA ?? '').trim().toLowerCase();
  if (builtin !== 'false' && builtin !== '0' && builtin !== 'no') dirs.push(BUILTIN_DATA_DIR);
  for (const entry of (env.REPLAY_DATA_DIR ?? '').split(':')) {
    if (entry.trim() !== '') dirs.push(path.resolve(entry.trim()));
  }
  return dirs;
}

/** File names marking data from a test network (data set convention: `-testnet`, `-devnet`, `-altnet`). */
const NON_MAINNET_FILE = /-(testnet|devnet|altnet)(?=[.-])/i;

/** Envelope facts recorded next to a transaction (outside its own fields). */
interface TxEnvelope {
  hash?: unknown;
  ledger_index?: unknown;
  ledger_hash?: unknown;
  date?: unknown;
  close_time_iso?: unknown;
  ctid?: unknown;
  validated?: unknown;
}

interface Context {
  file: string;
  mainnetFile: boolean;
}

/** Keeps only the transaction's own (PascalCase) fields; restores a Payment's `Amount` from `DeliverMax`. */
function canonicalTransaction(source: JsonObject): JsonObject {
  const tx: JsonObject = {};
  for (const [key, value] of Object.entries(source)) {
    if (/^[A-Z]/.test(key) && key !== 'DeliverMax') tx[key] = value;
  }
  if (source.TransactionType === 'Payment' && tx.Amount === undefined && source.DeliverMax !== undefined) {
    tx.Amount = source.DeliverMax;
  }
  return tx;
}

/**
 * Normalises one recorded transaction (any layout) into a {@link TxRecord}, or returns the reason it
 * cannot be served (no metadata, no ledger index, not validated, ...).
 */
function normalizeTx(rawTx: unknown, rawMeta: unknown, env: TxEnvelope, origin: TxOrigin, ctx: Context): TxRecord | string {
  const txObj = typeof rawTx === 'string' ? tryDecode(rawTx) : rawTx;
  if (!isObject(txObj)) return 'no transaction object';
  const meta = typeof rawMeta === 'string' ? tryDecode(rawMeta) : rawMeta;
  if (!isObject(meta)) return 'no metadata';
  const tx = canonicalTransaction(txObj);
  if (typeof tx.TransactionType !== 'string') return 'no TransactionType';
  const validated = env.validated ?? txObj.validated;
  if (validated === false) return 'not validated';

  const recordedHash = env.hash ?? txObj.hash;
  const hash = isHash256(recordedHash) ? recordedHash.toUpperCase() : computeTransactionHash(tx);
  if (!hash) return 'no hash and the transaction cannot be serialised';
  const ledgerIndex = toLedgerIndex(env.ledger_index ?? txObj.ledger_index ?? txObj.inLedger);
  if (ledgerIndex === undefined) return 'no ledger index';

  const closeTime = parseRecordedDate(env.close_time_iso) ?? parseRecordedDate(env.date) ?? parseRecordedDate(txObj.date);
  const ledgerHash = isHash256(env.ledger_hash) ? env.ledger_hash.toUpperCase() : undefined;
  const ctidValue = env.ctid ?? txObj.ctid;
  const ctid = typeof ctidValue === 'string' && decodeRippledCtid(ctidValue) ? ctidValue.toUpperCase() : undefined;
  const networkId = tx.NetworkID;
  const mainnet =
    ctx.mainnetFile && (networkId === undefined || networkId === 0) && (ctid === undefined || decodeRippledCtid(ctid)!.networkId === 0);

  return {
    hash,
    tx,
    meta,
    ledgerIndex,
    transactionIndex: isUInt(meta.TransactionIndex) ? meta.TransactionIndex : undefined,
    ledgerHash,
    closeTime,
    recordedCtid: ctid,
    mainnet,
    origin,
    file: ctx.file,
  };
}

/** One transaction of an `account_tx` page or a ledger's `transactions` array (API v1 or v2 layout). */
function normalizeEmbedded(entry: JsonObject, inherited: TxEnvelope, origin: TxOrigin, ctx: Context): TxRecord | string {
  const rawTx = entry.tx_json ?? entry.tx ?? entry.tx_blob ?? entry;
  const rawMeta = entry.meta ?? entry.metaData ?? entry.meta_blob;
  const env: TxEnvelope = {
    hash: entry.hash,
    ledger_index: entry.ledger_index ?? inherited.ledger_index,
    ledger_hash: entry.ledger_hash ?? inherited.ledger_hash,
    date: entry.date ?? inherited.date,
    close_time_iso: entry.close_time_iso ?? inherited.close_time_iso,
    ctid: entry.ctid,
    validated: entry.validated ?? inherited.validated,
  };
  return normalizeTx(rawTx, rawMeta, env, origin, ctx);
}

/** Reads a ledger header (`ledger` object of a response, or a bare ledger object). */
function readHeader(ledger: JsonObject, outer: JsonObject): LedgerHeader | string {
  if (ledger.closed === false) return 'open (not closed) ledger';
  const ledgerIndex = toLedgerIndex(ledger.ledger_index ?? outer.ledger_index ?? ledger.seqNum);
  const hash = ledger.ledger_hash ?? ledger.hash ?? outer.ledger_hash;
  if (ledgerIndex === undefined || !isHash256(hash) || !isUInt(ledger.close_time)) return 'ledger without a complete header';
  const header: LedgerHeader = { ledger_index: ledgerIndex, ledger_hash: hash.toUpperCase(), close_time: ledger.close_time };
  for (const key of ['parent_hash', 'account_hash', 'transaction_hash'] as const) {
    const value = ledger[key];
    if (isHash256(value)) header[key] = value.toUpperCase();
  }
  const coins = ledger.total_coins ?? ledger.totalCoins;
  if (typeof coins === 'string' && /^[0-9]+$/.test(coins)) header.total_coins = coins;
  for (const key of ['parent_close_time', 'close_time_resolution', 'close_flags'] as const) {
    const value = ledger[key];
    if (isUInt(value)) header[key] = value;
  }
  return header;
}

/** Result of reading one file. */
interface FileContent {
  kind: FileKind;
  shape?: TxShape;
  txs: TxRecord[];
  ledger?: LoadedLedger;
  accountInfo?: AccountInfoRecord;
  serverInfo?: ServerStatusRecord;
  serverState?: ServerStatusRecord;
  fee?: FeeRecord;
  feeSettings?: FeeSettings;
  reason?: string;
}

function skipped(reason: string): FileContent {
  return { kind: 'skipped', txs: [], reason };
}

function isErrorResponse(json: JsonObject, body: JsonObject): boolean {
  return json.status === 'error' || typeof json.error === 'string' || body.status === 'error' || typeof body.error === 'string';
}

/** Label of a `{tx, meta, ...}` layout (see {@link TxShape}). */
function txEntryShape(body: JsonObject): TxShape {
  if ('close_time_iso' in body || 'ledger_hash' in body || 'ctid' in body) return 'explorer-v2';
  if ('date' in body || 'hash' in body || 'ledger_index' in body) return 'explorer';
  return 'account_tx-entry';
}

function readTransactionFile(body: JsonObject, shape: TxShape, ctx: Context): FileContent {
  let record: TxRecord | string;
  if (shape === 'stream-transaction' && isObject(body.transaction)) {
    record = normalizeTx(body.transaction, body.meta, body as TxEnvelope, shape, ctx);
  } else if (shape === 'tx-result-v1' || shape === 'response-tx-v1') {
    record = normalizeTx(body, body.meta, body as TxEnvelope, shape, ctx);
  } else {
    record = normalizeEmbedded(body, {}, shape, ctx);
  }
  if (typeof record === 'string') return skipped(record);
  return { kind: 'transaction', shape, txs: [record] };
}

function readLedgerFile(ledger: JsonObject, outer: JsonObject, ctx: Context): FileContent {
  if (outer.validated === false) return skipped('ledger not validated');
  const header = readHeader(ledger, outer);
  if (typeof header === 'string') return skipped(header);
  if (!ctx.mainnetFile) return skipped('ledger from a test network file');
  const inherited: TxEnvelope = { ledger_index: header.ledger_index, ledger_hash: header.ledger_hash, date: header.close_time };
  const txs: TxRecord[] = [];
  const problems: string[] = [];
  let entries: LedgerTxEntry[] | undefined;
  let recordedTxHashes: string[] | undefined;
  if (Array.isArray(ledger.transactions)) {
    recordedTxHashes = [];
    entries = [];
    for (const item of ledger.transactions) {
      if (typeof item === 'string' && isHash256(item)) {
        recordedTxHashes.push(item.toUpperCase());
        entries = undefined;
        continue;
      }
      if (!isObject(item)) continue;
      const record = normalizeEmbedded(item, inherited, 'ledger', ctx);
      if (typeof record === 'string') {
        problems.push(record);
        entries = undefined;
        const hash = item.hash;
        if (isHash256(hash)) recordedTxHashes.push(hash.toUpperCase());
        continue;
      }
      txs.push(record);
      recordedTxHashes.push(record.hash);
      entries?.push({ hash: record.hash, tx: record.tx, meta: record.meta });
    }
  }
  const loaded: LoadedLedger = { header, recordedTxHashes, entries, file: ctx.file };
  return {
    kind: 'ledger',
    txs,
    ledger: loaded,
    reason: problems.length > 0 ? `${problems.length} listed transaction(s) skipped: ${[...new Set(problems)].join(', ')}` : undefined,
  };
}

function readAccountTxFile(body: JsonObject, ctx: Context): FileContent {
  const txs: TxRecord[] = [];
  const problems: string[] = [];
  for (const item of body.transactions as unknown[]) {
    if (!isObject(item)) continue;
    const record = normalizeEmbedded(item, {}, 'account_tx', ctx);
    if (typeof record === 'string') problems.push(record);
    else txs.push(record);
  }
  return {
    kind: 'account_tx',
    txs,
    reason: problems.length > 0 ? `${problems.length} entr(ies) skipped: ${[...new Set(problems)].join(', ')}` : undefined,
  };
}

/** A recorded `*_xrp` number (server_info) in drops, rounded to whole drops; `undefined` unless a finite number ≥ 0. */
function xrpNumberToDrops(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Number(xrpToDrops(value)) : undefined;
}

function dropsValue(value: unknown): number | undefined {
  if (isUInt(value)) return value;
  if (typeof value === 'string' && /^[0-9]{1,17}$/.test(value)) return Number(value);
  return undefined;
}

function serverFeeSettings(validated: unknown, file: string, what: 'server_info' | 'server_state'): FeeSettings | undefined {
  if (!isObject(validated) || !isUInt(validated.seq)) return undefined;
  const base = what === 'server_info' ? xrpNumberToDrops(validated.base_fee_xrp) : dropsValue(validated.base_fee);
  const reserveBase = what === 'server_info' ? xrpNumberToDrops(validated.reserve_base_xrp) : dropsValue(validated.reserve_base);
  const reserveInc = what === 'server_info' ? xrpNumberToDrops(validated.reserve_inc_xrp) : dropsValue(validated.reserve_inc);
  if (base === undefined || reserveBase === undefined || reserveInc === undefined) return undefined;
  return {
    baseFeeDrops: base,
    reserveBaseDrops: reserveBase,
    reserveIncrementDrops: reserveInc,
    ledgerIndex: validated.seq,
    source: `${what} ${path.basename(file)}`,
    file,
    ...(isDocumentationExample(file) ? { documentationExample: true } : {}),
  };
}

/** Detects the layout of one parsed JSON file and reads it. */
function readJson(json: unknown, ctx: Context): FileContent {
  if (!isObject(json)) return skipped('not a JSON object');
  const wrapped =
    isObject(json.result) && !('TransactionType' in json) && !('tx' in json) && !('transaction' in json) && !('tx_json' in json);
  const body = wrapped ? (json.result as JsonObject) : json;
  if (isErrorResponse(json, body)) return skipped('error response');

  // Transactions.
  if (isObject(body.tx_json) || typeof body.tx_blob === 'string') {
    const shape: TxShape = body.type === 'transaction' ? 'stream-transaction' : wrapped ? 'response-tx-v2' : 'tx-result-v2';
    return readTransactionFile(body, shape, ctx);
  }
  if (isObject(body.transaction) && ('engine_result' in body || body.type === 'transaction')) {
    return readTransactionFile(body, 'stream-transaction', ctx);
  }
  if (body.TransactionType === 'SetFee' && body.meta === undefined && body.metaData === undefined) return readBareSetFee(body, ctx);
  if (typeof body.TransactionType === 'string') {
    return readTransactionFile(body, wrapped ? 'response-tx-v1' : 'tx-result-v1', ctx);
  }
  if (isObject(body.tx) || typeof body.tx === 'string') {
    return readTransactionFile(body, txEntryShape(body), ctx);
  }

  // Ledgers.
  if (isObject(body.ledger)) return readLedgerFile(body.ledger, body, ctx);
  if ('account_hash' in body && 'close_time' in body && ('ledger_hash' in body || 'hash' in body)) {
    return readLedgerFile(body, body, ctx);
  }

  // Ledger entries (bare objects).
  if (body.LedgerEntryType === 'FeeSettings') return readFeeSettingsEntry(body, ctx);

  // Other responses.
  if (typeof body.account === 'string' && Array.isArray(body.transactions)) return readAccountTxFile(body, ctx);
  if (isObject(body.account_data)) {
    if (!ctx.mainnetFile) return skipped('account_info from a test network file');
    const data = body.account_data;
    const ledgerIndex = toLedgerIndex(body.ledger_index);
    if (typeof data.Account !== 'string' || ledgerIndex === undefined) return skipped('account_info without account or ledger index');
    if (body.validated === false) return skipped('account_info from a ledger that is not validated');
    const info: AccountInfoRecord = {
      account: data.Account,
      accountData: data,
      ledgerIndex,
      ledgerHash: isHash256(body.ledger_hash) ? body.ledger_hash.toUpperCase() : undefined,
      file: ctx.file,
    };
    return { kind: 'account_info', txs: [], accountInfo: info };
  }
  if (isObject(body.info) || isObject(body.state)) {
    const kind = isObject(body.info) ? 'server_info' : 'server_state';
    const status = (body.info ?? body.state) as JsonObject;
    const networkId = status.network_id;
    if (!ctx.mainnetFile || (networkId !== undefined && networkId !== 0)) return skipped(`${kind} of a test network`);
    const clio = 'etl' in body || 'cache' in body || 'counters' in status;
    const validated = status.validated_ledger;
    const seq = isObject(validated) && isUInt(validated.seq) ? validated.seq : 0;
    const record: ServerStatusRecord = { status, seq, clio, file: ctx.file };
    const feeSettings = clio ? undefined : serverFeeSettings(validated, ctx.file, kind);
    return kind === 'server_info'
      ? { kind, txs: [], serverInfo: record, feeSettings }
      : { kind, txs: [], serverState: record, feeSettings };
  }
  if (isObject(body.drops) && isObject(body.levels)) {
    if (!ctx.mainnetFile) return skipped('fee of a test network');
    const index = toLedgerIndex(body.ledger_current_index) ?? 0;
    return { kind: 'fee', txs: [], fee: { result: body, ledgerCurrentIndex: index, file: ctx.file } };
  }
  if (body.type === 'ledgerClosed') {
    const ledgerIndex = toLedgerIndex(body.ledger_index);
    const base = dropsValue(body.fee_base);
    const reserveBase = dropsValue(body.reserve_base);
    const reserveInc = dropsValue(body.reserve_inc);
    const networkId = body.network_id;
    if (!ctx.mainnetFile || (networkId !== undefined && networkId !== 0)) return skipped('ledgerClosed message of a test network');
    if (ledgerIndex === undefined || base === undefined || reserveBase === undefined || reserveInc === undefined) {
      return skipped('ledgerClosed message without fees');
    }
    const feeSettings: FeeSettings = {
      baseFeeDrops: base,
      reserveBaseDrops: reserveBase,
      reserveIncrementDrops: reserveInc,
      ledgerIndex,
      source: `ledgerClosed stream ${path.basename(ctx.file)}`,
      file: ctx.file,
    };
    return { kind: 'ledgerClosed_stream', txs: [], feeSettings };
  }
  const keys = Object.keys(body).filter((k) => k !== 'status');
  if (keys.length === 2 && 'ledger_hash' in body && 'ledger_index' in body) return { kind: 'ledger_closed', txs: [] };
  if (keys.length === 1 && 'ledger_current_index' in body) return { kind: 'ledger_current', txs: [] };
  return skipped('unrecognised layout');
}

/** Base fee and reserves (drops) of SetFee or FeeSettings fields: XRPFees (`*Drops`) or the older ones (`BaseFee` hex, `ReserveBase`, `ReserveIncrement`). */
function feeFields(f: JsonObject): { baseFeeDrops: number; reserveBaseDrops: number; reserveIncrementDrops: number; xrpFeesFormat: boolean } | undefined {
  // Post-XRPFees amendment: BaseFeeDrops / ReserveBaseDrops / ReserveIncrementDrops (drops as strings).
  let base = dropsValue(f.BaseFeeDrops);
  let reserveBase = dropsValue(f.ReserveBaseDrops);
  let reserveInc = dropsValue(f.ReserveIncrementDrops);
  const xrpFeesFormat = base !== undefined && reserveBase !== undefined && reserveInc !== undefined;
  // Before it: BaseFee (UInt64, hex string, drops), ReserveBase / ReserveIncrement (UInt32 drops).
  if (base === undefined && typeof f.BaseFee === 'string' && /^[0-9A-Fa-f]{1,16}$/.test(f.BaseFee)) base = parseInt(f.BaseFee, 16);
  reserveBase ??= dropsValue(f.ReserveBase);
  reserveInc ??= dropsValue(f.ReserveIncrement);
  if (base === undefined || reserveBase === undefined || reserveInc === undefined) return undefined;
  return { baseFeeDrops: base, reserveBaseDrops: reserveBase, reserveIncrementDrops: reserveInc, xrpFeesFormat };
}

/** A recorded SetFee pseudo-transaction (with metadata, served by `tx`), as fee settings (drops). */
function setFeeSettings(tx: TxRecord): FeeSettings | undefined {
  if (tx.tx.TransactionType !== 'SetFee' || !tx.mainnet) return undefined;
  const fees = feeFields(tx.tx);
  if (!fees) return undefined;
  return {
    ...fees,
    ledgerIndex: tx.ledgerIndex,
    source: `SetFee ${tx.hash} (${path.basename(tx.file)})`,
    file: tx.file,
    previousTxnId: tx.hash,
    ...(isDocumentationExample(tx.file) ? { documentationExample: true } : {}),
  };
}

/** Data set convention: a file name ending `-doc` (before `.json` or a network suffix) is a documentation example. */
const DOCUMENTATION_FILE = /-doc(?=[.-])/i;
function isDocumentationExample(file: string): boolean {
  return DOCUMENTATION_FILE.test(path.basename(file));
}

/**
 * A SetFee pseudo-transaction recorded without metadata (a documentation example): not servable
 * by `tx`, but a record of the fees in force from its ledger (`LedgerSequence`, or the envelope's
 * `ledger_index`). Its hash is computed from its fields (the FeeSettings entry names it as `PreviousTxnID`).
 */
function readBareSetFee(body: JsonObject, ctx: Context): FileContent {
  if (!ctx.mainnetFile) return skipped('SetFee of a test network');
  const tx = canonicalTransaction(body);
  const fees = feeFields(tx);
  const ledgerIndex = toLedgerIndex(tx.LedgerSequence ?? body.ledger_index);
  if (!fees || ledgerIndex === undefined) return skipped('SetFee without metadata, fees or ledger');
  const hash = isHash256(body.hash) ? body.hash.toUpperCase() : computeTransactionHash(tx);
  return {
    kind: 'fee_settings',
    txs: [],
    feeSettings: {
      ...fees,
      ledgerIndex,
      source: `SetFee ${hash ?? '(hash unknown)'} (${path.basename(ctx.file)})`,
      file: ctx.file,
      ...(hash ? { previousTxnId: hash } : {}),
      ...(isDocumentationExample(ctx.file) ? { documentationExample: true } : {}),
    },
  };
}

/**
 * A bare FeeSettings ledger entry: in force from the ledger of the transaction that last changed
 * it (`PreviousTxnLgrSeq`); without that field the ledger is unknown and the file is skipped.
 */
function readFeeSettingsEntry(body: JsonObject, ctx: Context): FileContent {
  if (!ctx.mainnetFile) return skipped('FeeSettings of a test network');
  const fees = feeFields(body);
  const ledgerIndex = toLedgerIndex(body.PreviousTxnLgrSeq);
  if (!fees || ledgerIndex === undefined) return skipped('FeeSettings entry without fees or PreviousTxnLgrSeq');
  return {
    kind: 'fee_settings',
    txs: [],
    feeSettings: {
      ...fees,
      ledgerIndex,
      source: `FeeSettings entry (${path.basename(ctx.file)})`,
      file: ctx.file,
      entry: body,
      ...(isHash256(body.PreviousTxnID) ? { previousTxnId: body.PreviousTxnID.toUpperCase() } : {}),
      ...(isDocumentationExample(ctx.file) ? { documentationExample: true } : {}),
    },
  };
}

function listJsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).isFile());
}

/**
 * Loads every `*.json` file of `dirs` (in order; files of one directory in name order) and indexes it.
 *
 * - Layouts are detected from content: transaction files of all shapes ({@link TxShape}), ledger
 *   responses / bare ledger objects (header only, expanded, `-full` — whose `accountState` is ignored —
 *   and trimmed lists), `account_tx` pages, `account_info`, `server_info`, `server_state`, `fee`,
 *   `ledger_closed`, `ledger_current` and `ledgerClosed` stream messages. Error responses and anything
 *   else (including `provenance.json`) are skipped with one log line each.
 * - A record from a later file replaces an earlier one with the same key (transaction hash, ledger
 *   index); facts the later record lacks (ledger hash, close time, CTID) are kept from the earlier one.
 * - Missing directories are reported and skipped.
 *
 * @param dirs data directories, earliest first (see {@link defaultDataDirs})
 * @param log receives warning lines (default `console.log`)
 */
export function loadReplayData(dirs: string[], log: LogFn = console.log): ReplayStore {
  const started = performance.now();
  const data: ReplayStoreData = {
    dataDirs: [...dirs],
    files: [],
    transactions: new Map(),
    ledgers: new Map(),
    accountInfos: [],
    serverInfos: [],
    serverStates: [],
    fees: [],
    feeCandidates: [],
    loadStartedAt: started,
  };

  const addTx = (record: TxRecord): void => {
    const previous = data.transactions.get(record.hash);
    if (previous && previous.ledgerIndex === record.ledgerIndex) {
      data.transactions.set(record.hash, {
        ...record,
        ledgerHash: record.ledgerHash ?? previous.ledgerHash,
        closeTime: record.closeTime ?? previous.closeTime,
        recordedCtid: record.recordedCtid ?? previous.recordedCtid,
      });
    } else {
      data.transactions.set(record.hash, record);
    }
  };

  const addLedger = (ledger: LoadedLedger): void => {
    const previous = data.ledgers.get(ledger.header.ledger_index);
    if (previous && previous.header.ledger_hash === ledger.header.ledger_hash && ledger.recordedTxHashes === undefined) {
      // Same ledger, header only: keep the transaction list an earlier file recorded.
      data.ledgers.set(ledger.header.ledger_index, { ...ledger, recordedTxHashes: previous.recordedTxHashes, entries: previous.entries });
    } else {
      data.ledgers.set(ledger.header.ledger_index, ledger);
    }
  };

  for (const dir of dirs) {
    let files: string[];
    try {
      files = listJsonFiles(dir);
    } catch (err) {
      log(`[replay] warning: data directory ${dir} not readable (${err instanceof Error ? err.message : String(err)}); skipped`);
      continue;
    }
    for (const file of files) {
      const ctx: Context = { file, mainnetFile: !NON_MAINNET_FILE.test(path.basename(file)) };
      let content: FileContent;
      try {
        content = readJson(JSON.parse(readFileSync(file, 'utf8')), ctx);
      } catch (err) {
        content = skipped(`invalid JSON (${err instanceof Error ? err.message : String(err)})`);
      }
      for (const record of content.txs) addTx(record);
      if (content.ledger) addLedger(content.ledger);
      if (content.accountInfo) data.accountInfos.push(content.accountInfo);
      if (content.serverInfo) data.serverInfos.push(content.serverInfo);
      if (content.serverState) data.serverStates.push(content.serverState);
      if (content.fee) data.fees.push(content.fee);
      if (content.feeSettings) data.feeCandidates.push(content.feeSettings);
      const report: FileReport = {
        file,
        kind: content.kind,
        transactions: content.txs.map((t) => t.hash),
        ...(content.shape ? { shape: content.shape } : {}),
        ...(content.ledger ? { ledgerIndex: content.ledger.header.ledger_index } : {}),
        ...(content.reason ? { reason: content.reason } : {}),
      };
      data.files.push(report);
      if (content.kind === 'skipped') log(`[replay] warning: skipped ${file}: ${content.reason}`);
      else if (content.reason) log(`[replay] warning: ${file}: ${content.reason}`);
    }
  }

  for (const record of data.transactions.values()) {
    const settings = setFeeSettings(record);
    if (settings) data.feeCandidates.push(settings);
  }
  // Account states from account_info files: keep one per (account, ledger); later files win.
  const infos = new Map<string, AccountInfoRecord>();
  for (const info of data.accountInfos) infos.set(`${info.account}:${info.ledgerIndex}`, info);
  data.accountInfos = [...infos.values()];

  return new ReplayStore(data);
}
