import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The contract between the shell and the remotes (Module Federation, `dts: false`).
 *
 * A remote exposes:
 * - `./routes`: default export {@link RemoteRoutes}, a react-router `RouteObject[]` whose pages load
 *   lazily (`lazy`). Paths are absolute (`/transaction/:id`) and start with one of the prefixes the
 *   remote owns in `remotes.json`;
 * - one module per widget, `./widgets/<name>`, default export a component taking the props of its
 *   {@link WidgetSlot} ({@link WidgetPropsBySlot}).
 *
 * The shell knows only `remotes.json` ({@link RemotesConfig}): which remote owns which path prefixes
 * and which widget modules go in which slot. A remote's new routes or version need no shell rebuild:
 * what its pages ask the API for is declared by the remote itself (`@ledgerlens/shared/pages`) and
 * published in its `mf-manifest.json`.
 */

/** Default export of a remote's `./routes` module: its routes, pages loaded with react-router `lazy`. */
export type RemoteRoutes = RouteObject[];

/**
 * Places in the shell's layout where remotes put widgets (`account`: an account's cards, for any
 * area that shows one; `transaction`: a transaction's summary). The shell's home shows the
 * `account` or `transaction` slot for a search result in place (`/?q=…`).
 */
export type WidgetSlot = 'header' | 'home' | 'account' | 'transaction';

/**
 * Props of the header widget (the search box). `compact`: the small box of the header bar (md+);
 * `onSearched`: called after a search navigated (the phone search dialog closes itself).
 */
export interface HeaderWidgetProps {
  compact?: boolean;
  onSearched?: () => void;
}

/** Props of a home-page widget (cards on `/`): none today; the shell passes an empty object. */
export type HomeWidgetProps = Record<string, never>;

/**
 * Props of an account widget (mfe-account's `./widgets/walletOverview` and
 * `./widgets/transactionHistory`): the classic address, and an optional back-to-search action.
 */
export interface AccountWidgetProps {
  address: string;
  onBack?: () => void;
}

/**
 * Props of a transaction widget (mfe-search's `./widgets/transactionSummary`): the transaction's
 * 64-hex hash or 16-hex CTID (uppercase), and an optional back-to-search action.
 */
export interface TransactionWidgetProps {
  id: string;
  onBack?: () => void;
}

/** Props of each slot's widgets. */
export interface WidgetPropsBySlot {
  header: HeaderWidgetProps;
  home: HomeWidgetProps;
  account: AccountWidgetProps;
  transaction: TransactionWidgetProps;
}

/** Default export of a `./widgets/<name>` module placed in slot `S`. */
export interface RemoteWidgetModule<S extends WidgetSlot = WidgetSlot> {
  default: ComponentType<WidgetPropsBySlot[S]>;
}

/** One remote in `remotes.json`. */
export interface RemoteDescriptor {
  /** URL of the remote's `mf-manifest.json` (or `remoteEntry.js`), absolute or relative to the page. */
  entry: string;
  /** Human name of the area, e.g. "Search and transactions" (unavailable panel, About dialog). */
  label: string;
  /** Path prefixes the remote owns, e.g. `["/search", "/transaction"]`; `/x` owns `/x` and `/x/…`. */
  routes: string[];
  /** Exposed widget modules per slot, e.g. `{ "header": ["./widgets/headerSearch"] }`, in display order. */
  widgets?: Partial<Record<WidgetSlot, string[]>>;
}

/** `remotes.json`: federation container name (e.g. `mfe_search`) → {@link RemoteDescriptor}. */
export type RemotesConfig = Record<string, RemoteDescriptor>;

/**
 * Home with a search result shown in place: `/?q={query}` (the home search panel sets it; the
 * shell's home renders the `account` or `transaction` slot for it). The URL is the state, so back,
 * forward, reload and sharing work.
 */
export function homeResultPath(query: string): string {
  return `/?${new URLSearchParams({ q: query }).toString()}`;
}

function isDescriptor(value: unknown): value is RemoteDescriptor {
  if (!value || typeof value !== 'object') return false;
  const d = value as RemoteDescriptor;
  return typeof d.entry === 'string' && Array.isArray(d.routes) && d.routes.every((r) => typeof r === 'string' && r.startsWith('/'));
}

/**
 * The well-formed entries of a parsed `remotes.json` (an object entry with a string `entry` and
 * `routes` of absolute path prefixes), each with a `label` (its federation name when it has none).
 * Anything else is left out. Used by the shell in the browser and by the web server alike.
 */
export function parseRemotesConfig(data: unknown): RemotesConfig {
  const next: RemotesConfig = {};
  if (data && typeof data === 'object' && !Array.isArray(data)) {
    for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
      if (isDescriptor(value)) next[name] = { ...value, label: typeof value.label === 'string' ? value.label : name };
    }
  }
  return next;
}

/**
 * The remote owning `pathname` in `config`: the one with the longest route prefix `p` such that the
 * path is `p` or starts with `p/`. `undefined` when no remote owns it (the shell's own pages, Page
 * Not Found).
 */
export function remoteForPath(config: RemotesConfig, pathname: string): string | undefined {
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

/** The widget modules remotes put in `slot`, in `remotes.json` order: `remote`, `expose` (`./widgets/<name>`) and `id` (`remote/widgets/<name>`). */
export function slotWidgets(config: RemotesConfig, slot: WidgetSlot): { remote: string; expose: string; id: string }[] {
  const out: { remote: string; expose: string; id: string }[] = [];
  for (const [remote, d] of Object.entries(config)) {
    for (const expose of d.widgets?.[slot] ?? []) if (typeof expose === 'string') out.push({ remote, expose, id: `${remote}/${expose.replace(/^\.\//, '')}` });
  }
  return out;
}
