/**
 * The shell's only knowledge of the remotes: `remotes.json`, read at run time. It says which
 * remote owns which path prefixes and which widget modules go in which slot; the remotes' own
 * `./routes` modules say everything else. A remote's new routes or version need no shell rebuild.
 *
 * Loading goes through the Module Federation runtime (`loadRemote`, `preloadRemote`); a remote
 * that cannot be loaded is reported by the runtime's `errorLoadRemote` hook (see
 * `federationPlugin.ts`) and shown as "unavailable" with Retry, never taking the shell down.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { parseRemotesConfig, remoteForPath as ownerOfPath, slotWidgets, type RemoteRoutes, type RemotesConfig, type WidgetSlot } from '@ledgerlens/shared';
import { ledgerlensFederationPlugin, isRemoteFailure } from './federationPlugin';
import type { ServerRemoteModules } from '../ssr/serverRemotes';

/** Extra tries of a failed `mf-manifest.json` fetch (the retry plugin waits 1 s between tries). */
export const MANIFEST_RETRIES = 2;
/** Extra tries of a failed `remoteEntry.js` or exposed-module load, `SCRIPT_RETRY_DELAY_MS` apart. */
export const SCRIPT_RETRIES = 2;
export const SCRIPT_RETRY_DELAY_MS = 500;

/** Load state of one remote's `./routes` module. */
export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Options of a {@link RemotesRegistry}. */
export interface RemotesRegistryOptions {
  /**
   * The shell's server render: the remotes' server builds by federation name (undefined for a
   * remote without one). Routes then come from there, and nothing touches the federation runtime.
   */
  serverModules?: (remote: string) => ServerRemoteModules | undefined;
}

let pluginRegistered = false;

/**
 * One `remotes.json` and what was loaded through it: which remote owns which path, the widgets of
 * each slot, each remote's `./routes` (cached) and load state. The page has one
 * ({@link browserRemotes}); the shell's server render makes one per request
 * (`serverModules`), so concurrent renders share no configuration or cache.
 */
export class RemotesRegistry {
  private config: RemotesConfig = {};
  private configUrl = '/remotes.json';
  private readonly routesCache = new Map<string, Promise<RemoteRoutes>>();
  private readonly statuses = new Map<string, RemoteStatus>();
  private readonly listeners = new Set<() => void>();
  private readonly pagesPreloaded = new Set<string>();

  constructor(private readonly options: RemotesRegistryOptions = {}) {}

  private setStatus(remote: string, status: RemoteStatus) {
    if (this.statuses.get(remote) === status) return;
    this.statuses.set(remote, status);
    this.listeners.forEach((l) => l());
  }

  /**
   * Applies a parsed `remotes.json`: keeps the well-formed entries and (in the browser, unless
   * `register: false`) registers them with the federation runtime (`force`, so a changed URL
   * replaces the old container). Forgets the routes loaded through the previous configuration.
   * @returns the configuration in force
   */
  apply(data: unknown, { register = true, url }: { register?: boolean; url?: string } = {}): RemotesConfig {
    if (url !== undefined) this.configUrl = url;
    this.config = parseRemotesConfig(data);
    this.routesCache.clear();
    this.statuses.clear();
    this.pagesPreloaded.clear();
    if (!register || this.options.serverModules) {
      this.listeners.forEach((l) => l());
      return this.config;
    }
    if (!pluginRegistered) {
      // The runtime's own retry plugin retries a manifest fetch or entry/chunk load that failed in
      // passing (2 more tries) before our fallback plugin declares the remote unavailable.
      registerPlugins([
        RetryPlugin({ fetch: { retryTimes: MANIFEST_RETRIES }, script: { retryTimes: SCRIPT_RETRIES, retryDelay: SCRIPT_RETRY_DELAY_MS } }),
        ledgerlensFederationPlugin(),
      ]);
      pluginRegistered = true;
    }
    const deployed = Object.entries(this.config).filter(([, d]) => d.entry);
    if (deployed.length) {
      registerRemotes(
        deployed.map(([name, d]) => ({ name, entry: absoluteEntry(d.entry) })),
        { force: true },
      );
    }
    this.listeners.forEach((l) => l());
    return this.config;
  }

  /** The configuration in force. */
  getConfig(): RemotesConfig {
    return this.config;
  }

  /** URL `remotes.json` was read from. */
  getConfigUrl(): string {
    return this.configUrl;
  }

  /**
   * The remote that owns `pathname`: the one with the longest prefix `p` such that the path is `p`
   * or starts with `p/`. `undefined` when no remote owns it (the shell's own pages, Page Not Found).
   */
  remoteForPath(pathname: string): string | undefined {
    return ownerOfPath(this.config, pathname);
  }

  /** Human name of a remote's area (from `remotes.json`), or its federation name. */
  remoteLabel(remote: string): string {
    return this.config[remote]?.label ?? remote;
  }

  /** Widget modules (`./widgets/<name>`) that remotes put in `slot`, as `remote/widgets/<name>` ids. */
  widgetsForSlot(slot: WidgetSlot): { remote: string; id: string }[] {
    return slotWidgets(this.config, slot).map(({ remote, id }) => ({ remote, id }));
  }

  /** Current load state of a remote's routes. */
  remoteStatus(remote: string): RemoteStatus {
    return this.statuses.get(remote) ?? 'idle';
  }

  /** Calls `listener` on every load-state or configuration change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The `./routes` module of `remote` (its `RouteObject[]`). Cached per remote; a failure is not
   * cached, so calling again (the panel's Retry) tries again from the entry.
   * @throws {Error} when the remote is not deployed or cannot be loaded (the runtime's
   *   `errorLoadRemote` hook marks the failure; see `federationPlugin.ts`)
   */
  loadRemoteRoutes(remote: string): Promise<RemoteRoutes> {
    const cached = this.routesCache.get(remote);
    if (cached) return cached;
    const attempt = this.fetchRoutes(remote);
    this.routesCache.set(remote, attempt);
    this.setStatus(remote, 'loading');
    attempt.then(
      () => this.setStatus(remote, 'ready'),
      () => {
        if (this.routesCache.get(remote) === attempt) this.routesCache.delete(remote);
        this.setStatus(remote, 'error');
      },
    );
    return attempt;
  }

  /**
   * Forgets a remote's container after a failed load (registers its entry again, `force`), so the
   * next attempt (Retry) downloads the entry again instead of reusing the broken one.
   */
  forgetRemote(remote: string): void {
    const entry = this.config[remote]?.entry;
    if (entry && !this.options.serverModules) registerRemotes([{ name: remote, entry: absoluteEntry(entry) }], { force: true });
  }

  /**
   * True when this document came with preload hints (`<link rel="preload">`, written per navigation
   * by the shell's server, `server/src/boot.ts`) for files of `remote`: any hint below the folder
   * of its entry in `remotes.json`.
   *
   * Why it matters: Chromium keeps a hint that failed (connection dropped) for the document's
   * lifetime and answers the first script element for the same URL with that error, without asking
   * the network. The federation runtime retries its entry and exposed modules, but a page chunk
   * loaded by the remote's own `lazy()` gets one try, so after a failed boot the page would stay
   * blank. Retry therefore loads a new document for such a remote ({@link createShellRouter}).
   */
  hasBootHints(remote: string, doc: Document = document): boolean {
    const entry = this.config[remote]?.entry;
    if (!entry) return false;
    let base: string;
    try {
      base = new URL('.', absoluteEntry(entry)).toString();
    } catch {
      return false;
    }
    return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][href]')].some((l) => l.href.startsWith(base));
  }

  private async fetchRoutes(remote: string): Promise<RemoteRoutes> {
    if (!this.config[remote]?.entry) throw new Error(`${remote} is not deployed (no entry in remotes.json)`);
    const { serverModules } = this.options;
    if (serverModules || typeof window === 'undefined') {
      // The shell's server render: the remote's server build, or no routes (the page is then client-rendered).
      const routes = serverModules?.(remote)?.['./routes']?.default;
      if (!Array.isArray(routes)) throw new Error(`${remote} has no server build`);
      return routes as RemoteRoutes;
    }
    const mod = await loadRemote<{ default?: RemoteRoutes }>(`${remote}/routes`).catch(() => undefined);
    const routes = mod?.default;
    if (!mod || isRemoteFailure(mod) || !Array.isArray(routes)) {
      this.forgetRemote(remote);
      throw new Error(`${remote}/routes could not be loaded`);
    }
    return routes;
  }

  /**
   * Starts downloading what a route of `remote` needs, without rendering it: the entry and the
   * `./routes` module; with `pages` (a link hovered or focused) also every chunk of `./routes`,
   * pages included, fetched in parallel from the manifest, except `lazy-*` chunks
   * ({@link isLazyAsset}). A navigation passes `pages: false`: the visited page's chunks come with its
   * route's `lazy()`, so a cold load never downloads the remote's other pages. Never throws.
   */
  preloadRemoteRoutes(remote: string, { pages = true }: { pages?: boolean } = {}): void {
    const d = this.config[remote];
    if (!d?.entry || this.remoteStatus(remote) === 'error') return;
    if (pages && !this.options.serverModules && !this.pagesPreloaded.has(remote)) {
      this.pagesPreloaded.add(remote);
      try {
        void Promise.resolve(preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'all', filter: (url: string) => !isLazyAsset(url) }])).catch(() =>
          this.pagesPreloaded.delete(remote),
        );
      } catch {
        this.pagesPreloaded.delete(remote);
      }
    }
    this.loadRemoteRoutes(remote).catch(() => undefined);
  }
}

/** The page's registry (the browser, tests): the one the module-level functions below use. */
export const browserRemotes = new RemotesRegistry();

/**
 * The registry of the tree being rendered: {@link browserRemotes} unless an ancestor provides
 * another (the shell's server render provides its request's own, `App` with a `shell` handle).
 */
export const RemotesContext = createContext<RemotesRegistry>(browserRemotes);

/** The registry of the tree being rendered ({@link RemotesContext}). */
export function useRemotes(): RemotesRegistry {
  return useContext(RemotesContext);
}

/** Absolute URL of a remote's entry (manifest or remoteEntry.js), relative to `remotes.json`'s page. */
function absoluteEntry(entry: string): string {
  return new URL(entry, window.location.href).toString();
}

/**
 * Reads `remotes.json` (federation name → {@link RemoteDescriptor}) into the page's registry, keeps
 * the well-formed entries and registers them with the federation runtime. A missing or broken file
 * leaves no remote configured: the shell still starts.
 * @returns the configuration in force
 */
export async function loadRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  let data: unknown = {};
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    data = res.ok ? await res.json() : {};
  } catch {
    data = {};
  }
  return browserRemotes.apply(data, { url });
}

/**
 * Applies an already parsed `remotes.json` to the page's registry (tests, the inline copy the
 * shell's server writes). `register: false` only sets the configuration, nothing is registered
 * with the federation runtime.
 */
export function applyRemotesConfig(data: unknown, { register = true }: { register?: boolean } = {}): RemotesConfig {
  return browserRemotes.apply(data, { register });
}

/** The page's configuration in force. */
export function getRemotesConfig(): RemotesConfig {
  return browserRemotes.getConfig();
}

/** URL the page's `remotes.json` was read from. */
export function getRemotesConfigUrl(): string {
  return browserRemotes.getConfigUrl();
}

/** The remote that owns `pathname` in the page's configuration ({@link RemotesRegistry.remoteForPath}). */
export function remoteForPath(pathname: string): string | undefined {
  return browserRemotes.remoteForPath(pathname);
}

/** Current load state of a remote's routes in the page's registry. */
export function remoteStatus(remote: string): RemoteStatus {
  return browserRemotes.remoteStatus(remote);
}

/** Re-renders on load-state changes of `remote` in the registry of the tree ({@link useRemotes}). */
export function useRemoteStatus(remote: string): RemoteStatus {
  const remotes = useRemotes();
  return useSyncExternalStore(
    (l) => remotes.subscribe(l),
    () => remotes.remoteStatus(remote),
    () => 'idle',
  );
}

/** Forgets a remote's container in the page's registry ({@link RemotesRegistry.forgetRemote}). */
export function forgetRemote(remote: string): void {
  browserRemotes.forgetRemote(remote);
}

/** Preloads a remote's routes through the page's registry ({@link RemotesRegistry.preloadRemoteRoutes}). Never throws. */
export function preloadRemoteRoutes(remote: string, options: { pages?: boolean } = {}): void {
  browserRemotes.preloadRemoteRoutes(remote, options);
}

/**
 * A remote's chunk that is not preloaded with its routes: `lazy-*` chunks hold heavy libraries
 * (markdown, charts) that the page or widget drawing them loads itself (webpack.federation.cjs).
 */
export function isLazyAsset(url: string): boolean {
  return /\/lazy-[^/?#]*\.js(?:[?#].*)?$/.test(url);
}
