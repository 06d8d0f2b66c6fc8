import { css } from '@emotion/react';
import { Link, Outlet, useLocation, type RouteObject } from 'react-router';
import { Button, Card, ErrorBoundary, Page, PRODUCT_NAME, useStyles, useThemePreference, type LedgerLensTheme } from '@ledgerlens/shared';
import routes from '../routes';

/** This remote's pages without parameters, linked from the standalone index. */
const PAGES = routes.map((r) => r.path).filter((p): p is string => !!p && !p.includes(':'));

const getStyles = (theme: LedgerLensTheme) => ({
  root: css`min-height: 100vh; display: grid; grid-template-rows: auto 1fr auto;`,
  header: css`
    display: flex; align-items: center; justify-content: space-between; gap: ${theme.spacing(2)};
    padding: ${theme.spacing(1.5, 2)}; background: ${theme.color.surface}; border-bottom: 1px solid ${theme.color.border};
  `,
  brand: css`color: ${theme.color.text}; text-decoration: none; font-weight: 800; font-size: 18px;`,
  tag: css`margin-left: ${theme.spacing(1)}; font-size: 12px; font-weight: 600; color: ${theme.color.textMuted};`,
  footer: css`padding: ${theme.spacing(2)}; text-align: center; font-size: 13px; color: ${theme.color.textMuted};`,
  card: css`display: grid; gap: ${theme.spacing(1.5)}; justify-items: start;`,
  heading: css`margin: 0; font-size: 22px; color: ${theme.color.text};`,
  text: css`margin: 0; color: ${theme.color.textMuted};`,
  list: css`margin: 0; padding-left: ${theme.spacing(2.5)}; display: grid; gap: ${theme.spacing(0.5)};`,
});

/** Minimal frame around the remote's pages when it runs alone (no shell): name, theme toggle, page. */
export function StandaloneFrame() {
  const styles = useStyles(getStyles);
  const location = useLocation();
  const [, setPreference, isDark] = useThemePreference();
  return (
    <div css={styles.root}>
      <header css={styles.header}>
        <span>
          <Link to="/" css={styles.brand}>
            {PRODUCT_NAME}
          </Link>
          <span css={styles.tag}>mfe-learn · standalone</span>
        </span>
        <Button variant="ghost" size="sm" onClick={() => setPreference(isDark ? 'light' : 'dark')} aria-label="Toggle dark mode">
          {isDark ? 'Light' : 'Dark'}
        </Button>
      </header>
      <main>
        <ErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <footer css={styles.footer}>mfe-learn running standalone: other areas need the shell</footer>
    </div>
  );
}

/** `/` and every path of another remote: this remote's pages, as links. */
function StandaloneIndex() {
  const styles = useStyles(getStyles);
  const { pathname } = useLocation();
  const home = pathname === '/';
  return (
    <Page>
      <Card css={styles.card}>
        <h1 css={styles.heading}>{home ? 'mfe-learn running standalone' : 'Not part of this app'}</h1>
        {home ? null : <p css={styles.text}>{`${pathname} is served by another part of ${PRODUCT_NAME}. Run the shell to see it.`}</p>}
        <ul css={styles.list}>
          {PAGES.map((p) => (
            <li key={p}>
              <Link to={p}>{p}</Link>
            </li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}

/** Route table of the standalone app: the frame around this remote's own `./routes` module. */
export const standaloneRoutes: RouteObject[] = [
  {
    path: '/',
    element: <StandaloneFrame />,
    HydrateFallback: () => <Page aria-busy="true">Loading…</Page>,
    children: [{ index: true, element: <StandaloneIndex /> }, ...routes, { path: '*', element: <StandaloneIndex /> }],
  },
];
