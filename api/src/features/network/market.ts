/**
 * The market service of the network feature: XRP/USD price and volume ({@link MarketData}) from DEX
 * trades, and the per-close trade store ({@link TradeStore}) the token directory prices from. One
 * service per app, called by `GET /api/market/data` and by the indexer's token pricing (never
 * through the app's own HTTP routes).
 *
 * - Offline (the upstream is the replay node, `node-info`): the recorded ledgers with trades
 *   ({@link REPLAY_PRICE_LEDGERS}), window `recorded`, `live: false`.
 * - Live: the stored closes of the last 24 h ({@link TradeStore.market}); the price of each answer
 *   is sampled into `price_samples` (once per ledger index, whichever instance is first: {@link
 *   PriceSampleStore}) and the 24 h change read from there.
 */
import { rippleTimeToUnixMs } from '@ledgerlens/shared/domain';
import type { IndexedLedger, MarketData } from '@ledgerlens/shared/domain';
import { DEFAULT_USD_BOOKS, extractFills, tokenTradesOf, vwap } from './dex';
import { TradeStore, windowOf, type CloseTrades, type MarketWindow } from './closes';
import { PriceSampleStore } from './priceSamples';
import { REPLAY_PRICE_LEDGERS } from '../../node-info';
import type { RouteDeps } from '../../http';

type Json = Record<string, unknown>;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});

/** The circulating supply of the ledger-state index (XRP decimal string) and the ledger it describes. */
export interface CirculatingSupply {
  circulatingSupply: string;
  ledger: IndexedLedger;
}

/** One validated close with its XRP/USD fills and its `total_coins`. */
export interface PricedLedger extends CloseTrades {
  /** `total_coins` of the ledger, XRP. */
  totalCoinsXrp: number;
}

/**
 * Fetches one validated ledger expanded (rippled `ledger`, `transactions` + `expand`) and its XRP/USD
 * fills, and with `withTokens` its `book_changes` (tokens traded against XRP; undefined when the
 * node cannot say). Rejects like `XrplGateway.request` when the `ledger` call fails.
 */
export async function priceLedger(deps: Pick<RouteDeps, 'xrpl'>, ledgerIndex: number | 'validated', withTokens = false): Promise<PricedLedger> {
  const bookChanges = (index: number) =>
    deps.xrpl
      .request<Json>({ command: 'book_changes', ledger_index: index })
      .then((a) => tokenTradesOf([a]))
      .catch(() => undefined);
  const [res, early] = await Promise.all([
    deps.xrpl.request<Json>({ command: 'ledger', ledger_index: ledgerIndex, transactions: true, expand: true }),
    withTokens && typeof ledgerIndex === 'number' ? bookChanges(ledgerIndex) : undefined,
  ]);
  const ledger = obj(res.ledger);
  const txs = Array.isArray(ledger.transactions) ? ledger.transactions : [];
  const index = Number(ledger.ledger_index);
  return {
    ledgerIndex: index,
    closeMs: rippleTimeToUnixMs(Number(ledger.close_time)),
    fills: extractFills(txs),
    totalCoinsXrp: Number(BigInt(String(ledger.total_coins ?? '0'))) / 1e6,
    tokens: early ?? (withTokens && typeof ledgerIndex !== 'number' ? await bookChanges(index) : undefined),
  };
}

/** Market cap = price × circulating supply (USD), null without either. */
export const capOf = (price: number | null, supply: CirculatingSupply | null) => (price === null || !supply ? null : price * Number(supply.circulatingSupply));

/**
 * Builds {@link MarketData} of the offline network from its recorded ledgers with trades: the price
 * and volume of those ledgers (window `recorded`, never called 24 h), the index's circulating supply.
 */
export function buildMarketData(ledgers: readonly PricedLedger[], supply: CirculatingSupply | null, live: boolean, change24h: number | null): MarketData {
  const withTrades = ledgers.filter((l) => l.fills.length > 0);
  const fills = withTrades.flatMap((l) => l.fills);
  const { price, volumeUsd } = vwap(fills);
  const newest = withTrades.reduce<PricedLedger | undefined>((a, l) => (!a || l.ledgerIndex > a.ledgerIndex ? l : a), undefined);
  const indexes = withTrades.map((l) => l.ledgerIndex);
  const rows = [...withTrades].sort((a, b) => a.closeMs - b.closeMs).map((l) => ({ ledger_index: l.ledgerIndex, close_time: new Date(l.closeMs).toISOString() }));
  return {
    price,
    change24h,
    volume24h: price === null ? null : volumeUsd,
    marketCap: capOf(price, supply),
    lastUpdated: newest ? new Date(newest.closeMs).toISOString() : null,
    live,
    ledgerRange: indexes.length ? { first: Math.min(...indexes), last: Math.max(...indexes) } : null,
    sources: DEFAULT_USD_BOOKS.map((book) => {
      const own = fills.filter((f) => f.book === book);
      return { ...book, volumeXrp: (Number(own.reduce((a, f) => a + f.drops, 0n)) / 1e6).toString(), trades: own.length };
    }),
    volumeWindow: windowOf(rows, 'recorded'),
    circulatingSupply: supply?.circulatingSupply ?? null,
    supplyLedger: supply?.ledger ?? null,
  };
}

/** Builds live {@link MarketData} from the 24 h window of stored closes ({@link TradeStore.market}). */
export function buildLiveMarketData(m: MarketWindow, supply: CirculatingSupply | null, change24h: number | null): MarketData {
  return {
    price: m.price,
    change24h,
    volume24h: m.window ? m.volumeUsd : null,
    marketCap: capOf(m.price, supply),
    lastUpdated: m.newestTrade ? new Date(m.newestTrade.closeMs).toISOString() : null,
    live: true,
    ledgerRange: m.tradeRange,
    sources: m.sources,
    volumeWindow: m.window,
    circulatingSupply: supply?.circulatingSupply ?? null,
    supplyLedger: supply?.ledger ?? null,
  };
}

/** What the market service uses: the gateway, live data (per-close caching, the close stream) and the database. */
export type MarketDeps = Pick<RouteDeps, 'xrpl' | 'live' | 'db'>;

/**
 * XRP/USD market figures and the stored trades of every close (see module TSDoc). Create one per
 * app; {@link followCloses} once to store every close the node streams.
 */
export class MarketService {
  /** Trades per close (`market_closes`, `token_closes` in SQLite or PostgreSQL; in memory without a database). */
  readonly trades: TradeStore;
  /** XRP/USD price samples, one per ledger (`price_samples`), read by `GET /api/market/history/:range`. */
  readonly samples: PriceSampleStore;
  private readonly pending = new Map<number | 'validated', Promise<PricedLedger>>();

  constructor(private readonly deps: MarketDeps) {
    this.trades = new TradeStore(deps.db);
    this.samples = new PriceSampleStore(deps.db);
  }

  /** Stores every validated close the node streams (Offer fills and AMM swaps, tokens against XRP). */
  followCloses(): void {
    this.deps.live.onLedgerClosed((event) => {
      if (Number.isSafeInteger(event.ledger_index)) void this.recordClose(event.ledger_index).catch(() => undefined);
    });
  }

  /**
   * Loads and stores one close (once per ledger at a time; a stored close is not loaded again when
   * its index is known). Resolves null when already stored; rejects when the `ledger` call fails.
   */
  async recordClose(ledgerIndex: number | 'validated'): Promise<PricedLedger | null> {
    if (typeof ledgerIndex === 'number' && (await this.trades.has(ledgerIndex))) return null;
    let p = this.pending.get(ledgerIndex);
    if (!p) {
      p = priceLedger(this.deps, ledgerIndex, true)
        .then(async (l) => {
          await this.trades.record(l);
          return l;
        })
        .finally(() => this.pending.delete(ledgerIndex));
      this.pending.set(ledgerIndex, p);
    }
    return p;
  }

  /**
   * The market figures without the index's supply. On a network other than mainnet (devnet,
   * testnet: `server_info` `network_id` ≠ 0) the price, volume and cap are null, no book is read and
   * none is named (the USD books are mainnet issuers'). (`marketCap`, `circulatingSupply` and
   * `supplyLedger` null: the route adds them at request time). Computed at most once per ledger
   * close (`LiveData`, key `market-data`). Rejects like `XrplGateway.request`.
   */
  data(): Promise<MarketData> {
    const { live } = this.deps;
    return live.get('market-data', async () => {
      const info = await live.serverInfo();
      // Test networks' XRP has no market: no price, rather than one read from test offers.
      if (info.networkId !== 0) return { ...buildMarketData([], null, !info.replay, null), sources: [] };
      if (info.replay) {
        const recorded = await Promise.all(REPLAY_PRICE_LEDGERS.map((i) => priceLedger(this.deps, i)));
        return buildMarketData(recorded, null, false, null);
      }
      // The newest validated close is stored too (a node without a stream: every request's close).
      await this.recordClose('validated');
      const md = buildLiveMarketData(await this.trades.market(), null, null);
      const end = await this.trades.newestCloseMs();
      const latest = md.volumeWindow;
      if (md.price !== null && latest && end !== null) {
        await this.samples.record({ ledgerIndex: latest.lastLedger, time: new Date(end).toISOString(), price: md.price, volumeUsd: md.volume24h });
        const old = await this.samples.priceAtOrBefore(new Date(end - 86_400_000).toISOString());
        if (old !== null) md.change24h = ((md.price - old) / old) * 100;
      }
      return md;
    });
  }
}
