/**
 * The web server's client of the remotes' published files: each remote's `mf-manifest.json` (its
 * files, its page declarations `metaData.pages`/`widgetData`, its server build's SHA-256
 * `metaData.ssr.integrity`) and its server build (`ssr/server.cjs`, next to the manifest).
 *
 * - Read at most every `checkIntervalMs` per URL, conditionally (the last ETag; 304 keeps the
 *   value), each within {@link MANIFEST_TIMEOUT_MS}. A navigation waits for the first read of a
 *   file, but for a due re-check of a file it already has only {@link MANIFEST_RECHECK_WAIT_MS}:
 *   past that it uses what was last read and the re-check ends in the background (an idle remote
 *   can be slow to answer, and that wait was on every page's path); a timeout backs off exponentially (`retry`'s
 *   schedule, from 5 s up to {@link FAILURE_BACKOFF_MAX_MS}), keeping what was last read.
 * - A same-origin entry (`/remotes/<folder>/…`) is read from the upstream of the matching proxy
 *   prefix, an absolute one from its URL.
 * - Trust: a server build runs here only when its remote is on the page's own origin or a trusted
 *   one, and its SHA-256 is the one its manifest publishes; a refusal is reported once per build.
 */
import retry from 'retry';
import { readDeclarations, type RemoteDeclarations } from '@ledgerlens/shared/pages';
import type { RemotesConfig } from '@ledgerlens/shared';
import { REMOTE_SSR_FILE } from 'shell/ssr-constants';
import { serverBuildIntegrity } from 'shell/ssr-integrity';
import type { RemoteSource } from 'shell/server';

/** Longest wait for one remote's manifest while writing a page, milliseconds. */
export const MANIFEST_TIMEOUT_MS = 1000;
/**
 * Longest a navigation waits for a due re-check of a manifest or server build it has already read,
 * milliseconds (a busy local remote answers in 1–2 ms; a new deploy is then seen by the next page).
 */
export const MANIFEST_RECHECK_WAIT_MS = 20;
/** After a manifest timed out, how many check intervals pass before it is asked again (at least 5 s), doubling per consecutive timeout. */
const FAILURE_BACKOFF_INTERVALS = 10;
/** Longest wait before a manifest that keeps timing out is asked again, milliseconds. */
const FAILURE_BACKOFF_MAX_MS = 60_000;

/** URLs of a remote's files ({@link manifestAssets}). */
export interface ManifestAssets {
  entry: string;
  exposes: Record<string, { sync: string[]; async: string[] }>;
  pages: Record<string, string[]>;
}

/** Why a remote's server build is not run. */
export type RefusalReason = 'untrusted-origin' | 'integrity';

/** What the remotes published, as read for one navigation ({@link ManifestReader.read}). */
export interface ManifestView {
  /** Each remote's manifest URL as the browser resolves it. */
  manifestUrls: Record<string, string>;
  /** Each remote's files; undefined when its manifest could not be read. */
  assets: Record<string, ManifestAssets | undefined>;
  /** Each remote's verified server build (only when asked for, `ssr`). */
  sources: Record<string, RemoteSource | undefined>;
  /** Why a remote's server build is refused. */
  problems: Record<string, RefusalReason>;
  /** Each remote's page declarations; undefined when its manifest declares none. */
  declarations: Record<string, RemoteDeclarations | undefined>;
}

/** Events of a {@link ManifestReader} (logs and metrics). */
export interface ManifestEvents {
  fetchError?: (kind: 'manifest' | 'server-build', url: string, error: unknown) => void;
  refused?: (remote: string, reason: RefusalReason, detail: Record<string, unknown>) => void;
  noDeclarations?: (remote: string) => void;
}

/** Options of {@link createManifestReader}. */
export interface ManifestReaderOptions {
  proxies?: { prefix: string; upstream: string }[];
  checkIntervalMs?: number;
  timeoutMs?: number;
  /** {@link MANIFEST_RECHECK_WAIT_MS} unless given (Infinity: every due re-check is awaited). */
  recheckWaitMs?: number;
  trustedOrigins?: string[];
  events?: ManifestEvents;
}

/** Reads the remotes' manifests and server builds ({@link createManifestReader}). */
export interface ManifestReader {
  /**
   * Brings the manifests (and with `ssr` the server builds) up to date, waiting only for the
   * remotes in `awaited` (all when absent) and never past `until` (Unix ms); the others are brought
   * up to date in the background. Never rejects.
   */
  read(remotes: RemotesConfig, origin: string, options?: { ssr?: boolean; awaited?: Set<string>; until?: number }): Promise<ManifestView>;
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
  const list = (xs: unknown) => (Array.isArray(xs) ? xs.filter((f): f is string => typeof f === 'string') : []);
  const exposes: Record<string, { sync: string[]; async: string[] }> = {};
  for (const e of Array.isArray(manifest?.exposes) ? manifest.exposes : []) {
    const js = e?.assets?.js ?? {};
    exposes[e.path] = { sync: list(js.sync).map(url), async: list(js.async).filter((f) => !/(^|\/)lazy-[^/]*$/.test(f)).map(url) };
  }
  const pages: Record<string, string[]> = {};
  for (const [name, files] of Object.entries(meta.pageChunks ?? {})) if (Array.isArray(files)) pages[name] = list(files).map(url);
  return { entry: url(`${entryPath}${entryName}`), exposes, pages };
}

/** One URL's state: what it last answered, its ETag, when it was checked and its failures. */
interface FetchState {
  checkedAt: number;
  failed?: boolean;
  failures?: number;
  etag?: string;
  value?: any;
  key?: string;
  pending?: Promise<void>;
}

/** Reports each distinct event once (a refused build, a manifest without declarations), not per navigation. */
function onceReporter() {
  const reported = new Set<string>();
  return (id: string, report: () => void) => {
    if (reported.has(id)) return;
    if (reported.size > 1000) reported.clear();
    reported.add(id);
    report();
  };
}

/** Where the server reads a file the browser loads from `entry` (on `origin`): a proxy's upstream, or the URL itself. */
function serverUrl(proxies: { prefix: string; upstream: string }[], entry: string, origin: string): string | undefined {
  const abs = new URL(entry, `${origin}/`);
  if (abs.origin !== origin) return abs.toString();
  const p = proxies.find((x) => abs.pathname === x.prefix || abs.pathname.startsWith(`${x.prefix}/`));
  return p ? `${p.upstream.replace(/\/+$/, '')}${abs.pathname.slice(p.prefix.length)}${abs.search}` : undefined;
}

/** Waits for `jobs`, at most until `until` (Unix ms). */
async function settle(jobs: Promise<void>[], until?: number) {
  if (until === undefined) return void (await Promise.all(jobs));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([Promise.all(jobs), new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, until - Date.now()))))]);
  clearTimeout(timer);
}

/** One fetch of `url` into its state (`text`: a server build, keyed by its SHA-256). */
async function fetchInto(url: string, state: FetchState, { text, timeoutMs, onError }: { text: boolean; timeoutMs: number; onError?: ManifestEvents['fetchError'] }): Promise<void> {
  const started = Date.now();
  try {
    const res = await fetch(url, { headers: state.etag ? { 'if-none-match': state.etag } : {}, signal: AbortSignal.timeout(timeoutMs) });
    state.failed = false;
    state.failures = 0;
    if (res.status === 304 && state.value !== undefined) return;
    if (!res.ok) throw new Error(`status ${res.status}`);
    state.value = text ? await res.text() : await res.json();
    state.key = text ? serverBuildIntegrity(state.value) : undefined;
    state.etag = res.headers.get('etag') ?? undefined;
  } catch (err) {
    // Only a timeout backs off and keeps the last answer (a slow, loaded host); down or broken
    // (refused, an error status, bad JSON): nothing until it answers again, asked next interval.
    const timedOut = (err as any)?.name === 'TimeoutError' || Date.now() - started >= timeoutMs;
    onError?.(text ? 'server-build' : 'manifest', url, err);
    if (!timedOut) Object.assign(state, { value: undefined, key: undefined, etag: undefined });
    state.failed = timedOut;
    state.failures = timedOut ? (state.failures ?? 0) + 1 : 0;
  } finally {
    state.checkedAt = Date.now();
    state.pending = undefined;
  }
}

/** What a manifest gives, read once per manifest version (not per navigation). */
interface Derived {
  url: string;
  assets: ManifestAssets | undefined;
  declarations: RemoteDeclarations | undefined;
}

/** What each manifest version gives (its files, its declarations), worked out once per version. */
function derivedReader(): (manifest: any, url: string) => Derived {
  const memo = new WeakMap<object, Derived>();
  return (manifest, url) => {
    const kept = memo.get(manifest);
    if (kept?.url === url) return kept;
    let assets: ManifestAssets | undefined;
    try {
      assets = manifestAssets(manifest, url);
    } catch {
      assets = undefined;
    }
    const next = { url, assets, declarations: readDeclarations(manifest?.metaData) };
    memo.set(manifest, next);
    return next;
  };
}

/** What a read found for each remote: its files, its verified build (or why not), its declarations. */
function collect(view: ManifestView, from: Record<string, string>, builds: Record<string, string>, states: Map<string, FetchState>, derived: (manifest: any, manifestUrl: string) => Derived, verified: (name: string, manifest: any, buildUrl: string, manifestUrl: string) => RemoteSource | RefusalReason | undefined, onNoDeclarations: (name: string, etag: string | undefined) => void): ManifestView {
  for (const [name, url] of Object.entries(from)) {
    const state = states.get(url);
    const manifest = state?.value;
    view.assets[name] = manifest ? derived(manifest, view.manifestUrls[name]).assets : undefined;
    if (builds[name]) {
      const build = verified(name, manifest, builds[name], url);
      if (typeof build === 'string') view.problems[name] = build;
      view.sources[name] = typeof build === 'object' ? build : undefined;
    }
    if (!manifest) continue;
    view.declarations[name] = derived(manifest, view.manifestUrls[name]).declarations;
    if (!view.declarations[name]) onNoDeclarations(name, state?.etag);
  }
  return view;
}

/** See the module comment. */
export function createManifestReader({ proxies = [], checkIntervalMs = 1000, timeoutMs = MANIFEST_TIMEOUT_MS, recheckWaitMs = MANIFEST_RECHECK_WAIT_MS, trustedOrigins = [], events = {} }: ManifestReaderOptions = {}): ManifestReader {
  const states = new Map<string, FetchState>();
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  const once = onceReporter();
  const derived = derivedReader();

  /** Whether `url` has been read (a re-check then keeps a navigation waiting only {@link MANIFEST_RECHECK_WAIT_MS}). */
  const known = (url: string) => states.get(url)?.value !== undefined;

  /** Fetches `url` again if due. */
  const refresh = (url: string, text = false): Promise<void> => {
    const state = states.get(url) ?? { checkedAt: -Infinity };
    states.set(url, state);
    if (state.pending) return state.pending;
    const first = Math.max(5000, FAILURE_BACKOFF_INTERVALS * checkIntervalMs);
    const wait = state.failed ? retry.createTimeout(Math.max(0, (state.failures ?? 1) - 1), { minTimeout: first, maxTimeout: Math.max(first, FAILURE_BACKOFF_MAX_MS), factor: 2, randomize: false }) : checkIntervalMs;
    if (Date.now() - state.checkedAt < wait) return Promise.resolve();
    state.pending = fetchInto(url, state, { text, timeoutMs, onError: events.fetchError });
    return state.pending;
  };

  /** The verified server build of `name`, or why it is refused (undefined: none to run). */
  const verified = (name: string, manifest: any, buildUrl: string, manifestUrl: string): RemoteSource | RefusalReason | undefined => {
    const build = states.get(buildUrl);
    if (!manifest || typeof build?.value !== 'string' || !build.key) return undefined;
    // Only the build whose SHA-256 its remote's manifest publishes (the same deploy) runs.
    const expected = manifest?.metaData?.ssr?.integrity;
    if (typeof expected === 'string' && expected === build.key) return { key: build.key, source: build.value };
    // A deploy seen halfway (the manifest or the build re-read, the other's re-check still on its
    // way, past the navigation's wait): nothing to run for this page, and no refusal to report.
    if (build.pending || states.get(manifestUrl)?.pending) return undefined;
    once(`${name}\nintegrity\n${build.key}\n${String(expected)}`, () => events.refused?.(name, 'integrity', { url: buildUrl, expected: typeof expected === 'string' ? expected : null, actual: build.key }));
    return 'integrity';
  };

  return {
    async read(remotes, origin, { ssr = false, awaited, until } = {}) {
      const view: ManifestView = { manifestUrls: {}, assets: {}, sources: {}, problems: {}, declarations: {} };
      const from: Record<string, string> = {};
      const builds: Record<string, string> = {};
      const jobs: Promise<void>[] = [];
      const rechecks: Promise<void>[] = [];
      const pageOrigin = new URL(`${origin}/`).origin;
      for (const [name, d] of Object.entries(remotes)) {
        if (!/\.json(\?|$)/.test(d.entry)) continue;
        let browserUrl: string;
        try {
          browserUrl = new URL(d.entry, `${origin}/`).toString();
        } catch {
          continue;
        }
        view.manifestUrls[name] = browserUrl;
        const url = serverUrl(proxies, d.entry, origin);
        if (!url) continue;
        from[name] = url;
        const wait = !awaited || awaited.has(name);
        const had = known(url);
        const job = refresh(url);
        if (wait) (had ? rechecks : jobs).push(job);
        if (!ssr) continue;
        // Code that runs here comes only from the page's own origin (the remotes it proxies) or a trusted one.
        const at = new URL(browserUrl).origin;
        if (at !== pageOrigin && !trusted.has(at)) {
          view.problems[name] = 'untrusted-origin';
          once(`${name}\nuntrusted-origin\n${at}`, () => events.refused?.(name, 'untrusted-origin', { origin: at }));
          continue;
        }
        builds[name] = new URL(REMOTE_SSR_FILE, url).toString();
        const hadBuild = known(builds[name]);
        const build = refresh(builds[name], true);
        if (wait) (hadBuild ? rechecks : jobs).push(build);
      }
      const recheckUntil = Math.min(until ?? Infinity, Date.now() + recheckWaitMs);
      await Promise.all([settle(jobs, until), rechecks.length ? settle(rechecks, Number.isFinite(recheckUntil) ? recheckUntil : undefined) : undefined]);
      return collect(view, from, builds, states, derived, verified, (name, etag) => once(`${name}\nno-declarations\n${etag ?? ''}`, () => events.noDeclarations?.(name)));
    },
  };
}
