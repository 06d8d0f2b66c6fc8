/**
 * What the loader reads out of a recorded file: transactions normalised to one record shape
 * ({@link normalizeTx}), ledger headers ({@link readHeader}), and a file's content ({@link FileContent}).
 */
import { decodeRippledCtid } from '@ledgerlens/shared/domain';
import { computeTransactionHash, tryDecode } from './codec';
import { isHash256, isObject, isUInt, toLedgerIndex, type JsonObject } from './json';
import type { LoadedLedger } from './store';
import { parseRecordedDate } from './time';
import { describeNetwork, recordNetwork, type NetworkContext } from './network';
import type { AccountInfoRecord, FeeRecord, FeeSettings, FileKind, LedgerHeader, ServerStatusRecord, TxOrigin, TxRecord, TxShape } from './types';

/** Envelope facts recorded next to a transaction (outside its own fields). */
export interface TxEnvelope {
  hash?: unknown;
  ledger_index?: unknown;
  ledger_hash?: unknown;
  date?: unknown;
  close_time_iso?: unknown;
  ctid?: unknown;
  validated?: unknown;
}

/** The file being read, the network its directory declares for unmarked records, and the network served. */
export interface Context extends NetworkContext {
  file: string;
}

/** Keeps only the transaction's own (PascalCase) fields; restores a Payment's `Amount` from `DeliverMax`. */
export function canonicalTransaction(source: JsonObject): JsonObject {
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
export function normalizeTx(rawTx: unknown, rawMeta: unknown, env: TxEnvelope, origin: TxOrigin, ctx: Context): TxRecord | string {
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
  const explicit = isUInt(tx.NetworkID) ? tx.NetworkID : ctid !== undefined ? decodeRippledCtid(ctid)!.networkId : undefined;
  const networkId = recordNetwork(ctx, explicit, ledgerIndex, closeTime);

  return {
    hash,
    tx,
    meta,
    ledgerIndex,
    transactionIndex: isUInt(meta.TransactionIndex) ? meta.TransactionIndex : undefined,
    ledgerHash,
    closeTime,
    recordedCtid: ctid,
    networkId,
    served: networkId === ctx.served,
    origin,
    file: ctx.file,
  };
}

/** One transaction of an `account_tx` page or a ledger's `transactions` array (API v1 or v2 layout). */
export function normalizeEmbedded(entry: JsonObject, inherited: TxEnvelope, origin: TxOrigin, ctx: Context): TxRecord | string {
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
export function readHeader(ledger: JsonObject, outer: JsonObject): LedgerHeader | string {
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
export interface FileContent {
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
  /** Records left out because they belong to another network than the one served. */
  otherNetwork?: number;
}

/** A file that matches no known layout, with the reason logged. */
export function skipped(reason: string): FileContent {
  return { kind: 'skipped', txs: [], reason };
}

/** A file (or `count` records of it) left out because it belongs to another network than the one served. */
export function otherNetwork(what: string, networkId: number | undefined, ctx: Context, count = 1): FileContent {
  return { kind: 'skipped', txs: [], reason: `${what} of ${describeNetwork(networkId)}, not of ${describeNetwork(ctx.served)} served here`, otherNetwork: count };
}
