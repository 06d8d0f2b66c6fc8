import { css } from '@emotion/react';
import { Muted, PRODUCT_NAME, Page, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';
import { CtidTool } from '../components/CtidTool';
import { AboutCtids } from '../components/AboutCtids';

const getStyles = (theme: LedgerLensTheme) => ({
  stack: css`display: grid; gap: ${theme.spacing(2)};`,
  title: css`margin: 0; font-size: 28px;`,
});

/** `/ctid`: the CTID tool (spec §2 "CTID tool"). */
export function CtidPage() {
  const styles = useStyles(getStyles);
  return (
    <Page>
      <title>{`CTID tool · ${PRODUCT_NAME}`}</title>
      <meta name="description" content="Decode a CTID into its ledger index, transaction index and network, or encode one, and open the transaction." />
      <link rel="canonical" href="/ctid" />
      <div css={styles.stack}>
        <h1 css={styles.title}>CTID tool</h1>
        <Muted>Convert a compact transaction identifier to its ledger, position and network, or back, and jump to the transaction.</Muted>
        <CtidTool />
        <AboutCtids />
      </div>
    </Page>
  );
}
