import { css } from '@emotion/react';
import { Page, Skeleton } from '@ledgerlens/shared';
import { RemoteUnavailable, RemoteWidget, useRemoteRoutes } from '../RemotePage';

/** Home dashboard: mfe-search's "Explore the XRP Ledger" panel; later remotes add their cards. */
export function Home() {
  const [state, retry] = useRemoteRoutes('mfe_search');
  return (
    <Page>
      <title>LedgerLens · XRP Ledger Explorer</title>
      <meta name="description" content="Search XRP Ledger transactions, CTIDs, accounts and ledgers." />
      {state.status === 'error' ? (
        <RemoteUnavailable remote="mfe_search" onRetry={retry} />
      ) : (
        <RemoteWidget remote="mfe_search" widget="homeSearchPanel" fallback={<Skeleton h="220px" css={css`border-radius: 16px;`} />} />
      )}
    </Page>
  );
}

