import { css } from '@emotion/react';
import { Button, Card, Link, Mono, Page, SAMPLES, useLocation, useNavigate, useStyles, type LedgerLensTheme } from '@ledgerlens/shared';

const getStyles = (theme: LedgerLensTheme) => ({
  card: css`display: grid; gap: ${theme.spacing(2)}; max-width: ${theme.size.text}; margin: 0 auto; width: 100%;`,
  code: css`margin: 0; font-size: 56px; font-weight: 800; color: ${theme.color.primary}; line-height: 1;`,
  title: css`margin: 0; font-size: 26px;`,
  text: css`margin: 0;`,
  tipsTitle: css`font-size: 16px; margin: ${theme.spacing(0, 0, 1)};`,
  tips: css`margin: 0; padding-left: ${theme.spacing(2.5)}; display: grid; gap: ${theme.spacing(0.75)};`,
  actions: css`display: flex; gap: ${theme.spacing(1)}; flex-wrap: wrap;`,
});

/**
 * Page Not Found (spec §2): tips, a sample hash and address, Return to Home and Go Back; noindex.
 * Go Back returns to the previous page of this tab, or home when there is none (a link opened in
 * a new tab), as the other Back buttons do.
 */
export function NotFound() {
  const styles = useStyles(getStyles);
  const navigate = useNavigate();
  const location = useLocation();
  // react-router's key of the first entry of a tab's history is 'default': nothing to go back to.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/'));
  return (
    <Page>
      <title>Page Not Found · LedgerLens</title>
      <meta name="robots" content="noindex" />
      <Card css={styles.card}>
        <p css={styles.code}>404</p>
        <h1 css={styles.title}>Page Not Found</h1>
        <p css={styles.text}>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <div>
          <h2 css={styles.tipsTitle}>Looking for something on the XRP Ledger?</h2>
          <ul css={styles.tips}>
            <li>A transaction hash is 64 characters long, letters and digits only.</li>
            <li>An account address starts with &apos;r&apos; followed by 24 to 33 characters (25 to 34 in all).</li>
            <li>
              Sample transaction: <Link to={`/transaction/${SAMPLES.transactionHash}`}><Mono>{SAMPLES.transactionHash}</Mono></Link>
            </li>
            <li>
              Sample address: <Link to={`/account/${SAMPLES.address}`}><Mono>{SAMPLES.address}</Mono></Link>
            </li>
          </ul>
        </div>
        <div css={styles.actions}>
          <Button onClick={() => navigate('/')}>Return to Home</Button>
          <Button variant="outline" onClick={back}>Go Back</Button>
        </div>
      </Card>
    </Page>
  );
}
