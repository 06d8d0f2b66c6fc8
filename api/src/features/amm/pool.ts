/**
 * AMM pools from the node's answers: `amm_info` (rippled's shape, and the ledger's field names the
 * replay node sends), the AMM ledger entry of `ledger_data`, and the pool account's `account_tx`
 * metadata for its history. Pure functions; the routes are in `routes.ts`.
 */
import {
  affectedNodesOf,
  discountedFee,
  dropsToXrp,
  transactionEntryOf,
  unixSecondsToRippleTime,
  type AffectedNode,
  type TransactionEntry,
  plainDecimal,
  rippleTimeToIso,
  tradingFeeFromVotes,
  type AmmAuctionSlot,
  type AmmHistoryEntry,
  type AmmPoolSummary,
  type AmmVoteSlot,
  type AssetRef,
  type IssuedValue,
  type PoolAmount,
} from '@ledgerlens/shared/domain';
import { isObject, str, uint, type JsonObject } from '../../json';

/** `{currency}` for XRP (drops string or `{currency:'XRP'}`), `{currency, issuer}` for a token; null otherwise. */
export function assetOf(value: unknown): AssetRef | null {
  if (typeof value === 'string') return { currency: 'XRP' };
  if (!isObject(value) || typeof value.currency !== 'string') return null;
  if (value.currency === 'XRP' && value.issuer === undefined) return { currency: 'XRP' };
  return typeof value.issuer === 'string' ? { currency: value.currency, issuer: value.issuer } : null;
}

/** An amount as the pool holds it: drops → `{currency:'XRP', value: XRP}`, a token amount as is; null otherwise. */
export function poolAmountOf(value: unknown): PoolAmount | null {
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return { currency: 'XRP', value: dropsToXrp(value) };
  if (isObject(value) && typeof value.currency === 'string' && typeof value.issuer === 'string' && value.value !== undefined) {
    return { currency: value.currency, issuer: value.issuer, value: plainDecimal(String(value.value)) ?? String(value.value) };
  }
  return null;
}

/** A token amount (`{currency, issuer, value}`), else null. */
export function issuedOf(value: unknown): IssuedValue | null {
  const amount = poolAmountOf(value);
  return amount && amount.issuer ? { currency: amount.currency, issuer: amount.issuer, value: amount.value } : null;
}

/** Vote slots from `amm_info` (`vote_slots[].{account, trading_fee, vote_weight}`) or the ledger (`VoteSlots[].VoteEntry`). */
export function voteSlotsOf(value: unknown): AmmVoteSlot[] {
  if (!Array.isArray(value)) return [];
  const slots: AmmVoteSlot[] = [];
  for (const raw of value) {
    const v = isObject(raw) && isObject(raw.VoteEntry) ? raw.VoteEntry : raw;
    if (!isObject(v)) continue;
    const account = str(v.account) ?? str(v.Account);
    const tradingFee = uint(v.trading_fee) ?? uint(v.TradingFee) ?? 0;
    const voteWeight = uint(v.vote_weight) ?? uint(v.VoteWeight) ?? 0;
    if (account) slots.push({ account, tradingFee, voteWeight });
  }
  return slots;
}

/** Ripple-epoch seconds of rippled's `amm_info` expiration text (`2023-11-13T19:49:02+0000`) or a number. */
function expirationOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
  return Number.isFinite(ms) ? unixSecondsToRippleTime(Math.round(ms / 1000)) : null;
}

/** The auction slot from `amm_info` (`auction_slot`) or the ledger (`AuctionSlot`); null without a holder. */
export function auctionSlotOf(value: unknown, tradingFee: number): AmmAuctionSlot | null {
  if (!isObject(value)) return null;
  const account = str(value.account) ?? str(value.Account);
  if (!account) return null;
  const expiration = expirationOf(value.expiration ?? value.Expiration);
  const auth = Array.isArray(value.auth_accounts) ? value.auth_accounts : Array.isArray(value.AuthAccounts) ? value.AuthAccounts : [];
  return {
    account,
    price: issuedOf(value.price ?? value.Price),
    expiration,
    expiresAt: expiration === null ? null : rippleTimeToIso(expiration),
    discountedFee: uint(value.discounted_fee) ?? uint(value.DiscountedFee) ?? discountedFee(tradingFee),
    authAccounts: auth
      .map((a) => (isObject(a) ? (str(a.account) ?? (isObject(a.AuthAccount) ? str(a.AuthAccount.Account) : undefined)) : undefined))
      .filter((a): a is string => typeof a === 'string'),
  };
}

/** The figures of a pool from `amm_info`'s `amm` object (with `ledgerIndex` of its answer). */
export function poolFromAmmInfo(amm: JsonObject, ledgerIndex: number | null) {
  const tradingFee = uint(amm.trading_fee) ?? 0;
  const voteSlots = voteSlotsOf(amm.vote_slots);
  const amount = poolAmountOf(amm.amount);
  const amount2 = poolAmountOf(amm.amount2);
  return {
    account: str(amm.account) ?? '',
    asset: assetOf(amm.asset ?? amm.amount),
    asset2: assetOf(amm.asset2 ?? amm.amount2),
    amount,
    amount2,
    lpTokenBalance: issuedOf(amm.lp_token),
    tradingFee,
    voteSlots,
    recomputedFee: tradingFeeFromVotes(voteSlots),
    auctionSlot: auctionSlotOf(amm.auction_slot, tradingFee),
    ledgerIndex,
  };
}

/** A pool summary from an AMM ledger entry (`ledger_data` `type: amm`): no reserves (they live on the pool account). */
export function summaryFromEntry(entry: JsonObject, ledgerIndex: number | null): AmmPoolSummary | null {
  const account = str(entry.Account);
  const asset = assetOf(entry.Asset);
  const asset2 = assetOf(entry.Asset2);
  if (!account || !asset || !asset2) return null;
  return { account, asset, asset2, amount: null, amount2: null, lpTokenBalance: issuedOf(entry.LPTokenBalance), tradingFee: uint(entry.TradingFee) ?? 0, ledgerIndex };
}

/** The fields every history entry starts with: hash, ledger, date, type, sender, result. */
export function entryHead(e: TransactionEntry): { hash: string; ledgerIndex: number; date: string | null; type: string; account: string; result: string } {
  return { hash: e.hash, ledgerIndex: e.ledgerIndex, date: e.date, type: str(e.tx.TransactionType) ?? 'Unknown', account: str(e.tx.Account) ?? '', result: str(e.meta.TransactionResult) ?? '' };
}

/** The pool account's holding of `asset` from a RippleState's fields (the balance from the pool's side), or null. */
function lineHolding(fields: JsonObject, pool: string, asset: AssetRef): PoolAmount | null {
  const low = isObject(fields.LowLimit) ? str(fields.LowLimit.issuer) : undefined;
  const high = isObject(fields.HighLimit) ? str(fields.HighLimit.issuer) : undefined;
  const balance = isObject(fields.Balance) ? fields.Balance : undefined;
  if (!balance || !asset.issuer || balance.currency !== asset.currency) return null;
  if (!((low === pool && high === asset.issuer) || (high === pool && low === asset.issuer))) return null;
  const raw = String(balance.value ?? '0');
  const mine = low === pool ? raw : raw.startsWith('-') ? raw.slice(1) : raw === '0' ? '0' : `-${raw}`;
  return { currency: asset.currency, issuer: asset.issuer, value: mine.replace(/^-/, '') };
}

/** The reserve of `asset` after a transaction, from its metadata (pool AccountRoot for XRP, trust line for a token), or null when not shown. */
function reserveAfter(nodes: readonly AffectedNode[], pool: string, asset: AssetRef): PoolAmount | null {
  for (const n of nodes) {
    if (asset.currency === 'XRP' && !asset.issuer && n.entryType === 'AccountRoot' && n.fields.Account === pool && typeof n.fields.Balance === 'string') {
      return n.kind === 'DeletedNode' ? { currency: 'XRP', value: '0' } : poolAmountOf(n.fields.Balance);
    }
    if (asset.issuer && n.entryType === 'RippleState') {
      const held = lineHolding(n.fields, pool, asset);
      if (held) return n.kind === 'DeletedNode' ? { ...held, value: '0' } : held;
    }
  }
  return null;
}

/** The reserve of `asset` before a transaction: its metadata's PreviousFields over FinalFields, or null when not shown. */
function reserveBefore(nodes: readonly AffectedNode[], pool: string, asset: AssetRef): PoolAmount | null {
  return reserveAfter(
    nodes.map((n) => ({ ...n, kind: 'ModifiedNode' as const, fields: { ...n.fields, ...n.previous } })),
    pool,
    asset,
  );
}

/** Where the history of a pool starts from: the assets, once known (from `amm_info` or the AMM entry of the metadata). */
export interface PoolAssets {
  asset: AssetRef | null;
  asset2: AssetRef | null;
}

/**
 * The history of a pool from its account's `account_tx` entries, oldest first: one entry per
 * transaction, with the LP token supply, reserves and fee after it. A figure a transaction's
 * metadata does not show is carried from the entry before (the transaction did not change it);
 * before the first that shows it, null. Also returns the assets (from the AMM entry in the
 * metadata) and the transaction that deleted the AMM entry, if any.
 */
export function historyOf(
  pool: string,
  entries: readonly JsonObject[],
  known: PoolAssets,
): { history: AmmHistoryEntry[]; assets: PoolAssets; deletedBy: AmmHistoryEntry | null; lastEntryFields: JsonObject | null; reservesBeforeDeletion: [PoolAmount | null, PoolAmount | null] } {
  const parsed = entries.map(transactionEntryOf).filter((e): e is TransactionEntry => e !== null);
  parsed.sort((a, b) => a.ledgerIndex - b.ledgerIndex || (uint(a.meta.TransactionIndex) ?? 0) - (uint(b.meta.TransactionIndex) ?? 0));
  const assets: PoolAssets = { ...known };
  let lastEntryFields: JsonObject | null = null;
  for (const e of parsed) {
    for (const n of affectedNodesOf(e.meta)) {
      if (n.entryType !== 'AMM' || n.fields.Account !== pool) continue;
      assets.asset ??= assetOf(n.fields.Asset);
      assets.asset2 ??= assetOf(n.fields.Asset2);
    }
  }
  const history: AmmHistoryEntry[] = [];
  let deletedBy: AmmHistoryEntry | null = null;
  let lp: IssuedValue | null = null;
  let fee: number | null = null;
  let amount: PoolAmount | null = null;
  let amount2: PoolAmount | null = null;
  let reservesBeforeDeletion: [PoolAmount | null, PoolAmount | null] = [null, null];
  for (const e of parsed) {
    const nodes = affectedNodesOf(e.meta);
    const ammNode = nodes.find((n) => n.entryType === 'AMM' && n.fields.Account === pool);
    let deletedPool = false;
    if (ammNode) {
      // A deleted AMM's FinalFields are its state before deletion; after it the supply is 0.
      lastEntryFields = { ...ammNode.fields, ...(ammNode.kind === 'DeletedNode' ? ammNode.previous : {}) };
      const supply = issuedOf(ammNode.fields.LPTokenBalance);
      lp = ammNode.kind === 'DeletedNode' && supply ? { ...supply, value: '0' } : (supply ?? lp);
      fee = uint(ammNode.fields.TradingFee) ?? fee;
      deletedPool = ammNode.kind === 'DeletedNode';
      if (deletedPool) {
        reservesBeforeDeletion = [
          (assets.asset && reserveBefore(nodes, pool, assets.asset)) || amount,
          (assets.asset2 && reserveBefore(nodes, pool, assets.asset2)) || amount2,
        ];
      }
    }
    if (assets.asset) amount = reserveAfter(nodes, pool, assets.asset) ?? amount;
    if (assets.asset2) amount2 = reserveAfter(nodes, pool, assets.asset2) ?? amount2;
    const item: AmmHistoryEntry = {
      ...entryHead(e),
      lpTokenBalance: lp,
      amount,
      amount2,
      tradingFee: ammNode ? fee : null,
      deletedPool,
    };
    history.push(item);
    if (deletedPool) deletedBy = item;
  }
  return { history, assets, deletedBy, lastEntryFields, reservesBeforeDeletion };
}

/** Price of one unit of the first reserve in units of the second (reserve2 ÷ reserve1), or null. */
export function impliedPrice(amount: PoolAmount | null, amount2: PoolAmount | null): number | null {
  const a = amount ? Number(amount.value) : NaN;
  const b = amount2 ? Number(amount2.value) : NaN;
  return a > 0 && Number.isFinite(b) ? b / a : null;
}
