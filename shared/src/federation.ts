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
 * and which widget modules go in which slot. A remote's new routes or version need no shell rebuild.
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
  /**
   * What the shell's server preloads for a navigation to one of the remote's pages
   * (`server/src/boot.ts`); read by the server only, the browser ignores it.
   */
  pages?: RemotePage[];
  /**
   * Per widget (`./widgets/<name>`), the fixed API requests it makes as soon as it is drawn, e.g.
   * `{ "./widgets/market": ["/api/market/data"] }`: the shell's server preloads them with the page
   * when the widget is in the first view (the first home widgets, `server/src/boot.ts`), in
   * the exact spelling the widget requests. Read by the server only, the browser ignores it.
   */
  widgetData?: Record<string, string[]>;
}

/**
 * One page of a remote in `remotes.json` `pages`: its route pattern, its chunk and the API request
 * it makes first, so the shell's server can start both with the HTML.
 */
export interface RemotePage {
  /** Route pattern as in the remote's `./routes`, e.g. `/transaction/:id`. */
  path: string;
  /** Name of the page chunk (`webpackChunkName: "page-…"`, listed in the manifest's `metaData.pageChunks`). */
  chunk?: string;
  /**
   * The page's API request, e.g. `/api/transaction/:id` (relative to `config.json` `apiBaseUrl`),
   * or every request it makes before its first paint (`["/api/account/:address", "/api/market/data"]`),
   * preloaded all or none.
   */
  data?: string | string[];
  /**
   * Per path parameter, an anchored pattern of the values the page itself requests, in the same
   * spelling (e.g. uppercase hex), optionally with a check a pattern cannot express
   * (`{ pattern, check: 'xrpl-classic-address' }`); a value that does not pass is never preloaded.
   */
  params?: Record<string, string | { pattern: string; check?: 'xrpl-classic-address' }>;
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
