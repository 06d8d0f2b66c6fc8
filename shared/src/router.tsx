/**
 * LedgerLens's router: react-router's declarative `<Router>` and `useRoutes` driven by a small
 * route table that resolves what a location needs before showing it (remote routes discovered on
 * navigation, `lazy` route modules, route error boundaries, a fallback until the first location is
 * ready). It does what the shell, the standalone apps and the tests used from react-router's data
 * router (`createBrowserRouter`, `patchRoutesOnNavigation`, `lazy`, `ErrorBoundary`,
 * `HydrateFallback`, `useNavigation`, `useRouteError`) without it: the data router (`createRouter`,
 * `RouterProvider` and their helpers) is about 12 KiB gzip of every page's first view,
 * and no LedgerLens page uses loaders, actions, fetchers or `<ScrollRestoration>`.
 *
 * Semantics kept from the data router: a navigation first resolves its routes (patches, `lazy`
 * modules), and only then commits (pushes the URL and renders the new location; the previous page
 * stays meanwhile and {@link useNavigationPending} is true), unless the router has a
 * `pendingElement` (then it commits at once and draws that element in place of the page until its
 * routes are resolved, see {@link AppRouterOptions.pendingElement}); a newer navigation supersedes an older
 * one still loading; a `lazy` module that fails to load is a route error, shown by the nearest
 * matched route's `ErrorBoundary` (with {@link useRouteError}); a render error of a route with an
 * `ErrorBoundary` is caught there and cleared by the next navigation.
 */
import { createContext, use, useContext, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import {
  matchRoutes,
  parsePath,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useRoutes,
  type Location,
  type NonIndexRouteObject,
  type Path,
  type RouteObject,
  type To,
} from 'react-router';
import { ErrorBoundary } from './ui/ErrorBoundary';

/** Arguments of {@link AppRouterOptions.patchRoutesOnNavigation}. */
export interface PatchRoutesArgs {
  /** The path being navigated to (pathname, search and hash). */
  path: string;
  /** Adds `routes` as children of the route with id `parentId` (top level when `null`). */
  patch: (parentId: string | null, routes: RouteObject[]) => void;
}

/**
 * Called before every navigation resolves its routes: patch in routes discovered for `path`.
 * Return a promise only while discovering (loading something); return nothing when there is
 * nothing to discover, so the navigation can commit synchronously.
 */
export type PatchRoutesOnNavigation = (args: PatchRoutesArgs) => void | Promise<void>;

/** Options of {@link createAppRouter}. */
export interface AppRouterOptions {
  /** Memory history at these entries (the last one is current): the server render and tests. Default: browser history. */
  initialEntries?: string[];
  /** Route discovery (see {@link PatchRoutesOnNavigation}). */
  patchRoutesOnNavigation?: PatchRoutesOnNavigation;
  /**
   * Drawn in place of the page while a navigation resolves its routes. With it, a navigation after
   * the first location that has something to load (routes to discover, a `lazy` module) commits at
   * once: the URL is pushed and the new location rendered, the deepest matched route showing this
   * element, until its routes are resolved (then the page, or its route error). Without it, the
   * previous page stays until then (the data router's way). The first location always waits (the
   * `HydrateFallback`, or a server render being hydrated).
   */
  pendingElement?: ReactNode;
  /**
   * The browser taking a server render over: the first location is initialized as soon as its
   * routes are discovered, without waiting for their `lazy` modules. Each matched route whose
   * module is still loading is drawn by an element that suspends (React `use`) until the module
   * has loaded and the promise this function returns (called once, only then) has settled. Under a
   * Suspense boundary React keeps the server's markup meanwhile and hydrates it once both are here
   * (selective hydration), while the rest of the tree is taken over at once. A module that fails to
   * load is the route's error, as without this option. Default: the first location waits for its
   * modules (a client render, the server render, tests).
   */
  deferFirstPage?: () => Promise<unknown>;
}

/** State of an {@link AppRouter}. */
export interface AppRouterState {
  /** The location rendered (committed). */
  location: Location;
  /** How the current location was reached. */
  historyAction: 'POP' | 'PUSH' | 'REPLACE';
  /** The first location's routes are resolved (until then the `HydrateFallback` shows). */
  initialized: boolean;
  /** A navigation is resolving its routes (remote routes, `lazy` modules). */
  navigating: boolean;
  /** The location shown is committed, its routes still resolving: its page shows the `pendingElement`. */
  resolving: boolean;
  /** Route errors of the rendered location by route id (a `lazy` module that failed), or `null`. */
  errors: Record<string, unknown> | null;
  /** Bumped when the route table changes (patched routes, resolved `lazy` modules). */
  revision: number;
}

/** Options of {@link AppRouter.navigate}. */
export interface AppNavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for compatibility with react-router's options; scrolling is the layout's. */
  preventScrollReset?: boolean;
}

/** A router made by {@link createAppRouter}; render it with {@link AppRouterProvider}. */
export interface AppRouter {
  /** The current state (a new object at every change). */
  state: AppRouterState;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe(listener: (state: AppRouterState) => void): () => void;
  /** Resolves `to`'s routes, then pushes (or replaces) it and renders it; a number goes back/forward in history. */
  navigate(to: To | number, options?: AppNavigateOptions): Promise<void>;
  /** Adds `routes` under the route `parentId` (`null`: top level); they take effect at the next navigation. */
  patchRoutes(parentId: string | null, routes: RouteObject[]): void;
  /** Stops listening to the history. */
  dispose(): void;
  /** The route table (with ids given, `lazy` modules merged in once loaded). */
  readonly routes: RouteObject[];
  /** What the page being resolved shows ({@link AppRouterOptions.pendingElement}). */
  readonly pendingElement?: ReactNode;
}

type LazyResult = Partial<RouteObject> & Record<string, unknown>;
type TableRoute = Omit<NonIndexRouteObject, 'id' | 'children' | 'index'> & {
  id: string;
  index?: boolean;
  children?: TableRoute[];
  /** The `lazy` module being loaded (kept so concurrent navigations share it). */
  pendingLazy?: Promise<void>;
  /**
   * Set for the routes of the first location drawn before their `lazy` module loaded
   * ({@link AppRouterOptions.deferFirstPage}): settles once the module and the page's other code
   * are here. Kept afterwards, so the route is drawn by the same element type on every later render.
   */
  deferred?: Promise<void>;
};

/** Copies `routes` into the table, giving each an id (its own, or its position). */
function toTable(routes: RouteObject[], prefix: string): TableRoute[] {
  return routes.map((r, i) => {
    const id = r.id ?? `${prefix}${i}`;
    return { ...r, id, children: r.children ? toTable(r.children, `${id}-`) : undefined } as TableRoute;
  });
}

function findRoute(routes: TableRoute[], id: string): TableRoute | undefined {
  for (const r of routes) {
    if (r.id === id) return r;
    const found = r.children && findRoute(r.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Loads a route's `lazy` module (a function, or an object of per-property functions) and merges it in. */
function loadLazy(route: TableRoute): Promise<void> {
  const lazy = route.lazy as unknown;
  if (!lazy) return Promise.resolve();
  route.pendingLazy ??= (async () => {
    let result: LazyResult;
    if (typeof lazy === 'function') {
      result = ((await (lazy as () => Promise<LazyResult>)()) ?? {}) as LazyResult;
    } else {
      const entries = Object.entries(lazy as Record<string, () => Promise<unknown>>);
      result = Object.fromEntries(await Promise.all(entries.map(async ([k, load]) => [k, await load()] as const)));
    }
    Object.assign(route, result);
    route.lazy = undefined;
  })().finally(() => {
    route.pendingLazy = undefined;
  });
  return route.pendingLazy;
}

/**
 * Creates a router over `routes` (browser history, or memory history with `initialEntries`) and
 * starts resolving the current location. Route objects are react-router's `RouteObject`: `path`,
 * `index`, `children`, `element` or `Component`, `lazy` (function or per-property object),
 * `ErrorBoundary` or `errorElement`, `HydrateFallback` (top-level routes, shown until initialized).
 */
export function createAppRouter(routes: RouteObject[], { initialEntries, patchRoutesOnNavigation, pendingElement, deferFirstPage }: AppRouterOptions = {}): AppRouter {
  const history = initialEntries
    ? createMemoryHistory({ initialEntries, initialIndex: initialEntries.length - 1, v5Compat: true })
    : createBrowserHistory({ v5Compat: true });
  const table = toTable(routes, 'r');
  const listeners = new Set<(state: AppRouterState) => void>();
  let pending = 0;
  let disposed = false;
  let patchCount = 0;

  const router: AppRouter = {
    state: { location: history.location, historyAction: history.action, initialized: false, navigating: false, resolving: false, errors: null, revision: 0 },
    routes: table as unknown as RouteObject[],
    pendingElement,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const path: Partial<Path> = typeof to === 'string' ? parsePath(to) : to;
      const current = router.state.location;
      const target = { pathname: path.pathname ?? current.pathname, search: path.search ?? '', hash: path.hash ?? '' };
      return go(target, () => (options.replace ? history.replace(to, options.state) : history.push(to, options.state)));
    },
    patchRoutes(parentId, children) {
      // Shown from the next navigation on (as react-router's data router does), so the location on
      // screen never matches a route whose `lazy` module is not loaded yet.
      patch(parentId, children);
    },
    dispose() {
      disposed = true;
      unlisten();
      listeners.clear();
    },
  };

  function set(partial: Partial<AppRouterState>) {
    router.state = { ...router.state, ...partial };
    for (const listener of [...listeners]) listener(router.state);
  }

  function patch(parentId: string | null, children: RouteObject[]) {
    const parent = parentId === null ? undefined : findRoute(table, parentId);
    if (parentId !== null && !parent) throw new Error(`No route with id ${parentId} to patch`);
    const siblings = parent ? (parent.children ??= []) : table;
    siblings.push(...toTable(children, `p${(patchCount += 1)}-`));
  }

  type Target = Pick<Location, 'pathname' | 'search' | 'hash'>;
  type Errors = Record<string, unknown> | null;

  /**
   * Loads the `lazy` modules of the routes matching `location`; returns its route errors. Nothing
   * to load: returns at once (no promise), so such a navigation commits synchronously, as the
   * data router's does (a controlled input kept in the query string keeps every keystroke).
   */
  function loadMatches(location: Target): Errors | Promise<Errors> {
    const matches = (matchRoutes(table as unknown as RouteObject[], location) ?? []) as unknown as { route: TableRoute }[];
    if (!matches.some((m) => m.route.lazy)) return null;
    return Promise.allSettled(matches.map((m) => loadLazy(m.route))).then((results) => {
      let errors: Errors = null;
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') return;
        // The nearest route (itself or above) with an error boundary shows the error; else the top one.
        let at = i;
        while (at > 0 && !hasBoundary(matches[at]!.route)) at -= 1;
        errors = { ...errors, [matches[at]!.route.id]: result.reason };
      });
      return errors;
    });
  }

  /**
   * Starts loading the `lazy` modules of the routes matching `location` and marks those routes
   * deferred (drawn suspended until the module and `page()` have settled). False when no matched
   * route has a module to load (nothing deferred, `page` not called).
   */
  function deferMatches(location: Target, page: () => Promise<unknown>, navigation: number): boolean {
    const matches = (matchRoutes(table as unknown as RouteObject[], location) ?? []) as unknown as { route: TableRoute }[];
    if (!matches.some((m) => m.route.lazy)) return false;
    const code = page().catch(() => undefined);
    matches.forEach(({ route }, i) => {
      if (!route.lazy) return;
      route.deferred = settled(Promise.all([loadLazy(route), code]).then(() => undefined));
      route.deferred.catch((reason: unknown) => {
        // Shown as a route error, as `loadMatches` would (the route drawn again, no longer deferred).
        route.deferred = undefined;
        if (disposed || navigation !== pending) return;
        let at = i;
        while (at > 0 && !hasBoundary(matches[at]!.route)) at -= 1;
        set({ errors: { ...router.state.errors, [matches[at]!.route.id]: reason }, revision: router.state.revision + 1 });
      });
    });
    return true;
  }

  /** Patches what `patchRoutesOnNavigation` discovers for `location` (a promise only while it works). */
  function discover(location: Target): Promise<void> | undefined {
    let discovered: void | Promise<void> | undefined;
    try {
      discovered = patchRoutesOnNavigation?.({ path: `${location.pathname}${location.search}${location.hash}`, patch });
    } catch {
      return undefined;
    }
    // Discovery failed: the routes known so far decide (Page Not Found or the remote's fallback).
    return discovered ? discovered.catch(() => undefined) : undefined;
  }

  function go(target: Target, commit: () => void): Promise<void> {
    const id = (pending += 1);
    let committed = false;
    const finish = (errors: Errors) => {
      if (disposed || id !== pending) return;
      if (!committed) commit();
      set({
        location: history.location,
        historyAction: history.action,
        initialized: true,
        navigating: false,
        resolving: false,
        errors,
        revision: router.state.revision + 1,
      });
    };
    const loading = () => {
      if (!router.state.initialized) return;
      if (pendingElement !== undefined) {
        // Commit at once: the new location shows the pending element until its routes are resolved.
        commit();
        committed = true;
        set({ location: history.location, historyAction: history.action, navigating: true, resolving: true, errors: null });
      } else if (!router.state.navigating) set({ navigating: true });
    };
    const discovering = discover(target);
    if (deferFirstPage && !router.state.initialized) {
      // The first location over a server render: drawn once its routes are known, its page's code
      // awaited by the page itself (see `deferFirstPage`).
      const first = (): void | Promise<void> => {
        if (deferMatches(target, deferFirstPage, id)) return finish(null);
        return Promise.resolve(loadMatches(target)).then(finish);
      };
      if (discovering) return discovering.then(first);
      return Promise.resolve(first());
    }
    if (discovering) {
      loading();
      return discovering.then(() => loadMatches(target)).then(finish);
    }
    const errors = loadMatches(target);
    if (errors instanceof Promise) {
      loading();
      return errors.then(finish);
    }
    finish(errors);
    return Promise.resolve();
  }

  // Back and forward (the URL has already changed): resolve, then render. Push and replace are
  // committed by `navigate` itself once resolved.
  const unlisten = history.listen(({ action, location }) => {
    if (action === 'POP') void go(location, () => undefined);
  });
  void go(history.location, () => undefined);
  return router;
}

/** A promise React's `use` reads without suspending once it has settled (its `status` and `value` or `reason` set then, as React does). */
function settled<T>(promise: Promise<T>): Promise<T> {
  const p = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  p.status = 'pending';
  p.then(
    (value) => void Object.assign(p, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(p, { status: 'rejected', reason }),
  );
  return p;
}

/** A deferred route ({@link TableRoute.deferred}): suspends until its code is here, then draws the route's element. */
function DeferredRoute({ route }: { route: TableRoute }) {
  if (route.deferred) use(route.deferred);
  const Component = route.Component as ComponentType | null | undefined;
  return route.element ?? (Component ? <Component /> : null);
}

function hasBoundary(route: Pick<RouteObject, 'ErrorBoundary' | 'errorElement'>): boolean {
  return !!(route.ErrorBoundary || route.errorElement);
}

const RouteErrorContext = createContext<unknown>(undefined);
const PendingContext = createContext(false);

/** The error caught by the route error boundary being rendered (a failed `lazy` module or a render error). */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/**
 * True while a navigation resolves its routes (a remote's routes, a page's `lazy` chunk): the
 * previous page still shows, or the new location with the router's `pendingElement`.
 */
export function useNavigationPending(): boolean {
  return useContext(PendingContext);
}

function boundaryElement(route: Pick<RouteObject, 'ErrorBoundary' | 'errorElement'>, error: unknown): ReactNode {
  const Boundary = route.ErrorBoundary as ComponentType | null | undefined;
  return <RouteErrorContext.Provider value={error}>{Boundary ? <Boundary /> : route.errorElement}</RouteErrorContext.Provider>;
}

/** Catches render errors of a route with an error boundary; the next location (a new `key`) clears it. */
function RouteBoundary({ route, children }: { route: Pick<RouteObject, 'ErrorBoundary' | 'errorElement'>; children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.key} fallback={(_retry, error) => boundaryElement(route, error)}>
      {children}
    </ErrorBoundary>
  );
}

/** A route drawn with another element than its own (the pending element of the page being resolved). */
type Stand = { id: string; element: ReactNode } | undefined;

/** The table as `useRoutes` input: each route's element (or its error boundary showing its route error). */
function toElementRoutes(routes: TableRoute[], errors: Record<string, unknown> | null, stand: Stand): RouteObject[] {
  return routes.map((route) => {
    const Component = route.Component as ComponentType | null | undefined;
    let element: ReactNode = route.deferred ? <DeferredRoute route={route} /> : (route.element ?? (Component ? <Component /> : undefined));
    if (stand && route.id === stand.id) element = stand.element;
    else if (errors && route.id in errors) element = boundaryElement(route, errors[route.id]);
    else if (hasBoundary(route) && element !== undefined) element = <RouteBoundary route={route}>{element}</RouteBoundary>;
    const out = { path: route.path, caseSensitive: route.caseSensitive, element } as RouteObject;
    if (route.index) return { ...out, index: true } as RouteObject;
    return { ...out, children: route.children ? toElementRoutes(route.children, errors, stand) : undefined } as RouteObject;
  });
}

function Routes({ router, state }: { router: AppRouter; state: AppRouterState }) {
  const routes = useMemo(
    () => {
      const table = router.routes as TableRoute[];
      let stand: Stand;
      if (state.resolving) {
        // The deepest route matched so far (before discovery: a catch-all) shows the pending element.
        const matches = matchRoutes(table as unknown as RouteObject[], state.location) as unknown as { route: TableRoute }[] | null;
        const leaf = matches?.[matches.length - 1]?.route;
        if (leaf) stand = { id: leaf.id, element: router.pendingElement };
      }
      return toElementRoutes(table, state.errors, stand);
    },
    // The table is mutated in place (patches, lazy modules): `revision` says when.
    [router, state.revision, state.errors, state.resolving, state.location],
  );
  return useRoutes(routes, state.location);
}

/**
 * Renders `router`: react-router's `<Router>` at the router's committed location (so `Link`,
 * `useNavigate`, `useLocation`, `useParams` and `useSearchParams` work as usual, and navigations go
 * through {@link AppRouter.navigate}), the matched routes, or the first top-level `HydrateFallback`
 * until the first location is resolved.
 */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state, () => router.state);
  const navigator = useMemo(() => navigatorOf(router), [router]);
  const Fallback = router.routes.find((r) => r.HydrateFallback)?.HydrateFallback as ComponentType | undefined;
  return (
    <Router location={state.location} navigationType={state.historyAction as never} navigator={navigator}>
      <PendingContext.Provider value={state.navigating}>
        {state.initialized ? <Routes router={router} state={state} /> : Fallback ? <Fallback /> : null}
      </PendingContext.Provider>
    </Router>
  );
}

const hrefOrigin = 'http://localhost';

/** react-router's `Navigator` over an {@link AppRouter}. */
function navigatorOf(router: AppRouter) {
  const href = (to: To) => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    return `${path.pathname ?? ''}${path.search ?? ''}${path.hash ?? ''}`;
  };
  return {
    createHref: href,
    encodeLocation: (to: To) => {
      const url = new URL(href(to), hrefOrigin);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    go: (delta: number) => void router.navigate(delta),
    push: (to: To, state?: unknown) => void router.navigate(to, { state }),
    replace: (to: To, state?: unknown) => void router.navigate(to, { state, replace: true }),
  };
}
