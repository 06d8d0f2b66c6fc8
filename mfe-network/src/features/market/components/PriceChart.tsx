/**
 * The uPlot line chart of XRP/USD price samples. This module (and uPlot, ~20 KiB gzip) is loaded
 * by {@link PriceHistory} only when a chart is drawn, in the webpack chunk `lazy-price-chart`, which
 * the shell never preloads with this remote's routes (README "Loading").
 */
import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import uPlot from 'uplot';
import { formatMarketValue, useStyles, type LedgerLensTheme, type PriceSample } from '@ledgerlens/shared';
import { utcMinute } from '../../../components/format';

const HEIGHT = 180;

const getStyles = (theme: LedgerLensTheme) => ({
  root: css`
    margin: 0;
    display: grid;
    gap: ${theme.spacing(0.5)};
    min-width: 0;
  `,
  readout: css`font-size: 13px; color: ${theme.color.textMuted}; font-variant-numeric: tabular-nums; min-height: 20px;`,
  value: css`font-weight: 700; color: ${theme.color.text};`,
  // uPlot's own stylesheet (uPlot.min.css), the parts this chart uses, in the one styling pattern.
  plot: css`
    min-width: 0;
    .uplot, .uplot * { box-sizing: border-box; }
    .uplot { font-family: ${theme.font.body}; font-size: 11px; line-height: 1.5; width: min-content; }
    .u-wrap { position: relative; user-select: none; }
    .u-over, .u-under { position: absolute; }
    .u-under { overflow: hidden; }
    .uplot canvas { display: block; position: relative; width: 100%; height: 100%; }
    .u-axis { position: absolute; }
    .u-legend { display: none; }
    .u-select { position: absolute; pointer-events: none; background: ${theme.color.primaryBg}; }
    .u-cursor-x, .u-cursor-y { position: absolute; left: 0; top: 0; pointer-events: none; will-change: transform; }
    .u-hz .u-cursor-x { height: 100%; border-right: 1px dashed ${theme.color.textMuted}; }
    .u-hz .u-cursor-y { width: 100%; border-bottom: 1px dashed ${theme.color.textMuted}; }
    .u-cursor-pt { position: absolute; top: 0; left: 0; border-radius: 50%; border: 0 solid; pointer-events: none; will-change: transform; background-clip: padding-box !important; }
    .u-axis.u-off, .u-select.u-off, .u-cursor-x.u-off, .u-cursor-y.u-off, .u-cursor-pt.u-off { display: none; }
  `,
  /** Colours handed to uPlot's canvas (tokens, not literals). */
  colors: {
    line: theme.color.primary,
    fill: theme.color.primaryBg,
    axis: theme.color.textMuted,
    grid: theme.color.border,
    point: theme.color.surface,
    font: `11px ${theme.font.body}`,
  },
});

/** uPlot options for `width` px, coloured from the theme's tokens; `onHover(index | null)` follows the cursor. */
function chartOptions(width: number, colors: ReturnType<typeof getStyles>['colors'], onHover: (i: number | null) => void): uPlot.Options {
  const axis = { stroke: colors.axis, font: colors.font, grid: { stroke: colors.grid, width: 1 }, ticks: { stroke: colors.grid, width: 1 } };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { y: false, points: { size: 8, fill: colors.point, stroke: colors.line, width: 2 }, drag: { x: false, y: false } },
    scales: { x: { time: true } },
    series: [{}, { label: 'USD per XRP', stroke: colors.line, width: 2, fill: colors.fill, points: { show: false } }],
    axes: [
      { ...axis },
      { ...axis, size: 78, values: (_u, ticks) => ticks.map((t) => formatMarketValue(t)) },
    ],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
}

/**
 * XRP price over time from stored samples (oldest first, at least two): a filled line, time axis
 * in the visitor's zone, USD axis in spec §9 market format, and a readout of the hovered sample
 * (the newest when the pointer is away). Resizes with its container. The canvas is labelled for
 * screen readers with the range's first and last price.
 */
export default function PriceChart({ samples, rangeLabel }: { samples: readonly PriceSample[]; rangeLabel: string }) {
  const styles = useStyles(getStyles);
  const box = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const { colors } = styles;

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const data: uPlot.AlignedData = [samples.map((s) => Date.parse(s.time) / 1000), samples.map((s) => s.price)];
    const plot = new uPlot(chartOptions(Math.max(240, el.clientWidth), colors, setHover), data, el);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => plot.setSize({ width: Math.max(240, el.clientWidth), height: HEIGHT }));
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [samples, colors]);

  const shown = samples[hover ?? samples.length - 1] ?? samples[samples.length - 1];
  const first = samples[0];
  const last = samples[samples.length - 1];
  return (
    <figure css={styles.root} data-testid="price-chart">
      <figcaption css={styles.readout} aria-live="polite">
        {shown ? (
          <>
            <span css={styles.value}>{formatMarketValue(shown.price)}</span> at {utcMinute(shown.time)} · ledger #{shown.ledgerIndex.toLocaleString('en-US')}
          </>
        ) : null}
      </figcaption>
      <div
        ref={box}
        css={styles.plot}
        role="img"
        aria-label={first && last ? `XRP price over ${rangeLabel}: ${formatMarketValue(first.price)} to ${formatMarketValue(last.price)}, ${samples.length} samples` : 'XRP price chart'}
      />
    </figure>
  );
}
