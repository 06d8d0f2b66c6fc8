import { Link, Outlet, useLocation, type RouteObject } from 'react-router';
import { css } from '@emotion/react';
import { Button, Card, ErrorBoundary, Muted, Page, PRODUCT_NAME, useThemePreference } from '@ledgerlens/shared';
import routes from '../routes';
import HeaderSearch from '../widgets/headerSearch';
import HomeSearchPanel from '../widgets/homeSearchPanel';

/** Minimal header/footer around the remote's pages when it runs alone (no shell). */
export function StandaloneFrame() {
  const location = useLocation();
  const [, setPreference, isDark] = useThemePreference();
  return (
    <div css={css`min-height: 100vh; display: grid; grid-template-rows: auto 1fr auto;`}>
      <header
        css={(t) => css`
          position: sticky; top: 0; z-index: 30; background: ${t.color.surface}; border-bottom: 1px solid ${t.color.border};
        `}
      >
        <div
          css={(t) => css`
            max-width: 1200px; margin: 0 auto; padding: 10px 16px; display: grid; gap: 10px; align-items: center;
            grid-template-columns: 1fr auto;
            ${t.mq.md} { grid-template-columns: auto minmax(0, 1fr) auto; padding: 12px 24px; }
          `}
        >
          <Link to="/" css={(t) => css`color: ${t.color.text}; text-decoration: none; font-weight: 800; font-size: 18px;`}>
            {PRODUCT_NAME}
            <span css={(t) => css`margin-left: 8px; font-size: 12px; font-weight: 600; color: ${t.color.textMuted};`}>search · standalone</span>
          </Link>
          <div css={(t) => css`grid-column: 1 / -1; grid-row: 2; ${t.mq.md} { grid-column: auto; grid-row: auto; }`}>
            <HeaderSearch compact />
          </div>
          <Button variant="ghost" size="sm" onClick={() => setPreference(isDark ? 'light' : 'dark')} aria-label="Toggle dark mode">
            {isDark ? 'Light' : 'Dark'}
          </Button>
        </div>
      </header>
      <main>
        <ErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <footer css={(t) => css`padding: 16px; text-align: center; font-size: 13px; color: ${t.color.textMuted};`}>
        mfe-search running standalone · data refreshes every ledger close (about 4 s)
      </footer>
    </div>
  );
}

/** Routes owned by other remotes: a short note instead of a blank page in standalone mode. */
function ElsewhereNotice() {
  const location = useLocation();
  return (
    <Page>
      <Card css={css`display: grid; gap: 10px; justify-items: start;`}>
        <h1 css={css`margin: 0; font-size: 22px;`}>Not part of this app</h1>
        <Muted>
          <code>{location.pathname}</code> is served by another part of {PRODUCT_NAME}. Run the shell to see it.
        </Muted>
        <Link to="/search">Back to search</Link>
      </Card>
    </Page>
  );
}

/**
 * Route table of the standalone app: the frame, the home widget on `/`, this remote's own
 * `./routes` module (the one the shell mounts) and a notice for every other path.
 */
export const standaloneRoutes: RouteObject[] = [
  {
    path: '/',
    element: <StandaloneFrame />,
    HydrateFallback: () => <Page aria-busy="true">Loading…</Page>,
    children: [
      {
        index: true,
        element: (
          <Page>
            <HomeSearchPanel />
          </Page>
        ),
      },
      ...routes,
      { path: '*', element: <ElsewhereNotice /> },
    ],
  },
];
