/**
 * Network area of the API: `GET /api/network/stats` and
 * `GET /api/market/history/:range`.
 */
import { rippleTimeToUnixSeconds } from '@ledgerlens/shared/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MarketDataSchema, NetworkPulseSchema, NetworkStatsSchema, PopularAddressSchema, PriceSampleSchema, Ref } from '@ledgerlens/shared/schemas';
import type { InstanceView, NetworkStats } from '@ledgerlens/shared/domain';
import { computePulse, popularAddresses, toSeenLedger, type SeenLedger } from './pulse';
import { MarketService, capOf, type CirculatingSupply } from './market';
import { isReplayServerInfo } from '../../node-info';
import { ApiError } from '../../errors';
import { CACHE_CONTROL_LIVE } from '../../cache';
import { queryErrorResponses, upstreamErrorResponses, type RouteDeps } from '../../http';

export { buildMarketData, buildLiveMarketData, type CirculatingSupply } from './market';

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
 * `close_time` in Ripple-epoch seconds). `nowMs` is the current time (Unix ms). `supply`: the
 * ledger-state index's circulating supply (`total_coins` − escrowed XRP) with its ledger; null before
 * the first index run (then `circulatingSupply` is null).
 */
export function buildNetworkStats(serverInfo: Json, ledger: Json, nowMs: number, supply: CirculatingSupply | null = null): NetworkStats {
  const info = obj(serverInfo.info);
  const vl = obj(info.validated_ledger);
  const closeS = rippleTimeToUnixSeconds(Number(ledger.close_time));
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
    replay: isReplayServerInfo(serverInfo),
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
  /** The market service the routes and the token pricing share (default: a new one on `deps`). */
  market?: MarketService;
  /** The ledger-state index's circulating supply and its ledger; null before the first run. */
  circulatingSupply?: () => Promise<CirculatingSupply | null> | CirculatingSupply | null;
  /**
   * This instance's name in the pulse's `view.instance` and the {@link INSTANCE_VIEW_HEADER}
   * (`INSTANCE_ID`, the name it also holds the indexer lease by); default: 8 random hex digits per process.
   */
  instanceId?: string;
}

/**
 * Registers the network routes (see module TSDoc) and starts storing the DEX trades of every
 * validated close the node streams ({@link MarketService.followCloses}). Upstream failures reach the
 * app's error handler, which maps them with `toApiError`.
 *
 * @returns the market service (its trade store feeds the token directory).
 */
export function registerNetworkRoutes(app: FastifyInstance, deps: RouteDeps, options: NetworkRouteOptions = {}): MarketService {
  const supplyOf = async () => {
    try {
      return (await options.circulatingSupply?.()) ?? null;
    } catch {
      return null;
    }
  };
  const market = options.market ?? new MarketService(deps);
  // Every validated close the node streams is stored (Offer fills and AMM swaps, tokens against XRP).
  market.followCloses();

  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const statsSchema = {
    tags: ['network'],
    summary: 'Network statistics of the latest validated ledger (spec §3 Network stats)',
    description:
      'rippled `server_info` (`load_factor`, `peers`, `validated_ledger` fees and reserves, `build_version`) and the latest validated `ledger` ' +
      '(`total_coins`, `close_time`, its transactions); `circulatingSupply` is `total_coins` − escrowed XRP of the ledger-state index (null before its first run). ' +
      'Refreshed once per ledger close; `Cache-Control: public, max-age=1`.',
    response: { 200: Ref(NetworkStatsSchema), ...upstreamErrorResponses },
  };
  api.get('/api/network/stats', { schema: statsSchema }, async (_request, reply) => {
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
    const supply = await supplyOf();
    return { ...stats, circulatingSupply: supply?.circulatingSupply ?? null, circulatingSupplyLedger: supply?.ledger ?? null };
  });

  /** Ledgers seen close (bounded to the newest {@link PULSE_WINDOW_LEDGERS}). */
  const seen = new Map<number, SeenLedger>();
  // Pulse and popular addresses are this process's count (memory, not the shared store): every
  // answer says so, with the instance and since when it counts ({@link INSTANCE_VIEW_HEADER}).
  const view: InstanceView = { scope: 'instance', instance: options.instanceId || randomUUID().slice(0, 8), since: '' };
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
  const instanceNote = ' The count of the answering API instance (its memory, not the shared store): `view` and the `x-ledgerlens-view` header name it.';
  const pulseSchema = {
    tags: ['network'],
    summary: 'Rolling metrics over the last closes this API instance has seen',
    description: 'rippled `ledger` (validated, expanded) of each close seen, about the last 150: TPS, transactions per ledger, close interval, mean fee, type mix, XRP delivered by Payments.' + instanceNote,
    response: { 200: Ref(NetworkPulseSchema), ...upstreamErrorResponses },
  };
  api.get('/api/network/pulse', { schema: pulseSchema }, async (_request, reply) => {
    wanted();
    const v = viewOf();
    const ledgers = await observe();
    void reply.header('cache-control', CACHE_CONTROL_LIVE).header(INSTANCE_VIEW_HEADER, instanceViewHeader(v));
    return { ...computePulse(ledgers), view: v };
  });
  const popularSchema = {
    tags: ['network'],
    summary: 'The accounts with most transactions in the last closes this API instance has seen',
    description: 'The 10 accounts most often `Account` or `Destination` of the transactions in the same window as `/api/network/pulse`, count descending then address.' + instanceNote,
    response: { 200: Type.Array(Ref(PopularAddressSchema)), ...upstreamErrorResponses },
  };
  api.get('/api/addresses/popular', { schema: popularSchema }, async (_request, reply) => {
    wanted();
    const v = viewOf();
    const ledgers = await observe();
    void reply.header('cache-control', CACHE_CONTROL_LIVE).header(INSTANCE_VIEW_HEADER, instanceViewHeader(v));
    return popularAddresses(ledgers);
  });
  const marketSchema = {
    tags: ['network'],
    summary: 'XRP market data from the XRPL DEX',
    description:
      'Volume-weighted XRP/USD price and volume from the offers and AMM swaps between XRP and the configured USD books in validated ledgers ' +
      '(stored per close live; the recorded price ledgers offline, window `recorded`). No third-party price API. Test networks: no price.',
    response: { 200: Ref(MarketDataSchema), ...upstreamErrorResponses },
  };
  api.get('/api/market/data', { schema: marketSchema }, async (_request, reply) => {
    const data = await market.data();
    void reply.header('cache-control', CACHE_CONTROL_LIVE);
    const supply = await supplyOf();
    return { ...data, marketCap: capOf(data.price, supply), circulatingSupply: supply?.circulatingSupply ?? null, supplyLedger: supply?.ledger ?? null };
  });

  const historySchema = {
    tags: ['network'],
    summary: 'Stored XRP/USD price samples over a range',
    description: `The price samples the API stored (its database; empty without one), oldest first. \`range\`: ${Object.keys(HISTORY_RANGES).join(', ')}; any other → 400.`,
    // Text here: the handler answers an unknown range with a 400 that lists the valid ones.
    params: Type.Object({ range: Type.String({ description: Object.keys(HISTORY_RANGES).join(', ') }) }),
    response: { 200: Type.Array(Ref(PriceSampleSchema)), ...queryErrorResponses },
  };
  api.get('/api/market/history/:range', { schema: historySchema }, async (request, reply) => {
    const span = HISTORY_RANGES[request.params.range];
    if (span === undefined) {
      throw new ApiError(400, `Unknown range; valid ranges: ${Object.keys(HISTORY_RANGES).join(', ')}`, 'invalidInput');
    }
    void reply.header('cache-control', CACHE_CONTROL_LIVE);
    return market.samples.since(new Date(Date.now() - span).toISOString());
  });
  return market;
}
