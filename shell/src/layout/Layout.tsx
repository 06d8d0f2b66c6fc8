import { useEffect } from 'react';
import { css } from '@emotion/react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@ledgerlens/shared';
import { Footer } from './Footer';
import { Header } from './Header';

/** Page frame: header, the route's page inside an error boundary, footer. */
export function Layout() {
  const location = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
  return (
    <div css={css`min-height: 100vh; display: flex; flex-direction: column;`}>
      <a
        href="#main"
        css={(t) => css`position: absolute; left: -999px; &:focus { left: 8px; top: 8px; z-index: 100; background: ${t.color.surface}; padding: 8px; }`}
      >
        Skip to content
      </a>
      <Header />
      <main id="main" css={css`flex: 1; width: 100%;`}>
        <ErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
