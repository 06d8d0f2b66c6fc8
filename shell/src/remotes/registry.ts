/**
 * The shell's only knowledge of the remotes: `remotes.json`, read at run time. It says which
 * remote owns which path prefixes and which widget modules go in which slot; the remotes' own
 * `./routes` modules say everything else. A remote's new routes or version need no shell rebuild.
 *
 * Loading goes through the Module Federation runtime (`loadRemote`, `preloadRemote`); a remote
 * that cannot be loaded is reported by the runtime's `errorLoadRemote` hook (see
 * `federationPlugin.ts`) and shown as "unavailable" with Retry, never taking the shell down.
 */
import { useSyncExternalStore } from 'react';
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteDescriptor, RemoteRoutes, RemotesConfig, WidgetSlot } from '@ledgerlens/shared';
import { ledgerlensFederationPlugin, isRemoteFailure } from './federationPlugin';
import { serverRemoteModules } from '../ssr/serverRemotes';

/** Extra tries of a failed `mf-manifest.json` fetch (the retry plugin waits 1 s between tries). */
export const MANIFEST_RETRIES = 2;
/** Extra tries of a failed `remoteEntry.js` or exposed-module load, `SCRIPT_RETRY_DELAY_MS` apart. */
export const SCRIPT_RETRIES = 2;
export const SCRIPT_RETRY_DELAY_MS = 500;

/** Load state of one remote's `./routes` module. */
export type RemoteStatus = 'idle' | 'loading' | 'ready' | 'error';

let config: RemotesConfig = {};
let configUrl = '/remotes.json';
const routesCache = new Map<string, Promise<RemoteRoutes>>();
const statuses = new Map<string, RemoteStatus>();
const listeners = new Set<() => void>();
let pluginRegistered = false;

function setStatus(remote: string, status: RemoteStatus) {
  if (statuses.get(remote) === status) return;
  statuses.set(remote, status);
  listeners.forEach((l) => l());
}

/** Absolute URL of a remote's entry (manifest or remoteEntry.js), relative to `remotes.json`'s page. */
function absoluteEntry(entry: string): string {
  return new URL(entry, window.location.href).toString();
}

function isDescriptor(value: unknown): value is RemoteDescriptor {
  if (!value || typeof value !== 'object') return false;
  const d = value as RemoteDescriptor;
  return typeof d.entry === 'string' && Array.isArray(d.routes) && d.routes.every((r) => typeof r === 'string' && r.startsWith('/'));
}

/**
 * Reads `remotes.json` (federation name → {@link RemoteDescriptor}), keeps the well-formed
 * entries and registers them with the federation runtime (`force`, so a changed URL replaces the
 * old container). A missing or broken file leaves no remote configured: the shell still starts.
 * @returns the configuration in force
 */
export async function loadRemotesConfig(url = '/remotes.json'): Promise<RemotesConfig> {
  configUrl = url;
  let data: unknown = {};
  try {
    const res = await fetch(url, { cache: 'no-cache' });
    data = res.ok ? await res.json() : {};
  } catch {
    data = {};
  }
  return applyRemotesConfig(data);
}

/**
 * Applies an already parsed `remotes.json` (tests, and {@link loadRemotesConfig}). `register:
 * false` (the shell's server render, `src/server.tsx`) only sets the configuration: no federation
 * runtime exists there, nothing is loaded.
 */
export function applyRemotesConfig(data: unknown, { register = true }: { register?: boolean } = {}): RemotesConfig {
  const next: RemotesConfig = {};
  if (data && typeof data === 'object') {
    for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
      if (isDescriptor(value)) next[name] = { ...value, label: typeof value.label === 'string' ? value.label : name };
    }
  }
  config = next;
  routesCache.clear();
  statuses.clear();
  pagesPreloaded.clear();
  if (!register) {
    listeners.forEach((l) => l());
    return config;
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
  const deployed = Object.entries(config).filter(([, d]) => d.entry);
  if (deployed.length) {
    registerRemotes(
      deployed.map(([name, d]) => ({ name, entry: absoluteEntry(d.entry) })),
      { force: true },
    );
  }
  listeners.forEach((l) => l());
  return config;
}

/** The configuration in force. */
export function getRemotesConfig(): RemotesConfig {
  return config;
}

/** URL `remotes.json` was read from. */
export function getRemotesConfigUrl(): string {
  return configUrl;
}

/**
 * The remote that owns `pathname`: the one with the longest prefix `p` such that the path is `p`
 * or starts with `p/`. `undefined` when no remote owns it (the shell's own pages, Page Not Found).
 */
export function remoteForPath(pathname: string): string | undefined {
  let best: { name: string; length: number } | undefined;
  for (const [name, d] of Object.entries(config)) {
    for (const prefix of d.routes) {
      const p = prefix.replace(/\/+$/, '') || '/';
      const owns = pathname === p || pathname.startsWith(`${p}/`);
      if (owns && (!best || p.length > best.length)) best = { name, length: p.length };
    }
  }
  return best?.name;
}

/** Human name of a remote's area (from `remotes.json`), or its federation name. */
export function remoteLabel(remote: string): string {
  return config[remote]?.label ?? remote;
}

/** Widget modules (`./widgets/<name>`) that remotes put in `slot`, as `remote/widgets/<name>` ids. */
export function widgetsForSlot(slot: WidgetSlot): { remote: string; id: string }[] {
  const out: { remote: string; id: string }[] = [];
  for (const [name, d] of Object.entries(config)) {
    for (const expose of d.widgets?.[slot] ?? []) out.push({ remote: name, id: `${name}/${expose.replace(/^\.\//, '')}` });
  }
  return out;
}

/** Current load state of a remote's routes. */
export function remoteStatus(remote: string): RemoteStatus {
  return statuses.get(remote) ?? 'idle';
}

/** Re-renders on load-state changes of `remote`. */
export function useRemoteStatus(remote: string): RemoteStatus {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => remoteStatus(remote),
    () => 'idle',
  );
}

/**
 * The `./routes` module of `remote` (its `RouteObject[]`). Cached per remote; a failure is not
 * cached, so calling again (the panel's Retry) tries again from the entry.
 * @throws {Error} when the remote is not deployed or cannot be loaded (the runtime's
 *   `errorLoadRemote` hook marks the failure; see `federationPlugin.ts`)
 */
export function loadRemoteRoutes(remote: string): Promise<RemoteRoutes> {
  const cached = routesCache.get(remote);
  if (cached) return cached;
  const attempt = fetchRoutes(remote);
  routesCache.set(remote, attempt);
  setStatus(remote, 'loading');
  attempt.then(
    () => setStatus(remote, 'ready'),
    () => {
      if (routesCache.get(remote) === attempt) routesCache.delete(remote);
      setStatus(remote, 'error');
    },
  );
  return attempt;
}

/**
 * Forgets a remote's container after a failed load (registers its entry again, `force`), so the
 * next attempt (Retry) downloads the entry again instead of reusing the broken one.
 */
export function forgetRemote(remote: string): void {
  const entry = config[remote]?.entry;
  if (entry) registerRemotes([{ name: remote, entry: absoluteEntry(entry) }], { force: true });
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
export function hasBootHints(remote: string, doc: Document = document): boolean {
  const entry = config[remote]?.entry;
  if (!entry) return false;
  let base: string;
  try {
    base = new URL('.', absoluteEntry(entry)).toString();
  } catch {
    return false;
  }
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][href]')].some((l) => l.href.startsWith(base));
}

async function fetchRoutes(remote: string): Promise<RemoteRoutes> {
  if (!config[remote]?.entry) throw new Error(`${remote} is not deployed (no entry in remotes.json)`);
  if (typeof window === 'undefined') {
    // The shell's server render: the remote's server build, or no routes (the page is then client-rendered).
    const routes = serverRemoteModules(remote)?.['./routes']?.default;
    if (!Array.isArray(routes)) throw new Error(`${remote} has no server build`);
    return routes as RemoteRoutes;
  }
  const mod = await loadRemote<{ default?: RemoteRoutes }>(`${remote}/routes`).catch(() => undefined);
  const routes = mod?.default;
  if (!mod || isRemoteFailure(mod) || !Array.isArray(routes)) {
    forgetRemote(remote);
    throw new Error(`${remote}/routes could not be loaded`);
  }
  return routes;
}

/**
 * A remote's chunk that is not preloaded with its routes: `lazy-*` chunks hold heavy libraries
 * (markdown, charts) that the page or widget drawing them loads itself (webpack.federation.cjs).
 */
export function isLazyAsset(url: string): boolean {
  return /\/lazy-[^/?#]*\.js(?:[?#].*)?$/.test(url);
}

/**
 * Starts downloading what a route of `remote` needs, without rendering it: the entry and the
 * `./routes` module; with `pages` (a link hovered or focused) also every chunk of `./routes`,
 * pages included, fetched in parallel from the manifest, except `lazy-*` chunks
 * ({@link isLazyAsset}). A navigation passes `pages: false`: the visited page's chunks come with its
 * route's `lazy()`, so a cold load never downloads the remote's other pages. Never throws.
 */
export function preloadRemoteRoutes(remote: string, { pages = true }: { pages?: boolean } = {}): void {
  const d = config[remote];
  if (!d?.entry || remoteStatus(remote) === 'error') return;
  if (pages && !pagesPreloaded.has(remote)) {
    pagesPreloaded.add(remote);
    try {
      void Promise.resolve(preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'all', filter: (url: string) => !isLazyAsset(url) }])).catch(() =>
        pagesPreloaded.delete(remote),
      );
    } catch {
      pagesPreloaded.delete(remote);
    }
  }
  loadRemoteRoutes(remote).catch(() => undefined);
}

const pagesPreloaded = new Set<string>();
