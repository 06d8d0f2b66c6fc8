import { css } from '@emotion/react';
import { Card, CardTitle, Muted, formatXrp, useStyles, type LedgerLensTheme, type RichList } from '@ledgerlens/shared';
import { accountCountText, cohortBarWidth, formatCompactXrp, formatPercent } from '../hooks/format';
import { CohortChart } from './CohortChart';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(2)}; padding: ${theme.spacing(2)}; ${theme.mq.md} { padding: ${theme.spacing(3)}; }`,
  head: css`display: grid; gap: ${theme.spacing(0.5)};`,
  layout: css`display: grid; gap: ${theme.spacing(3)}; ${theme.mq.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }`,
  list: css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(1.25)};`,
  row: css`display: grid; gap: ${theme.spacing(0.5)};`,
  line: css`display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${theme.spacing(0.5, 1.5)}; font-size: 14px;`,
  labelGroup: css`display: inline-flex; flex-wrap: wrap; align-items: baseline; gap: ${theme.spacing(0.25, 1)};`,
  label: css`font-weight: 600; color: ${theme.color.text};`,
  numbers: css`display: flex; gap: ${theme.spacing(1.5)}; color: ${theme.color.textMuted}; font-variant-numeric: tabular-nums;`,
  strong: css`color: ${theme.color.text}; font-weight: 600;`,
  track: css`height: 8px; border-radius: ${theme.radius.pill}; background: ${theme.color.neutralBg}; overflow: hidden;`,
  fill: css`height: 100%; border-radius: ${theme.radius.pill}; background: ${theme.color.primary};`,
  count: css`font-size: 12px; color: ${theme.color.textMuted};`,
});

/**
 * What the cohorts count, as the API computes them (`api/src/features/indexer/aggregate.ts`
 * `cohortsWithEscrow`): each account in the band of its liquid balance plus its escrow; shares of
 * the circulating supply, which excludes escrow.
 */
export const COHORT_BASIS_TEXT =
  "Accounts grouped by their liquid balance plus their escrow. Shares are of the circulating supply, which excludes escrow, so while XRP is in escrow they add up to more than 100 %.";

/**
 * "Distribution by Cohort" (spec §2): for each balance band, its label, total XRP (compact, exact
 * in the title), percentage of circulating supply, a bar capped at 100 %, and the account count
 * (singular or plural); next to it a chart of XRP share against account share per band.
 *
 * @param cohorts `distribution` of `GET /api/rich-list` (XRP amounts as decimal strings)
 */
export function CohortDistribution({ cohorts }: { cohorts: RichList['distribution'] }) {
  const styles = useStyles(getStyles);
  return (
    <Card css={styles.card} aria-labelledby="cohorts-title">
      <div css={styles.head}>
        <CardTitle id="cohorts-title">Distribution by Cohort</CardTitle>
        <Muted data-testid="cohort-basis">{COHORT_BASIS_TEXT}</Muted>
      </div>
      {cohorts.length === 0 ? (
        <Muted>No cohorts in this index.</Muted>
      ) : (
        <div css={styles.layout}>
          <ol css={styles.list} aria-label="Cohorts">
            {cohorts.map((c) => (
              <li key={c.label} css={styles.row} data-testid="cohort">
                <div css={styles.line}>
                  <span css={styles.labelGroup}>
                    <span css={styles.label}>{c.label}</span>
                    <span css={styles.count} data-testid="cohort-count">
                      {accountCountText(c.accountCount)}
                    </span>
                  </span>
                  <span css={styles.numbers}>
                    <span css={styles.strong} title={formatXrp(c.totalXrp)}>
                      {formatCompactXrp(c.totalXrp)}
                    </span>
                    <span>{formatPercent(c.percentageOfCirculating)}</span>
                  </span>
                </div>
                <div css={styles.track} aria-hidden="true">
                  <div css={styles.fill} data-testid="cohort-bar" style={{ width: `${cohortBarWidth(c.percentageOfCirculating)}%` }} />
                </div>
              </li>
            ))}
          </ol>
          <CohortChart cohorts={cohorts} />
        </div>
      )}
    </Card>
  );
}
