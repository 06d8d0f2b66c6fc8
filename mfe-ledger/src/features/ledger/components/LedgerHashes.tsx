import { css } from '@emotion/react';
import { Button, Card, CardTitle, CopyButton, Mono, useStyles, type LedgerLensTheme, type Ledger } from '@ledgerlens/shared';
import { Icon } from '../../../components/Icon';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(1.5)}; min-width: 0;`,
  list: css`margin: 0; display: grid; gap: ${theme.spacing(1.5)};`,
  item: css`display: grid; gap: ${theme.spacing(0.5)}; min-width: 0;`,
  term: css`font-size: 13px; font-weight: 600; color: ${theme.color.textMuted};`,
  value: css`margin: 0; display: flex; gap: ${theme.spacing(1)}; align-items: center; flex-wrap: wrap; min-width: 0;`,
  hash: css`font-size: 13px; flex: 1 1 240px; min-width: 0;`,
});

/**
 * Ledger hashes (spec §2): the ledger hash, the parent ledger hash with View Parent, and the
 * transaction tree root (`transaction_hash`), each with a copy button. Source: rippled `ledger`.
 */
export function LedgerHashes({ ledger, onViewParent }: { ledger: Ledger; onViewParent: (hash: string) => void }) {
  const styles = useStyles(getStyles);
  const rows: Array<{ label: string; value: string; testId: string; parent?: boolean }> = [
    { label: 'Ledger hash', value: ledger.hash, testId: 'ledger-hash' },
    { label: 'Parent hash', value: ledger.parentHash, testId: 'ledger-parent-hash', parent: true },
    { label: 'Transaction hash', value: ledger.transactionHash, testId: 'ledger-transaction-hash' },
  ];
  return (
    <Card css={styles.card} aria-labelledby="ledger-hashes-title">
      <CardTitle id="ledger-hashes-title">Ledger hashes</CardTitle>
      <dl css={styles.list}>
        {rows.map((row) => (
          <div key={row.label} css={styles.item}>
            <dt css={styles.term}>{row.label}</dt>
            <dd css={styles.value}>
              <Mono css={styles.hash} data-testid={row.testId}>
                {row.value || '—'}
              </Mono>
              {row.value ? <CopyButton value={row.value} size="sm" variant="ghost" subject={row.label.toLowerCase()} /> : null}
              {row.parent && row.value && ledger.ledgerIndex > 1 ? (
                <Button variant="outline" size="sm" onClick={() => onViewParent(row.value)}>
                  <Icon name="parent" />
                  View Parent
                </Button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
