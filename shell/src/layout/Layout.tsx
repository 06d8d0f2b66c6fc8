import { Suspense, useEffect, type MouseEvent, type ReactNode } from 'react';
import { css, keyframes } from '@emotion/react';
import {
  ErrorBoundary,
  Outlet,
  useLocation,
  useNavigationPending,
  useStyles,
  type LedgerLensTheme,
} from '@ledgerlens/shared';
import { PageSkeleton } from '../remotes/RemoteRouteFallback';
import { usePreloading } from '../remotes/usePreloading';
import { Footer } from './Footer';
import { Header } from './Header';
import { StaleBanner } from './StaleBanner';
import { useRouteFocus } from './useRouteFocus';

const progress = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

const getStyles = (theme: LedgerLensTheme) => ({
  root: css`min-height: 100vh; display: flex; flex-direction: column;`,
  skip: css`
    position: absolute; left: -999px; top: ${theme.spacing(1)}; z-index: 100;
    background: ${theme.color.surface}; color: ${theme.color.primary}; font-weight: 600;
    padding: ${theme.spacing(1, 2)}; border-radius: ${theme.radius.sm}; box-shadow: ${theme.shadow.popover};
    &:focus { left: ${theme.spacing(1)}; }
  `,
  main: css`flex: 1; width: 100%;`,
  progress: css`
    position: fixed; top: 0; left: 0; right: 0; height: 3px; z-index: 60; overflow: hidden; pointer-events: none;
    &::after {
      content: ''; position: absolute; inset: 0; width: 40%; background: ${theme.color.primary};
      animation: ${progress} 1s ease-in-out infinite;
    }
  `,
});

/** Moves focus to `main` (the skip link's target) without changing the URL's hash. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/**
 * Header, the stale-data banner (when an answer is stale), `children` (the page) and footer. The
 * first focusable element is the "Skip to content" link (WCAG 2.4.1), visible when focused, which
 * moves focus to `main` (`tabIndex=-1`).
 */
function Frame({ children }: { children: ReactNode }) {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.root}>
      <a href="#main" css={styles.skip} onClick={skipToMain}>
        Skip to content
      </a>
      <Header />
      <StaleBanner />
      <main id="main" tabIndex={-1} css={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

/**
 * Page frame of every route: header, the route's page inside an error boundary and a Suspense
 * boundary, footer. Over server markup the boundary makes the takeover the frame's (header, footer):
 * React hydrates the page inside it right after, in slices that leave the main thread free, and at
 * once where a visitor clicks. Keyed by path: leaving a page that has not finished hydrating drops
 * its markup instead of hydrating it first. Also a thin progress bar while a navigation loads a
 * remote or a page chunk, preloading of remotes on link hover or focus and when idle, and after
 * each route change (not the first load) focus moved to the new page's `h1` ({@link useRouteFocus}).
 */
export function Layout() {
  const styles = useStyles(getStyles);
  const location = useLocation();
  const pending = useNavigationPending();
  usePreloading();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  useRouteFocus(location.pathname);
  return (
    <Frame>
      {pending ? <div role="progressbar" aria-label="Loading page" css={styles.progress} /> : null}
      <ErrorBoundary resetKey={location.pathname}>
        <Suspense key={location.pathname} fallback={<PageSkeleton />}>
          <Outlet />
          <ContentHydrated />
        </Suspense>
      </ErrorBoundary>
    </Frame>
  );
}

/**
 * Draws nothing; once the page's content around it is the app's (hydrated over the server's
 * markup, or drawn), tells `theme-init.js` (`__ledgerlensContentHydrated`), which replays a tap
 * held on the content meanwhile.
 */
function ContentHydrated() {
  useEffect(() => {
    window.__ledgerlensContentHydrated?.();
  }, []);
  return null;
}

/** The frame with a page skeleton, while the first route (and its remote) loads. */
export function LayoutLoading() {
  return (
    <Frame>
      <PageSkeleton />
    </Frame>
  );
}
