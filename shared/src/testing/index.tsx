/**
 * `@ledgerlens/shared/testing`: the one way a remote's Jest suite renders its pages, as the shell
 * and the standalone app mount them. For tests only (it imports Testing Library).
 */
import { render, waitFor } from '@testing-library/react';
import {
  AppProviders,
  AppRouterProvider,
  createAppRouter,
  createAppStore,
  RuntimeConfigContext,
  type RemoteRoutes,
  type RouteObject,
  type RuntimeConfig,
} from '@ledgerlens/shared';
import { createStandaloneRoutes } from '@ledgerlens/shared/standalone';

/**
 * Renders `path` through a remote's `./routes` module in a memory router, with a fresh LedgerLens
 * store; with `standalone: { app }`, through the standalone app's route table instead; with
 * `config`, under that render's own run-time configuration (as the shell's server render gives
 * it, `RuntimeConfigContext`). Resolves once the lazy route module has loaded; returns Testing
 * Library's queries, the router and the store.
 */
export async function renderRemoteAt(routes: RemoteRoutes, path: string, { standalone, config }: { standalone?: { app: string }; config?: RuntimeConfig } = {}) {
  const table: RouteObject[] = standalone
    ? createStandaloneRoutes({ app: standalone.app, routes })
    : [{ path: '/', HydrateFallback: () => <p>Loading page…</p>, children: routes }];
  const router = createAppRouter(table, { initialEntries: [path] });
  const store = createAppStore();
  const utils = render(
    <RuntimeConfigContext.Provider value={config}>
      <AppProviders store={store}>
        <AppRouterProvider router={router} />
      </AppProviders>
    </RuntimeConfigContext.Provider>,
  );
  await waitFor(() => expect(router.state.initialized).toBe(true));
  return { ...utils, router, store };
}
