/**
 * AMM pool routes: `GET /api/amm` (the pools the node lists, or with `asset` and `asset2` the pool
 * of that pair) and `GET /api/amm/{account}` (one pool: reserves, LP tokens, fee and its
 * recomputation from the vote slots, auction slot, LP holders, history, pool vs order-book price).
 *
 * Sources: rippled `amm_info`, `account_tx` and `account_lines` of the pool account, `book_offers`
 * of the pair, `ledger_data` `type: amm`. A pool whose AMM entry was deleted answers from its
 * account's history: its last state and the transaction that emptied it.
 */
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AmmPoolListSchema, AmmPoolSchema, Ref } from '@ledgerlens/shared/schemas';
import {
  TOKEN_ID_MESSAGES,
  parseTokenId,
  validateAccountAddress,
  type AmmLpHolder,
  type AmmPool,
  type AmmPoolList,
  type AmmPoolSummary,
  type AssetRef,
} from '@ledgerlens/shared/domain';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { ApiError, toApiError, type UpstreamErrorContext } from '../../errors';
import { isObject, str, uint, type JsonObject } from '../../json';
import { errorResponses, rejectLongParams, type RouteDeps } from '../../http';
import { historyOf, impliedPrice, issuedOf, poolAmountOf, poolFromAmmInfo, summaryFromEntry, voteSlotsOf, auctionSlotOf } from './pool';
import { ammTradingFeeFromVotes } from '@ledgerlens/shared/domain';

/** 400 for a pool account that is not a classic address. */
export const INVALID_POOL_MESSAGE = "A pool is named by its AMM account: a classic XRP address ('r' followed by 24-33 Base58 characters)";
/** 400 for an `asset`/`asset2` query value. */
export const INVALID_ASSET_MESSAGE = `An asset is XRP or CURRENCY.issuer (${TOKEN_ID_MESSAGES.currency}; the issuer a classic address)`;
export const POOL_NOT_FOUND_MESSAGE = 'No AMM pool found at this account';
export const PAIR_NOT_FOUND_MESSAGE = 'No AMM pool found for this pair';
/** Pages of 200 `account_tx` entries read for a pool's history. */
export const HISTORY_PAGES = 3;
/** Pools listed by `GET /api/amm` (one `ledger_data` page). */
export const LIST_LIMIT = 200;

const ammNotFound: UpstreamErrorContext = { notFoundCodes: ['actNotFound'], notFoundMessage: POOL_NOT_FOUND_MESSAGE, badInputCodes: ['actMalformed', 'invalidParams'], badInputMessage: INVALID_POOL_MESSAGE };

/** Reads an asset of the query: `XRP`, or a token by the rule of `parseTokenId` (`CUR.issuer`, `CUR+issuer`) with a valid issuer checksum; 400 otherwise. */
export function parseAssetParam(raw: unknown): AssetRef {
  if (typeof raw !== 'string' || raw.length > 100) throw new ApiError(400, INVALID_ASSET_MESSAGE, 'invalidInput');
  const text = raw.trim();
  if (text.toUpperCase() === 'XRP') return { currency: 'XRP' };
  const token = parseTokenId(text);
  if (!token) throw new ApiError(400, INVALID_ASSET_MESSAGE, 'invalidInput');
  const { currency } = token;
  const check = validateAccountAddress(token.issuer);
  if (!check.ok) throw new ApiError(400, INVALID_ASSET_MESSAGE, 'invalidInput');
  return { currency, issuer: check.address };
}

/** The checked pool account, or 400. */
function poolAccountOf(raw: string): string {
  const check = validateAccountAddress(raw);
  if (!check.ok) throw new ApiError(400, INVALID_POOL_MESSAGE, 'invalidInput');
  return check.address;
}

const bookSide = (a: AssetRef) => (a.issuer ? { currency: a.currency, issuer: a.issuer } : { currency: 'XRP' });
const amountNumber = (v: unknown): number => (typeof v === 'string' ? Number(v) / 1e6 : isObject(v) ? Number(v.value) : NaN);

/**
 * Best offers of a pair at the validated ledger (`book_offers` both ways), as prices of one `asset`
 * in `asset2`: `ask` the cheapest offer selling `asset`, `bid` the best offer buying it. Null when
 * the node could not answer.
 */
export async function bestOffers(deps: RouteDeps, asset: AssetRef, asset2: AssetRef): Promise<{ ask: number | null; bid: number | null; ledgerIndex: number | null } | null> {
  try {
    const [sells, buys] = await Promise.all([
      deps.xrpl.request<JsonObject>({ command: 'book_offers', taker_gets: bookSide(asset), taker_pays: bookSide(asset2), limit: 1, ledger_index: 'validated' }),
      deps.xrpl.request<JsonObject>({ command: 'book_offers', taker_gets: bookSide(asset2), taker_pays: bookSide(asset), limit: 1, ledger_index: 'validated' }),
    ]);
    const first = (r: JsonObject) => (Array.isArray(r.offers) && isObject(r.offers[0]) ? r.offers[0] : undefined);
    const sell = first(sells);
    const buy = first(buys);
    // A sell offer gives `asset` (TakerGets) for `asset2` (TakerPays): price = pays ÷ gets.
    const ask = sell ? amountNumber(sell.TakerPays) / amountNumber(sell.TakerGets) : null;
    const bid = buy ? amountNumber(buy.TakerGets) / amountNumber(buy.TakerPays) : null;
    return { ask: ask !== null && Number.isFinite(ask) ? ask : null, bid: bid !== null && Number.isFinite(bid) ? bid : null, ledgerIndex: uint(sells.ledger_index) ?? uint(buys.ledger_index) ?? null };
  } catch {
    return null;
  }
}

/** The pool of a pair (`amm_info` with `asset`/`asset2`) as a summary with reserves; null when there is none. */
export async function poolOfPair(deps: RouteDeps, asset: AssetRef, asset2: AssetRef): Promise<AmmPoolSummary | null> {
  try {
    const info = await deps.xrpl.request<JsonObject>({ command: 'amm_info', asset: bookSide(asset), asset2: bookSide(asset2), ledger_index: 'validated' });
    if (!isObject(info.amm)) return null;
    const p = poolFromAmmInfo(info.amm, uint(info.ledger_index) ?? null);
    return { account: p.account, asset: p.asset ?? asset, asset2: p.asset2 ?? asset2, amount: p.amount, amount2: p.amount2, lpTokenBalance: p.lpTokenBalance, tradingFee: p.tradingFee, ledgerIndex: p.ledgerIndex };
  } catch (err) {
    const apiError = toApiError(err, ammNotFound);
    if (apiError?.statusCode === 404) return null;
    throw apiError ?? err;
  }
}

/** The pool account's `account_tx` entries, oldest first, up to {@link HISTORY_PAGES} pages; `truncated` when more exist. */
async function poolTransactions(deps: RouteDeps, account: string): Promise<{ entries: JsonObject[]; truncated: boolean; found: boolean }> {
  const entries: JsonObject[] = [];
  let marker: unknown;
  for (let page = 0; page < HISTORY_PAGES; page += 1) {
    let result: JsonObject;
    try {
      result = await deps.xrpl.request<JsonObject>({ command: 'account_tx', account, forward: true, limit: 200, ...(marker ? { marker } : {}) });
    } catch (err) {
      const apiError = toApiError(err, ammNotFound);
      if (apiError?.statusCode === 404 && page === 0) return { entries, truncated: false, found: false };
      throw apiError ?? err;
    }
    if (Array.isArray(result.transactions)) entries.push(...result.transactions.filter(isObject));
    marker = result.marker;
    if (!marker) return { entries, truncated: false, found: true };
  }
  return { entries, truncated: true, found: true };
}

/** LP holders from `account_lines` of the pool account: the lines in its LP token currency it owes. */
async function lpHolders(deps: RouteDeps, account: string, lpCurrency: string | undefined, supply: number | null): Promise<AmmPool['lpHolders']> {
  if (!lpCurrency) return null;
  try {
    const result = await deps.xrpl.request<JsonObject>({ command: 'account_lines', account, ledger_index: 'validated', limit: 400 });
    const holders: AmmLpHolder[] = (Array.isArray(result.lines) ? result.lines.filter(isObject) : [])
      .filter((l) => l.currency === lpCurrency && String(l.balance ?? '0').startsWith('-'))
      .map((l) => {
        const balance = String(l.balance).slice(1);
        return { account: str(l.account) ?? '', balance, share: supply && supply > 0 ? (Number(balance) / supply) * 100 : null };
      })
      .sort((a, b) => Number(b.balance) - Number(a.balance));
    return { ledgerIndex: uint(result.ledger_index) ?? null, holders, truncated: Boolean(result.marker) };
  } catch {
    return null;
  }
}

/**
 * One pool, live or deleted ({@link AmmPool}). 404 when the account never held an AMM entry the
 * node knows of; 400 for a malformed account.
 */
export async function loadPool(deps: RouteDeps, account: string): Promise<AmmPool> {
  const infoPromise = deps.xrpl
    .request<JsonObject>({ command: 'amm_info', amm_account: account, ledger_index: 'validated' })
    .then((r) => r, (err: unknown) => {
      const apiError = toApiError(err, ammNotFound);
      if (apiError?.statusCode === 404) return null;
      throw apiError ?? err;
    });
  const [info, txs] = await Promise.all([infoPromise, poolTransactions(deps, account)]);
  const missing: string[] = [];
  const live = info && isObject(info.amm) ? poolFromAmmInfo(info.amm, uint(info.ledger_index) ?? null) : null;
  const { history, assets, deletedBy, lastEntryFields, reservesBeforeDeletion } = historyOf(account, txs.entries, { asset: live?.asset ?? null, asset2: live?.asset2 ?? null });
  if (txs.truncated) missing.push(`history: only the first ${HISTORY_PAGES * 200} transactions of account_tx were read`);

  let pool: Omit<AmmPool, 'history' | 'historyTruncated' | 'lpHolders' | 'price' | 'missing' | 'deleted' | 'deletedBy'>;
  if (live) {
    const asset = live.asset ?? assets.asset;
    const asset2 = live.asset2 ?? assets.asset2;
    if (!asset || !asset2) throw new ApiError(502, 'The XRPL node did not say which assets the pool holds (amm_info)', 'noAssets');
    pool = { ...live, asset, asset2 };
    if (!live.amount || !live.amount2) missing.push('amm_info gave no reserves for this pool');
  } else {
    if (!lastEntryFields || !assets.asset || !assets.asset2) throw new ApiError(404, POOL_NOT_FOUND_MESSAGE, 'notFound');
    // Deleted (or not in the node's current state): the last state the history shows.
    const before = deletedBy ? history[history.indexOf(deletedBy) - 1] : history[history.length - 1];
    const tradingFee = uint(lastEntryFields.TradingFee) ?? 0;
    const voteSlots = voteSlotsOf(lastEntryFields.VoteSlots);
    pool = {
      account,
      asset: assets.asset,
      asset2: assets.asset2,
      amount: deletedBy ? reservesBeforeDeletion[0] : (before?.amount ?? null),
      amount2: deletedBy ? reservesBeforeDeletion[1] : (before?.amount2 ?? null),
      lpTokenBalance: issuedOf(lastEntryFields.LPTokenBalance),
      tradingFee,
      voteSlots,
      recomputedFee: ammTradingFeeFromVotes(voteSlots),
      auctionSlot: auctionSlotOf(lastEntryFields.AuctionSlot, tradingFee),
      ledgerIndex: deletedBy?.ledgerIndex ?? before?.ledgerIndex ?? null,
    };
    if (!deletedBy) missing.push('amm_info: the node does not list this pool now; figures are the last its history shows');
  }
  const deleted = !live && deletedBy !== null;
  const supply = pool.lpTokenBalance ? Number(pool.lpTokenBalance.value) : null;
  const [holders, book] = await Promise.all([
    deleted ? Promise.resolve(null) : lpHolders(deps, account, pool.lpTokenBalance?.currency, supply),
    deleted ? Promise.resolve(null) : bestOffers(deps, pool.asset, pool.asset2),
  ]);
  if (!deleted && !holders) missing.push('account_lines unavailable: no LP holders');
  if (!deleted && !book) missing.push('book_offers unavailable: no order-book price');
  return {
    ...pool,
    deleted,
    deletedBy: deletedBy?.hash ?? null,
    history,
    historyTruncated: txs.truncated,
    lpHolders: holders,
    price: { pool: impliedPrice(pool.amount, pool.amount2), book },
    missing,
  };
}

/** The pools of `ledger_data` `type: amm` (first page), with reserves from `amm_info` for each. */
async function listPools(deps: RouteDeps): Promise<AmmPoolList> {
  const result = await deps.xrpl.request<JsonObject>({ command: 'ledger_data', type: 'amm', ledger_index: 'validated', limit: LIST_LIMIT });
  const ledgerIndex = uint(result.ledger_index) ?? null;
  const entries = (Array.isArray(result.state) ? result.state.filter(isObject) : []).map((e) => summaryFromEntry(e, ledgerIndex)).filter((p): p is AmmPoolSummary => p !== null);
  const pools = await Promise.all(
    entries.map(async (p) => {
      try {
        const info = await deps.xrpl.request<JsonObject>({ command: 'amm_info', amm_account: p.account, ledger_index: 'validated' });
        if (!isObject(info.amm)) return p;
        return { ...p, amount: poolAmountOf(info.amm.amount), amount2: poolAmountOf(info.amm.amount2), lpTokenBalance: issuedOf(info.amm.lp_token) ?? p.lpTokenBalance, ledgerIndex: uint(info.ledger_index) ?? p.ledgerIndex };
      } catch {
        return p;
      }
    }),
  );
  return { pools, source: `ledger_data type amm of ledger ${ledgerIndex ?? 'validated'}, reserves from amm_info`, ledgerIndex, truncated: Boolean(result.marker) };
}

/** Registers the AMM routes. */
export function registerAmmRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/amm',
    {
      schema: {
        tags: ['assets'],
        summary: 'The AMM pools the node lists, or the pool of one pair',
        description:
          'Without a query: the AMM entries of `ledger_data` `type: amm` (first 200; on the offline replay the AMM entries of its recorded metadata), each with ' +
          'its reserves and LP token supply from `amm_info` and the ledger of those figures. With `asset` and `asset2` (`XRP`, `CUR.issuer` or `CUR+issuer`): ' +
          'the pool of that pair (`amm_info`), as `{ pools: [one], … }`. 400: a malformed asset or only one of the two; 404: no pool for the pair.',
        querystring: Type.Object({ asset: Type.Optional(Type.String({ maxLength: 100 })), asset2: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false }),
        response: { 200: Ref(AmmPoolListSchema), ...errorResponses },
      },
      config: { messages: { invalidInputMessage: INVALID_ASSET_MESSAGE } },
    },
    async (request, reply) => {
      const { asset, asset2 } = request.query;
      if (asset === undefined && asset2 === undefined) {
        const list = await listPools(deps).catch((err: unknown) => {
          throw toApiError(err) ?? err;
        });
        return reply.header('cache-control', CACHE_CONTROL_LIVE).send(list);
      }
      if (asset === undefined || asset2 === undefined) throw new ApiError(400, 'Give both asset and asset2 (XRP or CURRENCY.issuer)', 'invalidInput');
      const a = parseAssetParam(asset);
      const b = parseAssetParam(asset2);
      const pool = await poolOfPair(deps, a, b);
      if (!pool) throw new ApiError(404, PAIR_NOT_FOUND_MESSAGE, 'notFound');
      const body: AmmPoolList = { pools: [pool], source: `amm_info of ledger ${pool.ledgerIndex ?? 'validated'}`, ledgerIndex: pool.ledgerIndex, truncated: false };
      return reply.header('cache-control', CACHE_CONTROL_LIVE).send(body);
    },
  );

  api.get(
    '/api/amm/:account',
    {
      onRequest: rejectLongParams(INVALID_POOL_MESSAGE),
      schema: {
        tags: ['assets'],
        summary: 'One AMM pool: reserves, LP tokens, fee from the votes, auction slot, holders and history',
        description:
          '`amm_info` (reserves, `lp_token`, `trading_fee`, vote and auction slots), `recomputedFee`: Σ fee × VoteWeight ÷ Σ VoteWeight rounded half up, ' +
          "rippled's rule (AMMVote), next to the ledger's `tradingFee`; LP holders from `account_lines` of the pool account; `history` from the pool account's " +
          '`account_tx` (oldest first, reserves after each transaction from its metadata); `price.pool` = amount2 ÷ amount, `price.book` the best offers of ' +
          'the pair (`book_offers`). A deleted pool (`deleted: true`) shows its last state and `deletedBy`. What the node could not give is listed in `missing`. ' +
          '400: not a classic address; 404: no AMM at this account.',
        params: Type.Object({ account: Type.String({ description: 'The AMM account (classic address).' }) }),
        response: { 200: Ref(AmmPoolSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const account = poolAccountOf(request.params.account);
      const pool = await loadPool(deps, account);
      return reply.header('cache-control', CACHE_CONTROL_LIVE).send(pool);
    },
  );
}


