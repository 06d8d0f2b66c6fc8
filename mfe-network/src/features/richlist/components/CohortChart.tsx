import { css } from '@emotion/react';
import { useStyles, type LedgerLensTheme, type RichList } from '@ledgerlens/shared';
import { formatPercent } from '../hooks/format';

type Cohort = RichList['distribution'][number];

const getStyles = (theme: LedgerLensTheme) => ({
  figure: css`margin: 0; display: grid; gap: ${theme.spacing(1.5)}; min-width: 0;`,
  caption: css`font-size: 13px; font-weight: 600; color: ${theme.color.text};`,
  chart: css`display: grid; gap: ${theme.spacing(0.75)}; margin: 0; padding: 0; list-style: none;`,
  row: css`display: grid; grid-template-columns: 92px minmax(0, 1fr); gap: ${theme.spacing(1)}; align-items: center;`,
  label: css`font-size: 12px; color: ${theme.color.textMuted}; text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums;`,
  bars: css`display: grid; gap: 2px; min-width: 0;`,
  line: css`display: flex; align-items: center; gap: ${theme.spacing(0.75)}; min-width: 0; height: 10px;`,
  bar: css`height: 8px; border-radius: 0 4px 4px 0; min-width: 1px; flex: none;`,
  xrp: css`background: ${theme.color.primary};`,
  accounts: css`background: ${theme.color.success};`,
  value: css`font-size: 10px; line-height: 10px; color: ${theme.color.textMuted}; white-space: nowrap; font-variant-numeric: tabular-nums;`,
  legend: css`display: flex; flex-wrap: wrap; gap: ${theme.spacing(0.5, 2)}; font-size: 12px; color: ${theme.color.textMuted}; margin: 0; padding: 0; list-style: none;`,
  key: css`display: inline-flex; align-items: center; gap: ${theme.spacing(0.75)};`,
  swatch: css`width: 12px; height: 12px; border-radius: 3px;`,
});

/** Axis numbers: 1B, 500K, 1.5M (`Intl.NumberFormat` compact notation, at most one decimal). */
const AXIS_COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A cohort label with its large numbers in compact form for the chart's axis:
 * `'≥ 1,000,000,000 XRP'` → `'≥ 1B'`, `'500,000 – 1,000,000 XRP'` → `'500K – 1M'` (the unit is
 * dropped: the chart says XRP once). Other text is kept.
 */
export function shortCohortLabel(label: string): string {
  return label
    .replace(/\d{1,3}(?:,\d{3})+|\d{4,}/g, (digits) => AXIS_COMPACT.format(Number(digits.replace(/,/g, ''))))
    .replace(/\s*XRP$/, '');
}

/**
 * Chart of the cohorts: for each balance band, its share of circulating XRP (blue) beside its share
 * of all accounts (green), on one scale, so the concentration of XRP is visible at a glance
 * (plain HTML bars, no chart library; the numbers are in the bars list next to it and in the
 * chart's accessible name).
 *
 * @param cohorts `distribution` of `GET /api/rich-list`, largest band first
 */
export function CohortChart({ cohorts }: { cohorts: Cohort[] }) {
  const styles = useStyles(getStyles);
  const totalAccounts = cohorts.reduce((sum, c) => sum + c.accountCount, 0);
  const accountShare = (c: Cohort) => (totalAccounts > 0 ? (c.accountCount / totalAccounts) * 100 : 0);
  const max = Math.max(1e-9, ...cohorts.map((c) => Math.max(c.percentageOfCirculating, accountShare(c))));
  // Bars leave room for their value text (about 20 % of the row).
  const width = (p: number) => `${Math.max(0, Math.min(80, (p / max) * 80))}%`;
  const summary = cohorts.map((c) => `${c.label}: ${formatPercent(c.percentageOfCirculating)} of XRP, ${formatPercent(accountShare(c))} of accounts`).join('; ');
  return (
    <figure css={styles.figure}>
      <figcaption css={styles.caption}>Share of XRP against share of accounts, per band (XRP)</figcaption>
      {/* role="img": one picture named by the summary; its rows are drawing, not a list (a list's items would lose their list). */}
      <div css={styles.chart} role="img" aria-label={`Share of circulating XRP and of accounts per cohort. ${summary}`} data-testid="cohort-chart">
        {cohorts.map((c) => (
          <div key={c.label} css={styles.row}>
            <span css={styles.label}>{shortCohortLabel(c.label)}</span>
            <span css={styles.bars}>
              <span css={styles.line}>
                <span css={[styles.bar, styles.xrp]} style={{ width: width(c.percentageOfCirculating) }} />
                <span css={styles.value}>{formatPercent(c.percentageOfCirculating)}</span>
              </span>
              <span css={styles.line}>
                <span css={[styles.bar, styles.accounts]} style={{ width: width(accountShare(c)) }} />
                <span css={styles.value}>{formatPercent(accountShare(c))}</span>
              </span>
            </span>
          </div>
        ))}
      </div>
      <ul css={styles.legend}>
        <li css={styles.key}>
          <span css={[styles.swatch, styles.xrp]} aria-hidden="true" /> Share of circulating XRP
        </li>
        <li css={styles.key}>
          <span css={[styles.swatch, styles.accounts]} aria-hidden="true" /> Share of accounts
        </li>
      </ul>
    </figure>
  );
}
