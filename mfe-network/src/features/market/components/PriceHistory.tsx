import { Suspense, lazy, useState } from 'react';
import { css } from '@emotion/react';
import { Button, Muted, Skeleton, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { HISTORY_RANGES, useGetMarketHistoryQuery, type HistoryRange } from '../api/marketApi';
import { FIRST_HISTORY_RANGE } from '../api/urls';
import { MARKET_POLL_MS } from '../hooks/useMarket';

/**
 * uPlot and the chart load only when a chart is drawn (two samples or more): the chunk is named
 * `lazy-price-chart`, and the shell never preloads `lazy-*` chunks (README "Loading"), so `/`
 * without price history downloads none of it.
 */
const PriceChart = lazy(() => import(/* webpackChunkName: "lazy-price-chart" */ './PriceChart'));

const RANGE_LABEL: Record<HistoryRange, string> = { '24h': '24 hours', '7d': '7 days', '30d': '30 days' };

const getStyles = (theme: LedgerLensTheme) => ({
  root: css`display: grid; gap: ${theme.spacing(1)}; min-width: 0;`,
  head: css`display: flex; justify-content: space-between; align-items: center; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
  title: css`margin: 0; font-size: 14px; font-weight: 700;`,
  ranges: css`display: inline-flex; gap: ${theme.spacing(0.5)};`,
  empty: css`margin: 0; padding: ${theme.spacing(2)}; border-radius: ${theme.radius.md}; background: ${theme.color.surfaceAlt}; font-size: 13px;`,
});

/**
 * The price history's range and its samples (`GET /api/market/history/{range}`, refreshed every
 * 30 s), for the market card to call before its own data is there: on the server the history is
 * then asked in the same render pass as the market data, not one pass later.
 */
export function usePriceHistory() {
  const [range, setRange] = useState<HistoryRange>(FIRST_HISTORY_RANGE);
  const { data, isLoading, isError } = useGetMarketHistoryQuery(range, { pollingInterval: MARKET_POLL_MS });
  return { range, setRange, data, isLoading, isError };
}

/**
 * "Price history" of the market card: 24h / 7d / 30d toggles (`aria-pressed`), the stored samples
 * of {@link usePriceHistory}, drawn by the lazy {@link PriceChart}; a skeleton while loading, a
 * message when the samples cannot load or are fewer than two.
 *
 * @param live false on the offline replay network, which stores no price samples: the empty
 *   message then says where its price comes from instead.
 */
export function PriceHistory({ live, rangeText, history }: { live: boolean; rangeText: string | null; history: ReturnType<typeof usePriceHistory> }) {
  const styles = useStyles(getStyles);
  const { range, setRange, data, isLoading, isError } = history;
  const samples = data ?? [];
  let body;
  if (isLoading) body = <Skeleton h="180px" />;
  else if (isError) body = <Muted css={styles.empty}>Price history is not available right now.</Muted>;
  else if (samples.length < 2) {
    body = (
      <Muted css={styles.empty} data-testid="price-history-empty">
        {live
          ? `Not enough price samples in the last ${RANGE_LABEL[range]} yet: one is stored at each validated ledger with XRP/USD trades.`
          : `The offline network stores no price history: its price comes from the recorded ledgers with XRP/USD trades${rangeText ? ` (${rangeText})` : ''}.`}
      </Muted>
    );
  } else {
    body = (
      <Suspense fallback={<Skeleton h="200px" />}>
        <PriceChart samples={samples} rangeLabel={RANGE_LABEL[range]} />
      </Suspense>
    );
  }
  return (
    <section css={styles.root} aria-labelledby="price-history-title">
      <div css={styles.head}>
        <h3 css={styles.title} id="price-history-title">
          Price history
        </h3>
        <div css={styles.ranges} role="group" aria-label="Price history range">
          {HISTORY_RANGES.map((r) => (
            <Button key={r} size="sm" variant={r === range ? 'primary' : 'outline'} aria-pressed={r === range} onClick={() => setRange(r)}>
              {r}
            </Button>
          ))}
        </div>
      </div>
      {body}
    </section>
  );
}
