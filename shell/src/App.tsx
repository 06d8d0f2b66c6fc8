import { useMemo } from 'react';
import { AppProviders, AppRouterProvider, type AppStore } from '@ledgerlens/shared';
import { RetryProvider } from './remotes/retry';
import { RemotesContext } from './remotes/registry';
import { createShellRouter, type ShellRouterHandle } from './router';

/**
 * The shell app: providers around the router. Remote routes are discovered from `remotes.json`
 * (load it with `loadRemotesConfig` first). `initialPath` switches to a memory router (tests);
 * `reload` replaces `location.reload()` for a Retry that needs a new document (tests). `shell`: a
 * router made beforehand (the server render and the hydration wait for it to be initialized).
 */
export function App({
  store,
  initialPath,
  reload,
  shell,
}: {
  store: AppStore;
  initialPath?: string;
  reload?: () => void;
  shell?: ShellRouterHandle;
}) {
  const { router, retry, remotes } = useMemo(() => shell ?? createShellRouter(initialPath, reload), [shell, initialPath, reload]);
  return (
    <RemotesContext.Provider value={remotes}>
      <AppProviders store={store}>
        <RetryProvider retry={retry}>
          <AppRouterProvider router={router} />
        </RetryProvider>
      </AppProviders>
    </RemotesContext.Provider>
  );
}
