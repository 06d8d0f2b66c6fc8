/**
 * RPC method handlers. Each takes the request parameters and returns rippled's `result` object, or
 * throws an {@link RpcError} (rippled's error token, code and message). Behaviour follows rippled 2.x
 * for a non-admin client; everything is answered from the {@link ReplayStore}, nothing is invented.
 */
import { decodeRippledCtid, dropsToXrpNumber } from '@ledgerlens/shared/domain';
import { isClassicAddress } from './codec';
import { RpcError, expectedField, invalidField, missingField } from './errors';
import { clone, isHash256, isObject, isUInt, type JsonObject } from './json';
import { renderAccountTxEntry, renderLedgerTx, renderTx, sorted, type ApiVersion } from './render';
import { NETWORK_ID } from './store';
import { formatServerTime, rippleTimeToHuman, rippleTimeToIso, toRippleTime } from './time';
import type { AccountState, FeeSettings, LedgerRecord, TxRecord } from './types';
import type { ReplayStore } from './store';
import type { Handler, HandlerContext } from './context';
import { STREAM_HANDLERS } from './methods/streams';
import { STATE_HANDLERS, stateLedgers } from './methods/state';
import { BOOK_HANDLERS } from './methods/book';
import { isJsonInt, ledgerFromSpec, ledgerNotFound, noLedgerYet, parseLedgerSpec } from './ledgerSpec';
import { ACCOUNT_HANDLERS } from './methods/account';

/** Value of `build_version` in `server_info` / `server_state`: marks this node as the offline replay. */
export const BUILD_VERSION = 'ledgerlens-replay';

/**
 * Warning added to a `ledger` response (response-level `warnings`, like Clio's) when transactions were
 * asked for but the recorded list is not proven complete: the list holds only the recorded transactions.
 */
export const WARNING_INCOMPLETE_TRANSACTIONS = {
  id: 3001,
  message:
    'LedgerLens replay: the transaction list of this ledger was not recorded completely; only the recorded transactions are listed.',
} as const;

/** `account_tx` `limit` bounds for a non-admin client (rippled `Tuning::accountTx`). */
export const ACCOUNT_TX_LIMITS = { min: 10, default: 200, max: 400 } as const;

export type { Handler, HandlerContext, HandlerOutput } from './context';

/** rippled `lookupLedger` result fields for a closed ledger. */
function ledgerFields(ledger: LedgerRecord): JsonObject {
  return { ledger_hash: ledger.header.ledger_hash, ledger_index: ledger.header.ledger_index, validated: true };
}

// ---------------------------------------------------------------------------------------------
// server_info, server_state, fee, ping, ledger_closed, ledger_current

/**
 * LedgerLens replay extension `fee_settings_record`: which recording the fee figures of an answer
 * come from (`source`: the record and file; `documentation_example`: true when that record is a
 * documentation example, not a node's answer; `ledger_index`: the ledger the values took effect,
 * only when the record is the change itself, a SetFee or a FeeSettings entry; a server's report
 * says only that they were in force when it answered).
 */
export function feeSettingsRecord(fees: FeeSettings): JsonObject {
  const since = fees.previousTxnId !== undefined ? { ledger_index: fees.ledgerIndex } : {};
  return sorted({ ...since, source: fees.source, documentation_example: fees.documentationExample === true });
}

/**
 * Fees the node reports as its own now: those in force at its validated ledger (in advance mode
 * the revealed one; for a tip older than the first recorded setting, the newest recorded one: a
 * node always reports its fees).
 */
function currentFees(store: ReplayStore): FeeSettings | undefined {
  const newest = store.newestLedger;
  if (!store.advancing || !newest) return store.feeSettings;
  return store.feeSettingsAt(newest.header.ledger_index) ?? store.feeSettings;
}

/**
 * LedgerLens replay extension `account_state_fees` of `server_info` / `server_state`: the fees in
 * force at the newest recorded ledger. Account answers (`account_info`, `account_lines`,
 * `account_objects`) give the newest recorded state in every mode, which stands for "now" on the
 * offline network, so reserves of that state use these fees (in advance mode they can differ from
 * `validated_ledger`'s, which follow the revealed ledger). Same units as `validated_ledger`.
 */
function accountStateFees(fees: FeeSettings, human: boolean): JsonObject {
  const values: JsonObject = human
    ? {
        base_fee_xrp: dropsToXrpNumber(fees.baseFeeDrops),
        reserve_base_xrp: dropsToXrpNumber(fees.reserveBaseDrops),
        reserve_inc_xrp: dropsToXrpNumber(fees.reserveIncrementDrops),
      }
    : { base_fee: fees.baseFeeDrops, reserve_base: fees.reserveBaseDrops, reserve_inc: fees.reserveIncrementDrops };
  return sorted({ ...values, fee_settings_record: feeSettingsRecord(fees) });
}

/** Fields of `server_info` / `server_state` that describe ledgers; never taken from a recording. */
const LEDGER_STATUS_FIELDS = ['validated_ledger', 'closed_ledger', 'complete_ledgers', 'ledger_current_index'];

function serverStatus(ctx: HandlerContext, human: boolean): JsonObject {
  const { store } = ctx;
  const recorded = human ? store.serverInfo : store.serverState;
  const status = recorded ? clone(recorded.status) : {};
  for (const field of LEDGER_STATUS_FIELDS) delete status[field];
  status.build_version = BUILD_VERSION;
  status.network_id = NETWORK_ID;
  status.complete_ledgers = store.completeLedgers();
  // LedgerLens replay extension: the recorded ledgers whose full state `ledger_data` serves.
  status.state_ledgers = stateLedgers(store);
  // LedgerLens replay extension: `advance` when ledgers are revealed as closes (REPLAY_ADVANCE_MS),
  // `static` when every recorded ledger is visible at once (its validated ledger does not age on the
  // replay's clock; the API's readiness check reads this).
  status.replay_mode = store.advancing ? 'advance' : 'static';
  status.time = formatServerTime(ctx.now);
  status.uptime = Math.floor((ctx.now - ctx.startedAt) / 1000);
  const newest = store.newestLedger;
  if (newest) {
    // The fees in force at the validated ledger ({@link currentFees}), and in advance mode its age
    // counted from the reveal (the replay's "close"), so a follower sees a fresh tip.
    const fees = currentFees(store);
    const validated: JsonObject = { hash: newest.header.ledger_hash, seq: newest.header.ledger_index };
    if (human) {
      validated.age = store.advancing
        ? Math.max(0, Math.floor((ctx.now - store.validatedRevealedAt) / 1000))
        : Math.max(0, toRippleTime(ctx.now) - newest.header.close_time);
      if (fees) {
        validated.base_fee_xrp = dropsToXrpNumber(fees.baseFeeDrops);
        validated.reserve_base_xrp = dropsToXrpNumber(fees.reserveBaseDrops);
        validated.reserve_inc_xrp = dropsToXrpNumber(fees.reserveIncrementDrops);
      }
    } else {
      validated.close_time = newest.header.close_time;
      if (fees) {
        validated.base_fee = fees.baseFeeDrops;
        validated.reserve_base = fees.reserveBaseDrops;
        validated.reserve_inc = fees.reserveIncrementDrops;
      }
    }
    if (fees) validated.fee_settings_record = feeSettingsRecord(fees);
    status.validated_ledger = sorted(validated);
  }
  if (store.feeSettings) status.account_state_fees = accountStateFees(store.feeSettings, human);
  return sorted(status);
}

const serverInfo: Handler = (ctx) => ({ result: { info: serverStatus(ctx, true) } });
const serverState: Handler = (ctx) => ({ result: { state: serverStatus(ctx, false) } });

/** rippled `toDrops(level, baseFee)` = level × baseFee / reference level, rounded down. */
function levelToDrops(level: unknown, baseFee: number, referenceLevel: number): number | undefined {
  if (typeof level !== 'string' || !/^[0-9]+$/.test(level) || referenceLevel <= 0) return undefined;
  return Number((BigInt(level) * BigInt(baseFee)) / BigInt(referenceLevel));
}

const fee: Handler = (ctx) => {
  const { store } = ctx;
  const recorded = store.fee;
  if (!recorded) throw new RpcError('notSupported', 'No fee response was recorded for this replay.');
  const result = clone(recorded.result);
  const newest = store.newestLedger;
  if (newest) result.ledger_current_index = newest.header.ledger_index;
  const settings = currentFees(store);
  // A base fee recorded after the fee response (SetFee, newer server_info) replaces the drops values,
  // recomputed from the recorded fee levels exactly as rippled does.
  if (settings && settings.ledgerIndex > recorded.ledgerCurrentIndex && isObject(result.drops) && isObject(result.levels)) {
    const levels = result.levels;
    const ref = typeof levels.reference_level === 'string' ? Number(levels.reference_level) : NaN;
    const base = settings.baseFeeDrops;
    const minimum = levelToDrops(levels.minimum_level, base, ref);
    const median = levelToDrops(levels.median_level, base, ref);
    const openLevel = typeof levels.open_ledger_level === 'string' ? String(BigInt(levels.open_ledger_level) - 1n) : undefined;
    const open = levelToDrops(openLevel, base, ref);
    const drops: JsonObject = { ...result.drops, base_fee: String(base) };
    if (minimum !== undefined) drops.minimum_fee = String(minimum);
    if (median !== undefined) drops.median_fee = String(median);
    if (open !== undefined) drops.open_ledger_fee = String(open + 1);
    result.drops = sorted(drops);
    result.fee_settings_record = feeSettingsRecord(settings);
  }
  return { result: sorted(result) };
};

const ping: Handler = () => ({ result: {} });

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

const tx: Handler = (ctx) => {
  const { store, params, api } = ctx;
  if ('transaction' in params && 'ctid' in params) throw new RpcError('invalidParams');
  let record: TxRecord | undefined;
  if ('transaction' in params) {
    const hash = params.transaction;
    // rippled answers a transaction id that does not parse as 256-bit hex with notImpl.
    if (!isHash256(hash)) throw new RpcError('notImpl');
    record = store.getTransaction(hash);
  } else if ('ctid' in params) {
    const ctid = decodeRippledCtid(params.ctid);
    if (!ctid) throw new RpcError('invalidParams');
    if (ctid.networkId !== NETWORK_ID) {
      throw new RpcError(
        'wrongNetwork',
        `Wrong network. You should submit this request to a node running on NetworkID: ${ctid.networkId}`,
      );
    }
    record = store.getTransactionByPosition(ctid.ledgerIndex, ctid.txIndex);
    if (!record) throw new RpcError('txnNotFound');
  } else {
    throw new RpcError('invalidParams');
  }

  let range: { min: number; max: number } | undefined;
  if ('min_ledger' in params && 'max_ledger' in params) {
    const { min_ledger: min, max_ledger: max } = params;
    if (!isUInt(min) || !isUInt(max)) throw new RpcError('invalidLgrRange');
    if (max < min) throw new RpcError('invalidLgrRange');
    if (max - min > 1000) throw new RpcError('excessiveLgrRange');
    range = { min, max };
  }
  // As in rippled, a found transaction is returned even outside min_ledger..max_ledger: the range only
  // decides `searched_all` when it is not found.
  if (!record) {
    if (!range) throw new RpcError('txnNotFound');
    // searched_all is true only when every ledger of the range is recorded with a complete transaction list.
    let all = true;
    for (let i = range.min; i <= range.max && all; i++) all = store.txListStatus(i) === 'complete';
    throw new RpcError('txnNotFound', undefined, { searched_all: all });
  }
  return { result: renderTx(store, record, api, params.binary === true) };
};

// ---------------------------------------------------------------------------------------------
// account_info

/** `account_flags` from AccountRoot `Flags` (rippled AccountInfo.cpp; lsf* bit values). */
const ACCOUNT_FLAGS: ReadonlyArray<[string, number]> = [
  ['defaultRipple', 0x00800000],
  ['depositAuth', 0x01000000],
  ['disableMasterKey', 0x00100000],
  ['disallowIncomingXRP', 0x00080000],
  ['globalFreeze', 0x00400000],
  ['noFreeze', 0x00200000],
  ['passwordSpent', 0x00010000],
  ['requireAuthorization', 0x00040000],
  ['requireDestinationTag', 0x00020000],
  ['disallowIncomingNFTokenOffer', 0x04000000],
  ['disallowIncomingCheck', 0x08000000],
  ['disallowIncomingPayChan', 0x10000000],
  ['disallowIncomingTrustline', 0x20000000],
  ['allowTrustLineClawback', 0x80000000],
];

function accountFlags(flags: unknown): JsonObject {
  const value = typeof flags === 'number' ? flags : 0;
  const out: JsonObject = {};
  for (const [name, bit] of ACCOUNT_FLAGS) out[name] = (value & bit) >>> 0 !== 0;
  return sorted(out);
}

function readAccountParam(params: JsonObject): string {
  const value = 'account' in params ? params.account : params.ident;
  if (value === undefined) throw missingField('account');
  if (typeof value !== 'string') throw invalidField('account');
  return value;
}

const accountInfo: Handler = (ctx) => {
  const { store, params, api } = ctx;
  const account = readAccountParam(params);
  const spec = parseLedgerSpec(params);
  if (params.queue === true) throw new RpcError('invalidParams'); // only for the open ledger; every recorded ledger is closed

  let state: AccountState | undefined;
  let errorLedger: JsonObject;
  const wellFormed = isClassicAddress(account);
  if (spec.kind === 'shortcut') {
    const newest = store.newestLedger;
    if (!newest) throw noLedgerYet(api);
    errorLedger = ledgerFields(newest);
    state = wellFormed ? store.accountState(account) : undefined;
  } else {
    // A specific ledger: only a state recorded or derived at exactly that ledger is an answer; without
    // one this node does not have that ledger's state (lgrNotFound), which is not the same as "no account".
    const header = spec.kind === 'hash' ? store.getLedgerByHash(spec.hash) : store.getLedger(spec.index);
    const index = spec.kind === 'hash' ? header?.header.ledger_index : spec.index;
    if (index === undefined) throw ledgerNotFound();
    state = wellFormed ? store.accountStateAt(account, index) : undefined;
    if (wellFormed ? !state : !header) throw ledgerNotFound();
    errorLedger = header ? ledgerFields(header) : { ledger_index: index, validated: true };
  }
  if (!wellFormed) throw new RpcError('actMalformed', undefined, { ...errorLedger, account });
  if (!state || state.kind === 'deleted' || !state.accountData) {
    throw new RpcError('actNotFound', undefined, { ...errorLedger, account });
  }
  const data = clone(state.accountData);
  const result: JsonObject = {
    account_data: data,
    account_flags: accountFlags(data.Flags),
    ledger_index: state.ledgerIndex,
    validated: true,
  };
  if (state.ledgerHash) result.ledger_hash = state.ledgerHash;
  return { result: sorted(result) };
};

// ---------------------------------------------------------------------------------------------
// account_tx

function readLimit(params: JsonObject): number {
  if (!('limit' in params) || params.limit === null) return ACCOUNT_TX_LIMITS.default;
  const limit = params.limit;
  if (!isUInt(limit)) throw expectedField('limit', 'unsigned integer');
  return Math.max(ACCOUNT_TX_LIMITS.min, Math.min(ACCOUNT_TX_LIMITS.max, limit));
}

function readMarker(params: JsonObject): { ledger: number; seq: number } | undefined {
  if (!('marker' in params)) return undefined;
  const marker = params.marker;
  const asUInt = (v: unknown): number | undefined =>
    isUInt(v) && v <= 0xffffffff ? v : typeof v === 'string' && /^[0-9]{1,10}$/.test(v) && Number(v) <= 0xffffffff ? Number(v) : undefined;
  const ledgerSeq = isObject(marker) ? asUInt(marker.ledger) : undefined;
  const seq = isObject(marker) ? asUInt(marker.seq) : undefined;
  if (ledgerSeq === undefined || seq === undefined) {
    throw new RpcError(
      'invalidParams',
      'invalid marker. Provide ledger index via ledger field, and transaction sequence number via seq field',
    );
  }
  return { ledger: ledgerSeq, seq };
}

const accountTx: Handler = (ctx) => {
  const { store, params, api } = ctx;
  if (api > 1 && 'binary' in params && typeof params.binary !== 'boolean') throw invalidField('binary');
  if (api > 1 && 'forward' in params && typeof params.forward !== 'boolean') throw invalidField('forward');
  const limit = readLimit(params);
  const binary = params.binary === true;
  const forward = params.forward === true;
  if (!('account' in params)) throw missingField('account');
  if (typeof params.account !== 'string') throw invalidField('account');
  const account = params.account;
  if (!isClassicAddress(account)) throw new RpcError('actMalformed');

  const hasRange = 'ledger_index_min' in params || 'ledger_index_max' in params;
  if (api > 1 && hasRange && ('ledger_hash' in params || 'ledger_index' in params)) throw new RpcError('invalidParams', 'invalidParams');

  const validatedRange = store.ledgerRange;
  if (!validatedRange) throw api === 1 ? new RpcError('lgrIdxsInvalid') : new RpcError('notSynced');
  let min = validatedRange.min;
  let max = validatedRange.max;
  if (hasRange) {
    const asLimit = (v: unknown, fallback: number): number => (isJsonInt(v) && (v as number) >= 0 ? (v as number) : fallback);
    const reqMin = asLimit(params.ledger_index_min, 0);
    const reqMax = asLimit(params.ledger_index_max, 0xffffffff);
    if (api > 1 && ((reqMax > validatedRange.max && reqMax !== 0xffffffff) || (reqMin < validatedRange.min && reqMin !== 0))) {
      throw new RpcError('lgrIdxMalformed');
    }
    if (reqMin > min) min = reqMin;
    if (reqMax < max) max = reqMax;
    if (max < min) throw api === 1 ? new RpcError('lgrIdxsInvalid') : new RpcError('invalidLgrRange');
  } else if ('ledger_hash' in params || 'ledger_index' in params || 'ledger' in params) {
    const spec = parseLedgerSpec(params);
    let index: number;
    if (spec.kind === 'shortcut') {
      const newest = store.newestLedger;
      if (!newest) throw noLedgerYet(api);
      index = newest.header.ledger_index;
    } else if (spec.kind === 'hash') {
      const found = store.getLedgerByHash(spec.hash);
      if (!found) throw ledgerNotFound();
      index = found.header.ledger_index;
    } else {
      if (!store.knowsLedger(spec.index)) throw ledgerNotFound();
      index = spec.index;
    }
    min = index;
    max = index;
  }
  const marker = readMarker(params);

  const inRange = store.accountTransactions(account).filter((t) => t.ledgerIndex >= min && t.ledgerIndex <= max);
  const ordered = forward ? [...inRange].reverse() : inRange;
  let start = 0;
  if (marker) {
    // The marker names the first transaction of the page (rippled: ledger sequence + transaction index).
    const key = (t: TxRecord): [number, number] => [t.ledgerIndex, t.transactionIndex ?? -1];
    start = ordered.findIndex((t) => {
      const [l, s] = key(t);
      return forward ? l > marker.ledger || (l === marker.ledger && s >= marker.seq) : l < marker.ledger || (l === marker.ledger && s <= marker.seq);
    });
    if (start < 0) start = ordered.length;
  }
  const page = ordered.slice(start, start + limit);
  const next = ordered[start + limit];
  const result: JsonObject = {
    account,
    ledger_index_min: min,
    ledger_index_max: max,
    limit,
    transactions: page.map((t) => renderAccountTxEntry(store, t, api, binary)),
    validated: true,
  };
  if (next) result.marker = { ledger: next.ledgerIndex, seq: next.transactionIndex ?? 0 };
  return { result: sorted(result) };
};

// ---------------------------------------------------------------------------------------------

/** Methods this node answers, by rippled command name. */
export const HANDLERS: Readonly<Record<string, Handler>> = {
  account_info: accountInfo,
  account_tx: accountTx,
  fee,
  ledger,
  ledger_closed: ledgerClosed,
  ledger_current: ledgerCurrent,
  ping,
  server_info: serverInfo,
  server_state: serverState,
  tx,
  ledger_entry: ledgerEntry,
  ...STREAM_HANDLERS,
  ...ACCOUNT_HANDLERS,
  ...STATE_HANDLERS,
  ...BOOK_HANDLERS,
};

/** rippled public methods this node knows but cannot answer from recordings (answered with `notSupported`). */
export const UNSUPPORTED_RIPPLED_METHODS: ReadonlySet<string> = new Set([
  'account_channels', 'account_currencies', 'account_nfts', 'account_offers',
  'amm_info', 'book_changes', 'book_offers', 'channel_authorize', 'channel_verify', 'deposit_authorized', 'feature',
  'gateway_balances', 'get_aggregate_price', 'ledger_data', 'manifest', 'nft_buy_offers',
  'nft_sell_offers', 'noripple_check', 'path_find', 'ripple_path_find', 'server_definitions', 'sign', 'sign_for',
  'simulate', 'submit', 'submit_multisigned', 'transaction_entry', 'tx_history',
  'vault_info', 'version', 'wallet_propose',
]);
