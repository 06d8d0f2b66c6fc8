import type { ComponentType } from 'react';

/**
 * Contract between the shell and a remote. Each remote exposes `./routes` whose default export
 * is a `RemoteRoutesModule`: the page components the shell mounts on the routes it owns, and the
 * widgets it may place on the home page or in the header.
 */
export interface RemoteRoutesModule {
  /** Page components keyed by page id (e.g. `search`, `transaction`). */
  pages: Record<string, ComponentType>;
  /** Widgets keyed by widget id (e.g. `homeSearchPanel`, `headerSearch`). */
  widgets?: Record<string, ComponentType<Record<string, unknown>>>;
}

/** `remotes.json`: federation container name → URL of its `remoteEntry.js`. */
export type RemotesManifest = Record<string, string>;
