/**
 * Pure mapping of a rippled `ledger` result (requested with `transactions: true, expand: true`) to
 * the API's {@link Ledger} entity.
 */
import { LEDGER_MAX_TRANSACTIONS, dropsToXrp, rippleTimeToIso, type Ledger } from '@ledgerlens/shared/domain';
import { normalizeIso } from './amounts';
import { isObject, str, uint } from './json';
import { mapLedgerTransaction, readTransactionEnvelope, transactionResultOf } from './transaction';
import type { JsonObject } from './json';

/** Most transaction rows a ledger response carries (spec §9: the ledger table shows at most 250). */
export const MAX_LEDGER_TRANSACTIONS = LEDGER_MAX_TRANSACTIONS;

/** Reserve and base fee of the latest validated ledger, from `server_info.info.validated_ledger`. */
export interface LedgerFeeSettings {
  /** `reserve_base_xrp`: account reserve, XRP. */
  reserveBaseXrp: number;
  /** `reserve_inc_xrp`: owner reserve per object, XRP. */
  reserveIncrementXrp: number;
  /** `base_fee_xrp`: reference transaction cost, XRP. */
  baseFeeXrp: number;
}


function drops(value: unknown): string {
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value).toString();
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return '0';
}

/**
 * Reads `server_info.info.validated_ledger` into {@link LedgerFeeSettings}; undefined when any of
 * `reserve_base_xrp`, `reserve_inc_xrp`, `base_fee_xrp` is missing.
 */
export function feeSettingsFromServerInfo(serverInfo: JsonObject): LedgerFeeSettings | undefined {
  const info = isObject(serverInfo.info) ? serverInfo.info : serverInfo;
  const validated = isObject(info.validated_ledger) ? info.validated_ledger : undefined;
  if (!validated) return undefined;
  const reserveBaseXrp = Number(validated.reserve_base_xrp);
  const reserveIncrementXrp = Number(validated.reserve_inc_xrp);
  const baseFeeXrp = Number(validated.base_fee_xrp);
  // Number(undefined) is NaN, so a missing field fails this test too.
  if (![reserveBaseXrp, reserveIncrementXrp, baseFeeXrp].every(Number.isFinite)) return undefined;
  return { reserveBaseXrp, reserveIncrementXrp, baseFeeXrp };
}

/**
 * Maps a rippled `ledger` result (`{ ledger, ledger_hash, ledger_index, validated }`) to a
 * {@link Ledger}:
 * - `ledgerIndex`/`hash`/`parentHash`/`transactionHash` from `ledger_index`, `ledger_hash`
 *   (or `hash`), `parent_hash`, `transaction_hash`;
 * - `closeTime` = `close_time` (Ripple epoch s), `closeTimeHuman` = its ISO 8601 form;
 * - counts and `totalFees` (sum of every transaction's `Fee`, drops, exact) over ALL transactions;
 *   `transactions` holds at most {@link MAX_LEDGER_TRANSACTIONS} rows, in execution order
 *   (`meta.TransactionIndex`);
 * - `totalCoins` = `total_coins` (drops) and `totalCoinsXrp`;
 * - `reserveBaseXrp`/`reserveIncrementXrp`/`baseFeeXrp` only when `fees` is given (latest ledger).
 */
export function mapLedger(result: JsonObject, fees?: LedgerFeeSettings): Ledger {
  const header = isObject(result.ledger) ? result.ledger : result;
  const listed: unknown[] = Array.isArray(header.transactions) ? header.transactions : [];
  // With `expand: true` every entry is an object; a bare hash (unexpanded) is counted but has no row.
  const entries = listed.filter(isObject);

  const envelopes = entries.map((entry) => ({ entry, envelope: readTransactionEnvelope(entry) }));
  let successful = 0;
  let failed = 0;
  let totalFees = 0n;
  for (const { envelope } of envelopes) {
    const code = transactionResultOf(envelope.meta);
    if (code === 'tesSUCCESS') successful += 1;
    else if (code !== undefined) failed += 1;
    const fee = envelope.tx.Fee;
    if (typeof fee === 'string' && /^\d+$/.test(fee)) totalFees += BigInt(fee);
    else if (typeof fee === 'number' && Number.isSafeInteger(fee) && fee >= 0) totalFees += BigInt(fee);
  }
  const position = (meta: JsonObject | null): number => {
    const index = meta ? uint(meta.TransactionIndex) : undefined;
    return index ?? Number.MAX_SAFE_INTEGER;
  };
  const ordered = [...envelopes].sort((a, b) => position(a.envelope.meta) - position(b.envelope.meta));

  const closeTime = uint(header.close_time) ?? 0;
  const closeTimeHuman =
    uint(header.close_time) !== undefined ? rippleTimeToIso(closeTime) : (normalizeIso(header.close_time_iso) ?? rippleTimeToIso(0));
  const totalCoins = drops(header.total_coins);
  const totalFeesDrops = totalFees.toString();

  const ledger: Ledger = {
    ledgerIndex: uint(header.ledger_index) ?? uint(result.ledger_index) ?? 0,
    hash: (str(header.ledger_hash) ?? str(header.hash) ?? str(result.ledger_hash) ?? '').toUpperCase(),
    parentHash: (str(header.parent_hash) ?? '').toUpperCase(),
    transactionHash: (str(header.transaction_hash) ?? '').toUpperCase(),
    closeTime,
    closeTimeHuman,
    closed: header.closed === true,
    validated: result.validated === true,
    transactionCount: listed.length,
    successfulTransactionCount: successful,
    failedTransactionCount: failed,
    totalFees: totalFeesDrops,
    totalFeesXrp: dropsToXrp(totalFeesDrops),
    totalCoins,
    totalCoinsXrp: dropsToXrp(totalCoins),
    transactions: ordered.slice(0, MAX_LEDGER_TRANSACTIONS).map(({ entry }) => mapLedgerTransaction(entry)),
  };
  if (fees) {
    ledger.reserveBaseXrp = fees.reserveBaseXrp;
    ledger.reserveIncrementXrp = fees.reserveIncrementXrp;
    ledger.baseFeeXrp = fees.baseFeeXrp;
  }
  return ledger;
}
