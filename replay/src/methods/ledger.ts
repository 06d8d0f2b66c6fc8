/**
 * Ledger methods of rippled: `ledger`, `ledger_closed`, `ledger_current`, `ledger_entry` (the
 * FeeSettings entry) and `ledger_data` (the recorded full-state ledgers, `fullState.ts`).
 */
import { RpcError, expectedField, invalidField } from '../errors';
import { clone, isHash256, isUInt, type JsonObject } from '../json';
import { renderLedgerTx, sorted, type ApiVersion } from '../render';
import { rippleTimeToHuman, rippleTimeToIso } from '../time';
import type { FeeSettings, LedgerRecord, TxRecord } from '../types';
import type { Handler, HandlerContext } from '../context';
import { ledgerFields, ledgerFromSpec, parseLedgerSpec } from '../ledgerSpec';
import { encode } from 'ripple-binary-codec';
import { stateOf } from '../fullState';
import { SYNTHETIC_LEDGER_INDEX, indexOfMarker, syntheticAccounts, syntheticHeader, syntheticKey, syntheticObject, syntheticTotal } from '../synthetic';
import { feeSettingsRecord } from './server';

/**
 * Warning added to a `ledger` response (response-level `warnings`, like Clio's) when transactions were
 * asked for but the recorded list is not proven complete: the list holds only the recorded transactions.
 */
export const WARNING_INCOMPLETE_TRANSACTIONS = {
  id: 3001,
  message:
    'LedgerLens replay: the transaction list of this ledger was not recorded completely; only the recorded transactions are listed.',
} as const;

const ledgerClosed: Handler = (ctx) => {
  const newest = ctx.store.newestLedger;
  if (!newest) throw new RpcError('noClosed');
  return { result: { ledger_hash: newest.header.ledger_hash, ledger_index: newest.header.ledger_index } };
};

const ledgerCurrent: Handler = (ctx) => {
  const newest = ctx.store.newestLedger;
  if (!newest) throw new RpcError('noCurrent');
  return { result: { ledger_current_index: newest.header.ledger_index } };
};

// ---------------------------------------------------------------------------------------------
// ledger

/** rippled `fillJson`: the header as recorded, `ledger_index` a string in API v1, times rendered from `close_time`. */
function headerJson(ledger: LedgerRecord, api: ApiVersion): JsonObject {
  const h = ledger.header;
  const out: JsonObject = {
    ledger_index: api > 1 ? h.ledger_index : String(h.ledger_index),
    closed: true,
    ledger_hash: h.ledger_hash,
    close_time: h.close_time,
  };
  if (h.parent_hash) out.parent_hash = h.parent_hash;
  if (h.transaction_hash) out.transaction_hash = h.transaction_hash;
  if (h.account_hash) out.account_hash = h.account_hash;
  if (h.total_coins) out.total_coins = h.total_coins;
  if (h.close_flags !== undefined) out.close_flags = h.close_flags;
  if (h.parent_close_time !== undefined) out.parent_close_time = h.parent_close_time;
  if (h.close_time_resolution !== undefined) out.close_time_resolution = h.close_time_resolution;
  if (h.close_time !== 0) {
    out.close_time_human = rippleTimeToHuman(h.close_time);
    if (h.close_flags !== undefined && (h.close_flags & 1) !== 0) out.close_time_estimated = true;
    out.close_time_iso = rippleTimeToIso(h.close_time);
  }
  return sorted(out);
}

const ledger: Handler = (ctx) => {
  const { store, params, api } = ctx;
  const record = ledgerFromSpec(store, parseLedgerSpec(params), api);
  if (params.full === true || params.accounts === true) throw new RpcError('noPermission');
  if (params.queue === true) throw new RpcError('invalidParams'); // the queue exists only for the open ledger
  const ledgerJson = headerJson(record, api);
  const warnings: JsonObject[] = [];
  if (params.transactions === true) {
    const index = record.header.ledger_index;
    const complete = store.txListStatus(index) === 'complete';
    const byHash = new Map<string, TxRecord | undefined>();
    for (const hash of record.recordedTxHashes ?? []) byHash.set(hash, store.getTransaction(hash));
    if (!complete) for (const tx of store.transactionsInLedger(index)) byHash.set(tx.hash, tx);
    const hashes = [...byHash.keys()].sort();
    if (params.expand === true) {
      const binary = params.binary === true;
      ledgerJson.transactions = hashes.flatMap((hash) => {
        const tx = byHash.get(hash);
        return tx ? [renderLedgerTx(store, tx, api, binary)] : [];
      });
    } else {
      ledgerJson.transactions = hashes;
    }
    if (!complete) warnings.push({ ...WARNING_INCOMPLETE_TRANSACTIONS });
  }
  const result = sorted({ ...ledgerFields(record), ledger: ledgerJson });
  return warnings.length > 0 ? { result, warnings } : { result };
};

// ---------------------------------------------------------------------------------------------
// ledger_entry (the FeeSettings singleton only)

/** Key of the FeeSettings ledger entry (rippled `keylet::fees()`): the same in every ledger. */
export const FEE_SETTINGS_KEY = '4BC50C9B0D8515D3EAAE1E74B29A95804346C491EE1A95BF25E4AAB854A6A651';

/**
 * The FeeSettings entry as it stood with `fees` in force: a recorded entry as recorded; otherwise
 * built from the record, in the XRPFees format (`BaseFeeDrops`, `ReserveBaseDrops`,
 * `ReserveIncrementDrops`, drops as strings) when the record used it, else the older one (`BaseFee`
 * hex drops, `ReferenceFeeUnits`, `ReserveBase`, `ReserveIncrement`), with `PreviousTxnID` /
 * `PreviousTxnLgrSeq` when the SetFee that set the values is known.
 */
function feeSettingsNode(fees: FeeSettings): JsonObject {
  if (fees.entry) return sorted({ ...clone(fees.entry), index: FEE_SETTINGS_KEY });
  const values: JsonObject = fees.xrpFeesFormat
    ? { BaseFeeDrops: String(fees.baseFeeDrops), ReserveBaseDrops: String(fees.reserveBaseDrops), ReserveIncrementDrops: String(fees.reserveIncrementDrops) }
    : { BaseFee: fees.baseFeeDrops.toString(16).toUpperCase(), ReferenceFeeUnits: 10, ReserveBase: fees.reserveBaseDrops, ReserveIncrement: fees.reserveIncrementDrops };
  const previous: JsonObject = fees.previousTxnId ? { PreviousTxnID: fees.previousTxnId, PreviousTxnLgrSeq: fees.ledgerIndex } : {};
  return sorted({ ...values, ...previous, Flags: 0, LedgerEntryType: 'FeeSettings', index: FEE_SETTINGS_KEY });
}

/**
 * rippled `ledger_entry` by `index` for the FeeSettings entry, at a recorded ledger: base fee and
 * reserves in force there, from the newest recorded setting at or before it (a SetFee transaction,
 * a recorded FeeSettings entry or a server's report; see {@link feeSettingsNode}). The LedgerLens
 * extension `fee_settings_record` names that record and says whether it is a documentation example.
 * Other entries, and ledgers older than the first recorded setting, answer `notSupported`: this
 * node holds no ledger state to look them up in.
 */
const ledgerEntry: Handler = (ctx) => {
  const { store, params, api } = ctx;
  const record = ledgerFromSpec(store, parseLedgerSpec(params), api);
  const key = typeof params.index === 'string' ? params.index.toUpperCase() : undefined;
  if (key !== FEE_SETTINGS_KEY) throw new RpcError('notSupported', 'The LedgerLens replay node answers ledger_entry only for the FeeSettings entry.');
  const fees = store.feeSettingsAt(record.header.ledger_index);
  if (!fees) throw new RpcError('notSupported', `No fee settings were recorded at or before ledger ${record.header.ledger_index}.`);
  return { result: sorted({ ...ledgerFields(record), index: FEE_SETTINGS_KEY, node: feeSettingsNode(fees), fee_settings_record: feeSettingsRecord(fees) }) };
};

// ---------------------------------------------------------------------------------------------
// tx

/** rippled `Tuning::pageLength`: objects per page in JSON (256) and binary (2048). */
export const LEDGER_DATA_LIMITS = { json: 256, binary: 2048 } as const;

/** A page of the synthetic benchmark state (see `../synthetic.ts`), JSON only. */
function syntheticPage(accounts: number, limit: number, marker: string | undefined): JsonObject {
  const total = syntheticTotal(accounts);
  const start = marker ? indexOfMarker(marker, total) : 0;
  const end = Math.min(total, start + limit);
  const state: JsonObject[] = [];
  for (let i = start; i < end; i += 1) state.push(syntheticObject(i, total));
  const header = syntheticHeader(accounts);
  const result: JsonObject = { ledger_hash: header.ledger_hash, ledger_index: SYNTHETIC_LEDGER_INDEX, state, validated: true };
  if (!marker) result.ledger = header;
  if (end < total) result.marker = syntheticKey(end, total);
  return result;
}

/** rippled `ledger_data` over a recorded full-state ledger (objects in key order, `marker` = next key) or the synthetic benchmark state. */
export function ledgerData(ctx: HandlerContext) {
  const { params } = ctx;
  const binary = params.binary === true;
  if ('binary' in params && typeof params.binary !== 'boolean') throw expectedField('binary', 'bool');
  const max = binary ? LEDGER_DATA_LIMITS.binary : LEDGER_DATA_LIMITS.json;
  let limit: number = max;
  if ('limit' in params) {
    if (!isUInt(params.limit)) throw expectedField('limit', 'unsigned integer');
    limit = Math.max(1, Math.min(max, Number(params.limit)));
  }
  if ('marker' in params && !isHash256(params.marker)) throw invalidField('marker');
  if ('type' in params && typeof params.type !== 'string') throw expectedField('type', 'string');
  const synthetic = syntheticAccounts();
  if (synthetic > 0 && Number(params.ledger_index) === SYNTHETIC_LEDGER_INDEX) {
    if (binary) throw new RpcError('notSupported', 'The synthetic benchmark state is served as JSON only.');
    return { result: syntheticPage(synthetic, limit, typeof params.marker === 'string' ? params.marker.toUpperCase() : undefined) };
  }
  const { ledger, objects } = stateOf(ctx);
  const type = typeof params.type === 'string' ? params.type.toLowerCase() : undefined;
  const marker = typeof params.marker === 'string' ? params.marker.toUpperCase() : undefined;
  let start = 0;
  if (marker) {
    start = objects.findIndex((o) => o.index.toUpperCase() >= marker);
    if (start < 0) start = objects.length;
  }
  const page: JsonObject[] = [];
  let i = start;
  for (; i < objects.length && page.length < limit; i += 1) {
    const o = objects[i];
    if (type && String(o.LedgerEntryType).toLowerCase() !== type.replace(/_/g, '')) continue;
    if (binary) {
      const { index, ...fields } = o;
      page.push({ data: encode(fields as never), index });
    } else page.push(o);
  }
  const result: JsonObject = { ledger_hash: ledger.header.ledger_hash, ledger_index: ledger.header.ledger_index, state: page, validated: true };
  if (!marker) {
    // rippled sends the ledger header with the first page.
    result.ledger = { ...ledger.header, closed: true };
  }
  if (i < objects.length) result.marker = objects[i].index;
  return { result };
}

/** Ledger methods, by rippled command name. */
export const LEDGER_HANDLERS: Record<string, Handler> = {
  ledger,
  ledger_closed: ledgerClosed,
  ledger_current: ledgerCurrent,
  ledger_entry: ledgerEntry,
  ledger_data: ledgerData,
};
