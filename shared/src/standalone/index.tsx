/**
 * `@ledgerlens/shared/standalone`: what every remote needs to run on its own (its own port, its own
 * store, no shell): a minimal frame, the route table around the remote's `./routes` module, and the
 * start-up. Only a remote's standalone entry (`bootstrap.tsx`) and its tests import this; the shell
 * never does, so it costs the shell nothing. It imports the rest of shared by package name, so it
 * uses the one federation singleton.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { css } from '@emotion/react';
import {
  AppProviders,
  Button,
  Card,
  AppRouterProvider,
  createAppRouter,
  createAppStore,
  ErrorBoundary,
  Link,
  loadRuntimeConfig,
  Outlet,
  Page,
  PRODUCT_NAME,
  useLocation,
  useStyles,
  useThemePreference,
  type LedgerLensTheme,
  type RemoteRoutes,
  type RouteObject,
} from '@ledgerlens/shared';

/** What a remote says about itself when it runs alone. */
export interface StandaloneOptions {
  /** Package name of the remote, e.g. `mfe-account` (shown in the frame). */
  app: string;
  /** The remote's `./routes` module (the same one the shell mounts). */
  routes: RemoteRoutes;
  /** Shown in the header bar, e.g. the remote's header widget. */
  header?: ReactNode;
  /** Shown on `/` (e.g. the remote's home widget); default: links to the remote's pages. */
  home?: ReactNode;
}

const getStyles = (theme: LedgerLensTheme) => ({
  root: css`min-height: 100vh; display: grid; grid-template-rows: auto 1fr auto;`,
  header: css`position: sticky; top: 0; z-index: 30; background: ${theme.color.surface}; border-bottom: 1px solid ${theme.color.border};`,
  bar: css`
    max-width: ${theme.size.page}; margin: 0 auto; padding: ${theme.spacing(1.25, 2)}; display: grid; gap: ${theme.spacing(1.25)};
    align-items: center; grid-template-columns: 1fr auto;
    ${theme.mq.md} { grid-template-columns: auto minmax(0, 1fr) auto; padding: ${theme.spacing(1.5, 3)}; }
  `,
  brand: css`color: ${theme.color.text}; text-decoration: none; font-weight: 800; font-size: 18px;`,
  tag: css`margin-left: ${theme.spacing(1)}; font-size: 12px; font-weight: 600; color: ${theme.color.textMuted};`,
  slot: css`grid-column: 1 / -1; grid-row: 2; ${theme.mq.md} { grid-column: auto; grid-row: auto; }`,
  footer: css`padding: ${theme.spacing(2)}; text-align: center; font-size: 13px; color: ${theme.color.textMuted};`,
  card: css`display: grid; gap: ${theme.spacing(1.5)}; justify-items: start;`,
  heading: css`margin: 0; font-size: 22px; color: ${theme.color.text};`,
  text: css`margin: 0; color: ${theme.color.textMuted};`,
  list: css`margin: 0; padding-left: ${theme.spacing(2.5)}; display: grid; gap: ${theme.spacing(0.5)};`,
});

/** Minimal frame around a remote's pages when it runs alone: name, optional header content, theme toggle. */
export function StandaloneFrame({ app, header }: { app: string; header?: ReactNode }) {
  const styles = useStyles(getStyles);
  const location = useLocation();
  const [, setPreference, isDark] = useThemePreference();
  return (
    <div css={styles.root}>
      <header css={styles.header}>
        <div css={styles.bar}>
          <span>
            <Link to="/" css={styles.brand}>
              {PRODUCT_NAME}
            </Link>
            <span css={styles.tag}>{app} · standalone</span>
          </span>
          <div css={styles.slot}>{header}</div>
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
      <footer css={styles.footer}>{app} running standalone: other areas need the shell · data refreshes every ledger close (about 4 s)</footer>
    </div>
  );
}

/** `/` (without a home element) and every path of another remote: this remote's pages, as links. */
function StandaloneIndex({ app, routes }: { app: string; routes: RemoteRoutes }) {
  const styles = useStyles(getStyles);
  const { pathname } = useLocation();
  const home = pathname === '/';
  const pages = routes.map((r) => r.path).filter((p): p is string => !!p && !p.includes(':'));
  return (
    <Page>
      <Card css={styles.card}>
        <h1 css={styles.heading}>{home ? `${app} running standalone` : 'Not part of this app'}</h1>
        {home ? null : <p css={styles.text}>{`${pathname} is served by another part of ${PRODUCT_NAME}. Run the shell to see it.`}</p>}
        <ul css={styles.list}>
          {pages.map((p) => (
            <li key={p}>
              <Link to={p}>{p}</Link>
            </li>
          ))}
        </ul>
      </Card>
    </Page>
  );
}

/**
 * Route table of a standalone remote: the frame around its own `./routes` module, `home` (or the
 * list of its pages) on `/`, and a "Not part of this app" note on every other path.
 */
export function createStandaloneRoutes({ app, routes, header, home }: StandaloneOptions): RouteObject[] {
  return [
    {
      path: '/',
      element: <StandaloneFrame app={app} header={header} />,
      HydrateFallback: () => <Page aria-busy="true">Loading…</Page>,
      children: [
        { index: true, element: home ?? <StandaloneIndex app={app} routes={routes} /> },
        ...routes,
        { path: '*', element: <StandaloneIndex app={app} routes={routes} /> },
      ],
    },
  ];
}

/**
 * Starts a remote on its own (`npm --workspace <remote> start`): loads `config.json`, creates its
 * own LedgerLens store and a browser router over {@link createStandaloneRoutes}, and renders into
 * `#root`.
 */
export async function startStandalone(options: StandaloneOptions): Promise<void> {
  await loadRuntimeConfig();
  const store = createAppStore();
  const router = createAppRouter(createStandaloneRoutes(options));
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <AppRouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
