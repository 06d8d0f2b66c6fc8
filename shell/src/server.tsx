/**
 * The shell's server render: the first view of a navigation as HTML, so a phone
 * paints it before any JavaScript has arrived. Built by `npm run build` into
 * the web server (`server/`, esbuild, every front-end dependency bundled), which imports it and
 * calls it per navigation (`server/src/boot.ts`).
 *
 * What it renders, inside the same tree as the browser (`ShellRoot`):
 * - the layout with the shell's own pages: `/` (home; its first widgets drawn from their remote's
 *   server build, the others as their reserved space) and Page Not Found (a path no remote owns);
 * - a remote's page, from the remote's server build (`dist/ssr/server.cjs`, fetched by the static
 *   server from the remote's URL and handed over as source text with {@link RemoteSource}); the
 *   remote's code gets this bundle's React, Emotion and `@ledgerlens/shared` (one of each, as
 *   federation gives it in the browser).
 *
 * Data: the pages' own RTK Query hooks start their requests during a first render pass (on the
 * server, `baseApi`), all of them are awaited (until the navigation's one `deadline`), and the page
 * is rendered again with the answers. The RTK Query state is returned (`api`) to be inlined for the browser.
 * When a request fails (any status but 200, a stale answer, the deadline) or the render does, the
 * result is `undefined` and the page is client-rendered: a server render never shows a half-loaded page.
 */
import * as React from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import * as EmotionReact from '@emotion/react';
import { baseApi, createAppStore, getRuntimeConfig, parseRuntimeConfig, preloadAllDrawnUi, SEARCH_PAGE_PATH, searchTarget, type AppStore, type ThemePreference } from '@ledgerlens/shared';
import { ShellRoot } from './ssr/ShellRoot';
import { SSR_DEADLINE_MS } from './ssr/constants';
import { createRemoteBuilds, type RemoteBuilds, type RemoteSource } from './ssr/remoteBuilds';
import { requestContext, requestFetch, startPrefetch, type RequestContext, type SsrFailureDetail } from './ssr/requestFetch';
import type { SsrState } from './ssr/serverRemotes';
import { RemotesRegistry } from './remotes/registry';
import { createShellRouter, routerInitialized } from './router';

/**
 * Where a navigation is answered with a redirect instead of a page: a search form's GET with a
 * valid query (`/search?q=rXXXX`) goes to the page found (`/account/rXXXX`, {@link searchTarget});
 * any other URL, an empty or invalid query included (the search page shows it with its message):
 * undefined.
 */
export function redirectFor(url: string): string | undefined {
  const u = new URL(url, 'http://server');
  return u.pathname === SEARCH_PAGE_PATH ? searchTarget(u.searchParams.get('q')) : undefined;
}

export type { RemoteSource, SsrFailureDetail };

/** Input of {@link renderShell}. */
export interface ShellRenderInput {
  /** Path and query of the navigation (`/`, `/?q=…`, `/transaction/…`). */
  url: string;
  /** The visitor's stored theme preference (cookie `ledgerlens-theme`); anything else is `system`. */
  preference?: string;
  /** Parsed `remotes.json` as served to the browser. */
  remotes: unknown;
  /** Parsed `config.json`. */
  config: unknown;
  /** Absolute base URL of the API for the server's own requests (when `config.json` `apiBaseUrl` is relative). */
  apiUrl?: string;
  /** Server builds of the remotes that have one and answered (by federation name). */
  remoteSources?: Record<string, RemoteSource | undefined>;
  /** The visitor's address, sent on as `X-Forwarded-For` (the API's per-IP rate limit). */
  forwardedFor?: string;
  /**
   * The navigation's one deadline (Unix ms, `Date.now()` clock; the API requests time out by then too): every wait of the render (the
   * router, the page's data, each render pass) ends by then, and the page is client-rendered.
   * Default: {@link DEADLINE_MS} from the call.
   */
  deadline?: number;
  /** Called once with the reason when the result is `undefined` (the page is then client-rendered), the error if one was thrown, and what the answers said. */
  onFailure?: (reason: SsrFailureReason, error?: unknown, detail?: SsrFailureDetail) => void;
  /** Called with an error a render pass recovered from (a boundary drew its fallback); the page is still served. */
  onRecoverableError?: (error: unknown) => void;
  /**
   * API requests the page declares (`data` of its declaration in the remote's `src/pages.ts`,
   * published in the remote's mf-manifest `metaData.pages`; parameters already checked by the web
   * server), absolute or relative to `apiUrl`: started before the first render pass, and
   * the page's own `fetch` of the same URL (GET) gets that answer, so the data's round trip overlaps
   * the render instead of following it.
   */
  prefetch?: string[];
}

/** Output of {@link renderShell}. */
export interface ShellRenderResult {
  /** Markup of `#root`, hoisted `<title>`/`<meta>` first; no `<style>` in it (see `styles`). */
  html: string;
  /**
   * Emotion's styles of that markup, deduplicated, as `<style data-emotion="css id1 id2 …">` (plus
   * one `css-global <name>` element per global style and keyframes), for `<head>`: the browser's
   * Emotion cache (key `css`) reads the ids from these elements and inserts none of them again.
   */
  styles: string;
  /** Theme the markup uses (`system` renders light: the server cannot know the visitor's OS setting). */
  theme: 'light' | 'dark';
  preference: ThemePreference;
  /**
   * Time zone and locale the markup's dates and numbers were formatted in (this process's); the
   * browser hydrates only when its own are the same, else renders over the markup.
   */
  timeZone: string;
  locale: string;
  /** `state.api` of the server's store when the page asked for data (only answered queries); else undefined. */
  api?: unknown;
  /** Ids of the widgets drawn in full (`remote/widgets/…`). */
  widgets: string[];
  /** When the render started, Unix ms: the time its relative times were drawn at (the browser hydrates at it too). */
  now: number;
  /** Path and query of every API request the render made (all answered 200): their answers are in `api`. */
  fetched: string[];
  /**
   * True when the render made API requests and every answer said `Cache-Control: … immutable` (a
   * validated transaction, a closed ledger): the markup then depends only on the URL, the theme
   * preference, the time zone and locale and the code, and may be kept (`server/src/boot.ts`).
   */
  immutable: boolean;
  /** Render passes it took (1 for a page that asks for no data; 2 or 3 with data, see `MAX_PASSES`). */
  passes: number;
}

/** Default time a navigation may spend on its server render, milliseconds (`SSR_DEADLINE_MS` of the web server). */
export const DEADLINE_MS = SSR_DEADLINE_MS;

/**
 * Why a page was not rendered on the server (it is then client-rendered, as without a server render):
 * - `config`: no absolute API URL for the server's own requests;
 * - `no-server-build`: the owning remote has no usable server build (none, unreachable, refused);
 * - `route`: the router could not match or load the route;
 * - `deadline`: the navigation's deadline passed (data or a render pass too slow);
 * - `data`: an API answer was not a 200 (a 404, another 4xx);
 * - `rate-limited`: an API answer was `429` (the visitor is over the API's rate limit);
 * - `upstream`: an API answer was 5xx, or the API could not be reached;
 * - `stale`: an API answer was stale (the XRPL node is unreachable);
 * - `render-error`: rendering threw.
 * The last three stop the render at the first such answer: it never waits out the deadline (nor
 * the shared base query's retries) on an answer it already has.
 */
export type SsrFailureReason = 'config' | 'no-server-build' | 'route' | 'deadline' | 'data' | 'render-error' | 'rate-limited' | 'upstream' | 'stale';
/**
 * Render passes at most. A pass starts the queries of what it draws: the first those of the page
 * (their declared answers, `prefetch`, usually there already), the next draws the answers and starts
 * the queries of parts drawn only once data is there (an account's history, home's second card),
 * which one more pass draws. Pages start such queries with their own (an account page asks its
 * history, identity section, open tab and the price beside the account; home's market card its price
 * history), so every page takes at most 2 (`bench/budgets.json` `render`); the third pass allowed
 * here lets a page that slips render still, and the navigation log names it (`overPassBudget`).
 */
const MAX_PASSES = 3;


function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer | string) => chunks.push(typeof c === 'string' ? Buffer.from(c) : c));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)))]).finally(() => clearTimeout(timer));
}

/** One render pass to HTML (waits for every lazy module), or why it failed: the deadline (`ms` from now) or an error. */
async function renderPass(element: React.ReactElement, ms: number, onRecoverable?: (error: unknown) => void): Promise<{ html: string } | { failed: 'deadline' | 'render-error'; error?: unknown }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    // No boundary outlined (`progressiveChunkSize`): an outlined one needs React's inline `$RC`
    // script to be revealed, which the CSP (script hashes only) blocks; the page is complete anyway.
    const { prelude } = await prerenderToNodeStream(element, {
      signal: controller.signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // An error React recovered from (a boundary drew its fallback; the browser retries it): reported, the page still served.
      onError: (e: unknown) => {
        if (!controller.signal.aborted) onRecoverable?.(e);
      },
    });
    const html = await readAll(prelude);
    return controller.signal.aborted ? { failed: 'deadline' } : { html };
  } catch (e) {
    return controller.signal.aborted ? { failed: 'deadline' } : { failed: 'render-error', error: e };
  } finally {
    clearTimeout(timer);
  }
}

interface ApiQueryEntry {
  status?: string;
}

/** True when every query in the store answered (fulfilled) and none is stale. */
function allAnswered(store: AppStore): boolean {
  const state = store.getState() as unknown as { api: { queries: Record<string, ApiQueryEntry | undefined> }; stale: { byQuery: Record<string, string> } };
  const queries = Object.values(state.api.queries);
  if (Object.keys(state.stale.byQuery).length) return false;
  return queries.every((q) => q?.status === 'fulfilled');
}

/**
 * Renders the first view for `url`: `undefined` when it is not rendered on the server (a remote's
 * path whose remote has no server build, a request that did not answer 200 in time, any error).
 * Never throws.
 */
async function renderShell(input: ShellRenderInput, builds: RemoteBuilds): Promise<ShellRenderResult | undefined> {
  const context = requestContext(input.forwardedFor);
  let reported = false;
  const onFailure = (reason: SsrFailureReason, error?: unknown) => {
    if (reported) return;
    reported = true;
    // An answer that ended the render says why better than what followed from it (`data`, `deadline`).
    if (context.failure) input.onFailure?.(context.failure.reason, undefined, context.failure.detail);
    else input.onFailure?.(reason, error);
  };
  const result = await render({ ...input, onFailure }, context, builds);
  if (!result) {
    onFailure('render-error');
    return undefined;
  }
  const fetched = [...new Set(context.fetched)];
  const immutable = fetched.length > 0 && context.immutable.size > 0 && [...context.immutable.values()].every(Boolean);
  return { ...result, fetched, immutable };
}

async function render({
  url,
  preference: stored,
  remotes,
  config,
  apiUrl,
  remoteSources = {},
  deadline = Date.now() + DEADLINE_MS,
  onFailure,
  onRecoverableError,
  prefetch = [],
}: ShellRenderInput, context: RequestContext, builds: RemoteBuilds): Promise<Omit<ShellRenderResult, 'fetched' | 'immutable'> | undefined> {
  const fail = (reason: SsrFailureReason, error?: unknown) => {
    onFailure?.(reason, error);
    return undefined;
  };
  const remaining = () => Math.max(0, deadline - Date.now());
  try {
    // Lazy Radix parts drawn at once (tabs, switches) render without a Suspense boundary, as the
    // browser hydrates them (it loads the ones in this markup first: `preloadDrawnUi`).
    await preloadAllDrawnUi();
    // This request's configuration, as the browser will read it (links to the API render alike).
    const configured = parseRuntimeConfig(config) ?? getRuntimeConfig();
    // The server's own requests need an absolute URL: a same-origin API is reached at `apiUrl`.
    const serverApiBase = /^https?:\/\//.test(configured.apiBaseUrl) ? configured.apiBaseUrl : apiUrl?.replace(/\/+$/, '');
    if (!serverApiBase) return fail('config');
    if (prefetch.length) startPrefetch(context, prefetch, serverApiBase);
    const modules = (remote: string) => {
      const source = remoteSources[remote];
      return source ? builds.load(source) : undefined;
    };
    // This request's own registry: its remotes.json, its server builds, its routes.
    const remotesRegistry = new RemotesRegistry({ serverModules: modules });
    remotesRegistry.apply(remotes, { register: false });
    const pathname = new URL(url, 'http://server').pathname;
    const owner = pathname === '/' ? undefined : remotesRegistry.remoteForPath(pathname);
    if (owner !== undefined && !Array.isArray(modules(owner)?.['./routes']?.default)) return fail('no-server-build');

    const preference: ThemePreference = stored === 'light' || stored === 'dark' ? stored : 'system';
    // The request's API base URL and fetch reach RTK Query through this store only (`thunk.extraArgument`);
    // no request outlives the navigation's deadline.
    const store = createAppStore(
      { theme: { preference, systemPrefersDark: false } },
      { api: { apiBaseUrl: serverApiBase, fetchFn: requestFetch(context), timeoutMs: Math.max(1, remaining()) } },
    );
    const shell = createShellRouter(url, () => undefined, remotesRegistry);
    try {
      if ((await withTimeout(routerInitialized(shell.router), remaining())) === 'timeout') return fail('deadline');
      if (shell.router.state.errors) return fail('route');
      let html: string | undefined;
      let styles = '';
      let passes = 0;
      let rendered = new Set<string>();
      // Relative times ("12 seconds ago") render at this time in every pass and in the browser's takeover.
      const now = Date.now();
      for (let pass = 0; pass < MAX_PASSES; pass += 1) {
        rendered = new Set<string>();
        const ssr: SsrState = { server: true, modules, rendered, now };
        // A new Emotion cache per pass: it holds exactly the styles of that pass's markup. Its
        // server instance turns on the cache's `compat` mode: no `<style>` is written inside the
        // markup, the styles are collected and written once in `<head>` (`styles`).
        const cache = createCache({ key: 'css' });
        const emotionServer = createEmotionServer(cache);
        const out = await renderPass(
          <EmotionReact.CacheProvider value={cache}>
            <ShellRoot store={store} shell={shell} root={null} ssr={ssr} config={configured} />
          </EmotionReact.CacheProvider>,
          remaining(),
          onRecoverableError,
        );
        passes = pass + 1;
        if (context.failure) return fail('data');
        if ('failed' in out) return fail(out.failed, out.error);
        html = out.html;
        styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
        const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
        if (!running.length) break;
        // The first refusal (429, 5xx, unreachable, stale) ends the wait at once.
        const waited = await withTimeout(Promise.race([Promise.allSettled(running), context.failed]), remaining());
        if (context.failure) return fail('data');
        if (waited === 'timeout') return fail('deadline');
        if (!allAnswered(store)) return fail('data');
        html = undefined;
      }
      if (html === undefined) return fail('deadline');
      if (!allAnswered(store)) return fail('data');
      const api = (store.getState() as unknown as { api: { queries: Record<string, unknown> } }).api;
      const hasData = Object.keys(api.queries).length > 0;
      // JSON round trip: plain data only (what the browser will parse).
      return {
        html,
        styles,
        passes,
        theme: preference === 'dark' ? 'dark' : 'light',
        preference,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        locale: Intl.DateTimeFormat().resolvedOptions().locale,
        api: hasData ? JSON.parse(JSON.stringify(api)) : undefined,
        widgets: [...rendered],
        now,
      };
    } finally {
      shell.router.dispose();
      // Queries the deadline left running must not outlive the render: their store is dropped.
      store.dispatch(baseApi.util.resetApiState());
    }
  } catch (error) {
    return fail('render-error', error);
  }
}

/** The shell's server render as the web server uses it ({@link createShellRenderer}). */
export interface ShellRenderer {
  /**
   * Renders the first view for `input.url`: `undefined` when it is not rendered on the server (a
   * remote's path whose remote has no server build, an answer that was not a 200 in time, any
   * error; `onFailure` says why). Never throws.
   */
  renderShell(input: ShellRenderInput): Promise<ShellRenderResult | undefined>;
  /** See {@link redirectFor}. */
  redirectFor(url: string): string | undefined;
  /** Loads a remote's server build (kept by its key); undefined when it does not load. */
  compileRemote(remote: RemoteSource): ReturnType<RemoteBuilds['load']>;
  /** Frees what it loaded (its folder of server builds). */
  dispose(): void;
}

/**
 * A shell renderer with its own loaded server builds (`ssr/remoteBuilds.ts`): each web server makes
 * one, so no render state lives in this module.
 */
export function createShellRenderer(): ShellRenderer {
  const builds = createRemoteBuilds();
  return {
    renderShell: (input) => renderShell(input, builds),
    redirectFor,
    compileRemote: (remote) => builds.load(remote),
    dispose: () => builds.dispose(),
  };
}
