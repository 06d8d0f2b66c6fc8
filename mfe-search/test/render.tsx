/**
 * Renders the remote as the shell would: a fresh LedgerLens store, `AppProviders`, and a memory
 * router that mounts `src/routes.tsx` (the `./routes` module the shell loads, lazy pages included)
 * and the home and header widget modules.
 * Routes of other remotes (`/account/:address`, `/ledger/:id`, `/en/learn`) are stand-ins that show
 * where the visitor landed.
 */
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation, useParams } from 'react-router';
import { AppProviders, AppRouterProvider, createAppRouter, createAppStore } from '@ledgerlens/shared';
import routes from '../src/routes';
import Header from '../src/widgets/headerSearch';
import Home from '../src/widgets/homeSearchPanel';
import TransactionSummary from '../src/widgets/transactionSummary';
import type { HeaderSearchProps } from '../src/features/search/components/HeaderSearch';

function Landing({ kind }: { kind: string }) {
  const params = useParams();
  return <h1>{`${kind} ${Object.values(params).join('')}`.trim()}</h1>;
}

/** The `transaction`-slot widget as the shell's home renders it for `/?q={id}`. */
function Summary() {
  const { id = '' } = useParams();
  return <TransactionSummary id={id} />;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  /** Render the header search box above the page, with these props. */
  header?: HeaderSearchProps;
}

/**
 * Renders `path` once its lazy route module has loaded; returns RTL queries, a user-event instance
 * (clipboard stub included), the store and the router.
 */
export async function renderAt(path: string, { header }: RenderOptions = {}) {
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
  const Layout = (): ReactNode => (
    <>
      {header ? (
        <div data-testid="header">
          <Header {...header} />
        </div>
      ) : null}
      <main>
        <Outlet />
      </main>
      <Location />
    </>
  );
  const router = createAppRouter(
    [
      {
        path: '/',
        Component: Layout,
        HydrateFallback: () => <p>Loading page…</p>,
        children: [
          { index: true, Component: Home },
          ...routes,
          { path: 'account/:address', element: <Landing kind="Account" /> },
          { path: 'ledger/:id', element: <Landing kind="Ledger" /> },
          { path: 'mpt/:id', element: <Landing kind="MPT" /> },
          { path: 'en/learn', element: <Landing kind="Learn" /> },
          { path: 'widget/transactionSummary/:id', element: <Summary /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const utils = render(
    <AppProviders store={store}>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  await waitFor(() => expect(router.state.initialized).toBe(true));
  // The layout (and the page) are on screen.
  await screen.findByTestId('location');
  return { ...utils, user, store, router };
}
