import { css } from '@emotion/react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Mono, Page, SAMPLES } from '@ledgerlens/shared';

/** Page Not Found (spec §2): tips, a sample hash and address, Return to Home and Go Back; noindex. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <Page>
      <title>Page Not Found · LedgerLens</title>
      <meta name="robots" content="noindex" />
      <Card css={css`display: grid; gap: 16px; max-width: 720px; margin: 0 auto; width: 100%;`}>
        <p css={(t) => css`margin: 0; font-size: 56px; font-weight: 800; color: ${t.color.primary}; line-height: 1;`}>404</p>
        <h1 css={css`margin: 0; font-size: 26px;`}>Page Not Found</h1>
        <p css={css`margin: 0;`}>The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
        <div>
          <h2 css={css`font-size: 16px; margin: 0 0 8px;`}>Looking for something on the XRP Ledger?</h2>
          <ul css={css`margin: 0; padding-left: 20px; display: grid; gap: 6px;`}>
            <li>A transaction hash is 64 characters long, letters and digits only.</li>
            <li>An account address starts with &apos;r&apos; followed by 25 to 34 characters.</li>
            <li>
              Sample transaction: <Link to={`/transaction/${SAMPLES.transactionHash}`}><Mono>{SAMPLES.transactionHash}</Mono></Link>
            </li>
            <li>
              Sample address: <Link to={`/account/${SAMPLES.address}`}><Mono>{SAMPLES.address}</Mono></Link>
            </li>
          </ul>
        </div>
        <div css={css`display: flex; gap: 8px; flex-wrap: wrap;`}>
          <Button onClick={() => navigate('/')}>Return to Home</Button>
          <Button variant="outline" onClick={() => navigate(-1)}>Go Back</Button>
        </div>
      </Card>
    </Page>
  );
}
