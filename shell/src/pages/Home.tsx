import { css } from '@emotion/react';
import { Page, Skeleton, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { WidgetSlot } from '../remotes/WidgetSlot';

const getStyles = (theme: LedgerLensTheme) => ({
  page: css`display: grid; gap: ${theme.spacing(3)};`,
  skeleton: css`border-radius: ${theme.radius.lg};`,
  /** Read by screen readers, not drawn (the cards carry their own visible titles). */
  srOnly: css`position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;`,
});

/**
 * Home dashboard: the widgets remotes put in the `home` slot (`remotes.json`), in order, under the
 * page's heading "LedgerLens XRP Ledger Explorer" (for screen readers; focused after navigating home).
 */
export function Home() {
  const styles = useStyles(getStyles);
  return (
    <Page css={styles.page}>
      <title>LedgerLens · XRP Ledger Explorer</title>
      <meta name="description" content="Search XRP Ledger transactions, CTIDs, accounts and ledgers." />
      <h1 css={styles.srOnly}>LedgerLens XRP Ledger Explorer</h1>
      <WidgetSlot slot="home" props={{}} unavailable="panel" fallback={<Skeleton h="220px" css={styles.skeleton} />} />
    </Page>
  );
}
