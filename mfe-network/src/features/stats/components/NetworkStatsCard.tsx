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
  formatXrp,
  groupThousands,
  timeAgo,
  useGetLedgerStreamQuery,
  useGetNetworkStatsQuery,
  useStyles,
  type LedgerClose,
  type LedgerLensTheme,
  type NetworkStats,
} from '@ledgerlens/shared';

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

/** "99.99B XRP": XRP amounts in billions/millions, two decimals rounded down (never shown above the true value). */
export function compactXrp(xrp: string): string {
  const n = Number(xrp);
  if (!Number.isFinite(n) || xrp === '') return '—';
  if (n >= 1e9) return `${(Math.floor(n / 1e7) / 100).toFixed(2)}B XRP`;
  if (n >= 1e6) return `${(Math.floor(n / 1e4) / 100).toFixed(2)}M XRP`;
  return formatXrp(xrp);
}

/** A close seen by this page: what the stream said and when it arrived (browser clock, ms). */
interface Seen {
  close: LedgerClose;
  at: number;
}

/**
 * Transactions per second measured over the closes this page has seen on the ledger stream: the
 * transactions of every close after the first, over the time between the first and the last
 * arrival. Null until two closes arrived.
 */
export function measuredThroughput(seen: readonly Seen[]): number | null {
  if (seen.length < 2) return null;
  const seconds = (seen[seen.length - 1]!.at - seen[0]!.at) / 1000;
  if (seconds <= 0) return null;
  return seen.slice(1).reduce((sum, s) => sum + s.close.txnCount, 0) / seconds;
}

function Tile({ label, value, helper, title }: { label: string; value: React.ReactNode; helper?: React.ReactNode; title?: string }) {
  const styles = useStyles(getStyles);
  return (
    <li css={styles.tile} title={title}>
      <span css={styles.label}>{label}</span>
      <span css={styles.value}>{value}</span>
      {helper ? <span css={styles.helper}>{helper}</span> : null}
    </li>
  );
}

/**
 * Home "Network Statistics" card (spec §2): Ledger Index with close time, Network Health,
 * Throughput, Peer Count, Base Fee, Reserve Levels, Total Supply, Circulating Supply and Volume.
 * Statistics come from `GET /api/network/stats` and are refetched at every ledger close of the one
 * ledger stream of the tab (`getLedgerStream`). Throughput is measured from the closes seen; values
 * LedgerLens does not measure yet are shown as "—", never as fixed numbers.
 */
export function NetworkStatsCard({ now = Date.now() }: { now?: number }) {
  const styles = useStyles(getStyles);
  const { data, isError, isLoading, refetch } = useGetNetworkStatsQuery();
  const { data: close } = useGetLedgerStreamQuery();
  const seen = useRef<Seen[]>([]);
  const [, setTick] = useState(0);

  useEffect(() => {
    if (!close) return;
    const last = seen.current[seen.current.length - 1];
    if (last && last.close.ledgerHash === close.ledgerHash) return;
    seen.current = [...seen.current, { close, at: Date.now() }].slice(-30);
    setTick((t) => t + 1);
    void refetch();
  }, [close, refetch]);

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
  const tps = measuredThroughput(seen.current);
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
        <Tile label="Throughput" value={tps === null ? 'Measuring…' : `${tps.toFixed(2)} tx/s`} helper={tps === null ? 'from the next ledger closes' : `measured over ${seen.current.length} closes`} />
        <Tile label="Peer Count" value={stats.peerCount ?? '—'} helper={stats.peerCount === null ? 'not reported by the node' : undefined} />
        <Tile label="Base Fee" value={stats.baseFeeXrp ? formatXrp(stats.baseFeeXrp) : '—'} />
        <Tile label="Reserve Levels" value={stats.reserveBaseXrp ? `${formatXrp(stats.reserveBaseXrp, { suffix: false })} / ${formatXrp(stats.reserveIncrementXrp)}` : '—'} helper="base / per owned object" />
        <Tile label="Total Supply" value={compactXrp(stats.totalSupply)} helper="total_coins of the validated ledger" />
        <Tile label="Circulating Supply" value={stats.circulatingSupply ? compactXrp(stats.circulatingSupply) : '—'} helper={stats.circulatingSupply ? undefined : 'needs the ledger-state index'} />
        <Tile label="Volume" value="—" helper="DEX volume is not measured yet" />
      </ul>
    </Card>
  );
}
