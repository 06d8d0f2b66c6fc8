/**
 * The shell's page for one navigation (`serve.ts` calls {@link BootSource.navigate}): the built
 * `index.html` written for the path, so a page boots without a waterfall and paints before its
 * JavaScript runs. The steps, one module each:
 *
 * 1. the run-time files, watched once (`runtime-files.ts`);
 * 2. the navigation's plan, once (`navigation.ts`): owner, page, data, SSR allowance, drawn-from,
 *    from `remotes.json` and the remotes' manifests (`manifests.ts`: ETag, back-off, trust, SHA-256);
 * 3. the first view: a kept render (`render-cache.ts`: immutable pages by count, live pages one per
 *    validated ledger from `ledger-clock.ts`, by bytes), or a server render now (the shell's
 *    renderer, `shell/src/server.tsx`), or none (client-rendered);
 * 4. the page: preload hints (`preload.ts`) and the HTML (`html.ts`), or the 429 page when the API
 *    refused the page's own data for the visitor's rate limit.
 *
 * It returns what happened ({@link NavigationResult}); the caller logs and counts it.
 */
import { looksLikeSecret } from '@ledgerlens/shared/domain';
import { parseRemotesConfig } from '@ledgerlens/shared/pages';
import type { RemotesConfig } from '@ledgerlens/shared';
import type { ShellRenderer, ShellRenderResult, SsrFailureDetail } from 'shell/server';
import { SSR_DEADLINE_MS } from 'shell/ssr-constants';
import { renderIndexHtml, themeFromCookie, waitPage } from './html';
import type { LedgerClock } from './ledger-clock';
import type { ManifestReader } from './manifests';
import { planNavigation, type NavigationPlan } from './navigation';
import { lazyUiLinks, preloadPlan } from './preload';
import { createLiveRenderCache, createRenderCache, type LiveCacheEvents, type LiveEntry, type LiveSegment } from './render-cache';
import type { RuntimeFiles } from './runtime-files';

/** What the boot source calls of the shell's renderer (`createShellRenderer` of `shell/src/server.tsx`). */
export type RenderModule = Pick<ShellRenderer, 'renderShell'> & Partial<Pick<ShellRenderer, 'redirectFor'>>;

/** How one navigation was served ({@link BootSource.navigate}). */
export interface NavigationResult {
  /** The page; undefined: the built `index.html` as it is. */
  html?: string;
  /** 429 when the API refused the page's own data for the visitor's rate limit. */
  status: 200 | 429;
  retryAfterSeconds?: number;
  /**
   * `hit` a kept render, current; `stale` a kept render served while a newer one is made (or while
   * the node is down, then `staleSince`); `rendered` rendered now; `client` client-rendered (`reason`
   * why); `refused` the 429 page.
   */
  outcome: 'hit' | 'stale' | 'rendered' | 'client' | 'refused';
  /** Why `client` or `refused` (`not-declared`, `no-manifest`, `deadline`, `rate-limited`, `upstream`, `stale`…); `none` otherwise. */
  reason: string;
  error?: unknown;
  /** Milliseconds spent. */
  ms: number;
  passes?: number;
  /** API requests the render made that the page does not declare (path and query). */
  undeclared?: string[];
  staleSince?: string;
}

/** Options of {@link createBootSource}. */
export interface BootOptions {
  files: () => RuntimeFiles;
  manifests: ManifestReader;
  /** The shell's renderer; none: every page client-rendered. */
  renderer?: RenderModule;
  /** Absolute URL of the API for the server render's own requests (a relative `apiBaseUrl`). */
  apiUrl?: string;
  /** The one deadline of a navigation, ms (default `SSR_DEADLINE_MS`). */
  deadlineMs?: number;
  /** Memory bound of the kept live renders, bytes (0: none kept). */
  liveCacheBytes?: number;
  /** The validated ledger the kept live renders are keyed by. */
  clock?: LedgerClock;
  immutableCache?: { maxEntries?: number; ttlMs?: number };
  events?: { renderError?: (pathname: string, error: unknown) => void; liveCache?: LiveCacheEvents };
}

/** The shell's per-navigation page ({@link createBootSource}). */
export interface BootSource {
  enabled(): boolean;
  redirectFor(pathname: string, search?: string): string | undefined;
  /** Reads the same-origin remotes' manifests once ahead of the first navigation. Never rejects. */
  warm(origin?: string): Promise<void>;
  navigate(request: NavigationRequest): Promise<NavigationResult>;
  /** Bytes of the kept live renders, per segment. */
  liveBytes(): Record<LiveSegment, number>;
}

/** One navigation as the web server received it. */
export interface NavigationRequest {
  pathname: string;
  search?: string;
  origin: string;
  cookie?: string;
  forwardedFor?: string;
}

/** A first view: the render, and how it was had. */
interface Drawn {
  ssr?: ShellRenderResult;
  outcome: NavigationResult['outcome'];
  reason: string;
  error?: unknown;
  detail?: SsrFailureDetail;
  staleSince?: string;
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

/** Approximate bytes a kept render holds (its markup, styles and data as UTF-16 text). */
function sizeOf(ssr: ShellRenderResult): number {
  return 2 * (ssr.html.length + ssr.styles.length + (ssr.api === undefined ? 0 : JSON.stringify(ssr.api).length) + ssr.fetched.join('').length) + 512;
}

/** The last page written for a render (kept renders are served many times), per boot source. */
type WrittenPages = WeakMap<ShellRenderResult, { files: RuntimeFiles; key: string; html: string }>;

/** The page for a first view: hints for what the page still needs, and the render's markup. */
function writePage(written: WrittenPages, files: RuntimeFiles, remotes: RemotesConfig, plan: NavigationPlan, origin: string, drawn: Drawn): string {
  // Same-origin URLs are written as paths (the page's own origin, whatever host name it was reached by).
  let links = preloadPlan(remotes, plan).map((l) => {
    const u = new URL(l.href, `${origin}/`);
    return { ...l, href: u.origin === origin ? `${u.pathname}${u.search}` : u.toString() };
  });
  const { ssr } = drawn;
  if (ssr?.fetched.length) {
    // The answers are in the page: no preload for them (the browser would fetch them for nothing).
    const inlined = new Set(ssr.fetched);
    links = links.filter((l) => l.as !== 'fetch' || !inlined.has(pathAndQuery(l.href, origin)));
  }
  if (ssr?.html && plan.owner) {
    // A remote's page the server drew is taken over before its own code is here (the shell's router
    // defers it, `deferFirstPage`): its chunk and the lazy UI parts it draws are asked for by the
    // app once the shell runs, so on a slow link they do not share the bandwidth with the shell's
    // code the takeover waits for (bench/README.md, `bench:tap`). A page the browser draws itself
    // (no server render) keeps every hint: it needs its chunk at once.
    links = links.filter((l) => !l.page);
  } else if (ssr?.html) {
    // The lazy UI parts the server drew on a page of the shell (home): their files come with the
    // shell's code, not a level after it.
    const hinted = new Set(links.map((l) => l.href));
    links = [...links, ...lazyUiLinks(ssr.html, files.lazyUi).filter((l) => !hinted.has(l.href))];
  }
  if (!ssr) return renderIndexHtml(files.html, { remotes: files.remotes, config: files.config, links, themeInit: files.themeInit || undefined });
  // A kept render is written once per page (same files, hints and staleness), not per visitor.
  const key = `${drawn.staleSince ?? ''}\n${links.map((l) => `${l.as} ${l.href} ${l.media ?? ''}`).join('\n')}`;
  const memo = written.get(ssr);
  if (memo && memo.files === files && memo.key === key) return memo.html;
  const html = renderIndexHtml(files.html, { remotes: files.remotes, config: files.config, links, ssr, staleSince: drawn.staleSince, themeInit: files.themeInit || undefined });
  written.set(ssr, { files, key, html });
  return html;
}


/** What the steps of a navigation share (made once by {@link createBootSource}). */
interface BootContext {
  files: () => RuntimeFiles;
  renderer?: RenderModule;
  apiUrl?: string;
  deadlineMs: number;
  clock?: LedgerClock;
  kept: ReturnType<typeof createRenderCache<ShellRenderResult>>;
  live: ReturnType<typeof createLiveRenderCache<ShellRenderResult>>;
  written: WrittenPages;
  events: NonNullable<BootOptions['events']>;
}

/** The key of a page's kept renders: the theme preference, the path and the query. */
const keyOf = (plan: NavigationPlan, request: NavigationRequest) => `${themeFromCookie(request.cookie)}\n${plan.pathname}${request.search ?? ''}`;
const segmentOf = (plan: NavigationPlan): LiveSegment => (plan.parameterised ? 'parameterised' : 'fixed');

/** One server render of the plan's page, with its failure and what the answers said. */
async function renderOnce(ctx: BootContext, plan: NavigationPlan, request: NavigationRequest, deadline: number): Promise<Drawn> {
  let failure: Omit<Drawn, 'outcome'> | undefined;
  const files = ctx.files();
  try {
    const ssr = await ctx.renderer!.renderShell({
      url: `${plan.pathname}${request.search ?? ''}`,
      preference: themeFromCookie(request.cookie),
      remotes: files.remotes,
      config: files.config,
      apiUrl: ctx.apiUrl,
      remoteSources: plan.manifests.sources,
      forwardedFor: request.forwardedFor,
      deadline,
      prefetch: plan.data,
      onFailure: (reason, error, detail) => void (failure = { reason, error, detail }),
      onRecoverableError: (error) => ctx.events.renderError?.(plan.pathname, error),
    });
    if (ssr) return { ssr, outcome: 'rendered', reason: 'none' };
  } catch (error) {
    failure = { reason: 'render-error', error };
  }
  return { outcome: 'client', reason: 'render-error', ...failure };
}

/** True when a query parameter is shaped like a secret key or XLS-12 secret numbers (`looksLikeSecret`). */
function holdsSecret(request: NavigationRequest): boolean {
  return [...new URLSearchParams(request.search ?? '').values()].some(looksLikeSecret);
}

/** Renders now and keeps the result: immutable by count, live by ledger (drawn again once if a ledger closed during the render). */
async function renderAndKeep(ctx: BootContext, plan: NavigationPlan, request: NavigationRequest, deps: unknown[], deadline: number): Promise<Drawn> {
  const key = keyOf(plan, request);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const ledger = ctx.clock?.current();
    const drawn = await renderOnce(ctx, plan, request, deadline);
    if (!drawn.ssr) return drawn;
    if (drawn.ssr.immutable) {
      ctx.kept.set(key, deps, drawn.ssr);
      return drawn;
    }
    // A ledger closed while it rendered: its answers may span two ledgers, so it is drawn again.
    if (ctx.clock && ctx.clock.current() !== ledger) continue;
    // A secret key pasted into a search form that reached the server is never kept (the page says so).
    if (holdsSecret(request)) return drawn;
    ctx.live.set(segmentOf(plan), key, { value: drawn.ssr, ledger, renderedAt: Date.now(), deps, bytes: sizeOf(drawn.ssr) });
    return drawn;
  }
  return { outcome: 'client', reason: 'ledger-moved' };
}

/** Marks a kept page stale when a render of it found the node or the API down (`staleSince`: since then, else since it was rendered); true then. */
function markedStale(entry: LiveEntry<ShellRenderResult>, drawn: Drawn): boolean {
  if (drawn.reason !== 'stale' && drawn.reason !== 'upstream') return false;
  entry.staleSince ??= drawn.detail?.staleSince ?? new Date(entry.renderedAt).toISOString();
  return true;
}

/** Stale while revalidate: one render brings a kept page up to date; the node or the API down marks it stale instead. */
function revalidate(ctx: BootContext, plan: NavigationPlan, request: NavigationRequest, deps: unknown[], entry: LiveEntry<ShellRenderResult>): void {
  const key = keyOf(plan, request);
  if (ctx.live.running(key)) return;
  const again = ctx.live.flight(key, () => renderAndKeep(ctx, plan, request, deps, Date.now() + ctx.deadlineMs));
  void again.promise.then((drawn) => void markedStale(entry, drawn), () => undefined);
}

/** The first view of a plan allowed on the server: kept (current or stale) or rendered now, single flight per key. */
async function draw(ctx: BootContext, plan: NavigationPlan, request: NavigationRequest, deadline: number): Promise<Drawn> {
  const sources = plan.manifests.sources;
  const deps = [ctx.renderer, ctx.files(), ...Object.keys(sources).sort().map((k) => sources[k]?.key)];
  const key = keyOf(plan, request);
  const immutable = ctx.kept.get(key, deps);
  if (immutable) return { ssr: immutable, outcome: 'hit', reason: 'none' };
  const segment = segmentOf(plan);
  const found = ctx.live.lookup(segment, key, deps, ctx.clock?.current());
  if (found?.current) {
    ctx.live.events.hit?.(segment);
    return { ssr: found.entry.value, outcome: 'hit', reason: 'none' };
  }
  // Served while one render replaces it, unless it is too old to be shown first (then only with the node down).
  if (found && (!found.expired || found.entry.staleSince !== undefined)) {
    ctx.live.events.stale?.(segment);
    revalidate(ctx, plan, request, deps, found.entry);
    return { ssr: found.entry.value, outcome: 'stale', reason: 'none', staleSince: found.entry.staleSince };
  }
  const { promise, leader } = ctx.live.flight(key, () => renderAndKeep(ctx, plan, request, deps, deadline));
  const drawn = await promise;
  // The node or the API is down (the page is marked stale) or too slow: the old kept page is better than none.
  if (found && !drawn.ssr && (markedStale(found.entry, drawn) || drawn.reason === 'deadline')) {
    ctx.live.events.stale?.(segment);
    return { ssr: found.entry.value, outcome: 'stale', reason: 'none', staleSince: found.entry.staleSince };
  }
  ctx.live.events.miss?.(segment);
  // Another visitor's render refused for their rate limit is not this visitor's 429.
  return !leader && drawn.reason === 'rate-limited' ? { outcome: 'client', reason: 'shared-render-refused' } : drawn;
}

/** The written result of a navigation: the 429 page, or the page with its first view. */
function answer(ctx: BootContext, files: RuntimeFiles, remotes: RemotesConfig, plan: NavigationPlan, request: NavigationRequest, drawn: Drawn, ms: () => number): NavigationResult {
  if (drawn.reason === 'rate-limited') {
    const retryAfterSeconds = drawn.detail?.retryAfterSeconds ?? 1;
    const html = waitPage({ path: `${request.pathname}${request.search ?? ''}`, retryAfterSeconds, preference: themeFromCookie(request.cookie) });
    return { html, status: 429, retryAfterSeconds, outcome: 'refused', reason: 'rate-limited', ms: ms() };
  }
  const result: NavigationResult = { status: 200, outcome: drawn.outcome, reason: drawn.reason, error: drawn.error, ms: 0, staleSince: drawn.staleSince };
  if (drawn.ssr && drawn.outcome === 'rendered') {
    result.passes = drawn.ssr.passes;
    // What the page asked for beyond its declaration (a declaration to complete).
    const expected = new Set(plan.data.map((u) => pathAndQuery(u, request.origin)));
    const undeclared = drawn.ssr.fetched.filter((u) => !expected.has(u));
    if (undeclared.length && (plan.owner || plan.pathname === '/')) result.undeclared = undeclared;
  }
  result.html = writePage(ctx.written, files, remotes, plan, request.origin, drawn);
  result.ms = ms();
  return result;
}

/** See the module comment. */
export function createBootSource({ files, manifests, renderer, apiUrl, deadlineMs = SSR_DEADLINE_MS, liveCacheBytes = 0, clock, immutableCache, events = {} }: BootOptions): BootSource {
  const ctx: BootContext = {
    files,
    renderer,
    apiUrl,
    deadlineMs,
    clock,
    events,
    kept: createRenderCache<ShellRenderResult>(immutableCache),
    live: createLiveRenderCache<ShellRenderResult>({ maxBytes: liveCacheBytes, events: events.liveCache }),
    written: new WeakMap(),
  };
  return {
    enabled: () => files().remotes !== undefined && files().html !== '',
    redirectFor: (pathname, search = '') => {
      try {
        return renderer?.redirectFor?.(`${pathname}${search}`);
      } catch {
        return undefined;
      }
    },
    warm: (origin = 'http://localhost') => manifests.read(parseRemotesConfig(files().remotes), origin, { ssr: renderer !== undefined }).then(() => undefined, () => undefined),
    liveBytes: () => ctx.live.bytes(),
    async navigate(request) {
      const started = performance.now();
      const deadline = Date.now() + deadlineMs;
      const snapshot = files();
      const remotes = parseRemotesConfig(snapshot.remotes);
      const apiBaseUrl = typeof snapshot.config.apiBaseUrl === 'string' ? snapshot.config.apiBaseUrl : '';
      const plan = await planNavigation({
        remotes,
        pathname: request.pathname,
        search: request.search,
        apiBaseUrl,
        renderable: renderer !== undefined,
        read: (awaited) => manifests.read(remotes, request.origin, { ssr: renderer !== undefined, awaited, until: deadline }),
      });
      const drawn: Drawn = plan.ssr.allowed ? await draw(ctx, plan, request, deadline) : { outcome: 'client', reason: plan.ssr.reason };
      return answer(ctx, snapshot, remotes, plan, request, drawn, () => performance.now() - started);
    },
  };
}
