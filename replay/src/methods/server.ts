/**
 * Server information methods of rippled (`server_info`, `server_state`, `fee`) answered from the
 * recorded server answers, with the ledger fields and fees of the replay's own validated ledger.
 */
import { dropsToXrpNumber } from '@ledgerlens/shared/domain';
import { RpcError } from '../errors';
import { clone, isObject, type JsonObject } from '../json';
import { sorted } from '../render';
import { formatServerTime, toRippleTime } from '../time';
import type { FeeSettings } from '../types';
import type { ReplayStore } from '../store';
import type { Handler, HandlerContext } from '../context';
import { stateLedgers } from '../fullState';

/** Value of `build_version` in `server_info` / `server_state`: marks this node as the offline replay. */
export const BUILD_VERSION = 'ledgerlens-replay';

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
  status.network_id = store.networkId;
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


/** Server information methods, by rippled command name. */
export const SERVER_HANDLERS: Record<string, Handler> = { server_info: serverInfo, server_state: serverState, fee };
