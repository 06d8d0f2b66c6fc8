import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule, RemotesManifest } from '@ledgerlens/shared';

/**
 * Loads remotes whose URLs come from `/remotes.json` at run time, so a new remote version (or a
 * new URL) needs no shell rebuild. A remote that fails to load is reported to the caller (which
 * shows the "unavailable" panel) and can be retried; it never takes the shell down.
 */
let manifest: RemotesManifest = {};
const cache = new Map<string, Promise<RemoteRoutesModule>>();

/** Error thrown when a remote is not configured or cannot be loaded. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause?: unknown,
  ) {
    super(`Remote ${remote} is unavailable${cause instanceof Error ? `: ${cause.message}` : ''}`);
    this.name = 'RemoteUnavailableError';
  }
}

/** Reads `/remotes.json` (federation name -> remoteEntry.js URL) and registers the remotes. */
export async function loadRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    manifest = res.ok ? ((await res.json()) as RemotesManifest) : {};
  } catch {
    manifest = {};
  }
  // New URLs: modules loaded from the old ones must not be reused.
  cache.clear();
  registerRemotes(
    Object.entries(manifest).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).toString() })),
    { force: true },
  );
  return manifest;
}

/** True when `remotes.json` names this remote. */
export function isRemoteConfigured(remote: string): boolean {
  return Boolean(manifest[remote]);
}

/**
 * The `./routes` module of a remote. Cached per remote; a failure is not cached, so calling again
 * (the panel's Retry) tries again from scratch.
 */
export function loadRemoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  const cached = cache.get(remote);
  if (cached) return cached;
  const attempt = fetchRemoteRoutes(remote);
  cache.set(remote, attempt);
  attempt.catch(() => {
    if (cache.get(remote) === attempt) cache.delete(remote);
  });
  return attempt;
}

async function fetchRemoteRoutes(remote: string): Promise<RemoteRoutesModule> {
  const entry = manifest[remote];
  if (!entry) throw new RemoteUnavailableError(remote, new Error('not listed in remotes.json'));
  try {
    const mod = await loadRemote<{ default?: RemoteRoutesModule } & RemoteRoutesModule>(`${remote}/routes`);
    const routes = mod?.default ?? mod;
    if (!routes || typeof routes !== 'object' || !routes.pages) throw new Error('no routes module');
    return routes;
  } catch (error) {
    // Forget the failed container so the next attempt downloads remoteEntry.js again.
    registerRemotes([{ name: remote, entry: new URL(entry, window.location.href).toString() }], { force: true });
    throw new RemoteUnavailableError(remote, error);
  }
}
