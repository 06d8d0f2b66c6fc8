/**
 * Network area of the API (issue 12, first slice): `GET /api/network/stats` and
 * `GET /api/market/history/:range`.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IndexedLedger, InstanceView, MarketData, NetworkStats, PriceSample } from '@ledgerlens/shared/domain';
import { computePulse, popularAddresses, toSeenLedger, type SeenLedger } from './pulse';
import { DEFAULT_USD_BOOKS, extractFills, tokenTradesOf, vwap } from './dex';
import { TradeStore, windowOf, type CloseTrades, type MarketWindow } from './closes';
import { ApiError } from '../../errors';
import { CACHE_CONTROL_LIVE } from '../../cache';
import type { RouteDeps } from '../../routes';

/** Valid ranges of `GET /api/market/history/:range`, with their length in milliseconds. */
export const HISTORY_RANGES: Readonly<Record<string, number>> = { '24h': 86_400_000, '7d': 7 * 86_400_000, '30d': 30 * 86_400_000 };

/**
 * Health thresholds: `critical` when the last validated ledger is older than 60 s or the load
 * factor is at least 10 (rippled's local fee escalation is severe); `warning` when older than 15 s
 * (about 4 missed closes) or load factor above 1; else `healthy`.
 */
export function networkHealth(loadFactor: number, ledgerAgeSeconds: number): NetworkStats['networkHealth'] {
  if (ledgerAgeSeconds > 60 || loadFactor >= 10) return 'critical';
  if (ledgerAgeSeconds > 15 || loadFactor > 1) return 'warning';
  return 'healthy';
}

type Json = Record<string, unknown>;
const RIPPLE_EPOCH_S = 946_684_800;
const obj = (v: unknown): Json => (v && typeof v === 'object' ? (v as Json) : {});
const dropsToXrp = (drops: string): string => {
  const d = BigInt(drops);
  const whole = d / 1_000_000n;
  const frac = (d % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole.toString();
};

/** The circulating supply of the ledger-state index (XRP decimal string) and the ledger it describes. */
export interface CirculatingSupply {
  circulatingSupply: string;
  ledger: IndexedLedger;
}

/**
 * Builds {@link NetworkStats} from rippled `server_info` (`info.load_factor`, `peers`,
 * `validated_ledger`, `build_version`) and `ledger` (validated, `total_coins` in drops,
 * `close_time` in Ripple-epoch seconds). `nowMs` is the current time (Unix ms). `supply`: the
 * ledger-state index's circulating supply (`total_coins` − escrowed XRP) with its ledger; null before
 * the first index run (then `circulatingSupply` is null).
 */
export function buildNetworkStats(serverInfo: Json, ledger: Json, nowMs: number, supply: CirculatingSupply | null = null): NetworkStats {
  const info = obj(serverInfo.info);
  const vl = obj(info.validated_ledger);
  const closeS = Number(ledger.close_time) + RIPPLE_EPOCH_S;
  const loadFactor = typeof info.load_factor === 'number' ? info.load_factor : 1;
  const txs = Array.isArray(ledger.transactions) ? ledger.transactions.length : 0;
  return {
    ledgerIndex: Number(ledger.ledger_index),
    ledgerCloseTime: new Date(closeS * 1000).toISOString(),
    // The node's own `validated_ledger.age` when it reports one (the replay counts it from the reveal), else the close time.
    networkHealth: networkHealth(loadFactor, typeof vl.age === 'number' ? vl.age : nowMs / 1000 - closeS),
    loadFactor,
    transactions: txs,
    peerCount: typeof info.peers === 'number' ? info.peers : null,
    baseFeeXrp: String(vl.base_fee_xrp ?? ''),
    reserveBaseXrp: String(vl.reserve_base_xrp ?? ''),
    reserveIncrementXrp: String(vl.reserve_inc_xrp ?? ''),
    totalSupply: dropsToXrp(String(ledger.total_coins ?? '0')),
    circulatingSupply: supply?.circulatingSupply ?? null,
    circulatingSupplyLedger: supply?.ledger ?? null,
    replay: info.build_version === 'ledgerlens-replay',
  };
}

/**
 * Recorded ledgers with XRP/USD fills the offline replay network prices from (newest first):
 * 346610 and 329212 of `replay/data/mainnet` (Bitstamp USD fills).
 */
export const OFFLINE_PRICE_LEDGERS: readonly number[] = [346610, 329212];

interface PricedLedger extends CloseTrades {
  /** `total_coins` of the ledger, XRP. */
  totalCoinsXrp: number;
}

/**
 * Fetches one validated ledger expanded (rippled `ledger`, `transactions` + `expand`) and its XRP/USD
 * fills, and with `withTokens` its `book_changes` (tokens traded against XRP; undefined when the
 * node cannot say). Rejects like `XrplGateway.request` when the `ledger` call fails.
 */
async function priceLedger(deps: RouteDeps, ledgerIndex: number | 'validated', withTokens = false): Promise<PricedLedger> {
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
    closeMs: (Number(ledger.close_time) + RIPPLE_EPOCH_S) * 1000,
    fills: extractFills(txs),
    totalCoinsXrp: Number(BigInt(String(ledger.total_coins ?? '0'))) / 1e6,
    tokens: early ?? (withTokens && typeof ledgerIndex !== 'number' ? await bookChanges(index) : undefined),
  };
}

/** Market cap = price × circulating supply (USD), null without either. */
const capOf = (price: number | null, supply: CirculatingSupply | null) => (price === null || !supply ? null : price * Number(supply.circulatingSupply));

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

/**
 * Response header of the figures one API instance keeps in memory (`/api/network/pulse`,
 * `/api/addresses/popular`): `instance=<name>; since=<ISO time>`. Two instances answer with their
 * own counts; the header (and the pulse's `view`) says whose.
 */
export const INSTANCE_VIEW_HEADER = 'x-ledgerlens-view';

/** The {@link INSTANCE_VIEW_HEADER} value of `view`. */
export function instanceViewHeader(view: InstanceView): string {
  return `instance=${view.instance}; since=${view.since}`;
}

/** Ledgers kept for pulse and popular addresses (about 10 minutes of closes). */
export const PULSE_WINDOW_LEDGERS = 150;

/**
 * Cache-Control of the network statistics: one second. Home refetches them at every ledger close
 * (about 4 s apart); a longer max-age would let the browser's HTTP cache answer a refetch with the
 * previous close's figures.
 */
export const CACHE_CONTROL_STATS = 'public, max-age=1';

/** Options of {@link registerNetworkRoutes}. */
export interface NetworkRouteOptions {
  /** The ledger-state index's circulating supply and its ledger; null before the first run. */
  circulatingSupply?: () => CirculatingSupply | null;
}

/**
 * Registers the network routes (see module TSDoc) and starts storing the DEX trades of every
 * validated close the node streams ({@link TradeStore}). Upstream failures reach the app's error
 * handler, which maps them with `toApiError`.
 *
 * @returns the trade store (tests, the token directory).
 */
export function registerNetworkRoutes(app: FastifyInstance, deps: RouteDeps, options: NetworkRouteOptions = {}): TradeStore {
  const supplyOf = () => {
    try {
      return options.circulatingSupply?.() ?? null;
    } catch {
      return null;
    }
  };
  const store = new TradeStore(deps.db);
  const pending = new Map<number | 'validated', Promise<PricedLedger>>();
  /** Loads and stores one close (once per ledger at a time; a stored close is not loaded again when its index is known). */
  const recordClose = (ledgerIndex: number | 'validated'): Promise<PricedLedger | null> => {
    if (typeof ledgerIndex === 'number' && store.has(ledgerIndex)) return Promise.resolve(null);
    let p = pending.get(ledgerIndex);
    if (!p) {
      p = priceLedger(deps, ledgerIndex, true)
        .then((l) => {
          store.record(l);
          return l;
        })
        .finally(() => pending.delete(ledgerIndex));
      pending.set(ledgerIndex, p);
    }
    return p;
  };
  // Every validated close the node streams is stored (Offer fills and AMM swaps, tokens against XRP).
  deps.live.onLedgerClosed((event) => {
    if (Number.isSafeInteger(event.ledger_index)) void recordClose(event.ledger_index).catch(() => undefined);
  });

  app.get('/api/network/stats', async (_request, reply) => {
    const stats = await deps.live.get('network-stats', async () => {
      // server_info from LiveData (loaded once per close for every route), the ledger in parallel.
      const [info, ledger] = await Promise.all([
        deps.live.serverInfo(),
        deps.xrpl.request<Json>({ command: 'ledger', ledger_index: 'validated', transactions: true }),
      ]);
      return buildNetworkStats(info.result, obj(ledger.ledger), Date.now());
    });
    void reply.header('cache-control', CACHE_CONTROL_STATS);
    // The index's supply at request time (a run that completed since this close counts at once).
    const supply = supplyOf();
    return { ...stats, circulatingSupply: supply?.circulatingSupply ?? null, circulatingSupplyLedger: supply?.ledger ?? null };
  });

  /** Ledgers seen close (bounded to the newest {@link PULSE_WINDOW_LEDGERS}). */
  const seen = new Map<number, SeenLedger>();
  // Pulse and popular addresses are this process's count (memory, not the shared store): every
  // answer says so, with the instance and since when it counts ({@link INSTANCE_VIEW_HEADER}).
  const view: InstanceView = { scope: 'instance', instance: randomUUID().slice(0, 8), since: '' };
  const viewOf = (): InstanceView => {
    if (!view.since) view.since = new Date().toISOString();
    return { ...view };
  };
  const observe = () =>
    deps.live.get('network-seen', async () => {
      const res = await deps.xrpl.request<Json>({ command: 'ledger', ledger_index: 'validated', transactions: true, expand: true });
      const l = toSeenLedger(obj(res.ledger));
      seen.set(l.index, l);
      for (const k of [...seen.keys()].sort((a, b) => a - b).slice(0, Math.max(0, seen.size - PULSE_WINDOW_LEDGERS))) seen.delete(k);
      return [...seen.values()];
    });
  // Once a client asked for the pulse (in the last 10 minutes), every close the node streams is
  // counted, not only those a client asked about; without clients the API reads nothing extra.
  let pulseWantedUntil = 0;
  deps.live.onLedgerClosed(() => {
    if (Date.now() < pulseWantedUntil) void observe().catch(() => undefined);
  });
  const wanted = () => {
    pulseWantedUntil = Date.now() + 600_000;
  };
  app.get('/api/network/pulse', async (_request, reply) => {
    wanted();
    const v = viewOf();
    const ledgers = await observe();
    void reply.header('cache-control', CACHE_CONTROL_LIVE).header(INSTANCE_VIEW_HEADER, instanceViewHeader(v));
    return { ...computePulse(ledgers), view: v };
  });
  app.get('/api/addresses/popular', async (_request, reply) => {
    wanted();
    const v = viewOf();
    const ledgers = await observe();
    void reply.header('cache-control', CACHE_CONTROL_LIVE).header(INSTANCE_VIEW_HEADER, instanceViewHeader(v));
    return popularAddresses(ledgers);
  });
  app.get('/api/market/data', async (_request, reply) => {
    const data = await deps.live.get('market-data', async () => {
      const info = await deps.live.serverInfo();
      const replay = obj(info.result.info).build_version === 'ledgerlens-replay';
      if (replay) {
        const recorded = await Promise.all(OFFLINE_PRICE_LEDGERS.map((i) => priceLedger(deps, i)));
        return buildMarketData(recorded, null, false, null);
      }
      // The newest validated close is stored too (a node without a stream: every request's close).
      await recordClose('validated');
      const md = buildLiveMarketData(store.market(), null, null);
      const end = store.newestCloseMs();
      const latest = md.volumeWindow;
      if (deps.db && md.price !== null && latest && end !== null) {
        deps.db
          .prepare('INSERT OR REPLACE INTO price_samples (ledger_index, time, price, volume_usd) VALUES (?, ?, ?, ?)')
          .run(latest.lastLedger, new Date(end).toISOString(), md.price, md.volume24h);
        const old = deps.db
          .prepare('SELECT price FROM price_samples WHERE time <= ? ORDER BY time DESC LIMIT 1')
          .get(new Date(end - 86_400_000).toISOString()) as { price: number } | undefined;
        if (old) md.change24h = ((md.price - old.price) / old.price) * 100;
      }
      return md;
    });
    void reply.header('cache-control', CACHE_CONTROL_LIVE);
    const supply = supplyOf();
    return { ...data, marketCap: capOf(data.price, supply), circulatingSupply: supply?.circulatingSupply ?? null, supplyLedger: supply?.ledger ?? null };
  });

  app.get<{ Params: { range: string } }>('/api/market/history/:range', async (request, reply) => {
    const span = HISTORY_RANGES[request.params.range];
    if (span === undefined) {
      throw new ApiError(400, `Unknown range; valid ranges: ${Object.keys(HISTORY_RANGES).join(', ')}`, 'invalidInput');
    }
    void reply.header('cache-control', CACHE_CONTROL_LIVE);
    if (!deps.db) return [] as PriceSample[];
    const since = new Date(Date.now() - span).toISOString();
    const rows = deps.db
      .prepare('SELECT time, ledger_index AS ledgerIndex, price, volume_usd AS volumeUsd FROM price_samples WHERE time >= ? ORDER BY time')
      .all(since) as PriceSample[];
    return rows;
  });
  return store;
}
