/**
 * Pure policy of the static front-end server (`serve.ts`): which Cache-Control a file gets, and
 * the Content-Security-Policy built from the run-time files `remotes.json` and `config.json`
 * (edited after deployment without a rebuild, so they are re-read when they change).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Cache-Control of content-hashed files (their name changes with their content). */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of entry and run-time files: always revalidate (ETag → 304). */
export const CACHE_REVALIDATE = 'no-cache';
/** Cache-Control of other static files (favicon, web manifest, images, fonts): one hour. */
export const CACHE_SHORT = 'public, max-age=3600';

/** `name.[8+ hex].ext` (webpack `[contenthash:8]`), also the chunk's source map `name.[hash].js.map`. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
/**
 * Files that keep their name across builds and must be revalidated: HTML, JavaScript/CSS entries
 * (`main.js`, `remoteEntry.js`), JSON (`mf-manifest.json`, `remotes.json`, `config.json`), maps.
 */
const REVALIDATED_FILE = /\.(html?|m?js|css|json|map)$/i;

/**
 * Cache-Control for a served file, by its name:
 * - content-hashed (`vendors.1a2b3c4d.js`, `x.1a2b3c4d.css`, `x.1a2b3c4d.js.map`) → {@link CACHE_IMMUTABLE};
 * - `index.html`, `remoteEntry.js`, `main.js`, `mf-manifest.json`, `remotes.json`, `config.json` and
 *   any other HTML/JS/CSS/JSON/map file → {@link CACHE_REVALIDATE} (`no-cache`, served with an ETag);
 * - anything else (favicon, `.webmanifest`, images, fonts) → {@link CACHE_SHORT}.
 *
 * @param filePath a file path or name (only the base name is read)
 * @returns the Cache-Control header value
 */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (HASHED_FILE.test(base)) return CACHE_IMMUTABLE;
  if (REVALIDATED_FILE.test(base)) return CACHE_REVALIDATE;
  return CACHE_SHORT;
}

/**
 * CSP source expression of a URL, or `undefined` when it is same-origin (relative) or not http(s).
 * `https://cdn.example.com/x/remoteEntry.js` → `https://cdn.example.com`;
 * `//cdn.example.com/x.js` → `cdn.example.com` (the page's scheme); `/remotes/x.js` → undefined.
 *
 * @param value a URL as written in remotes.json / config.json
 */
export function sourceOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.startsWith('//')) {
    try {
      return new URL(`https:${text}`).host || undefined;
    } catch {
      return undefined;
    }
  }
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    return new URL(text).origin;
  } catch {
    return undefined;
  }
}

/**
 * The entry URLs in `remotes.json`: federation name → a URL string (old format) or an object with
 * `entry` or `url` (the URL of the remote's `mf-manifest.json` or `remoteEntry.js`) and e.g.
 * `routes`. Anything else is skipped.
 *
 * @param remotes parsed remotes.json
 */
export function remoteEntryUrls(remotes: unknown): string[] {
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) return [];
  const urls: string[] = [];
  for (const value of Object.values(remotes)) {
    if (typeof value === 'string') urls.push(value);
    else if (value && typeof value === 'object') {
      const url = (value as { entry?: unknown; url?: unknown }).entry ?? (value as { url?: unknown }).url;
      if (typeof url === 'string') urls.push(url);
    }
  }
  return urls;
}

/**
 * CSP hash sources (`'sha256-…'`) of the inline `<script>` elements (no `src`) of an HTML page, so
 * exactly the scripts shipped in the built `index.html` run and no injected one does.
 *
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const attrs = m[1];
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** Input of {@link buildCspDirectives}: parsed remotes.json, config.json and the hashes of index.html's inline scripts. */
export interface CspInput {
  remotes?: unknown;
  config?: unknown;
  scriptHashes?: string[];
  /** More `connect-src` sources: the webpack dev servers' live-reload sockets under `npm run dev` (`ws://127.0.0.1:8090`). */
  connectSources?: string[];
}

/** The CSP of one served front end, kept current with its run-time files ({@link createCspSource}). */
export interface CspSource {
  /** The directives now (name → value). */
  directives(): Record<string, string>;
  /** The header value now. */
  csp(): string;
}

/** The CSP directives {@link buildCspDirectives} writes, in header order. */
export const CSP_DIRECTIVE_NAMES = Object.freeze([
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'font-src',
  'connect-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'manifest-src',
]);

/**
 * The Content-Security-Policy directives (name → value):
 *
 * `default-src 'self'; script-src 'self' <inline hashes> <remote origins>; style-src 'self'
 * 'unsafe-inline' <remote origins>; img-src 'self' data: <remote origins>; font-src 'self' data:
 * <remote origins>; connect-src 'self' <API origin> <remote origins>; object-src 'none'; base-uri
 * 'self'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'`
 *
 * Remote origins come from the absolute URLs in `remotes.json` (their `remoteEntry.js`, chunks,
 * CSS and assets load from there; `mf-manifest.json` is fetched); the API origin from
 * `config.json` `apiBaseUrl` when absolute. `'unsafe-inline'` is for styles only (Emotion injects
 * `<style>` tags); scripts never get it, only the hashes of index.html's own inline scripts.
 *
 * @param input parsed
 *   remotes.json, config.json and the hashes of index.html's inline scripts
 */
export function buildCspDirectives({ remotes, config, scriptHashes = [], connectSources = [] }: CspInput = {}): Record<string, string> {
  const remoteSources = remoteEntryUrls(remotes).map(sourceOf);
  const apiBase = config && typeof config === 'object' ? (config as { apiBaseUrl?: unknown }).apiBaseUrl : undefined;
  const list = (...items: (string | undefined | (string | undefined)[])[]) => [...new Set(items.flat().filter(Boolean))].join(' ');
  return {
    'default-src': "'self'",
    'script-src': list("'self'", scriptHashes, remoteSources),
    'style-src': list("'self'", "'unsafe-inline'", remoteSources),
    'img-src': list("'self'", 'data:', remoteSources),
    'font-src': list("'self'", 'data:', remoteSources),
    'connect-src': list("'self'", sourceOf(apiBase), remoteSources, connectSources),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
    'manifest-src': "'self'",
  };
}

/**
 * The Content-Security-Policy header value of {@link buildCspDirectives}, directives joined with `; `.
 *
 */
export function buildCsp(input?: CspInput): string {
  const directives = buildCspDirectives(input);
  return CSP_DIRECTIVE_NAMES.map((name) => `${name} ${directives[name]}`).join('; ');
}

/**
 * Reads a run-time file again only when its mtime or size changed.
 *
 * @param fallback value while the file is missing or cannot be parsed
 * @param warn told when the file exists but cannot be parsed (default: silent)
 * @returns the current value, re-read on change
 */
export function watchedFile<T>(file: string, parse: (text: string) => T, fallback: T, warn: (message: string) => void = () => {}): () => T {
  let stamp = '';
  let value = fallback;
  return () => {
    let next: string;
    try {
      const s = statSync(file);
      next = `${s.mtimeMs}:${s.size}`;
    } catch {
      next = 'missing';
    }
    if (next === stamp) return value;
    stamp = next;
    if (next === 'missing') {
      value = fallback;
      return value;
    }
    try {
      value = parse(readFileSync(file, 'utf8'));
    } catch (err) {
      warn(`${path.basename(file)} could not be read (${err instanceof Error ? err.message : String(err)}); using defaults until it is fixed`);
      value = fallback;
    }
    return value;
  };
}

/** The pre-paint theme script of a front end's dist (`shell/static/theme-init.js`). */
export const THEME_INIT_FILE = 'theme-init.js';

/** CSP hash source (`'sha256-…'`) of an inline script's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The CSP of one served front end, kept current with its `dist/remotes.json`, `dist/config.json`
 * and `dist/index.html`: their mtime and size are checked at most every `checkIntervalMs`
 * (default 1 s) and a changed file is read again, so an edit after deployment applies without a
 * restart. A missing file counts as empty; an unreadable one is reported through `warn`.
 *
 * @param distDir the folder being served
 * @param options.connectSources more `connect-src` sources (the dev servers' sockets, `npm run dev`)
 */
export function createCspSource(
  distDir: string,
  { checkIntervalMs = 1000, warn = (m: string) => console.warn(m), connectSources = [] }: { checkIntervalMs?: number; warn?: (message: string) => void; connectSources?: string[] } = {},
): CspSource {
  const remotes = watchedFile<unknown>(path.join(distDir, 'remotes.json'), JSON.parse, {}, warn);
  const config = watchedFile<unknown>(path.join(distDir, 'config.json'), JSON.parse, {}, warn);
  const hashes = watchedFile<string[]>(path.join(distDir, 'index.html'), inlineScriptHashes, [], warn);
  // The shell's server writes `theme-init.js` inline (boot.ts, one round trip less before the first paint): its hash.
  const themeInit = watchedFile<string[]>(path.join(distDir, THEME_INIT_FILE), (t) => [scriptHash(t)], [], warn);
  let checkedAt = -Infinity;
  let current = buildCspDirectives();
  const directives = () => {
    const now = Date.now();
    if (now - checkedAt >= checkIntervalMs) {
      checkedAt = now;
      current = buildCspDirectives({ remotes: remotes(), config: config(), scriptHashes: [...hashes(), ...themeInit()], connectSources });
    }
    return current;
  };
  return {
    directives,
    csp: () => CSP_DIRECTIVE_NAMES.map((name) => `${name} ${directives()[name]}`).join('; '),
  };
}

/**
 * helmet's options merged over this server's for the `/api` routes (proxied JSON, and the 502/504
 * JSON when the API is unreachable or too slow): off for the headers that act only on HTML
 * documents (or legacy plug-ins), as the API leaves them off its own answers (`DOCUMENT_ONLY_HELMET_OPTIONS` in
 * api/src/http/policies.ts; server/test/serve.test.ts checks that the two lists agree):
 * `Cross-Origin-Opener-Policy`, `Origin-Agent-Cluster`, `X-DNS-Prefetch-Control`,
 * `X-Download-Options`, `X-Permitted-Cross-Domain-Policies`, `X-XSS-Protection`. CSP, nosniff,
 * `X-Frame-Options`, HSTS and `Referrer-Policy` stay.
 */
export const JSON_ANSWER_HELMET: Readonly<Record<string, boolean>> = Object.freeze(
  Object.fromEntries(['crossOriginOpenerPolicy', 'originAgentCluster', 'xDnsPrefetchControl', 'xDownloadOptions', 'xPermittedCrossDomainPolicies', 'xXssProtection'].map((name) => [name, false] as const)),
);
