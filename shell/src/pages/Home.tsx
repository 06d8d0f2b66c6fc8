import { css } from '@emotion/react';
import { Page, Skeleton, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { WidgetSlot } from '../remotes/WidgetSlot';

const getStyles = (theme: LedgerLensTheme) => ({
  page: css`display: grid; gap: ${theme.spacing(3)};`,
  skeleton: css`border-radius: ${theme.radius.lg};`,
});

/** Home dashboard: the widgets remotes put in the `home` slot (`remotes.json`), in order. */
export function Home() {
  const styles = useStyles(getStyles);
  return (
    <Page css={styles.page}>
      <title>LedgerLens · XRP Ledger Explorer</title>
      <meta name="description" content="Search XRP Ledger transactions, CTIDs, accounts and ledgers." />
      <WidgetSlot slot="home" props={{}} unavailable="panel" fallback={<Skeleton h="220px" css={styles.skeleton} />} />
    </Page>
  );
}
