/**
 * Pure mapping of a rippled `ledger` result (requested with `transactions: true, expand: true`) to
 * the API's {@link Ledger} entity.
 */
import { LEDGER_MAX_TRANSACTIONS, dropsToXrp, rippleTimeToIso, type Ledger } from '@ledgerlens/shared/domain';
import { normalizeIso } from './amounts';
import { isObject, str, uint } from '../json';
import { ctidOf, mapLedgerTransaction, readTransactionEnvelope, transactionResultOf } from './transaction';
import type { JsonObject } from '../json';

/** Most transaction rows a ledger response carries (spec §9: the ledger table shows at most 250). */
export const MAX_LEDGER_TRANSACTIONS = LEDGER_MAX_TRANSACTIONS;

/**
 * Reserve and base fee in force at a ledger: from its FeeSettings ledger entry
 * ({@link feeSettingsFromEntry}) or, for the latest validated ledger, `server_info.info.validated_ledger`.
 */
export interface LedgerFeeSettings {
  /** Account reserve, XRP. */
  reserveBaseXrp: number;
  /** Owner reserve per object, XRP. */
  reserveIncrementXrp: number;
  /** Reference transaction cost, XRP. */
  baseFeeXrp: number;
  /** Where the values come from. */
  source?: 'FeeSettings' | 'server_info';
  /** Ledger from which they are in force: the entry's `PreviousTxnLgrSeq`, or the replay's `fee_settings_record.ledger_index`. */
  sinceLedger?: number;
  /** True when the replay's only record of them is a documentation example (`fee_settings_record.documentation_example`). */
  documentationExample?: boolean;
}

/** Reads the LedgerLens replay's `fee_settings_record` extension (absent on rippled) into `fees`. */
function withRecord(fees: LedgerFeeSettings, record: unknown, previousTxnLgrSeq?: unknown): LedgerFeeSettings {
  const rec = isObject(record) ? record : undefined;
  const since = (rec ? uint(rec.ledger_index) : undefined) ?? uint(previousTxnLgrSeq);
  if (since !== undefined) fees.sinceLedger = since;
  if (rec?.documentation_example === true) fees.documentationExample = true;
  return fees;
}

/** Key of the FeeSettings ledger entry (rippled `keylet::fees()`), the same in every ledger. */
export const FEE_SETTINGS_INDEX = '4BC50C9B0D8515D3EAAE1E74B29A95804346C491EE1A95BF25E4AAB854A6A651';

/** `meta`-free code of the replay node's response warning for an incomplete transaction list (`ledger`). */
export const INCOMPLETE_TRANSACTIONS_WARNING_ID = 3001;

const dropsNumber = (value: unknown, hex = false): number | undefined => {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && (hex ? /^[0-9A-Fa-f]{1,16}$/ : /^\d{1,19}$/).test(value)) {
    const n = Number.parseInt(value, hex ? 16 : 10);
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return undefined;
};

/**
 * Reads a rippled `ledger_entry` result for the FeeSettings entry (`node`): the XRPFees fields
 * (`BaseFeeDrops`, `ReserveBaseDrops`, `ReserveIncrementDrops`, drops as strings) or the older
 * ones (`BaseFee` hex drops, `ReserveBase`, `ReserveIncrement` drops). Undefined when incomplete.
 */
export function feeSettingsFromEntry(result: JsonObject): LedgerFeeSettings | undefined {
  const node = isObject(result.node) ? result.node : undefined;
  if (!node) return undefined;
  const base = dropsNumber(node.BaseFeeDrops) ?? dropsNumber(node.BaseFee, true);
  const reserve = dropsNumber(node.ReserveBaseDrops) ?? dropsNumber(node.ReserveBase);
  const increment = dropsNumber(node.ReserveIncrementDrops) ?? dropsNumber(node.ReserveIncrement);
  if (base === undefined || reserve === undefined || increment === undefined) return undefined;
  return withRecord({ baseFeeXrp: base / 1e6, reserveBaseXrp: reserve / 1e6, reserveIncrementXrp: increment / 1e6, source: 'FeeSettings' }, result.fee_settings_record, node.PreviousTxnLgrSeq);
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
  return withRecord({ reserveBaseXrp, reserveIncrementXrp, baseFeeXrp, source: 'server_info' }, validated.fee_settings_record);
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
 * - `reserveBaseXrp`/`reserveIncrementXrp`/`baseFeeXrp` (and `feesSource`, `feesSinceLedger`,
 *   `feesDocumentationExample`) only when `fees` is given;
 * - each row with its `transactionIndex` (`meta.TransactionIndex`) and `ctid` (computed from the
 *   ledger index, that index and `networkId`: rippled's `ledger` method returns no CTID);
 * - `truncated` when more than {@link MAX_LEDGER_TRANSACTIONS} transactions are listed;
 * - `transactionsComplete: false` when the node warned that the list is incomplete (the replay
 *   node's warning {@link INCOMPLETE_TRANSACTIONS_WARNING_ID}), else true.
 *
 * @param warnings the response-level warnings of the answer (`warningsOf(result)`).
 */
export function mapLedger(
  result: JsonObject,
  fees?: LedgerFeeSettings,
  { networkId, warnings = [] }: { networkId?: number; warnings?: ReadonlyArray<{ id?: unknown }> } = {},
): Ledger {
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
    transactions: [],
    truncated: listed.length > MAX_LEDGER_TRANSACTIONS,
    transactionsComplete: !warnings.some((w) => w.id === INCOMPLETE_TRANSACTIONS_WARNING_ID),
  };
  ledger.transactions = ordered.slice(0, MAX_LEDGER_TRANSACTIONS).map(({ entry, envelope }) => {
    const row = mapLedgerTransaction(entry);
    const transactionIndex = envelope.meta ? uint(envelope.meta.TransactionIndex) : undefined;
    if (transactionIndex === undefined) return row;
    row.transactionIndex = transactionIndex;
    const ctid = ctidOf({ ...envelope, ledgerIndex: ledger.ledgerIndex }, transactionIndex, networkId);
    if (ctid) row.ctid = ctid;
    return row;
  });
  if (fees) {
    ledger.reserveBaseXrp = fees.reserveBaseXrp;
    ledger.reserveIncrementXrp = fees.reserveIncrementXrp;
    ledger.baseFeeXrp = fees.baseFeeXrp;
    if (fees.source) ledger.feesSource = fees.source;
    if (fees.sinceLedger !== undefined) ledger.feesSinceLedger = fees.sinceLedger;
    if (fees.documentationExample) ledger.feesDocumentationExample = true;
  }
  return ledger;
}
