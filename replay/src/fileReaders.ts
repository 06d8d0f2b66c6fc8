/**
 * Reads one parsed recorded file ({@link readJson}): its layout is detected from its content
 * (transaction, ledger, account_tx, account_info, server_info/server_state, fee, SetFee, FeeSettings).
 */
import { isHash256, isObject, isUInt, toLedgerIndex, type JsonObject } from './json';
import type { LedgerTxEntry, LoadedLedger } from './store';
import type { AccountInfoRecord, FeeSettings, ServerStatusRecord, TxRecord, TxShape } from './types';
import { normalizeEmbedded, normalizeTx, otherNetwork, readHeader, skipped, type Context, type FileContent, type TxEnvelope } from './records';
import { decodeRippledCtid } from '@ledgerlens/shared/domain';
import { recordNetwork } from './network';
import { dropsValue, readBareSetFee, readFeeSettingsEntry, serverFeeSettings } from './feeRecords';
import path from 'node:path';

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
  if (!record.served) return { ...otherNetwork('transaction', record.networkId, ctx), shape };
  return { kind: 'transaction', shape, txs: [record] };
}

function readLedgerFile(ledger: JsonObject, outer: JsonObject, ctx: Context): FileContent {
  if (outer.validated === false) return skipped('ledger not validated');
  const header = readHeader(ledger, outer);
  if (typeof header === 'string') return skipped(header);
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
  const network = ledgerNetwork(txs, header, ctx);
  if (network !== ctx.served) return otherNetwork(`ledger ${header.ledger_index} (with ${txs.length} transaction(s))`, network, ctx, 1 + txs.length);
  const foreign = txs.filter((t) => !t.served);
  if (foreign.length > 0) {
    problems.push(...foreign.map((t) => `transaction ${t.hash} of another network`));
    entries = undefined;
  }
  const loaded: LoadedLedger = { header, recordedTxHashes, entries, file: ctx.file };
  return {
    kind: 'ledger',
    txs: txs.filter((t) => t.served),
    ledger: loaded,
    reason: problems.length > 0 ? `${problems.length} listed transaction(s) skipped: ${[...new Set(problems)].join(', ')}` : undefined,
  };
}

/**
 * A ledger's network: the mark of any of its transactions (`NetworkID`, recorded CTID), else the
 * directory's declared one as its header's index and close time allow ({@link recordNetwork}).
 */
function ledgerNetwork(txs: readonly TxRecord[], header: { ledger_index: number; close_time: number }, ctx: Context): number | undefined {
  for (const t of txs) {
    if (isUInt(t.tx.NetworkID)) return t.tx.NetworkID;
    if (t.recordedCtid !== undefined) return decodeRippledCtid(t.recordedCtid)!.networkId;
  }
  return recordNetwork(ctx, undefined, header.ledger_index, header.close_time);
}

function readAccountTxFile(body: JsonObject, ctx: Context): FileContent {
  const txs: TxRecord[] = [];
  const problems: string[] = [];
  let foreign = 0;
  for (const item of body.transactions as unknown[]) {
    if (!isObject(item)) continue;
    const record = normalizeEmbedded(item, {}, 'account_tx', ctx);
    if (typeof record === 'string') problems.push(record);
    else if (!record.served) foreign += 1;
    else txs.push(record);
  }
  if (foreign > 0) problems.push(`${foreign} of another network`);
  return {
    kind: 'account_tx',
    txs,
    reason: problems.length > 0 ? `${problems.length} entr(ies) skipped: ${[...new Set(problems)].join(', ')}` : undefined,
    ...(foreign > 0 ? { otherNetwork: foreign } : {}),
  };
}

/** Detects the layout of one parsed JSON file and reads it. */
export function readJson(json: unknown, ctx: Context): FileContent {
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
    if (ctx.declared !== ctx.served) return otherNetwork('account_info', ctx.declared, ctx);
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
    const network = recordNetwork(ctx, isUInt(status.network_id) ? status.network_id : undefined);
    if (network !== ctx.served) return otherNetwork(kind, network, ctx);
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
    if (ctx.declared !== ctx.served) return otherNetwork('fee answer', ctx.declared, ctx);
    const index = toLedgerIndex(body.ledger_current_index) ?? 0;
    return { kind: 'fee', txs: [], fee: { result: body, ledgerCurrentIndex: index, file: ctx.file } };
  }
  if (body.type === 'ledgerClosed') {
    const ledgerIndex = toLedgerIndex(body.ledger_index);
    const base = dropsValue(body.fee_base);
    const reserveBase = dropsValue(body.reserve_base);
    const reserveInc = dropsValue(body.reserve_inc);
    const network = recordNetwork(ctx, isUInt(body.network_id) ? body.network_id : undefined);
    if (network !== ctx.served) return otherNetwork('ledgerClosed message', network, ctx);
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
