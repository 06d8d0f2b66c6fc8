import { css } from '@emotion/react';
import { Card, CardTitle, Mono, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(1)}; p { margin: 0; line-height: 1.6; } ul { margin: 0; padding-left: ${theme.spacing(2.5)}; line-height: 1.7; }`,
});

/** 'About CTIDs' card (spec §2): what a CTID is, its layout and the two rules (XLS-37 and this site's C–F extension). */
export function AboutCtids() {
  const styles = useStyles(getStyles);
  return (
    <Card css={styles.card} aria-labelledby="about-ctid">
      <CardTitle id="about-ctid">About CTIDs</CardTitle>
      <p>
        A CTID (compact transaction identifier, XLS-37) names a validated transaction by where it is instead of by its 64-character hash: the ledger
        that holds it, its position in that ledger and the network. It is 16 hexadecimal characters, for example <Mono>C473910300100000</Mono>.
      </p>
      <ul>
        <li>4 bits: the lead nibble, C for ledgers up to 268,435,455; above that, as xrpl.org describes, it moves to D, E and F (rippled currently encodes and decodes only C).</li>
        <li>28 bits: the ledger index (up to 268,435,455 with prefix C).</li>
        <li>16 bits: the transaction index in that ledger (0 to 65,535).</li>
        <li>16 bits: the network ID (0 mainnet, 1 testnet, 2 devnet).</li>
      </ul>
      <p>
        This tool also encodes ledger indexes above 268,435,455 with the prefixes D, E and F (each step adds 268,435,456), so it covers ledgers up to
        1,073,741,823. Mainnet is far below that today; a rippled server answers only C CTIDs.
      </p>
    </Card>
  );
}
