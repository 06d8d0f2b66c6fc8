import { useEffect } from 'react';
import { css } from '@emotion/react';
import {
  Button,
  Card,
  ErrorFallback,
  Page,
  Skeleton,
  useLocation,
  useNavigate,
  useRouteError,
  useStyles,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { NotFound } from '../pages/NotFound';
import { useRemoteRetry } from './retry';
import { useRemotes, useRemoteStatus } from './registry';

const getStyles = (theme: LedgerLensTheme) => ({
  panel: css`display: grid; gap: ${theme.spacing(1.5)}; justify-items: start;`,
  title: css`margin: 0; font-size: 20px;`,
  text: css`margin: 0; color: ${theme.color.textMuted};`,
});

/**
 * Panel shown where a remote cannot be loaded: its area's name (`label` in `remotes.json`) and
 * Retry. The header, footer and every other area keep working.
 */
export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const styles = useStyles(getStyles);
  const remotes = useRemotes();
  return (
    <Card role="alert" data-testid="remote-unavailable" css={styles.panel}>
      <h2 css={styles.title}>This part of LedgerLens is unavailable</h2>
      <p css={styles.text}>
        {remotes.remoteLabel(remote)} could not be loaded right now. The rest of LedgerLens still works: use the menu above, or
        try again in a moment.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </Card>
  );
}

/** Skeleton of a page while its remote or its page chunk loads. */
export function PageSkeleton() {
  return (
    <Page aria-busy="true" aria-label="Loading">
      <Skeleton h="32px" w="40%" />
      <Skeleton h="140px" />
      <Skeleton h="220px" />
    </Page>
  );
}

/**
 * Catch-all route (`<prefix>/*`) of a remote whose `./routes` could not be loaded. While the
 * remote is unavailable: the unavailable panel, whose Retry loads the remote again and, on
 * success, patches its real routes in. Once the remote is back, paths it does not define here
 * show Page Not Found.
 */
export function RemoteRouteFallback({ remote }: { remote: string }) {
  const status = useRemoteStatus(remote);
  const retry = useRemoteRetry();
  if (status === 'ready') return <NotFound />;
  if (status === 'loading') return <PageSkeleton />;
  return (
    <Page>
      <RemoteUnavailable remote={remote} onRetry={() => void retry(remote)} />
    </Page>
  );
}

/**
 * Route error boundary of remote pages: a page that throws while rendering, or whose lazy chunk
 * fails to load, shows the generic error panel inside the layout (header and footer stay). Try
 * Again navigates to the same location again, which renders the page (and retries its chunk).
 */
export function RemoteRouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // Not when the page is being left for a tapped link (its downloads stopped on purpose, `theme-init.js`).
    if (!window.__ledgerlensLeaving?.()) console.error(error);
  }, [error]);
  return (
    <Page>
      <ErrorFallback
        onRetry={() => void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, preventScrollReset: true })}
      />
    </Page>
  );
}
