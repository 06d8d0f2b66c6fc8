import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Card, Skeleton, formatXrp, useStyles, type LedgerLensTheme, type RichList } from '@ledgerlens/shared';
import { formatCompactXrp, formatPercent } from '../hooks/format';

const getStyles = (theme: LedgerLensTheme) => ({
  grid: css`
    display: grid; gap: ${theme.spacing(1.5)}; grid-template-columns: repeat(2, minmax(0, 1fr));
    ${theme.mq.md} { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: ${theme.spacing(2)}; }
  `,
  card: css`display: grid; gap: ${theme.spacing(0.5)}; align-content: start; padding: ${theme.spacing(1.5, 2)}; min-width: 0;`,
  label: css`margin: 0; font-size: 12px; font-weight: 600; letter-spacing: .02em; text-transform: uppercase; color: ${theme.color.textMuted};`,
  value: css`margin: 0; font-size: 18px; ${theme.mq.md} { font-size: 22px; } font-weight: 700; font-variant-numeric: tabular-nums; color: ${theme.color.text}; overflow-wrap: anywhere;`,
  note: css`margin: 0; font-size: 12px; color: ${theme.color.textMuted};`,
});

/** Number of summary cards, and of placeholder cards while loading (spec: six). */
export const SUMMARY_CARD_COUNT = 6;

function StatCard({ label, value, title, note, testId }: { label: string; value: ReactNode; title?: string; note?: ReactNode; testId: string }) {
  const styles = useStyles(getStyles);
  return (
    <Card css={styles.card} data-testid={testId}>
      <h2 css={styles.label}>{label}</h2>
      <p css={styles.value} title={title}>
        {value}
      </p>
      {note ? <p css={styles.note}>{note}</p> : null}
    </Card>
  );
}

/** Six placeholder cards in the summary grid while the rich list loads (spec §2). */
export function SummaryCardsSkeleton() {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.grid} aria-busy="true" aria-label="Loading balances">
      {Array.from({ length: SUMMARY_CARD_COUNT }, (_, i) => (
        <Card key={i} css={styles.card} data-testid="summary-placeholder">
          <Skeleton w="55%" h="12px" />
          <Skeleton w="80%" h="26px" />
          <Skeleton w="65%" h="12px" />
        </Card>
      ))}
    </div>
  );
}

/**
 * The rich list's summary cards: circulating, escrowed, burned and total XRP (ledger `total_coins`;
 * burned = 100,000,000,000 − total_coins, the fees destroyed since genesis), accounts in the
 * ledger (AccountRoot objects) and accounts listed. Compact amounts, the exact XRP in the title.
 */
export function SummaryCards({ summary }: { summary: RichList['summary'] }) {
  const styles = useStyles(getStyles);
  const total = Number(summary.totalSupply);
  const shareOfTotal = (xrp: string) => (total > 0 ? `${formatPercent((Number(xrp) / total) * 100)} of total supply` : undefined);
  const exact = (xrp: string) => formatXrp(xrp);
  return (
    <div css={styles.grid}>
      <StatCard testId="summary-circulating" label="Circulating Supply" value={formatCompactXrp(summary.circulatingSupply)} title={exact(summary.circulatingSupply)} note={shareOfTotal(summary.circulatingSupply)} />
      <StatCard testId="summary-escrowed" label="Escrowed" value={formatCompactXrp(summary.escrowedSupply)} title={exact(summary.escrowedSupply)} note="Locked in Escrow objects" />
      <StatCard testId="summary-burned" label="Burned" value={formatCompactXrp(summary.burnedSupply)} title={exact(summary.burnedSupply)} note="Fees destroyed since genesis (100B − total coins)" />
      <StatCard testId="summary-total" label="Total Supply" value={formatCompactXrp(summary.totalSupply)} title={exact(summary.totalSupply)} note="Ledger total_coins" />
      <StatCard
        testId="summary-accounts"
        label="Accounts"
        value={typeof summary.accounts === 'number' ? summary.accounts.toLocaleString('en-US') : 'N/A'}
        note="AccountRoot objects in the ledger"
      />
      <StatCard testId="summary-top" label="Top Accounts Listed" value={summary.topAccounts.toLocaleString('en-US')} note="The largest XRP holders, below" />
    </div>
  );
}
