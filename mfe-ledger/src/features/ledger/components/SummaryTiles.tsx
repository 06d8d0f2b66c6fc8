import { useMemo } from 'react';
import { css } from '@emotion/react';
import { dropsToXrp, formatXrp, groupThousands, useStyles, type LedgerLensTheme, type Ledger } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  grid: css`
    list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.spacing(1.5)};
    grid-template-columns: repeat(2, minmax(0, 1fr));
    ${theme.mq.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
  `,
  tile: css`
    display: grid; gap: ${theme.spacing(0.5)}; align-content: start; padding: ${theme.spacing(1.5, 2)}; min-width: 0;
    background: ${theme.color.surface}; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.md};
  `,
  label: css`font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; color: ${theme.color.textMuted};`,
  value: css`font-size: 18px; ${theme.mq.md} { font-size: 20px; } font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere;`,
  helper: css`font-size: 12px; color: ${theme.color.textMuted};`,
});

/** One summary tile: label, value and an optional helper line. */
export interface SummaryTile {
  label: string;
  value: string;
  helper?: string;
  title?: string;
}

/**
 * The eight summary tiles of a ledger (spec §2), computed from the `Ledger` entity: transactions,
 * successful, failed, success rate, total fees, average fee, close time (visitor's time zone, UTC
 * on hover) and the most common transaction type among the rows.
 */
export function summaryTiles(ledger: Ledger, timeZone?: string): SummaryTile[] {
  const count = ledger.transactionCount;
  const rate = count > 0 ? `${((ledger.successfulTransactionCount / count) * 100).toFixed(1)}%` : '—';
  const averageDrops = count > 0 ? (BigInt(ledger.totalFees) / BigInt(count)).toString() : null;
  const types = new Map<string, number>();
  for (const row of ledger.transactions) types.set(row.type, (types.get(row.type) ?? 0) + 1);
  const top = [...types.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  const close = new Date(ledger.closeTimeHuman);
  const valid = !Number.isNaN(close.getTime());
  return [
    { label: 'Transactions', value: groupThousands(String(count)) },
    { label: 'Successful', value: groupThousands(String(ledger.successfulTransactionCount)), helper: 'tesSUCCESS' },
    { label: 'Failed', value: groupThousands(String(ledger.failedTransactionCount)), helper: 'tec codes (fee charged)' },
    { label: 'Success rate', value: rate },
    { label: 'Total fees', value: formatXrp(ledger.totalFeesXrp), helper: `${groupThousands(ledger.totalFees)} drops` },
    { label: 'Average fee', value: averageDrops === null ? '—' : formatXrp(dropsToXrp(averageDrops)), helper: averageDrops === null ? undefined : `${groupThousands(averageDrops)} drops` },
    {
      label: 'Close time',
      value: valid ? close.toLocaleTimeString(undefined, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit' }) : '—',
      helper: valid ? close.toLocaleDateString(undefined, { timeZone, year: 'numeric', month: 'short', day: 'numeric' }) : undefined,
      title: `${ledger.closeTimeHuman} (UTC)`,
    },
    { label: 'Most common type', value: top ? top[0] : '—', helper: top ? `${top[1]} of ${ledger.transactions.length} listed` : undefined },
  ];
}

/** Renders {@link summaryTiles} as a grid of eight tiles. */
export function SummaryTiles({ ledger }: { ledger: Ledger }) {
  const styles = useStyles(getStyles);
  const tiles = useMemo(() => summaryTiles(ledger), [ledger]);
  return (
    <ul css={styles.grid} aria-label="Ledger summary">
      {tiles.map((tile) => (
        <li key={tile.label} css={styles.tile} title={tile.title}>
          <span css={styles.label}>{tile.label}</span>
          <span css={styles.value}>{tile.value}</span>
          {tile.helper ? <span css={styles.helper}>{tile.helper}</span> : null}
        </li>
      ))}
    </ul>
  );
}
