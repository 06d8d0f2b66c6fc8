import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router';
import { AppProviders, type AppStore } from '@ledgerlens/shared';
import { routes } from './routes';

/** The shell app: providers around the router. `initialPath` switches to a memory router (tests). */
export function App({ store, initialPath }: { store: AppStore; initialPath?: string }) {
  const router = useMemo(
    () => (initialPath ? createMemoryRouter(routes, { initialEntries: [initialPath] }) : createBrowserRouter(routes)),
    [initialPath],
  );
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
