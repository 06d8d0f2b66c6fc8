/**
 * The shell's router (`createAppRouter` of `@ledgerlens/shared`: react-router's declarative router
 * with route discovery and `lazy` modules, not its data router). The shell owns only `/` and Page
 * Not Found; every other route comes from the remote that owns its path prefix (`remotes.json`),
 * discovered on first navigation with `patchRoutesOnNavigation`: the remote's `./routes`
 * (`RouteObject[]`, pages loaded with `lazy`) is loaded and patched under the layout route. Nothing of a remote is downloaded
 * before one of its paths is visited, hovered, focused or the browser is idle. After the first
 * location, a navigation commits at once (new URL, the page's skeleton) while it loads.
 */
import { Layout, LayoutLoading } from './layout/Layout';
import { Home } from './pages/Home';
import { NotFound } from './pages/NotFound';
import { PageSkeleton, RemoteRouteError, RemoteRouteFallback } from './remotes/RemoteRouteFallback';
import { browserRemotes, type RemotesRegistry } from './remotes/registry';
import { createAppRouter, type AppRouter, type PatchRoutesOnNavigation, type RouteObject } from '@ledgerlens/shared';

/** Id of the layout route; remote routes are patched as its children. */
export const LAYOUT_ROUTE_ID = 'layout';

type ShellRouter = AppRouter;

/** The shell's router, the retry function of its unavailable panels and the registry its routes come from ({@link createShellRouter}). */
export interface ShellRouterHandle {
  router: ShellRouter;
  retry: (remote: string) => Promise<void>;
  /** The `remotes.json` registry the router discovers remote routes in (the page's, or a server render's own). */
  remotes: RemotesRegistry;
}

/** Resolves once `router` has matched its first location (remote routes patched, or found missing). */
export function routerInitialized(router: ShellRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The shell's own routes: the layout with Home and the catch-all Page Not Found. */
function shellRoutes(): RouteObject[] {
  return [
    {
      id: LAYOUT_ROUTE_ID,
      element: <Layout />,
      HydrateFallback: LayoutLoading,
      children: [
        { index: true, element: <Home /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

/** A remote's routes, each with the shell's error boundary unless the remote brings its own. */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((r) => ({ ...r, ErrorBoundary: r.ErrorBoundary ?? (r.errorElement ? undefined : RemoteRouteError) }) as RouteObject);
}

/**
 * Creates the shell's router (browser history, or memory history at `initialPath` for tests) and
 * the retry function of its unavailable panels. `reload` loads the page again as a new document
 * (Retry of a remote whose files this document was hinted, see `hasBootHints`); default
 * `location.reload()`. `remotes`: where remote routes are discovered, default the page's registry
 * (the server render passes its request's own). `deferFirstPage`: the browser taking a server
 * render over draws the frame once the page's routes are known, its page when its code is here
 * (see `AppRouterOptions.deferFirstPage`).
 */
export function createShellRouter(
  initialPath?: string,
  reload: () => void = () => window.location.reload(),
  remotes: RemotesRegistry = browserRemotes,
  deferFirstPage?: () => Promise<unknown>,
): ShellRouterHandle {
  const patched = new Set<string>();
  const fallbacks = new Set<string>();
  let router: ShellRouter;

  // Synchronous (no promise) when there is nothing to discover, so the navigation commits at once.
  const patchRoutesOnNavigation: PatchRoutesOnNavigation = ({ path, patch }) => {
    const remote = remotes.remoteForPath(new URL(path, 'http://x').pathname);
    if (!remote || patched.has(remote)) return undefined;
    return discover(remote, patch);
  };

  const discover = async (remote: string, patch: Parameters<PatchRoutesOnNavigation>[0]['patch']) => {
    // The manifest, entry and `./routes` module only: the page's own chunks come with its route's
    // `lazy()`. Preloading every page of the remote here would make each route carry its sibling
    // pages' bytes (and their libraries) on a cold load; hovering a link still preloads them all.
    remotes.preloadRemoteRoutes(remote, { pages: false });
    try {
      const routes = await remotes.loadRemoteRoutes(remote);
      if (patched.has(remote)) return;
      patch(LAYOUT_ROUTE_ID, withErrorBoundaries(routes));
      patched.add(remote);
    } catch {
      if (fallbacks.has(remote)) return;
      // Catch-all routes for the remote's prefixes: the unavailable panel with Retry.
      const prefixes = remotes.getConfig()[remote]?.routes ?? [];
      patch(
        LAYOUT_ROUTE_ID,
        prefixes.map((p) => ({ path: `${p.replace(/\/+$/, '')}/*`, element: <RemoteRouteFallback remote={remote} /> })),
      );
      fallbacks.add(remote);
    }
  };

  const retry = async (remote: string) => {
    if (patched.has(remote)) return;
    // Hinted files that failed stay failed for this document (see `hasBootHints`): a new document
    // asks the server again (fresh hints, or none while it cannot read the remote's manifest).
    if (remotes.hasBootHints(remote)) {
      reload();
      return;
    }
    const routes = await remotes.loadRemoteRoutes(remote).catch(() => undefined);
    if (!routes || patched.has(remote)) return;
    router.patchRoutes(LAYOUT_ROUTE_ID, withErrorBoundaries(routes));
    patched.add(remote);
    // Match the current location again against the patched routes.
    const { pathname, search, hash } = router.state.location;
    await router.navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
  };

  // A navigation that must load something (a remote's routes, a page chunk) commits at once: the
  // URL changes and the page's skeleton shows while that loads over a slow link, instead of the
  // previous page staying for several round trips after the tap.
  router = createAppRouter(shellRoutes(), {
    initialEntries: initialPath ? [initialPath] : undefined,
    patchRoutesOnNavigation,
    pendingElement: <PageSkeleton />,
    deferFirstPage,
  });
  return { router, retry, remotes };
}

