import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Badge, Link, useStyles, type IndexedLedger, type LedgerLensTheme } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  root: css`
    display: flex; flex-wrap: wrap; align-items: center; gap: ${theme.spacing(0.5, 1)};
    margin: 0; font-size: 13px; color: ${theme.color.textMuted};
    a { color: ${theme.color.primary}; font-weight: 600; text-decoration: none; }
    a:hover { text-decoration: underline; }
  `,
  time: css`font-variant-numeric: tabular-nums;`,
});

/** `2013-01-02T16:25:30Z` → `2013-01-02 16:25:30 UTC`; input that is not a date is shown as is. */
export function formatCloseTimeUtc(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return iso;
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/**
 * Which ledger an index result describes: "Computed from the full ledger state of ledger #N,
 * closed {time} UTC", the index linked to its ledger page; a Synthetic badge when the result was
 * built from the benchmark's synthetic state (never on `npm start`).
 *
 * @param ledger `ledger` of the API result: ledger index and ISO 8601 close time
 * @param children a note on the figures (e.g. the trust lines counted apart), shown after the source
 */
export function LedgerSource({ ledger, what = 'Computed', children }: { ledger: IndexedLedger; what?: string; children?: ReactNode }) {
  const styles = useStyles(getStyles);
  return (
    <p css={styles.root} data-testid="ledger-source">
      <span>
        {what} from the full ledger state of ledger <Link to={`/ledger/${ledger.ledgerIndex}`}>#{ledger.ledgerIndex.toLocaleString('en-US')}</Link>, closed{' '}
        <time css={styles.time} dateTime={ledger.closeTimeHuman}>
          {formatCloseTimeUtc(ledger.closeTimeHuman)}
        </time>
      </span>
      {ledger.synthetic ? (
        <Badge tone="warning" title="Built from generated benchmark state, not from the XRP Ledger">
          Synthetic data
        </Badge>
      ) : null}
      {children}
    </p>
  );
}
