/**
 * Renders the remote as the shell would: a fresh LedgerLens store, `AppProviders` and a memory
 * router that mounts `src/routes.tsx` (the `./routes` module the shell loads, lazy pages
 * included); or, with `standalone`, the standalone app's route table.
 */
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createAppStore } from '@ledgerlens/shared';
import routes from '../src/routes';
import { standaloneRoutes } from '../src/standalone/StandaloneFrame';

/** Renders `path` once its lazy route module has loaded; returns RTL queries and the router. */
export async function renderAt(path: string, { standalone = false } = {}) {
  const table: RouteObject[] = standalone ? standaloneRoutes : [{ path: '/', HydrateFallback: () => <p>Loading page…</p>, children: routes }];
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const utils = render(
    <AppProviders store={createAppStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return { ...utils, router };
}
