import { useMemo } from 'react';
import {
  AppProviders,
  RouterProvider,
  type AppStore,
} from '@ledgerlens/shared';
import { RetryProvider } from './remotes/retry';
import { createShellRouter } from './router';

/**
 * The shell app: providers around the router. Remote routes are discovered from `remotes.json`
 * (load it with `loadRemotesConfig` first). `initialPath` switches to a memory router (tests);
 * `reload` replaces `location.reload()` for a Retry that needs a new document (tests).
 */
export function App({ store, initialPath, reload }: { store: AppStore; initialPath?: string; reload?: () => void }) {
  const { router, retry } = useMemo(() => createShellRouter(initialPath, reload), [initialPath, reload]);
  return (
    <AppProviders store={store}>
      <RetryProvider retry={retry}>
        <RouterProvider router={router} />
      </RetryProvider>
    </AppProviders>
  );
}
