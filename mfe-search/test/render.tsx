/**
 * Renders the remote as the shell would: a fresh LedgerLens store, `AppProviders`, and a memory
 * router whose routes mount the components of `src/routes.tsx` (the module the shell loads).
 * Routes of other remotes (`/account/:address`, `/ledger/:id`, `/en/learn`) are stand-ins that show
 * where the visitor landed.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useParams } from 'react-router';
import { AppProviders, createAppStore } from '@ledgerlens/shared';
import routes, { type HeaderSearchProps } from '../src/routes';

function Landing({ kind }: { kind: string }) {
  const params = useParams();
  return <h1>{`${kind} ${Object.values(params).join('')}`.trim()}</h1>;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  /** Render the header search box above the page, with these props. */
  header?: HeaderSearchProps;
}

/** Renders `path`; returns RTL queries, a user-event instance (clipboard stub included), the store and the router. */
export function renderAt(path: string, { header }: RenderOptions = {}) {
  const user = userEvent.setup();
  // A plain text clipboard (user-event's stub reads through FileReader/Blob, which jest-fixed-jsdom's
  // Node Blob does not satisfy).
  let clipboardText = '';
  Object.defineProperty(window.navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        clipboardText = String(text);
      },
      readText: async () => clipboardText,
    },
  });
  const store = createAppStore();
  const Header = routes.widgets!.headerSearch;
  const Home = routes.widgets!.homeSearchPanel;
  const Layout = (): ReactNode => (
    <>
      {header ? (
        <div data-testid="header">
          <Header {...(header as Record<string, unknown>)} />
        </div>
      ) : null}
      <main>
        <Outlet />
      </main>
      <Location />
    </>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Layout,
        children: [
          { index: true, Component: Home },
          { path: 'search', Component: routes.pages.search },
          { path: 'transaction/:id', Component: routes.pages.transaction },
          { path: 'transaction', Component: routes.pages.transaction },
          { path: 'account/:address', element: <Landing kind="Account" /> },
          { path: 'ledger/:id', element: <Landing kind="Ledger" /> },
          { path: 'en/learn', element: <Landing kind="Learn" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, user, store, router };
}
