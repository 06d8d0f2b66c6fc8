import { css } from '@emotion/react';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  Muted,
  Skeleton,
  formatChange24h,
  formatMarketValue,
  formatXrp,
  groupThousands,
  networkBadgeLabel,
  selectNetwork,
  useAppSelector,
  timeAgo,
  useStyles,
  type LedgerLensTheme,
  type MarketData,
  useRenderTime,
} from '@ledgerlens/shared';
import { compactXrp, figureWindowText, ledgerLabel, utcMinute } from '../../../components/format';
import { useMarket } from '../hooks/useMarket';
import { PriceHistory, usePriceHistory } from './PriceHistory';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(2)}; min-width: 0;`,
  head: css`display: flex; justify-content: space-between; align-items: flex-start; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  titleBox: css`display: grid; gap: ${theme.spacing(0.25)}; min-width: 0;`,
  subtitle: css`margin: 0; font-size: 13px;`,
  priceRow: css`display: flex; align-items: baseline; gap: ${theme.spacing(1.5)}; flex-wrap: wrap;`,
  price: css`font-size: 32px; font-weight: 800; letter-spacing: -0.01em; font-variant-numeric: tabular-nums;`,
  change: css`display: inline-flex; align-items: baseline; gap: ${theme.spacing(0.5)}; font-size: 13px; color: ${theme.color.textMuted};`,
  tiles: css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(1.25)}; grid-template-columns: repeat(2, minmax(0, 1fr)); ${theme.mq.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }`,
  tile: css`display: grid; gap: ${theme.spacing(0.25)}; align-content: start; padding: ${theme.spacing(1.25, 1.5)}; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt}; min-width: 0;`,
  label: css`font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted};`,
  value: css`font-size: 18px; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere;`,
  helper: css`font-size: 12px; color: ${theme.color.textMuted};`,
  sources: css`margin: 0; font-size: 13px; color: ${theme.color.textMuted}; overflow-wrap: anywhere;`,
  state: css`display: grid; gap: ${theme.spacing(1)}; justify-items: start;`,
  skeletons: css`display: grid; gap: ${theme.spacing(1)}; grid-template-columns: repeat(2, 1fr); ${theme.mq.md} { grid-template-columns: repeat(4, 1fr); }`,
});

/** Badge tone of a 24 h change: up success, down danger, unknown or flat neutral. */
function changeTone(change: number | null): 'success' | 'danger' | 'neutral' {
  if (typeof change !== 'number' || !Number.isFinite(change) || Number(Math.abs(change).toFixed(2)) === 0) return 'neutral';
  return change > 0 ? 'success' : 'danger';
}

/**
 * Where the price comes from, for the subtitle and the "instead of Live" text: on the offline
 * network the newest recorded ledger with trades and its date ("Price of ledger #346,610,
 * 2013-03-12 11:56 UTC (recorded)"); live, the books it is computed from.
 */
export function priceProvenance(data: MarketData): string {
  if (data.live) return 'Volume-weighted from XRP/USD trades on the XRP Ledger DEX';
  const last = data.ledgerRange?.last;
  const when = data.lastUpdated ? utcMinute(data.lastUpdated) : '';
  return `Recorded price of ledger ${last ? ledgerLabel(last) : '—'}${when ? `, ${when}` : ''} (offline network)`;
}

/** "ledgers #329,212–#346,610" (or "ledger #n"): the range the price covers; null when unknown. */
export function ledgerRangeText(data: MarketData): string | null {
  const r = data.ledgerRange;
  if (!r) return null;
  return r.first === r.last ? `ledger ${ledgerLabel(r.first)}` : `ledgers ${ledgerLabel(r.first)}–${ledgerLabel(r.last)}`;
}

/** "Bitstamp USD: 2 trades, 2,154.3 XRP" for each book with trades, then the ledger range. */
export function sourcesText(data: MarketData): string {
  const books = (data.sources ?? []).filter((s) => s.trades > 0).map((s) => `${s.label}: ${s.trades} ${s.trades === 1 ? 'trade' : 'trades'}, ${formatXrp(s.volumeXrp, { maxDecimals: 2 })}`);
  const range = ledgerRangeText(data);
  return `Sources: ${books.length ? books.join(' · ') : 'no XRP/USD trades'}${range ? ` · ${range}` : ''}`;
}

/**
 * Label and helper of the volume tile from the window the API counted (`MarketData.volumeWindow`):
 * "24h Volume" only for a full 24 h window; otherwise "Volume" and the window it covers ("over the
 * last 3 h 12 min (2,870 ledgers)", "over 2 recorded ledgers (#329,212–#346,610)").
 */
export function volumeLabel(data: MarketData): { label: string; helper: string } {
  const w = data.volumeWindow;
  if (w && w.full24h) return { label: '24h Volume', helper: `XRP/USD on the DEX, ${groupThousands(String(w.ledgers))} ledgers` };
  return { label: 'Volume', helper: w ? `XRP/USD on the DEX over ${figureWindowText(w)}` : 'XRP/USD on the DEX; window unknown' };
}

/**
 * The circulating supply tile: the ledger-state index's figure (total − escrowed XRP) and the
 * ledger it describes; when the price comes from another ledger, the helper names both.
 */
export function supplyHelper(data: MarketData): string {
  const supplyLedger = data.supplyLedger?.ledgerIndex;
  if (!data.circulatingSupply || supplyLedger === undefined) return 'needs the ledger-state index';
  const priceLedger = data.ledgerRange?.last;
  const base = `total − escrowed, index of ledger ${ledgerLabel(supplyLedger)}`;
  return priceLedger !== undefined && priceLedger !== supplyLedger ? `${base}; price of ledger ${ledgerLabel(priceLedger)}` : base;
}

function Tile({ label, value, helper, testId }: { label: string; value: React.ReactNode; helper?: React.ReactNode; testId?: string }) {
  const styles = useStyles(getStyles);
  return (
    <li css={styles.tile} data-testid={testId}>
      <span css={styles.label}>{label}</span>
      <span css={styles.value}>{value}</span>
      {helper ? <span css={styles.helper}>{helper}</span> : null}
    </li>
  );
}

/**
 * Home "XRP Market Info" card (spec §2 "Market card" and "Market info card"): price, 24 h change
 * (sign and two decimals, or N/A), volume (labelled with the window the API counted: "24h" only
 * for a full 24 h), market cap (price × circulating supply), circulating supply (the ledger-state
 * index's total − escrowed XRP, naming its ledger and the price's when they differ) and last update,
 * with the DEX books and ledger range the price comes from, and the price history chart. Data:
 * `GET /api/market/data` (XRPL DEX, computed by the API; no third-party price API), polled every
 * 30 s. Live network: a "Live" badge; offline replay network: the recorded ledger and date the
 * price is from instead. States: loading skeleton, error and empty ("Market data is not available
 * right now."; on a network other than mainnet, `selectNetwork`, that its test XRP has no market
 * price), loaded.
 */
export function MarketCard({ now: nowProp }: { now?: number }) {
  const styles = useStyles(getStyles);
  // Relative times at the server's render time while its markup is taken over.
  const renderTime = useRenderTime();
  const now = nowProp ?? renderTime;
  const { data, isLoading, isError, refetch } = useMarket();
  const history = usePriceHistory();
  const network = useAppSelector(selectNetwork);

  if (isError) {
    return (
      <Card css={styles.card} role="alert" data-testid="market-card">
        <CardTitle>XRP Market Info</CardTitle>
        <div css={styles.state}>
          <Muted>Market data is not available right now.</Muted>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </Card>
    );
  }
  if (isLoading || !data) {
    return (
      <Card css={styles.card} aria-busy="true" data-testid="market-card">
        <CardTitle>XRP Market Info</CardTitle>
        <Skeleton h="40px" w="200px" />
        <div css={styles.skeletons}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h="64px" />
          ))}
        </div>
      </Card>
    );
  }
  if (data.price === null && network && network.id !== 0) {
    // A test network's XRP comes free from a faucet: it has no market, and mainnet's price is not its.
    return (
      <Card css={styles.card} data-testid="market-card">
        <CardTitle>XRP Market Info</CardTitle>
        <Muted>{`${networkBadgeLabel(network)} XRP has no market price: it is test XRP, given out free, not traded for money. Market data is shown for mainnet only.`}</Muted>
      </Card>
    );
  }
  if (data.price === null) {
    return (
      <Card css={styles.card} data-testid="market-card">
        <CardTitle>XRP Market Info</CardTitle>
        <Muted>Market data is not available right now.</Muted>
        <Muted css={styles.sources}>No XRP/USD trade was found on the XRP Ledger DEX in the ledgers seen. {sourcesText(data)}</Muted>
      </Card>
    );
  }
  const volume = volumeLabel(data);
  const provenance = priceProvenance(data);
  return (
    <Card css={styles.card} aria-labelledby="market-title" data-testid="market-card">
      <div css={styles.head}>
        <div css={styles.titleBox}>
          <CardTitle id="market-title">XRP Market Info</CardTitle>
          <Muted css={styles.subtitle} data-testid="market-provenance">
            {provenance}
          </Muted>
        </div>
        {data.live ? <Badge tone="success">Live</Badge> : <Badge tone="outline">{data.ledgerRange ? `Ledger ${ledgerLabel(data.ledgerRange.last)}` : 'Recorded'}</Badge>}
      </div>
      <div css={styles.priceRow}>
        <span css={styles.price} data-testid="market-price" title={`${data.price} USD per XRP`}>
          {formatMarketValue(data.price)}
        </span>
        <span css={styles.change}>
          <Badge tone={changeTone(data.change24h)} data-testid="market-change">
            {formatChange24h(data.change24h)}
          </Badge>
          24h change
        </span>
      </div>
      <ul css={styles.tiles}>
        <Tile label={volume.label} value={formatMarketValue(data.volume24h)} helper={volume.helper} testId="market-volume" />
        <Tile label="Market Cap" value={formatMarketValue(data.marketCap)} helper={data.marketCap === null ? 'needs the circulating supply' : 'price × circulating supply'} testId="market-cap" />
        <Tile label="Circulating Supply" value={data.circulatingSupply ? compactXrp(data.circulatingSupply) : '—'} helper={supplyHelper(data)} testId="market-supply" />
        <Tile
          label="Last Updated"
          value={data.lastUpdated ? (data.live ? timeAgo(data.lastUpdated, now) : data.lastUpdated.slice(0, 10)) : '—'}
          helper={data.lastUpdated ? (data.live ? utcMinute(data.lastUpdated) : `${utcMinute(data.lastUpdated).slice(11)} · recorded`) : undefined}
        />
      </ul>
      <p css={styles.sources} data-testid="market-sources">
        {sourcesText(data)}
      </p>
      <PriceHistory live={data.live} rangeText={ledgerRangeText(data)} history={history} />
    </Card>
  );
}
