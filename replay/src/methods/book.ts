/**
 * Order books and AMMs of the replay node, from recorded metadata: `book_changes`, `book_offers`
 * and `amm_info`.
 *
 * `book_changes` (rippled `doBookChanges`, `BookChanges.h`): the order-book changes of one ledger,
 * computed from the metadata of its recorded transactions. For every Offer entry a transaction
 * consumed (Modified or Deleted with previous `TakerGets`/`TakerPays`), the deltas of both sides are
 * tallied per currency pair: volumes, and the high, low, open and close rate. As rippled: the pair is
 * ordered with XRP first (else by the issue text), currencies are written `XRP_drops` or
 * `issuer/currency`, XRP volumes in drops. A ledger whose transactions were not recorded answers
 * with no changes; an unknown ledger `lgrNotFound`.
 */
import { affectedNodesOf } from '@ledgerlens/shared/domain';
import type { Handler, HandlerContext } from '../context';
import { RpcError, expectedField, invalidField, missingField } from '../errors';
import { isObject, isUInt, type JsonObject } from '../json';
import { ledgerFromSpec, parseLedgerSpec } from '../ledgerSpec';
import type { EntryView } from '../entryVersions';
import type { ReplayStore } from '../store';

interface Side {
  issue: string;
  value: number;
  xrp: boolean;
}

function side(prev: unknown, final: unknown): Side | undefined {
  if (typeof prev === 'string' && typeof final === 'string' && /^\d+$/.test(prev) && /^\d+$/.test(final)) {
    return { issue: 'XRP_drops', value: Number(BigInt(final) - BigInt(prev)), xrp: true };
  }
  if (isObject(prev) && isObject(final) && typeof prev.currency === 'string' && typeof prev.issuer === 'string') {
    return { issue: `${prev.issuer}/${prev.currency}`, value: Number(final.value) - Number(prev.value), xrp: false };
  }
  return undefined;
}

const num = (n: number): string => (Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(16))));

/** The `changes` of a list of transaction metadata, in rippled's shape. */
export function bookChangesOf(metas: readonly JsonObject[]): JsonObject[] {
  const tally = new Map<string, { a: string; b: string; volumeA: number; volumeB: number; high: number; low: number; open: number; close: number }>();
  for (const meta of metas) {
    for (const node of affectedNodesOf(meta)) {
      // Offers a transaction consumed: modified or deleted, with fields before and after.
      if (node.kind === 'CreatedNode' || node.entryType !== 'Offer' || !isObject(node.node.PreviousFields) || !node.hasFields) continue;
      const prev = node.previous;
      const fin = node.fields;
      if (prev.TakerGets === undefined || prev.TakerPays === undefined) continue;
      const gets = side(prev.TakerGets, fin.TakerGets);
      const pays = side(prev.TakerPays, fin.TakerPays);
      if (!gets || !pays) continue;
      const noswap = gets.xrp ? true : pays.xrp ? false : gets.issue < pays.issue;
      const first = noswap ? gets : pays;
      const second = noswap ? pays : gets;
      if (second.value === 0) continue;
      const rate = first.value / second.value;
      const key = `${first.issue}|${second.issue}`;
      const entry = tally.get(key);
      if (entry) {
        entry.volumeA += Math.abs(first.value);
        entry.volumeB += Math.abs(second.value);
        entry.high = Math.max(entry.high, rate);
        entry.low = Math.min(entry.low, rate);
        entry.close = rate;
      } else {
        tally.set(key, { a: first.issue, b: second.issue, volumeA: Math.abs(first.value), volumeB: Math.abs(second.value), high: rate, low: rate, open: rate, close: rate });
      }
    }
  }
  return [...tally.values()].map((t) => ({
    currency_a: t.a,
    currency_b: t.b,
    volume_a: num(t.volumeA),
    volume_b: num(t.volumeB),
    high: num(t.high),
    low: num(t.low),
    open: num(t.open),
    close: num(t.close),
  }));
}

function bookChanges(ctx: HandlerContext) {
  const ledger = ledgerFromSpec(ctx.store, parseLedgerSpec(ctx.params), ctx.api);
  const index = ledger.header.ledger_index;
  const metas = ctx.store.transactionsInLedger(index).map((r) => r.meta);
  return {
    result: {
      type: 'bookChanges',
      ledger_index: index,
      ledger_hash: ledger.header.ledger_hash,
      ledger_time: ledger.header.close_time,
      validated: true,
      changes: bookChangesOf(metas),
    } as JsonObject,
  };
}

/** The newest recorded state of every Offer and AMM-related entry (mainnet metadata, in ledger order): the store's entry-version index. */
export function entries(store: ReplayStore): ReadonlyMap<string, EntryView> {
  return store.entryVersions.newest;
}

/** A `{currency, issuer?}` book side; XRP has no issuer. */
function bookSide(value: unknown, name: string): { currency: string; issuer?: string } {
  if (!isObject(value)) throw missingField(name);
  if (typeof value.currency !== 'string') throw invalidField(`${name}.currency`);
  if (value.currency === 'XRP') {
    if (value.issuer !== undefined) throw invalidField(`${name}.issuer`);
    return { currency: 'XRP' };
  }
  if (typeof value.issuer !== 'string') throw invalidField(`${name}.issuer`);
  return { currency: value.currency, issuer: value.issuer };
}

function sameSide(amount: unknown, side: { currency: string; issuer?: string }): boolean {
  if (side.currency === 'XRP') return typeof amount === 'string';
  return isObject(amount) && amount.currency === side.currency && amount.issuer === side.issuer;
}

const valueOf = (amount: unknown): number => (typeof amount === 'string' ? Number(amount) : isObject(amount) ? Number(amount.value) : NaN);

/**
 * `book_offers` (rippled `doBookOffers`): the offers of one book (`taker_gets`, `taker_pays`) as the
 * newest recorded metadata left them (an offer no recorded transaction touched is not known),
 * best quality first (`TakerPays` / `TakerGets` ascending), each with its `quality`; `limit`.
 */
function bookOffers(ctx: HandlerContext) {
  const { params } = ctx;
  if (!('taker_gets' in params)) throw missingField('taker_gets');
  if (!('taker_pays' in params)) throw missingField('taker_pays');
  const gets = bookSide(params.taker_gets, 'taker_gets');
  const pays = bookSide(params.taker_pays, 'taker_pays');
  let limit = 200;
  if ('limit' in params) {
    if (!isUInt(params.limit)) throw expectedField('limit', 'unsigned integer');
    limit = Math.max(1, Math.min(400, Number(params.limit)));
  }
  const ledger = ledgerFromSpec(ctx.store, parseLedgerSpec(params), ctx.api);
  const offers = [...entries(ctx.store).values()]
    .filter((e) => e.type === 'Offer' && !e.deleted && e.ledgerIndex <= ledger.header.ledger_index && sameSide(e.fields.TakerGets, gets) && sameSide(e.fields.TakerPays, pays))
    .filter((e) => valueOf(e.fields.TakerGets) > 0)
    .map((e): JsonObject => ({ ...e.fields, index: e.index, quality: String(valueOf(e.fields.TakerPays) / valueOf(e.fields.TakerGets)) }))
    .sort((a, b) => Number(a.quality) - Number(b.quality))
    .slice(0, limit);
  return { result: { ledger_index: ledger.header.ledger_index, ledger_hash: ledger.header.ledger_hash, offers, validated: true } as JsonObject };
}

/**
 * `amm_info` (rippled `doAMMInfo`) by `asset`/`asset2` or `amm_account`: the AMM entry as the newest
 * recorded metadata left it, with the pool's balances from the AMM account's AccountRoot (XRP) and
 * trust lines (tokens) in the same metadata; `actNotFound` when no recorded AMM matches.
 */
function ammInfo(ctx: HandlerContext) {
  const { params } = ctx;
  const all = [...entries(ctx.store).values()];
  const amms = all.filter((e) => e.type === 'AMM' && !e.deleted);
  const issueKey = (v: unknown) => (isObject(v) ? `${v.currency}/${v.issuer ?? ''}` : '');
  let amm: EntryView | undefined;
  if (typeof params.amm_account === 'string') amm = amms.find((e) => e.fields.Account === params.amm_account);
  else if (isObject(params.asset) && isObject(params.asset2)) {
    const want = [issueKey(params.asset), issueKey(params.asset2)].sort().join('|');
    amm = amms.find((e) => [issueKey(e.fields.Asset), issueKey(e.fields.Asset2)].sort().join('|') === want);
  } else throw new RpcError('invalidParams');
  if (!amm) throw new RpcError('actNotFound');
  const account = String(amm.fields.Account);
  const balanceOf = (asset: unknown): unknown => {
    if (!isObject(asset)) return undefined;
    if (asset.currency === 'XRP') return all.find((e) => e.type === 'AccountRoot' && e.fields.Account === account)?.fields.Balance;
    const line = all.find((e) => e.type === 'RippleState' && isObject(e.fields.LowLimit) && isObject(e.fields.HighLimit) && isObject(e.fields.Balance) && e.fields.Balance.currency === asset.currency && [e.fields.LowLimit.issuer, e.fields.HighLimit.issuer].includes(account) && [e.fields.LowLimit.issuer, e.fields.HighLimit.issuer].includes(asset.issuer));
    if (!line || !isObject(line.fields.Balance) || !isObject(line.fields.LowLimit)) return undefined;
    const raw = String(line.fields.Balance.value);
    const held = line.fields.LowLimit.issuer === account ? raw : raw.startsWith('-') ? raw.slice(1) : `-${raw}`;
    return { currency: asset.currency, issuer: asset.issuer, value: held.replace(/^-/, '') };
  };
  const out: JsonObject = {
    account,
    lp_token: amm.fields.LPTokenBalance,
    trading_fee: amm.fields.TradingFee,
    asset_frozen: false,
    asset2_frozen: false,
  };
  const amount = balanceOf(amm.fields.Asset);
  const amount2 = balanceOf(amm.fields.Asset2);
  if (amount !== undefined) out.amount = amount;
  if (amount2 !== undefined) out.amount2 = amount2;
  if (Array.isArray(amm.fields.VoteSlots)) out.vote_slots = amm.fields.VoteSlots;
  if (isObject(amm.fields.AuctionSlot)) out.auction_slot = amm.fields.AuctionSlot;
  return { result: { amm: out, ledger_index: amm.ledgerIndex, validated: true } as JsonObject };
}

/** The book methods, spread into `HANDLERS`. */
export const BOOK_HANDLERS: Record<string, Handler> = { book_changes: bookChanges, book_offers: bookOffers, amm_info: ammInfo };
