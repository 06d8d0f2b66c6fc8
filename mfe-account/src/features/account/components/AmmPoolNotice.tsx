import { css } from '@emotion/react';
import { Alert, Link, ammRoute, useStyles, type Account, type LedgerLensTheme } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  link: css`color: ${theme.color.primary}; font-weight: 600;`,
});

/** "This is an AMM pool": shown when the AccountRoot has an `AMMID` (the account is an AMM's pseudo-account), with a link to its pool page. */
export function AmmPoolNotice({ account }: { account: Account }) {
  const styles = useStyles(getStyles);
  if (typeof account.accountRoot?.AMMID !== 'string') return null;
  return (
    <Alert variant="info" title="This is an AMM pool">
      This account holds the reserves of an automated market maker; no one holds its keys.{' '}
      <Link to={ammRoute(account.address)} css={styles.link}>
        Open the AMM pool page
      </Link>
    </Alert>
  );
}
