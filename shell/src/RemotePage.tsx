import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { css } from '@emotion/react';
import { Button, Card, ErrorBoundary, Page, Skeleton, type RemoteRoutesModule } from '@ledgerlens/shared';
import { loadRemoteRoutes } from './remoteLoader';

/** Human names of the remotes, for the unavailable panel. */
export const REMOTE_LABELS: Record<string, string> = {
  mfe_search: 'Search and transactions',
  mfe_account: 'Accounts',
  mfe_ledger: 'Ledgers',
  mfe_network: 'Network, validators, tokens and rich list',
  mfe_learn: 'Learn and CTID tool',
};

type State = { status: 'loading' } | { status: 'ready'; mod: RemoteRoutesModule } | { status: 'error' };

/** Loads a remote's routes module; `retry` tries again after a failure. */
export function useRemoteRoutes(remote: string): [State, () => void] {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadRemoteRoutes(remote).then(
      (mod) => live && setState({ status: 'ready', mod }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}

/** Panel shown where a remote cannot be loaded; the rest of the page keeps working. */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <Card role="alert" data-testid="remote-unavailable" css={css`display: grid; gap: 12px; justify-items: start;`}>
      <h2 css={css`margin: 0; font-size: 20px;`}>This part of LedgerLens is unavailable</h2>
      <p css={(t) => css`margin: 0; color: ${t.color.textMuted};`}>
        {REMOTE_LABELS[remote] ?? remote} could not be loaded right now. The rest of LedgerLens still works: use the menu
        above, or try again in a moment.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </Card>
  );
}

function PageSkeleton() {
  return (
    <Page aria-busy="true" aria-label="Loading">
      <Skeleton h="32px" w="40%" />
      <Skeleton h="140px" />
      <Skeleton h="220px" />
    </Page>
  );
}

/** Mounts page `page` of remote `remote` on a shell route, with loading, error and retry states. */
export function RemotePage({ remote, page }: { remote: string; page: string }) {
  const [state, retry] = useRemoteRoutes(remote);
  const location = useLocation();
  if (state.status === 'loading') return <PageSkeleton />;
  const Component: ComponentType | undefined = state.status === 'ready' ? state.mod.pages[page] : undefined;
  if (!Component) {
    return (
      <Page>
        <RemoteUnavailable remote={remote} onRetry={retry} />
      </Page>
    );
  }
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Component />
    </ErrorBoundary>
  );
}

/**
 * Places widget `widget` of remote `remote` (home cards, header search box). Renders `fallback`
 * while loading or when the remote is unavailable.
 */
export function RemoteWidget({ remote, widget, fallback = null, props = {} }: { remote: string; widget: string; fallback?: React.ReactNode; props?: Record<string, unknown> }) {
  const [state] = useRemoteRoutes(remote);
  const Widget = state.status === 'ready' ? state.mod.widgets?.[widget] : undefined;
  if (!Widget) return <>{fallback}</>;
  return (
    <ErrorBoundary>
      <Widget {...props} />
    </ErrorBoundary>
  );
}
