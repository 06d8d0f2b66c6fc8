/**
 * The shell's `index.html`, written per navigation by the static server (`serve.ts`), so a page
 * boots without a waterfall:
 *
 * - `remotes.json` and `config.json` inlined as JSON data blocks (`<script type="application/json"
 *   id="ledgerlens-remotes">`, `id="ledgerlens-config"`): data, never executed, so the CSP keeps
 *   allowing only the hashes of the built page's own scripts; the shell reads them instead of
 *   fetching both files after its code ran;
 * - preload hints for what the path needs, read from each remote's `mf-manifest.json` at serve
 *   time (re-read when it changes, so a remote still deploys without a shell rebuild):
 *   the owning remote's manifest (`as="fetch" crossorigin`, as the federation runtime fetches it),
 *   its `remoteEntry.js` and `./routes` chunks and the page chunk of that path (`as="script"`: webpack
 *   and the runtime load classic scripts, which a `modulepreload` would not match), the header
 *   widget on every page (with `media`: only the screens that draw it, {@link HEADER_WIDGET_MEDIA}),
 *   and on `/` the first {@link HOME_EAGER_WIDGETS} home widgets;
 * - the page's API requests (`as="fetch" crossorigin`, the credentials mode of RTK Query's `fetch`)
 *   when the owning remote declares them for the path and every path parameter passes its named
 *   check, so a garbage id never reaches the API; on `/`, the requests the first home widgets make
 *   at once (`widgetData`).
 *
 * A remote's pages are declared by the remote (`mfe-*\/src/pages.ts`, its routes' `handle`) and
 * published by its build in its manifest (`metaData.pages`, `metaData.widgetData`); the rules that
 * apply them (route matching, the named parameter checks, URL filling) are `@ledgerlens/shared/pages`,
 * bundled into the render module (its `pages` export). `chunk` names a page chunk in the remote's
 * manifest (`metaData.pageChunks`, written by `webpack.federation.cjs` from `webpackChunkName:
 * "page-…"`); `data` is resolved against `config.json` `apiBaseUrl`. A manifest without valid
 * declarations: the remote's pages get no data hints and are client-rendered (reported once).
 *
 * A remote whose manifest cannot be read (down, slow, broken) gets no hints: its page still loads
 * the usual way (and shows "unavailable" if it really is down); nothing ever waits for it longer
 * than {@link MANIFEST_TIMEOUT_MS}.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { isClassicAddress } from '@ledgerlens/shared/domain';
import { LRUCache } from 'lru-cache';
import retry from 'retry';
import * as sharedPages from '@ledgerlens/shared/pages';
import type { RemoteDeclarations } from '@ledgerlens/shared/pages';
import type { ShellRenderInput, ShellRenderResult } from 'shell/server';
import {
  CONFIG_BLOCK_ID,
  HEADER_WIDGET_MEDIA,
  HOME_EAGER_WIDGETS,
  REMOTE_SSR_FILE,
  REMOTES_BLOCK_ID,
  SSR_BLOCK_ID,
  SSR_DEADLINE_MS,
  THEME_COOKIE,
} from 'shell/ssr-constants';
import { THEME_INIT_FILE, watchedFile } from './policy';

/** The shell's list of the files of each lazy UI part (`{ "<name>": ["/<file>.js", ...] }`), next to its `index.html`; see {@link lazyUiLinks}. */
export const LAZY_UI_FILE = 'lazy-ui.json';

// Shared with the shell (one module, `shell/src/ssr/constants.ts`); re-exported for this server's callers.
export { CONFIG_BLOCK_ID, HEADER_WIDGET_MEDIA, HOME_EAGER_WIDGETS, isClassicAddress, REMOTE_SSR_FILE, REMOTES_BLOCK_ID, SSR_BLOCK_ID, SSR_DEADLINE_MS, THEME_COOKIE };
/** Longest wait for one remote's manifest while writing a page, milliseconds. */
export const MANIFEST_TIMEOUT_MS = 1000;
/** After a manifest timed out, how many check intervals pass before it is asked again (at least 5 s), doubling per consecutive timeout up to {@link FAILURE_BACKOFF_MAX_MS}. */
const FAILURE_BACKOFF_INTERVALS = 10;
/** Longest wait before a manifest that keeps timing out is asked again, milliseconds. */
const FAILURE_BACKOFF_MAX_MS = 60_000;

/**
 * Subresource-integrity digest of a server build's text (`sha256-<base64>`), as its build publishes
 * it in the remote's manifest (`metaData.ssr.integrity`, `scripts/build-ssr.mjs`).
 */
export function serverBuildIntegrity(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
/**
 * Hides server markup drawn in the other theme than the one `theme-init.js` applied (no cookie yet,
 * OS in dark mode): the page then paints at the client render, as without a server render.
 */
export const SSR_THEME_STYLE =
  'html.dark #root[data-ssr-theme="light"],html.light #root[data-ssr-theme="dark"]{visibility:hidden}' +
  // A control that waits for the takeover (`theme-init.js` marks it) shows it on hover.
  '#root[data-ssr-theme] [data-ssr-wait]{cursor:progress}';

/** The theme cookie's value in a `Cookie` header. */
const THEME_COOKIE_RE = new RegExp(`(?:^|;\\s*)${THEME_COOKIE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`);

/**
 * The theme preference named by a request's `Cookie` header ({@link THEME_COOKIE}); `undefined`
 * when absent or not one of `light`, `dark`, `system`.
 */
export function themeFromCookie(cookieHeader: string | undefined): 'light' | 'dark' | 'system' | undefined {
  const m = THEME_COOKIE_RE.exec(cookieHeader ?? '');
  const v = m?.[1]?.trim();
  return v === 'light' || v === 'dark' || v === 'system' ? v : undefined;
}

/**
 * What the web server calls of the shell's render module (`shell/src/server.tsx`, imported by
 * `serve.ts`): `renderShell` and, optionally, `redirectFor`.
 */
export interface RenderModule {
  redirectFor?: (url: string) => string | undefined;
  renderShell: (input: ShellRenderInput) => Promise<ShellRenderResult | undefined>;
}

/** A preload hint of a written page. */
export interface PreloadLink {
  href: string;
  as: 'fetch' | 'script';
  media?: string;
}

/** The shared page-declaration rules the server applies to the declarations remotes publish in their manifests. */
export type PagesLib = Pick<typeof sharedPages, 'readDeclarations' | 'resolvePage' | 'matchPage' | 'widgetRequests'>;

/** Server renders of immutable pages kept at most (LRU). */
export const RENDER_CACHE_ENTRIES = 64;
/**
 * How long a kept server render is used, milliseconds: its data never changes, but its relative
 * times ("4 years ago", "12 s ago", computed when rendered) would drift. The browser hydrates them at
 * the render's own time (kept with it, `now` in the data block), then updates them to its clock.
 */
export const RENDER_CACHE_TTL_MS = 60_000;

/**
 * How one navigation was served (filled by `render` when passed): `outcome` is `hit` (a kept server
 * render), `rendered` (rendered now) or `client` (client-rendered, `reason` says why: `not-declared`
 * for a page that is not server-rendered, `no-declarations` for a remote whose manifest declares no
 * pages, `no-manifest` for a remote whose manifest could not be read, `no-render-module`, or the render's own reason, see `SsrFailureReason` in
 * `shell/src/server.tsx`; `error` the error behind it, if any); `ssr` the same for `Server-Timing`
 * (`hit`, `render`, `none`); `ms` the time spent on it; `passes` the render passes; `undeclared` the
 * API requests the render made that the page does not declare (path and query).
 */
export interface RenderInfo {
  outcome?: 'hit' | 'rendered' | 'client';
  reason?: string;
  error?: unknown;
  ssr?: 'hit' | 'render' | 'none';
  ms?: number;
  passes?: number;
  undeclared?: string[];
}

/** A bounded LRU of server renders ({@link createRenderCache}). */
export interface RenderCache<T> {
  /** The kept value, when younger than the TTL and stored with the same `deps`. */
  get(key: string, deps: unknown[]): T | undefined;
  /** Keeps `value` under `key` with its `deps`. */
  set(key: string, deps: unknown[], value: T): void;
  /** Values kept now. */
  readonly size: number;
}

/**
 * A bounded LRU of server renders: `get(key, deps)` answers a kept value only when it is younger
 * than `ttlMs` and was stored with the same `deps` (compared element by element with `===`).
 */
export function createRenderCache<T>({ maxEntries, ttlMs, now = Date.now }: { maxEntries: number; ttlMs: number; now?: () => number }): RenderCache<T> {
  if (maxEntries <= 0) return { get: () => undefined, set: () => undefined, size: 0 };
  // lru-cache: least recently used out first, an entry older than `ttlMs` never answered.
  const entries = new LRUCache<string, { deps: unknown[]; value: T }>({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  return {
    get(key, deps) {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.deps.length !== deps.length || e.deps.some((d, i) => d !== deps[i])) {
        entries.delete(key);
        return undefined;
      }
      return e.value;
    },
    set(key, deps, value) {
      entries.set(key, { deps, value });
    },
    get size() {
      return entries.size;
    },
  };
}

/** Path and query of a URL (`/api/x?y`), relative ones against `origin`. */
function pathAndQuery(href: string, origin: string) {
  try {
    const u = new URL(href, `${origin}/`);
    return `${u.pathname}${u.search}`;
  } catch {
    return href;
  }
}

/**
 * Whether the page at `pathname` is rendered on the server: `/`, a path no remote owns (Page Not
 * Found), and a page its owning remote declares with `ssr: true` whose every path parameter passes
 * its check (`resolvePage` of `@ledgerlens/shared/pages`). Any other path (an undeclared page, a
 * garbage id, a remote whose manifest declares nothing) is client-rendered.
 * @param remotes parsed remotes.json
 * @param declarations per remote, from its manifest
 */
export function ssrAllowed(remotes: Record<string, any>, declarations: Record<string, RemoteDeclarations | undefined>, pathname: string, lib: PagesLib | undefined = sharedPages): boolean {
  if (pathname === '/') return true;
  const owner = remoteForPath(remotes, pathname);
  if (!owner) return true;
  return lib?.resolvePage(declarations[owner], pathname)?.ssr === true;
}

/**
 * Leading hoisted elements of React's server output (`<title>`, `<meta>`, `<link>`: the page's
 * document metadata, written first) split from the body markup.
 */
export function splitHoisted(markup: string): { head: string; body: string } {
  const m = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/.exec(markup);
  return m ? { head: m[0], body: markup.slice(m[0].length) } : { head: '', body: markup };
}

/**
 * The remote owning `pathname`: the longest prefix `p` such that the path is `p` or starts with
 * `p/` (as the shell's `remoteForPath`).
 * @param remotes parsed remotes.json
 */
export function remoteForPath(remotes: Record<string, any> | undefined, pathname: string): string | undefined {
  let best: { name: string; length: number } | undefined;
  for (const [name, d] of Object.entries(remotes ?? {})) {
    if (!d || !Array.isArray(d.routes)) continue;
    for (const prefix of d.routes) {
      if (typeof prefix !== 'string') continue;
      const p = prefix.replace(/\/+$/, '') || '/';
      if ((pathname === p || pathname.startsWith(`${p}/`)) && (!best || p.length > best.length)) best = { name, length: p.length };
    }
  }
  return best?.name;
}

/** URLs of a remote's files ({@link manifestAssets}). */
export interface ManifestAssets {
  entry: string;
  exposes: Record<string, { sync: string[]; async: string[] }>;
  pages: Record<string, string[]>;
}

/**
 * URLs of a remote's files from its manifest: `remoteEntry.js`, each expose's js (`sync`, `async`
 * without `lazy-*`) and the named page chunks (`metaData.pageChunks`).
 * @param manifest parsed mf-manifest.json
 * @param manifestUrl absolute URL it was read from (files resolve against it when `publicPath` is `auto`)
 */
export function manifestAssets(manifest: any, manifestUrl: string): ManifestAssets {
  const meta = manifest?.metaData ?? {};
  const publicPath = typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : '.';
  const base = new URL(publicPath.endsWith('/') || publicPath === '.' ? publicPath : `${publicPath}/`, manifestUrl);
  const url = (file: string) => new URL(file, base).toString();
  const entryName = meta.remoteEntry?.name ?? 'remoteEntry.js';
  const entryPath = meta.remoteEntry?.path ? `${String(meta.remoteEntry.path).replace(/\/+$/, '')}/` : '';
  const exposes: Record<string, { sync: string[]; async: string[] }> = {};
  for (const e of Array.isArray(manifest?.exposes) ? manifest.exposes : []) {
    const js = e?.assets?.js ?? {};
    const list = (xs: unknown) => (Array.isArray(xs) ? xs.filter((f) => typeof f === 'string') : []);
    exposes[e.path] = { sync: list(js.sync).map(url), async: list(js.async).filter((f) => !/(^|\/)lazy-[^/]*$/.test(f)).map(url) };
  }
  const pages: Record<string, string[]> = {};
  for (const [name, files] of Object.entries(meta.pageChunks ?? {})) if (Array.isArray(files)) pages[name] = files.filter((f) => typeof f === 'string').map(url);
  return { entry: url(`${entryPath}${entryName}`), exposes, pages };
}

/** The widgets of `slot` in remotes.json order, with their remote. */
function slotWidgets(remotes: Record<string, any> | undefined, slot: string): { name: string; w: string }[] {
  return Object.entries(remotes ?? {}).flatMap(([name, d]) => (Array.isArray(d?.widgets?.[slot]) ? (d.widgets[slot] as unknown[]).filter((w): w is string => typeof w === 'string').map((w) => ({ name, w })) : []));
}

/**
 * The API requests of home's first view: those the first {@link HOME_EAGER_WIDGETS} home widgets'
 * remotes declare for them (`widgetData`), joined to `apiBaseUrl`.
 * @param remotes parsed remotes.json
 * @param declarations per remote, from its manifest
 */
export function homeRequests(remotes: Record<string, any> | undefined, declarations: Record<string, RemoteDeclarations | undefined>, lib: PagesLib | undefined, apiBaseUrl: string): string[] {
  return slotWidgets(remotes, 'home')
    .slice(0, HOME_EAGER_WIDGETS)
    .flatMap(({ name, w }) => lib?.widgetRequests(declarations[name], w, apiBaseUrl) ?? []);
}

/**
 * What to preload for a navigation to `pathname`, in request order: the page's data first (the
 * API may need a round trip upstream), then the owning remote's manifest, entry, `./routes` and
 * page chunks, then the home widgets (on `/`), then the header widget.
 *
 * @param input.remotes parsed remotes.json
 * @param input.declarations per remote, from its manifest
 * @param input.lib the shared page-declaration rules (none: no data hints)
 * @param input.assets per remote
 *   (undefined: manifest not readable → no hints for it)
 * @param input.manifestUrls per remote, as the browser resolves it
 */
export function preloadPlan({
  remotes,
  declarations = {},
  lib = sharedPages,
  assets,
  manifestUrls,
  apiBaseUrl = '',
  pathname,
}: {
  remotes: Record<string, any>;
  declarations?: Record<string, RemoteDeclarations | undefined>;
  lib?: PagesLib;
  assets: Record<string, ManifestAssets | undefined>;
  manifestUrls: Record<string, string>;
  apiBaseUrl?: string;
  pathname: string;
}): PreloadLink[] {
  const links: PreloadLink[] = [];
  const seen = new Set();
  const add = (href: string | undefined, as: 'fetch' | 'script') => {
    if (!href || seen.has(href)) return;
    seen.add(href);
    links.push({ href, as });
  };
  const remoteBase = (name: string) => {
    const a = assets[name];
    if (!a) return false;
    add(manifestUrls[name], 'fetch');
    add(a.entry, 'script');
    return true;
  };
  const expose = (name: string, exposePath: string, { async = false } = {}) => {
    const e = assets[name]?.exposes[exposePath];
    if (!e) return;
    e.sync.forEach((u: string) => add(u, 'script'));
    if (async) e.async.forEach((u: string) => add(u, 'script'));
  };
  const widgetsOf = (slot: string) => slotWidgets(remotes, slot);

  const owner = pathname === '/' ? undefined : remoteForPath(remotes, pathname);
  if (owner) {
    const page = lib?.resolvePage(declarations[owner], pathname, apiBaseUrl);
    for (const url of page?.data ?? []) add(url, 'fetch');
    if (remoteBase(owner)) {
      expose(owner, './routes');
      const chunk = page?.chunk;
      if (chunk) (assets[owner]?.pages[chunk] ?? []).forEach((u: string) => add(u, 'script'));
    }
  } else if (pathname === '/') {
    const eager = widgetsOf('home').slice(0, HOME_EAGER_WIDGETS);
    // The first view's data first (the widget's remote declares it: `widgetData`), then the widgets' code.
    for (const url of homeRequests(remotes, declarations, lib, apiBaseUrl)) add(url, 'fetch');
    for (const { name, w } of eager) if (remoteBase(name)) expose(name, w, { async: false });
  }
  // The header widget is drawn from HEADER_WIDGET_MEDIA up (shell `Header`): hinted for those screens only.
  const start = links.length;
  for (const { name, w } of widgetsOf('header').slice(0, 1)) if (remoteBase(name)) expose(name, w);
  for (const l of links.slice(start)) l.media = HEADER_WIDGET_MEDIA;
  return links;
}

/**
 * Preload links for the lazy UI parts that a server-rendered page draws at once (tabs, a switch).
 * Each element of the markup carrying `data-lazy-ui="<name>"` names a part; `parts` is the shell's
 * `lazy-ui.json` (written by its build, `LazyUiChunksPlugin` in webpack.federation.cjs:
 * `{ "<name>": ["/<file>.js", ...] }`). The client loads those files before it hydrates
 * (`preloadDrawnUi`), so without the hint they would come one level after the shell's code.
 * Unknown names and anything but a same-origin path or an https URL of a `.js` file are ignored.
 *
 * @param markup the server-rendered HTML of `#root`
 * @param parts the parsed `lazy-ui.json` (anything else gives no links)
 * @returns {{ href: string, as: 'script' }[]} one link per file, first seen first, no duplicates
 */
export function lazyUiLinks(markup: string, parts: unknown): { href: string; as: 'script' }[] {
  if (!parts || typeof parts !== 'object') return [];
  const table = (parts as Record<string, unknown>);
  const hrefs: Set<string> = new Set();
  for (const m of markup.matchAll(/\sdata-lazy-ui="([a-z0-9-]+)"/g)) {
    const files = Object.hasOwn(table, m[1]) ? table[m[1]] : undefined;
    if (!Array.isArray(files)) continue;
    for (const f of files) if (typeof f === 'string' && /^(\/(?!\/)|https:\/\/)[^"'<>\s]+\.js$/.test(f)) hrefs.add(f);
  }
  return [...hrefs].map((href) => ({ href, as: 'script' as const }));
}

/** JSON safe inside a `<script type="application/json">` element (no `</script>`, no HTML comment openers). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeAttr = (s: string) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Input of {@link renderIndexHtml}. */
export interface IndexHtmlInput {
  remotes: unknown;
  config: unknown;
  links: { href: string; as: string; media?: string }[];
  ssr?: { html: string; styles?: string; theme: string; preference: string; timeZone?: string; locale?: string; api?: unknown; widgets?: string[]; now?: number };
  themeInit?: string;
}

/**
 * The built `index.html` with the data blocks and preload links inserted at the end of `<head>`:
 * after the shell's own `main.js` and boot-chunk hints (built into the page), which everything else
 * waits for, and before the body (the preload scanner sees them with the head).
 * With `ssr` (the shell's server render): its markup inside `<div id="root">` (marked with the
 * theme it was drawn in, `data-ssr-theme`, and the preference, `data-ssr-pref`, which the client
 * compares before hydrating), its `<title>` in place of the built one, its other metadata in
 * `<head>`, its Emotion styles (`ssr.styles`, one deduplicated sheet) in `<head>` before the body, and
 * {@link SSR_THEME_STYLE}.
 * The render's RTK Query state, drawn widgets and render time go in a JSON data block ({@link SSR_BLOCK_ID}) right
 * after `#root`: the first paint does not need it (only the script that hydrates does, which runs
 * after the document is parsed), so its bytes no longer come before the page's markup.
 * With `themeInit` (the text of `theme-init.js`): that script written inline in place of its
 * `<script src>` (one round trip less before the first paint; the CSP allows its hash, policy.ts).
 */
export function renderIndexHtml(html: string, { remotes, config, links, ssr, themeInit }: IndexHtmlInput): string {
  let page = html;
  if (themeInit && !/<\/script/i.test(themeInit)) {
    page = page.replace(/<script src=(?:"\/theme-init\.js"|\/theme-init\.js)><\/script>/, () => `<script>${themeInit}</script>`);
  }
  const ssrHead: string[] = [];
  if (ssr) {
    const { head, body } = splitHoisted(ssr.html);
    const root = /<div id=(?:"root"|'root'|root)\s*><\/div>/.exec(page);
    if (root) {
      const format = ssr.timeZone && ssr.locale ? ` data-ssr-tz="${escapeAttr(ssr.timeZone)}" data-ssr-locale="${escapeAttr(ssr.locale)}"` : '';
      const state =
        ssr.api !== undefined || ssr.widgets?.length || ssr.now !== undefined
          ? `<script type="application/json" id="${SSR_BLOCK_ID}">${jsonForHtml({ api: ssr.api, widgets: ssr.widgets ?? [], now: ssr.now })}</script>`
          : '';
      page = `${page.slice(0, root.index)}<div id="root" data-ssr-theme="${escapeAttr(ssr.theme)}" data-ssr-pref="${escapeAttr(ssr.preference)}"${format}>${body}</div>${state}${page.slice(root.index + root[0].length)}`;
      const title = /<title>[^<]*<\/title>/.exec(head);
      if (title) page = page.replace(/<title>[^<]*<\/title>/, () => title[0]);
      const description = /<meta name="description"[^>]*>/.exec(head);
      if (description) page = page.replace(/<meta name=(?:"description"|description)\s[^>]*>/, () => description[0]);
      // Emotion's style elements are `<style data-emotion="…">…</style>` built from the render's own
      // rules (stylis output of the components' styles); a `</style` inside one would end it early.
      const closes = (text: string) => (text.match(/<\/style/gi) ?? []).length;
      const opens = (text: string) => (text.match(/<style\b/gi) ?? []).length;
      const styles = typeof ssr.styles === 'string' && closes(ssr.styles) === opens(ssr.styles) ? ssr.styles : '';
      ssrHead.push(`<style>${SSR_THEME_STYLE}</style>`, styles, head.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, ''));
    }
  }
  const tags = [
    ...ssrHead,
    `<script type="application/json" id="${REMOTES_BLOCK_ID}">${jsonForHtml(remotes ?? {})}</script>`,
    `<script type="application/json" id="${CONFIG_BLOCK_ID}">${jsonForHtml(config ?? {})}</script>`,
    ...links.map((l) => {
      const media = l.media ? ` media="${escapeAttr(l.media)}"` : '';
      return l.as === 'fetch' ? `<link rel="preload" as="fetch" crossorigin href="${escapeAttr(l.href)}"${media}>` : `<link rel="preload" as="script" href="${escapeAttr(l.href)}"${media}>`;
    }),
  ].join('');
  const end = page.search(/<\/head\s*>/i);
  if (end >= 0) return page.slice(0, end) + tags + page.slice(end);
  return page.replace(/<body[^>]*>/i, (m) => tags + m);
}

/**
 * The remotes a navigation's server render is drawn from, whose manifests it waits for: the remote
 * owning the path, or on `/` those of the first {@link HOME_EAGER_WIDGETS} home widgets.
 * @param remotes parsed remotes.json
 */
export function drawnFrom(remotes: Record<string, any> | undefined, pathname: string): Set<string> {
  if (pathname !== '/') {
    const owner = remoteForPath(remotes ?? {}, pathname);
    return new Set(owner ? [owner] : []);
  }
  const home = Object.entries(remotes ?? {}).flatMap(([name, d]) => (Array.isArray(d?.widgets?.home) ? d.widgets.home.map(() => name) : []));
  return new Set(home.slice(0, HOME_EAGER_WIDGETS));
}

/** Options of {@link createBootSource} (see there). */
export interface BootOptions {
  proxies?: { prefix: string; upstream: string }[];
  checkIntervalMs?: number;
  timeoutMs?: number;
  renderModule?: RenderModule | false;
  apiUrl?: string;
  deadlineMs?: number;
  ssrDataTimeoutMs?: number;
  trustedOrigins?: string[];
  events?: {
    fetchError?: (kind: 'manifest' | 'server-build', url: string, error: unknown) => void;
    renderError?: (pathname: string, error: unknown) => void;
    refused?: (remote: string, reason: 'untrusted-origin' | 'integrity', detail: Record<string, unknown>) => void;
    noDeclarations?: (remote: string) => void;
  };
  pages?: PagesLib;
  renderCacheEntries?: number;
  renderCacheTtlMs?: number;
}

/** The shell's per-navigation page ({@link createBootSource}). */
export interface BootSource {
  enabled(): boolean;
  redirectFor(pathname: string, search?: string): string | undefined;
  warm(origin?: string): Promise<void>;
  render(pathname: string, origin: string, request?: { search?: string; cookie?: string; forwardedFor?: string; info?: RenderInfo }): Promise<string | undefined>;
}

/**
 * The per-navigation `index.html` of a front end whose dist has `remotes.json` (the shell).
 * Manifests are fetched at most every `checkIntervalMs` per remote (conditional, with the last
 * ETag), each within {@link MANIFEST_TIMEOUT_MS}; a relative entry (`/remotes/<folder>/…`) is read
 * from the upstream of the matching proxy prefix, an absolute one from its URL.
 *
 * @param options.proxies the server's own proxies (the shell's `/remotes/<folder>`)
 * @param options.checkIntervalMs default 1000
 * @param options.timeoutMs default {@link MANIFEST_TIMEOUT_MS}
 * @param options.renderModule the shell's render module (`serve.ts` passes `shell/src/server.tsx`);
 *   none or `false`: every page is client-rendered
 * @param options.apiUrl absolute URL of the API for the server render's own requests (a relative `apiBaseUrl`)
 * @param options.deadlineMs the one deadline of a navigation, ms (default {@link SSR_DEADLINE_MS})
 * @param options.ssrDataTimeoutMs the same (the `SSR_DATA_TIMEOUT_MS` spelling, still accepted)
 * @param options.trustedOrigins origins whose remotes' server builds may run here besides
 *   the page's own (whose remotes this server proxies); default none. A remote on any other origin is
 *   client-rendered: its code is never fetched.
 *   `noDeclarations`: a remote's manifest publishes no valid page declarations (its pages are
 *   client-rendered without data hints), once per manifest version;
 *   `refused`: a server build not run (its origin is not trusted, or its SHA-256 is not the one its
 *   manifest publishes), once per remote and build;
 *   called when a manifest or a server build cannot be read (refused, an error status, bad JSON, a
 *   timeout), and with an error a render recovered from (the page is still served)
 * @param options.pages the page-declaration rules (default: `@ledgerlens/shared/pages`)
 * @param options.renderCacheEntries server renders kept (default {@link RENDER_CACHE_ENTRIES}; 0: none)
 * @param options.renderCacheTtlMs how long one is kept, ms (default {@link RENDER_CACHE_TTL_MS})
 *
 * Server renders of immutable pages (every API answer they used said `immutable`: a validated
 * transaction, a closed ledger) are kept in a bounded LRU ({@link createRenderCache}) keyed by the
 * path and query and the theme preference, and valid while the code, `remotes.json` and
 * `config.json` are unchanged; the time zone and locale are this process's. Live pages (home,
 * validators, an account) are rendered per request. `info` (optional) is filled with how the
 * request was served: `ssr` `hit` (kept render), `render` or `none` (client-rendered), the passes
 * and the milliseconds spent (for `Server-Timing`).
 */
export function createBootSource(
  distDir: string,
  {
    proxies = [],
    checkIntervalMs = 1000,
    timeoutMs = MANIFEST_TIMEOUT_MS,
    renderModule,
    apiUrl,
    ssrDataTimeoutMs,
    deadlineMs = ssrDataTimeoutMs ?? SSR_DEADLINE_MS,
    events = {},
    trustedOrigins = [],
    renderCacheEntries = RENDER_CACHE_ENTRIES,
    renderCacheTtlMs = RENDER_CACHE_TTL_MS,
    pages = sharedPages,
  }: BootOptions = {},
): BootSource {
  const html = watchedFile<string>(path.join(distDir, 'index.html'), (t) => t, '');
  const renderer = (): RenderModule | undefined => (renderModule ? renderModule : undefined);
  const remotes = watchedFile<Record<string, any> | undefined>(path.join(distDir, 'remotes.json'), JSON.parse, undefined);
  const config = watchedFile<any>(path.join(distDir, 'config.json'), JSON.parse, {});
  const themeInit = watchedFile<string>(path.join(distDir, THEME_INIT_FILE), (t) => t, '');
  const lazyUi = watchedFile<unknown>(path.join(distDir, LAZY_UI_FILE), JSON.parse, {});
  const manifests = new Map<string, { checkedAt: number; failed?: boolean; failures?: number; etag?: string; manifest?: any; key?: string; pending?: Promise<void> }>();
  const rendered = createRenderCache<ShellRenderResult | undefined>({ maxEntries: renderCacheEntries, ttlMs: renderCacheTtlMs });
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  /** Refusals already reported (remote, reason, build), so a refused build is logged once, not per navigation. */
  const reported = new Set();
  const refuse = (name: string, reason: 'untrusted-origin' | 'integrity', detail: Record<string, unknown>) => {
    const id = `${name}\n${reason}\n${JSON.stringify(detail)}`;
    if (reported.has(id)) return;
    if (reported.size > 1000) reported.clear();
    reported.add(id);
    events.refused?.(name, reason, detail);
  };

  /** Where the server reads a manifest the browser would load from `url` (absolute, on `origin`). */
  const serverUrl = (entry: string, origin: string) => {
    const abs = new URL(entry, `${origin}/`);
    if (abs.origin === origin) {
      const p = proxies.find((x) => abs.pathname === x.prefix || abs.pathname.startsWith(`${x.prefix}/`));
      if (!p) return undefined;
      return `${p.upstream.replace(/\/+$/, '')}${abs.pathname.slice(p.prefix.length)}${abs.search}`;
    }
    return abs.toString();
  };

  /**
   * Fetches the manifest at `fromUrl` (the server's way to it) again if due; state kept per
   * `fromUrl`. `text`: the body as text (a remote's server build) instead of JSON, keyed by its hash.
   */
  const refresh = (fromUrl: string, { text = false } = {}) => {
    const kind = text ? 'server-build' : 'manifest';
    const state = manifests.get(fromUrl) ?? { checkedAt: -Infinity };
    manifests.set(fromUrl, state);
    if (state.pending) return state.pending;
    // `retry`'s exponential schedule, as the API's node gateway and the supervisor.
    const first = Math.max(5000, FAILURE_BACKOFF_INTERVALS * checkIntervalMs);
    const wait = state.failed ? retry.createTimeout(Math.max(0, (state.failures ?? 1) - 1), { minTimeout: first, maxTimeout: Math.max(first, FAILURE_BACKOFF_MAX_MS), factor: 2, randomize: false }) : checkIntervalMs;
    if (Date.now() - state.checkedAt < wait) return Promise.resolve();
    state.pending = (async () => {
      const started = Date.now();
      try {
        const res = await fetch(fromUrl, { headers: state.etag ? { 'if-none-match': state.etag } : {}, signal: AbortSignal.timeout(timeoutMs) });
        state.failed = false;
        state.failures = 0;
        if (res.status === 304 && state.manifest) return;
        if (!res.ok) throw new Error(`status ${res.status}`);
        if (text) {
          state.manifest = await res.text();
          state.key = serverBuildIntegrity(state.manifest);
        } else state.manifest = await res.json();
        state.etag = res.headers.get('etag') ?? undefined;
      } catch (err) {
        // Only a timeout backs off (each page would wait for it again); a refused connection or a bad
        // answer (the remote not listening yet, e.g. just after the stack started) is asked again next
        // interval. Down or broken (refused, an error status, bad JSON): no hints for this remote until
        // it answers again. Slow (a timeout, e.g. a loaded host): what it last answered is kept, so its
        // pages keep their hints and server render instead of losing them for the back-off.
        const timedOut = (err as any)?.name === 'TimeoutError' || Date.now() - started >= timeoutMs;
        events.fetchError?.(kind, fromUrl, err);
        if (!timedOut) {
          state.manifest = undefined;
          state.etag = undefined;
        }
        state.failed = timedOut;
        state.failures = timedOut ? (state.failures ?? 0) + 1 : 0;
      } finally {
        state.checkedAt = Date.now();
        state.pending = undefined;
      }
    })();
    return state.pending;
  };

  /**
   * Brings every remote's manifest up to date (conditional requests); resolves with each remote's
   * manifest URL as the browser sees it and its files ({@link manifestAssets}, undefined when unreadable).
   */
  const readManifests = async (
    r: Record<string, any> | undefined,
    origin: string,
    { ssr = false, awaited, until }: { ssr?: boolean; awaited?: Set<string>; until?: number } = {},
  ) => {
    const ssrFrom: Record<string, string> = {};
    const manifestUrls: Record<string, string> = {};
    const fromUrls: Record<string, string> = {};
    /** Why a remote's server build is not run: `untrusted-origin` or `integrity`. */
    const problems: Record<string, 'untrusted-origin' | 'integrity'> = {};
    const jobs = [];
    for (const [name, d] of Object.entries(r ?? {})) {
      const entry = d?.entry ?? d?.url;
      if (typeof entry !== 'string' || !/\.json(\?|$)/.test(entry)) continue;
      let browserUrl;
      try {
        browserUrl = new URL(entry, `${origin}/`).toString();
      } catch {
        continue;
      }
      manifestUrls[name] = browserUrl;
      const from = serverUrl(entry, origin);
      if (!from) continue;
      fromUrls[name] = from;
      // Only the remotes this page is drawn from are waited for; the others are brought up to date
      // in the background (their hints use what they last answered).
      const wait = !awaited || awaited.has(name);
      const job = refresh(from);
      if (wait) jobs.push(job);
      // Code that runs in this server comes only from the page's own origin (the remotes it proxies) or a trusted one.
      const at = new URL(browserUrl).origin;
      if (ssr && at !== new URL(`${origin}/`).origin && !trusted.has(at)) {
        problems[name] = 'untrusted-origin';
        refuse(name, 'untrusted-origin', { origin: at });
      } else if (ssr) {
        // The remote's server build, next to its manifest (`scripts/build-ssr.mjs`).
        ssrFrom[name] = new URL(REMOTE_SSR_FILE, from).toString();
        const build = refresh(ssrFrom[name], { text: true });
        if (wait) jobs.push(build);
      }
    }
    if (until === undefined) await Promise.all(jobs);
    else {
      let timer;
      await Promise.race([Promise.all(jobs), new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, until - Date.now()))))]);
      clearTimeout(timer);
    }
    const sources: Record<string, { key: string; source: string } | undefined> = {};
    for (const [name, from] of Object.entries(ssrFrom)) {
      const state = manifests.get(from);
      const manifest = manifests.get(fromUrls[name])?.manifest;
      sources[name] = undefined;
      if (!manifest || typeof state?.manifest !== 'string' || !state.key) continue;
      // Run only the build whose SHA-256 the remote's manifest publishes (a build and a manifest of
      // the same deploy; anything else, e.g. a build altered on its way here, is not run).
      const expected = manifest?.metaData?.ssr?.integrity;
      if (typeof expected !== 'string' || expected !== state.key) {
        problems[name] = 'integrity';
        refuse(name, 'integrity', { url: from, expected: typeof expected === 'string' ? expected : null, actual: state.key });
        continue;
      }
      sources[name] = { key: state.key, source: state.manifest };
    }
    const assets: Record<string, ReturnType<typeof manifestAssets> | undefined> = {};
    for (const [name, from] of Object.entries(fromUrls)) {
      const m = manifests.get(from)?.manifest;
      try {
        assets[name] = m ? manifestAssets(m, manifestUrls[name]) : undefined;
      } catch {
        assets[name] = undefined;
      }
    }
    const declarations: Record<string, RemoteDeclarations | undefined> = {};
    const lib: PagesLib | undefined = pages;
    for (const [name, from] of Object.entries(fromUrls)) {
      const m = manifests.get(from)?.manifest;
      if (!m || !lib) continue;
      declarations[name] = lib.readDeclarations(m.metaData);
      if (!declarations[name]) {
        const id = `${name}\nno-declarations\n${manifests.get(from)?.etag ?? ''}`;
        if (!reported.has(id)) {
          reported.add(id);
          events.noDeclarations?.(name);
        }
      }
    }
    return { manifestUrls, assets, sources, problems, declarations, lib };
  };

  return {
    enabled: () => remotes() !== undefined && html() !== '',
    /** Where the render module sends this navigation instead of a page (a valid `/search?q=…`), else undefined. */
    redirectFor: (pathname, search = '') => {
      const mod = renderer();
      try {
        return typeof mod?.redirectFor === 'function' ? mod.redirectFor(`${pathname}${search}`) : undefined;
      } catch {
        return undefined;
      }
    },
    /** Reads the same-origin remotes' manifests once ahead of the first navigation. Never rejects. */
    warm: (origin = 'http://localhost') => readManifests(remotes(), origin, { ssr: renderer() !== undefined }).then(() => undefined, () => undefined),
    async render(pathname, origin, { search = '', cookie, forwardedFor, info } = {}) {
      const started = performance.now();
      const deadline = Date.now() + deadlineMs;
      const page = html();
      const r = remotes();
      if (!page || r === undefined) return undefined;
      const c = config();
      const mod = renderer();
      const { manifestUrls, assets, sources, problems, declarations, lib } = await readManifests(r, origin, { ssr: mod !== undefined, awaited: drawnFrom(r, pathname), until: deadline });
      // Same-origin URLs are written as paths (the page's own origin, whatever host name it was reached by).
      const apiBaseUrl = typeof c?.apiBaseUrl === 'string' ? c.apiBaseUrl : '';
      let links = preloadPlan({ remotes: r, declarations, lib, assets, manifestUrls, apiBaseUrl, pathname }).map((l) => {
        const u = new URL(l.href, `${origin}/`);
        return { ...l, href: u.origin === origin ? `${u.pathname}${u.search}` : u.toString() };
      });
      // The first view drawn on the server; undefined: client-rendered as before.
      let ssr;
      if (info && !mod) Object.assign(info, { outcome: 'client', reason: 'no-render-module', ssr: 'none' });
      const owner = pathname === '/' ? undefined : remoteForPath(r, pathname);
      const allowed = mod !== undefined && ssrAllowed(r, declarations, pathname, lib);
      if (mod && !allowed && info) Object.assign(info, { outcome: 'client', reason: !owner || declarations[owner] ? 'not-declared' : assets[owner] ? 'no-declarations' : 'no-manifest', ssr: 'none' });
      /** The page's declared API requests (its parameters checked; on `/` its first widgets'), started with the render. */
      const declared = owner ? (lib?.resolvePage(declarations[owner], pathname, apiBaseUrl)?.data ?? []) : pathname === '/' ? homeRequests(r, declarations, lib, apiBaseUrl) : [];
      if (mod && allowed) {
        const preference = themeFromCookie(cookie);
        const url = `${pathname}${search}`;
        // Everything the markup depends on besides the URL and the theme: the code (render module,
        // remote server builds), remotes.json and config.json (by identity: re-read when they change).
        const deps = [mod, r, c, ...Object.keys(sources).sort().map((k) => sources[k]?.key)];
        const key = `${preference === 'light' || preference === 'dark' ? preference : 'system'}\n${url}`;
        ssr = rendered.get(key, deps);
        if (info) Object.assign(info, ssr ? { outcome: 'hit', ssr: 'hit' } : { outcome: 'rendered', ssr: 'render' });
        // The page's remote whose server build is refused: client-rendered (home draws such a remote's widgets as their reserved space).
        if (!ssr && owner && problems[owner]) {
          if (info) Object.assign(info, { outcome: 'client', reason: problems[owner], ssr: 'none' });
        } else if (!ssr) {
          try {
            ssr = await mod.renderShell({
              url,
              preference,
              remotes: r,
              config: c,
              apiUrl,
              remoteSources: sources,
              forwardedFor,
              deadline,
              onFailure: (reason: string, error: unknown) => {
                if (info) Object.assign(info, { outcome: 'client', reason, error, ssr: 'none' });
              },
              onRecoverableError: (error: unknown) => events.renderError?.(pathname, error),
              prefetch: declared,
            });
          } catch (error) {
            ssr = undefined;
            if (info) Object.assign(info, { outcome: 'client', reason: 'render-error', error, ssr: 'none' });
          }
          // Only markup whose every answer was immutable (and rendered in the same time zone and locale, this process's).
          if (ssr?.immutable) rendered.set(key, deps, ssr);
        }
        if (info && ssr) info.passes = ssr.passes;
        if (info && ssr && (owner || pathname === '/')) {
          // What the page asked for beyond its declaration (a declaration to complete).
          const expected = new Set(declared.map((u) => pathAndQuery(u, origin)));
          const undeclared = ssr.fetched.filter((u: string) => !expected.has(u));
          if (undeclared.length) info.undeclared = undeclared;
        }
      }
      if (info) info.ms = performance.now() - started;
      if (ssr?.fetched?.length) {
        // The answers are in the page: no preload for them (the browser would fetch them for nothing).
        const inlined = new Set(ssr.fetched);
        links = links.filter((l) => l.as !== 'fetch' || !inlined.has(pathAndQuery(l.href, origin)));
      }
      if (ssr?.html) {
        // The lazy UI parts the server drew: their files come with the page's code, not a level after it.
        const hinted = new Set(links.map((l) => l.href));
        links = [...links, ...lazyUiLinks(ssr.html, lazyUi()).filter((l) => !hinted.has(l.href))];
      }
      return renderIndexHtml(page, { remotes: r, config: c, links, ssr, themeInit: themeInit() || undefined });
    },
  };
}
