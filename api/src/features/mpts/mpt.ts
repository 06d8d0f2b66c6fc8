/**
 * One MPT issuance (`GET /api/mpts/{issuanceId}`), from the node:
 * - the MPTokenIssuance: rippled `ledger_entry` `{mpt_issuance: id}` (validated);
 * - holders: Clio `mpt_holders` when the node answers it, else `ledger_entry` `{mptoken}` of each
 *   account an MPToken of this issuance appears for in the history below (`holders.source` says which);
 * - history: the issuer's `account_tx` (every transaction that changes the issuance names its
 *   `Issuer`, so rippled threads it to the issuer), the ones that touch this issuance.
 * Amounts follow the one MPT rule of `@ledgerlens/shared/domain` (`value ÷ 10^AssetScale`).
 */
import {
  countOf,
  MPTOKEN_FLAGS,
  affectedNodesOf,
  transactionEntryOf,
  MPT_ISSUANCE_ID_MESSAGE,
  decodeMptMetadata,
  mptDisplayName,
  mptIssuanceFlags,
  mptQuantity,
  mptTransferFeePercent,
  parseMptIssuanceId,
  type MptHistoryItem,
  type MptHolder,
  type MptIssuanceDetail,
} from '@ledgerlens/shared/domain';
import { ApiError, toApiError, type UpstreamErrorContext } from '../../errors';
import { isObject, str, uint, type JsonObject } from '../../json';
import { upstream, type RouteDeps } from '../../http';
import { entryHead } from '../amm';

/** 404 message: the node has no MPTokenIssuance with this ID. */
export const MPT_NOT_FOUND_MESSAGE = 'MPT issuance not found: the node has no MPTokenIssuance with this MPTokenIssuanceID';
/** Holders listed. */
export const MPT_TOP_HOLDERS = 25;
/** `account_tx` entries of the issuer read for the history (one page). */
export const MPT_HISTORY_LIMIT = 200;
/** Most MPToken entries asked one by one when the node has no `mpt_holders`. */
const MAX_MPTOKEN_LOOKUPS = 50;

const issuanceCtx: UpstreamErrorContext = { notFoundCodes: ['entryNotFound', 'objectNotFound'], notFoundMessage: MPT_NOT_FOUND_MESSAGE, badInputCodes: ['invalidParams', 'malformedRequest'], badInputMessage: MPT_ISSUANCE_ID_MESSAGE };

/** True when `meta`/`tx` touch the issuance `id`: an MPTokenIssuance or MPToken node of it, or a field naming it. */
function touches(tx: JsonObject, meta: JsonObject, id: string, issuanceKey: string | undefined): boolean {
  if (str(tx.MPTokenIssuanceID)?.toUpperCase() === id) return true;
  if (str(meta.mpt_issuance_id)?.toUpperCase() === id) return true;
  return affectedNodesOf(meta).some((n) => (issuanceKey !== undefined && n.ledgerIndex === issuanceKey) || str(n.fields.MPTokenIssuanceID)?.toUpperCase() === id || (isObject(n.fields.Amount) && str(n.fields.Amount.mpt_issuance_id)?.toUpperCase() === id));
}

/** The issuer's transactions that touch the issuance, newest first, and the holder accounts their MPToken nodes name. */
async function historyOf(deps: RouteDeps, issuer: string, id: string, issuanceKey: string | undefined): Promise<{ items: MptHistoryItem[]; holders: Set<string>; truncated: boolean }> {
  const result = await deps.xrpl.request<JsonObject>({ command: 'account_tx', account: issuer, limit: MPT_HISTORY_LIMIT, forward: false });
  const items: MptHistoryItem[] = [];
  const holders = new Set<string>();
  for (const raw of Array.isArray(result.transactions) ? result.transactions.filter(isObject) : []) {
    const e = transactionEntryOf(raw);
    if (!e || !touches(e.tx, e.meta, id, issuanceKey)) continue;
    const head = entryHead(e);
    items.push({ hash: head.hash, type: head.type, ledgerIndex: head.ledgerIndex, account: head.account, result: head.result, ...(head.date ? { date: head.date } : {}) });
    for (const n of affectedNodesOf(e.meta)) {
      const account = str(n.fields.Account);
      if (n.entryType === 'MPToken' && account && str(n.fields.MPTokenIssuanceID)?.toUpperCase() === id) holders.add(account);
    }
  }
  items.sort((a, b) => b.ledgerIndex - a.ledgerIndex);
  return { items, holders, truncated: result.marker !== undefined };
}

/** One holder from an MPToken's fields (ledger names) or a Clio `mpt_holders` row (`mpt_amount`, `locked_amount`, `flags`). */
function holderOf(account: string, amount: unknown, locked: unknown, flags: unknown, scale: number): MptHolder {
  const f = typeof flags === 'number' ? flags : 0;
  const lockedQ = mptQuantity(locked, scale);
  return {
    account,
    amount: mptQuantity(amount, scale),
    ...(lockedQ.units !== '0' ? { locked: lockedQ } : {}),
    frozen: (f & MPTOKEN_FLAGS.lsfMPTLocked) !== 0,
    authorized: (f & MPTOKEN_FLAGS.lsfMPTAuthorized) !== 0,
  };
}

const byBalance = (a: MptHolder, b: MptHolder) => {
  const x = BigInt(a.amount.units) + BigInt(a.locked?.units ?? '0');
  const y = BigInt(b.amount.units) + BigInt(b.locked?.units ?? '0');
  return x === y ? a.account.localeCompare(b.account) : y > x ? 1 : -1;
};

/** Holders from Clio `mpt_holders` (first page of 100), or null when the node does not answer it. */
async function clioHolders(deps: RouteDeps, id: string, scale: number): Promise<MptIssuanceDetail['holders'] | null> {
  let result: JsonObject;
  try {
    result = await deps.xrpl.request<JsonObject>({ command: 'mpt_holders', mpt_issuance_id: id, ledger_index: 'validated', limit: 100 } as never);
  } catch (err) {
    const apiError = toApiError(err);
    if (apiError && (apiError.code === 'upstreamUnavailable' || apiError.code === 'upstreamTimeout')) throw apiError;
    return null;
  }
  const rows = Array.isArray(result.mptokens) ? result.mptokens.filter(isObject) : null;
  if (!rows) return null;
  const all = rows.map((r) => holderOf(str(r.account) ?? '', r.mpt_amount, r.locked_amount, r.flags, scale)).sort(byBalance);
  return { count: result.marker === undefined ? all.length : null, top: all.slice(0, MPT_TOP_HOLDERS), ledgerIndex: uint(result.ledger_index) ?? null, source: 'Clio mpt_holders' };
}

/** Holders from `ledger_entry` of the MPToken of each account the history names. */
async function knownHolders(deps: RouteDeps, id: string, accounts: Set<string>, scale: number): Promise<MptIssuanceDetail['holders']> {
  const asked = [...accounts].slice(0, MAX_MPTOKEN_LOOKUPS);
  let ledgerIndex: number | null = null;
  const found = await Promise.all(
    asked.map(async (account) => {
      const r = await deps.xrpl.request<JsonObject>({ command: 'ledger_entry', mptoken: { mpt_issuance_id: id, account }, ledger_index: 'validated' } as never).catch(() => null);
      if (!r || !isObject(r.node)) return null;
      ledgerIndex ??= uint(r.ledger_index) ?? null;
      return holderOf(account, r.node.MPTAmount, r.node.LockedAmount, r.node.Flags, scale);
    }),
  );
  const all = found.filter((h): h is MptHolder => h !== null).sort(byBalance);
  return {
    count: null,
    top: all.slice(0, MPT_TOP_HOLDERS),
    ledgerIndex,
    source:
      asked.length === 0
        ? "ledger_entry of the MPTokens of the accounts the issuer's recent transactions name: they name none but the issuer (the node has no Clio mpt_holders: not a complete list)"
        : `ledger_entry of the MPTokens of the ${countOf(asked.length, 'account')} the issuer's recent transactions name (the node has no Clio mpt_holders: not a complete list)`,
  };
}

/**
 * Builds {@link MptIssuanceDetail} for `rawId`. 400 ({@link MPT_ISSUANCE_ID_MESSAGE}) when it is not
 * 48 hex; 404 ({@link MPT_NOT_FOUND_MESSAGE}) when the node has no such MPTokenIssuance.
 */
export async function loadMpt(deps: RouteDeps, rawId: string): Promise<MptIssuanceDetail> {
  const parts = parseMptIssuanceId(rawId);
  if (!parts) throw new ApiError(400, MPT_ISSUANCE_ID_MESSAGE, 'invalidInput');
  const { id, issuer, sequence } = parts;
  const entry = await upstream<JsonObject>(deps, { command: 'ledger_entry', mpt_issuance: id, ledger_index: 'validated' } as never, issuanceCtx);
  const node = isObject(entry.node) ? entry.node : {};
  const scale = uint(node.AssetScale) ?? 0;
  const missing: string[] = [];
  const history = await historyOf(deps, issuer, id, str(entry.index)?.toUpperCase()).catch(() => null);
  if (!history) missing.push("account_tx of the issuer unavailable: no history");
  if (history?.truncated) missing.push(`history: only the issuer's newest ${MPT_HISTORY_LIMIT} transactions were read`);
  const holders = (await clioHolders(deps, id, scale)) ?? (await knownHolders(deps, id, history?.holders ?? new Set(), scale));
  const metadata = decodeMptMetadata(node.MPTokenMetadata);
  return {
    id,
    issuer,
    sequence,
    assetScale: scale,
    displayName: mptDisplayName(id, metadata?.ticker),
    maximum: node.MaximumAmount === undefined ? null : mptQuantity(node.MaximumAmount, scale),
    outstanding: mptQuantity(node.OutstandingAmount, scale),
    locked: mptQuantity(node.LockedAmount, scale),
    flags: mptIssuanceFlags(node.Flags),
    flagsValue: uint(node.Flags) ?? 0,
    transferFee: mptTransferFeePercent(node.TransferFee),
    metadata,
    holders,
    history: history?.items ?? [],
    ledgerIndex: uint(entry.ledger_index) ?? 0,
    missing,
  };
}
