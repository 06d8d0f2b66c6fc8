import { css } from '@emotion/react';
import { Card, CardTitle, Muted, formatDrops, formatXrp, groupThousands, useStyles, type LedgerLensTheme, type Ledger } from '@ledgerlens/shared';

/** XRP created at genesis: 100 billion; what is missing from `total_coins` has been burned as fees. */
const GENESIS_XRP_DROPS = 100_000_000_000_000_000n;

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(1.5)}; min-width: 0;`,
  list: css`margin: 0; display: grid; gap: ${theme.spacing(1.25)};`,
  item: css`display: flex; justify-content: space-between; gap: ${theme.spacing(2)}; flex-wrap: wrap; border-bottom: 1px solid ${theme.color.border}; padding-bottom: ${theme.spacing(1)}; &:last-of-type { border-bottom: 0; padding-bottom: 0; }`,
  term: css`color: ${theme.color.textMuted}; font-size: 14px;`,
  value: css`margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; text-align: right;`,
  note: css`font-size: 12px; margin: 0;`,
});

function burnedDrops(totalCoins: string): string | null {
  if (!/^\d+$/.test(totalCoins)) return null;
  const burned = GENESIS_XRP_DROPS - BigInt(totalCoins);
  return burned >= 0n ? burned.toString() : null;
}

/**
 * Where the base fee and reserves of a ledger come from, e.g. "Base fee and reserves in force at
 * this ledger since ledger 92,508,417 (its FeeSettings entry). Offline, the only record of these
 * values is an xrpl.org documentation example." Null when the API gave no fee figures.
 */
export function feesSourceText(ledger: Ledger): string | null {
  if (ledger.reserveBaseXrp === undefined) return null;
  const since = ledger.feesSinceLedger !== undefined ? ` since ledger ${groupThousands(String(ledger.feesSinceLedger))}` : '';
  const from = ledger.feesSource === 'server_info' ? 'as the node reports them now (server_info)' : 'its FeeSettings entry';
  const example = ledger.feesDocumentationExample ? ' Offline, the only record of these values is an xrpl.org documentation example.' : '';
  return `Base fee and reserves in force at this ledger${since} (${from}).${example}`;
}

/**
 * Supply and fees of a ledger (spec §2): total XRP in existence (`total_coins`), XRP burned since
 * genesis (100,000,000,000 − total_coins), fees destroyed in this ledger (XRP and drops), and the
 * base fee and reserves in force at this ledger as the API reports them, with their source
 * ({@link feesSourceText}).
 */
export function SupplyAndFees({ ledger }: { ledger: Ledger }) {
  const styles = useStyles(getStyles);
  const burned = burnedDrops(ledger.totalCoins);
  const rows: Array<[string, string]> = [
    ['Total XRP supply', formatXrp(ledger.totalCoinsXrp)],
    ['Burned since genesis', burned === null ? '—' : formatDrops(burned)],
    ['Fees burned in this ledger', `${formatXrp(ledger.totalFeesXrp)} (${groupThousands(ledger.totalFees)} drops)`],
    ['Base fee', ledger.baseFeeXrp === undefined ? '—' : formatXrp(String(ledger.baseFeeXrp))],
    ['Base reserve', ledger.reserveBaseXrp === undefined ? '—' : formatXrp(String(ledger.reserveBaseXrp))],
    ['Owner reserve (per object)', ledger.reserveIncrementXrp === undefined ? '—' : formatXrp(String(ledger.reserveIncrementXrp))],
  ];
  return (
    <Card css={styles.card} aria-labelledby="ledger-supply-title">
      <CardTitle id="ledger-supply-title">Supply and fees</CardTitle>
      <dl css={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} css={styles.item}>
            <dt css={styles.term}>{term}</dt>
            <dd css={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {feesSourceText(ledger) && (
        <Muted css={styles.note} data-testid="ledger-fees-source">
          {feesSourceText(ledger)}
        </Muted>
      )}
      <Muted css={styles.note}>Fees are destroyed, not paid to anyone: every fee lowers the total supply.</Muted>
    </Card>
  );
}
