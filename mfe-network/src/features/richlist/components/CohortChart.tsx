import { css } from '@emotion/react';
import { useStyles, type LedgerLensTheme, type RichList } from '@ledgerlens/shared';
import { formatPercent } from '../hooks/format';

type Cohort = RichList['distribution'][number];

const getStyles = (theme: LedgerLensTheme) => ({
  figure: css`margin: 0; display: grid; gap: ${theme.spacing(1)};`,
  scroll: css`overflow-x: auto; -webkit-overflow-scrolling: touch;`,
  svg: css`display: block; width: 100%; min-width: 520px; height: auto;`,
  grid: css`stroke: ${theme.color.border}; stroke-width: 1;`,
  axis: css`fill: ${theme.color.textMuted}; font-size: 11px; font-family: ${theme.font.body};`,
  xrp: css`fill: ${theme.color.primary};`,
  accounts: css`fill: ${theme.color.success};`,
  legend: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(0.5, 2)}; font-size: 13px; color: ${theme.color.textMuted}; margin: 0; padding: 0; list-style: none;`,
  key: css`display: inline-flex; align-items: center; gap: ${theme.spacing(0.75)};`,
  swatchXrp: css`width: 12px; height: 12px; border-radius: 3px; background: ${theme.color.primary};`,
  swatchAccounts: css`width: 12px; height: 12px; border-radius: 3px; background: ${theme.color.success};`,
});

/**
 * A cohort label with its large numbers in compact form for the chart's axis:
 * `'1,000,000,000+ XRP'` → `'1B+ XRP'`, `'500,000 – 1,000,000'` → `'500K – 1M'`. Other text is kept.
 */
export function shortCohortLabel(label: string): string {
  return label.replace(/\d{1,3}(?:,\d{3})+|\d{4,}/g, (digits) => {
    const n = Number(digits.replace(/,/g, ''));
    for (const [t, s] of [[1e9, 'B'], [1e6, 'M'], [1e3, 'K']] as const) {
      if (n >= t) return `${Number((n / t).toFixed(1))}${s}`;
    }
    return digits;
  });
}

const W = 720;
const H = 260;
const PAD = { top: 12, right: 8, bottom: 48, left: 40 };

/**
 * Grouped bar chart of the cohorts (plain SVG, no chart library): for each balance band, its share
 * of circulating XRP next to its share of all accounts, so the concentration of XRP is visible at
 * a glance. The numbers themselves are in the bars list next to it.
 *
 * @param cohorts `distribution` of `GET /api/rich-list`, largest band first
 */
export function CohortChart({ cohorts }: { cohorts: Cohort[] }) {
  const styles = useStyles(getStyles);
  const totalAccounts = cohorts.reduce((sum, c) => sum + c.accountCount, 0);
  const accountShare = (c: Cohort) => (totalAccounts > 0 ? (c.accountCount / totalAccounts) * 100 : 0);
  const max = Math.max(1, ...cohorts.map((c) => Math.max(c.percentageOfCirculating, accountShare(c))));
  const top = Math.min(100, Math.ceil(max / 10) * 10);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const band = plotW / Math.max(1, cohorts.length);
  const barW = Math.max(2, Math.min(28, band * 0.36));
  const y = (p: number) => PAD.top + plotH - (Math.min(p, top) / top) * plotH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(top * f));
  const summary = cohorts.map((c) => `${c.label}: ${formatPercent(c.percentageOfCirculating)} of XRP, ${formatPercent(accountShare(c))} of accounts`).join('; ');
  return (
    <figure css={styles.figure}>
      <div css={styles.scroll}>
        <svg css={styles.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Share of XRP and of accounts per cohort. ${summary}`} data-testid="cohort-chart">
          {ticks.map((t) => (
            <g key={t}>
              <line css={styles.grid} x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
              <text css={styles.axis} x={PAD.left - 6} y={y(t) + 4} textAnchor="end">
                {t}%
              </text>
            </g>
          ))}
          {cohorts.map((c, i) => {
            const cx = PAD.left + band * i + band / 2;
            const xrpH = plotH * (Math.min(c.percentageOfCirculating, top) / top);
            const accH = plotH * (Math.min(accountShare(c), top) / top);
            return (
              <g key={c.label}>
                <rect css={styles.xrp} x={cx - barW - 1} y={PAD.top + plotH - xrpH} width={barW} height={Math.max(xrpH, 0)} rx={2}>
                  <title>{`${c.label}: ${formatPercent(c.percentageOfCirculating)} of circulating XRP`}</title>
                </rect>
                <rect css={styles.accounts} x={cx + 1} y={PAD.top + plotH - accH} width={barW} height={Math.max(accH, 0)} rx={2}>
                  <title>{`${c.label}: ${formatPercent(accountShare(c))} of accounts`}</title>
                </rect>
                <text css={styles.axis} x={cx} y={H - PAD.bottom + 16} textAnchor="middle">
                  {shortCohortLabel(c.label).replace(/\s*XRP$/, '')}
                </text>
              </g>
            );
          })}
          <text css={styles.axis} x={PAD.left + plotW / 2} y={H - 8} textAnchor="middle">
            Balance band (XRP)
          </text>
        </svg>
      </div>
      <ul css={styles.legend}>
        <li css={styles.key}>
          <span css={styles.swatchXrp} aria-hidden="true" /> Share of circulating XRP
        </li>
        <li css={styles.key}>
          <span css={styles.swatchAccounts} aria-hidden="true" /> Share of accounts
        </li>
      </ul>
    </figure>
  );
}
