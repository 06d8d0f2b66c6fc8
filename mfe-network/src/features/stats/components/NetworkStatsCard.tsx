import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  Link,
  Muted,
  Skeleton,
  estimateUsd,
  usdPriceSource,
  formatMarketValue,
  formatXrp,
  groupThousands,
  timeAgo,
  useGetLedgerStreamQuery,
  useGetMarketDataQuery,
  useGetNetworkStatsQuery,
  useStyles,
  type LedgerClose,
  type LedgerLensTheme,
  type MarketData,
  type NetworkPulse,
  type NetworkStats,
  useRenderTime,
} from '@ledgerlens/shared';
import { compactXrp, figureWindowText, ledgerLabel } from '../../../components/format';
import { MARKET_POLL_MS, STATS_STALE_S } from '../../../components/freshness';
import { useGetNetworkPulseQuery } from '../api/pulseApi';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(1.5)};`,
  head: css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  tiles: css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(1.25)}; grid-template-columns: repeat(2, minmax(0, 1fr)); ${theme.mq.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); }`,
  tile: css`display: grid; gap: ${theme.spacing(0.25)}; align-content: start; padding: ${theme.spacing(1.25, 1.5)}; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt}; min-width: 0;`,
  label: css`font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted};`,
  value: css`font-size: 18px; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere;`,
  helper: css`font-size: 12px; color: ${theme.color.textMuted};`,
  link: css`color: inherit; text-decoration: none; &:hover { text-decoration: underline; }`,
  state: css`display: grid; gap: ${theme.spacing(1)}; justify-items: start;`,
  skeletons: css`display: grid; gap: ${theme.spacing(1)}; grid-template-columns: repeat(3, 1fr);`,
});

const HEALTH_TONE = { healthy: 'success', warning: 'warning', critical: 'danger' } as const;

/** A close seen by this page: what the stream said and when it arrived (browser clock, ms). */
interface Seen {
  close: LedgerClose;
  at: number;
}

/**
 * The closes of `seen` that arrived as they happened: the first event of the stream is the latest
 * ledger sent on connect, whose arrival time says nothing about when it closed, so it is left out.
 */
function timedCloses(seen: readonly Seen[]): readonly Seen[] {
  return seen.slice(1);
}

/**
 * Transactions per second measured over the closes this page has seen on the ledger stream: the
 * transactions of every timed close after the first, over the time between the first and the last
 * timed arrival (the connect-time event is not timed, see {@link timedCloses}). Null until two
 * timed closes arrived.
 */
export function measuredThroughput(seen: readonly Seen[]): number | null {
  const timed = timedCloses(seen);
  if (timed.length < 2) return null;
  const seconds = (timed[timed.length - 1]!.at - timed[0]!.at) / 1000;
  if (seconds <= 0) return null;
  return timed.slice(1).reduce((sum, s) => sum + s.close.txnCount, 0) / seconds;
}

/**
 * Longest mean close interval (s) for which the API's pulse is a throughput of consecutive ledgers.
 * The offline network's recorded ledgers are years apart; a per-second figure over them means nothing.
 */
export const MAX_PULSE_INTERVAL_S = 30;

/**
 * Whose count the API's pulse is: with many API instances, each counts the closes it read itself
 * (`view`, process memory), e.g. "one API instance's view since 21:05 UTC"; null from an API that
 * does not say.
 */
export function instanceViewText(pulse: NetworkPulse | undefined): string | null {
  const since = pulse?.view?.since ? new Date(pulse.view.since) : null;
  if (!since || Number.isNaN(since.getTime())) return null;
  return `one API instance's view since ${since.toISOString().slice(11, 16)} UTC`;
}

/** What the Throughput tile shows: a value and where it was measured. */
export function throughputText(pulse: NetworkPulse | undefined, seen: readonly Seen[]): { value: string; helper: string } {
  const perLedger = pulse?.transactionsPerLedger;
  const perLedgerText = typeof perLedger === 'number' ? `${perLedger.toFixed(1)} tx per ledger` : null;
  const apiTps = pulse?.transactionsPerSecond;
  const interval = pulse?.averageLedgerIntervalSeconds;
  if (typeof apiTps === 'number' && typeof interval === 'number' && interval <= MAX_PULSE_INTERVAL_S) {
    return { value: `${apiTps.toFixed(2)} tx/s`, helper: [`over the last ${pulse!.ledgers} ledgers`, perLedgerText, instanceViewText(pulse)].filter(Boolean).join(' · ') };
  }
  const tps = measuredThroughput(seen);
  if (tps !== null) {
    // Per ledger from the same closes as the per-second figure, so the two always agree.
    const counted = timedCloses(seen).slice(1);
    const mean = counted.reduce((sum, s) => sum + s.close.txnCount, 0) / counted.length;
    return { value: `${tps.toFixed(2)} tx/s`, helper: `over ${counted.length} ${counted.length === 1 ? 'close' : 'closes'} seen here · ${mean.toFixed(1)} tx per ledger` };
  }
  return { value: 'Measuring…', helper: perLedgerText ?? 'from the next ledger closes' };
}

/**
 * What the Volume tile shows: the XRP delivered by Payments in the pulse window when the API
 * measures it (with its USD estimate at the DEX price, hidden without a price, naming the price's
 * ledger and time when it is more than an hour older than `valuedAtMs`), else the 24 h
 * XRP/USD DEX volume of the market data with the window it covers ("24 h" only for 24 h), else "—".
 */
export function volumeText(pulse: NetworkPulse | undefined, market: MarketData | undefined, valuedAtMs?: number): { value: string; helper: string } {
  const price = market?.price ?? null;
  if (pulse?.volumeXrp) {
    const usd = estimateUsd(pulse.volumeXrp, price);
    const at = market && valuedAtMs !== undefined ? ` ${usdPriceSource(market, valuedAtMs)}` : '';
    return { value: compactXrp(pulse.volumeXrp), helper: [`Payments over ${pulse.ledgers} ledgers`, usd === null ? null : `≈ ${formatMarketValue(usd)}${at}`, instanceViewText(pulse)].filter(Boolean).join(' · ') };
  }
  if (market && typeof market.volume24h === 'number') {
    const w = market.volumeWindow;
    return { value: formatMarketValue(market.volume24h), helper: w ? `XRP/USD on the DEX, ${w.full24h ? '24 h' : figureWindowText(w)}` : 'XRP/USD on the DEX' };
  }
  return { value: '—', helper: 'not measured yet' };
}

function Tile({ label, value, helper, title, testId }: { label: string; value: React.ReactNode; helper?: React.ReactNode; title?: string; testId?: string }) {
  const styles = useStyles(getStyles);
  return (
    <li css={styles.tile} title={title} data-testid={testId}>
      <span css={styles.label}>{label}</span>
      <span css={styles.value}>{value}</span>
      {helper ? <span css={styles.helper}>{helper}</span> : null}
    </li>
  );
}

/**
 * Helper of the circulating supply tile: total − escrowed XRP of the ledger-state index, the ledger
 * it describes (not the validated ledger of the other tiles) and its USD estimate when priced.
 */
export function circulatingHelper(stats: NetworkStats, usd: number | null, market?: MarketData): string {
  const ledger = stats.circulatingSupplyLedger ? `total − escrowed at ledger ${ledgerLabel(stats.circulatingSupplyLedger.ledgerIndex)}` : 'total − escrowed';
  return usd === null ? ledger : `${ledger} · ≈ ${formatMarketValue(usd)}${usdAt(stats, market)}`;
}

/** ` at the …DEX price…` for an estimate of the statistics' figures (valued at the validated ledger's close), or '' without market data. */
function usdAt(stats: NetworkStats, market: MarketData | undefined): string {
  return market ? ` ${usdPriceSource(market, Date.parse(stats.ledgerCloseTime))}` : '';
}

/**
 * Home "Network Statistics" card (spec §2): Ledger Index with close time, Network Health,
 * Throughput, Peer Count, Base Fee, Reserve Levels, Total Supply, Circulating Supply and Volume.
 * Statistics come from `GET /api/network/stats` and are refetched at every ledger close of the one
 * ledger stream of the tab (`getLedgerStream`) other than the ledger they describe, stale after
 * 30 s (spec §7); `GET /api/network/pulse` (refetched at each such close) gives throughput and
 * volume, `GET /api/market/data` (every 30 s) the DEX price of the USD estimates, hidden without a
 * price. Values LedgerLens does not measure are
 * shown as "—", never as fixed numbers.
 */
export function NetworkStatsCard({ now: nowProp }: { now?: number }) {
  const styles = useStyles(getStyles);
  // "closed … ago" at the server's render time while its markup is taken over.
  const renderTime = useRenderTime();
  const now = nowProp ?? renderTime;
  const { data, isError, isLoading, refetch } = useGetNetworkStatsQuery(undefined, { refetchOnMountOrArgChange: STATS_STALE_S });
  const { data: pulse, refetch: refetchPulse } = useGetNetworkPulseQuery();
  const { data: market } = useGetMarketDataQuery(undefined, { pollingInterval: MARKET_POLL_MS });
  const { data: close } = useGetLedgerStreamQuery();
  const statsLedger = data?.ledgerIndex;
  const pulseLedger = pulse?.lastLedger;
  const seen = useRef<Seen[]>([]);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!close) return;
    const last = seen.current[seen.current.length - 1];
    if (last && last.close.ledgerHash === close.ledgerHash) return;
    seen.current = [...seen.current, { close, at: Date.now() }].slice(-30);
    setTick((t) => t + 1);
    // The stream's first message is the ledger the tab connected at; an answer that already
    // describes that very ledger (fetched a moment ago on mount) is not asked for again. Any other
    // ledger is asked for, a lower index too: the replay network starts its recorded ledgers over.
    if (statsLedger !== close.ledgerIndex) void refetch();
    if (pulseLedger !== close.ledgerIndex) void refetchPulse();
  }, [close, refetch, refetchPulse, statsLedger, pulseLedger]);

  if (isError) {
    return (
      <Card css={styles.card} role="alert">
        <CardTitle>Unable to load network data</CardTitle>
        <Muted>Network data is temporarily unavailable. Please try again later.</Muted>
        <div css={styles.state}>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </Card>
    );
  }
  if (isLoading || !data) {
    return (
      <Card css={styles.card} aria-busy="true">
        <CardTitle>Network Statistics</CardTitle>
        <div css={styles.skeletons}>
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} h="64px" />
          ))}
        </div>
      </Card>
    );
  }
  if (typeof data.ledgerIndex !== 'number' || data.ledgerIndex === 0) {
    return (
      <Card css={styles.card}>
        <CardTitle>No Network Data Available</CardTitle>
      </Card>
    );
  }
  const stats: NetworkStats = data;
  const throughput = throughputText(pulse, seen.current);
  const volume = volumeText(pulse, market, Date.parse(stats.ledgerCloseTime));
  const supplyUsd = estimateUsd(stats.totalSupply, market?.price);
  const circulatingUsd = stats.circulatingSupply ? estimateUsd(stats.circulatingSupply, market?.price) : null;
  return (
    <Card css={styles.card} aria-labelledby="network-stats-title" data-testid="network-stats">
      <div css={styles.head}>
        <CardTitle id="network-stats-title">Network Statistics</CardTitle>
        {stats.replay ? <Badge tone="outline">Offline replay network</Badge> : <Badge tone="success">Live</Badge>}
      </div>
      <ul css={styles.tiles}>
        <Tile
          label="Ledger Index"
          value={
            <Link to={`/ledger/${stats.ledgerIndex}`} css={styles.link} data-testid="stats-ledger-index">
              #{groupThousands(String(stats.ledgerIndex))}
            </Link>
          }
          helper={stats.replay ? `closed ${stats.ledgerCloseTime.slice(0, 10)} (recorded)` : `closed ${timeAgo(stats.ledgerCloseTime, now)}`}
          title={stats.ledgerCloseTime}
        />
        <Tile label="Network Health" value={<Badge tone={HEALTH_TONE[stats.networkHealth]}>{stats.networkHealth}</Badge>} helper={`load factor ${stats.loadFactor}`} />
        <Tile label="Throughput" value={throughput.value} helper={throughput.helper} testId="stats-throughput" />
        <Tile label="Peer Count" value={stats.peerCount ?? '—'} helper={stats.peerCount === null ? 'not reported by the node' : undefined} />
        <Tile label="Base Fee" value={stats.baseFeeXrp ? formatXrp(stats.baseFeeXrp) : '—'} />
        <Tile label="Reserve Levels" value={stats.reserveBaseXrp ? `${formatXrp(stats.reserveBaseXrp, { suffix: false })} / ${formatXrp(stats.reserveIncrementXrp)}` : '—'} helper="base / per owned object" />
        <Tile label="Total Supply" value={compactXrp(stats.totalSupply)} helper={supplyUsd === null ? 'total_coins of the validated ledger' : `total_coins · ≈ ${formatMarketValue(supplyUsd)}${usdAt(stats, market)}`} testId="stats-total-supply" />
        <Tile
          label="Circulating Supply"
          value={stats.circulatingSupply ? compactXrp(stats.circulatingSupply) : '—'}
          helper={stats.circulatingSupply ? circulatingHelper(stats, circulatingUsd, market) : 'needs the ledger-state index'}
          testId="stats-circulating-supply"
        />
        <Tile label="Volume" value={volume.value} helper={volume.helper} testId="stats-volume" />
      </ul>
    </Card>
  );
}
