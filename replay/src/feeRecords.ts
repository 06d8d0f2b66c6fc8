/**
 * Fee settings in the recordings: the fees a `server_info` / `server_state` reports, SetFee
 * transactions, bare SetFee files and recorded FeeSettings entries, and which of them are
 * documentation examples rather than a node's answers.
 */
import { xrpToDrops } from '@ledgerlens/shared/domain';
import { computeTransactionHash } from './codec';
import { isHash256, isObject, isUInt, toLedgerIndex, type JsonObject } from './json';
import type { FeeSettings, TxRecord } from './types';
import path from 'node:path';
import { canonicalTransaction, otherNetwork, skipped, type Context, type FileContent } from './records';

/** A recorded `*_xrp` number (server_info) in drops, rounded to whole drops; `undefined` unless a finite number ≥ 0. */
export function xrpNumberToDrops(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Number(xrpToDrops(value)) : undefined;
}

export function dropsValue(value: unknown): number | undefined {
  if (isUInt(value)) return value;
  if (typeof value === 'string' && /^[0-9]{1,17}$/.test(value)) return Number(value);
  return undefined;
}

export function serverFeeSettings(validated: unknown, file: string, what: 'server_info' | 'server_state'): FeeSettings | undefined {
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

/** Base fee and reserves (drops) of SetFee or FeeSettings fields: XRPFees (`*Drops`) or the older ones (`BaseFee` hex, `ReserveBase`, `ReserveIncrement`). */
export function feeFields(f: JsonObject): { baseFeeDrops: number; reserveBaseDrops: number; reserveIncrementDrops: number; xrpFeesFormat: boolean } | undefined {
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
export function setFeeSettings(tx: TxRecord): FeeSettings | undefined {
  if (tx.tx.TransactionType !== 'SetFee' || !tx.served) return undefined;
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
export const DOCUMENTATION_FILE = /-doc(?=[.-])/i;
export function isDocumentationExample(file: string): boolean {
  return DOCUMENTATION_FILE.test(path.basename(file));
}

/**
 * A SetFee pseudo-transaction recorded without metadata (a documentation example): not servable
 * by `tx`, but a record of the fees in force from its ledger (`LedgerSequence`, or the envelope's
 * `ledger_index`). Its hash is computed from its fields (the FeeSettings entry names it as `PreviousTxnID`).
 */
export function readBareSetFee(body: JsonObject, ctx: Context): FileContent {
  if (ctx.declared !== ctx.served) return otherNetwork('SetFee', ctx.declared, ctx);
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
export function readFeeSettingsEntry(body: JsonObject, ctx: Context): FileContent {
  if (ctx.declared !== ctx.served) return otherNetwork('FeeSettings entry', ctx.declared, ctx);
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
