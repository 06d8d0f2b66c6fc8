/**
 * Network area of the API (issue 12, first slice): `GET /api/network/stats` and
 * `GET /api/market/history/:range`.
 */
import type { FastifyInstance } from 'fastify';
import type { MarketData, NetworkStats, PriceSample } from '@ledgerlens/shared/domain';
import { computePulse, popularAddresses, toSeenLedger, type SeenLedger } from './pulse';
import { DEFAULT_USD_BOOKS, extractFills, vwap, type DexFill } from './dex';
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

/**
 * Builds {@link NetworkStats} from rippled `server_info` (`info.load_factor`, `peers`,
 * `validated_ledger`, `build_version`) and `ledger` (validated, `total_coins` in drops,
 * `close_time` in Ripple-epoch seconds). `nowMs` is the current time (Unix ms).
 */
export function buildNetworkStats(serverInfo: Json, ledger: Json, nowMs: number): NetworkStats {
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
    circulatingSupply: null,
    replay: info.build_version === 'ledgerlens-replay',
  };
}

/**
 * Recorded ledgers with XRP/USD fills the offline replay network prices from (newest first):
 * 346610 and 329212 of `replay/data/mainnet` (Bitstamp USD fills).
 */
export const OFFLINE_PRICE_LEDGERS: readonly number[] = [346610, 329212];

interface PricedLedger {
  index: number;
  closeMs: number;
  fills: DexFill[];
  /** `total_coins` of the ledger, XRP. */
  totalCoinsXrp: number;
}

/** Fetches one ledger expanded (rippled `ledger`, `transactions` + `expand`) and its fills. */
async function priceLedger(deps: RouteDeps, ledgerIndex: number | 'validated'): Promise<PricedLedger> {
  const res = await deps.xrpl.request<Json>({ command: 'ledger', ledger_index: ledgerIndex, transactions: true, expand: true });
  const ledger = obj(res.ledger);
  const txs = Array.isArray(ledger.transactions) ? ledger.transactions : [];
  return {
    index: Number(ledger.ledger_index),
    closeMs: (Number(ledger.close_time) + RIPPLE_EPOCH_S) * 1000,
    fills: extractFills(txs),
    totalCoinsXrp: Number(BigInt(String(ledger.total_coins ?? '0'))) / 1e6,
  };
}

/** Builds {@link MarketData} from priced ledgers (24 h window) and a supply in XRP. */
export function buildMarketData(ledgers: readonly PricedLedger[], supplyXrp: number, live: boolean, change24h: number | null): MarketData {
  const withTrades = ledgers.filter((l) => l.fills.length > 0);
  const fills = withTrades.flatMap((l) => l.fills);
  const { price, volumeUsd } = vwap(fills);
  const newest = withTrades.reduce<PricedLedger | undefined>((a, l) => (!a || l.index > a.index ? l : a), undefined);
  const indexes = withTrades.map((l) => l.index);
  return {
    price,
    change24h,
    volume24h: price === null ? null : volumeUsd,
    marketCap: price === null ? null : price * supplyXrp,
    lastUpdated: newest ? new Date(newest.closeMs).toISOString() : null,
    live,
    ledgerRange: indexes.length ? { first: Math.min(...indexes), last: Math.max(...indexes) } : null,
    sources: DEFAULT_USD_BOOKS.map((book) => {
      const own = fills.filter((f) => f.book === book);
      return { ...book, volumeXrp: (Number(own.reduce((a, f) => a + f.drops, 0n)) / 1e6).toString(), trades: own.length };
    }),
  };
}

/** Ledgers kept for pulse and popular addresses (about 10 minutes of closes). */
export const PULSE_WINDOW_LEDGERS = 150;

/**
 * Cache-Control of the network statistics: one second. Home refetches them at every ledger close
 * (about 4 s apart); a longer max-age would let the browser's HTTP cache answer a refetch with the
 * previous close's figures.
 */
export const CACHE_CONTROL_STATS = 'public, max-age=1';

/** Registers the network routes (see module TSDoc). Upstream failures reach the app's error handler, which maps them with `toApiError`. */
export function registerNetworkRoutes(app: FastifyInstance, deps: RouteDeps): void {
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
    return stats;
  });

  const window = new Map<number, PricedLedger>();
  /** Ledgers seen close (bounded to the newest {@link PULSE_WINDOW_LEDGERS}). */
  const seen = new Map<number, SeenLedger>();
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
    const ledgers = await observe();
    void reply.header('cache-control', CACHE_CONTROL_LIVE);
    return computePulse(ledgers);
  });
  app.get('/api/addresses/popular', async (_request, reply) => {
    wanted();
    const ledgers = await observe();
    void reply.header('cache-control', CACHE_CONTROL_LIVE);
    return popularAddresses(ledgers);
  });
  app.get('/api/market/data', async (_request, reply) => {
    const data = await deps.live.get('market-data', async () => {
      const info = await deps.live.serverInfo();
      const replay = obj(info.result.info).build_version === 'ledgerlens-replay';
      const latest = await priceLedger(deps, 'validated');
      const supply = latest.totalCoinsXrp;
      if (replay) {
        const recorded = await Promise.all(OFFLINE_PRICE_LEDGERS.map((i) => priceLedger(deps, i)));
        return buildMarketData(recorded, supply, false, null);
      }
      window.set(latest.index, latest);
      for (const [k, l] of window) if (latest.closeMs - l.closeMs > 86_400_000) window.delete(k);
      const md = buildMarketData([...window.values()], supply, true, null);
      if (deps.db && md.price !== null) {
        deps.db
          .prepare('INSERT OR REPLACE INTO price_samples (ledger_index, time, price, volume_usd) VALUES (?, ?, ?, ?)')
          .run(latest.index, new Date(latest.closeMs).toISOString(), md.price, md.volume24h);
        const old = deps.db
          .prepare('SELECT price FROM price_samples WHERE time <= ? ORDER BY time DESC LIMIT 1')
          .get(new Date(latest.closeMs - 86_400_000).toISOString()) as { price: number } | undefined;
        if (old) md.change24h = ((md.price - old.price) / old.price) * 100;
      }
      return md;
    });
    void reply.header('cache-control', CACHE_CONTROL_LIVE);
    return data;
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
}
