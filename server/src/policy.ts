/**
 * Pure policy of the static front-end server (`serve.ts`): which Cache-Control a file gets, and
 * the Content-Security-Policy built from the run-time files `remotes.json` and `config.json`
 * (edited after deployment without a rebuild, so they are re-read when they change).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseRemotesConfig } from '@ledgerlens/shared/pages';
import type { RuntimeFiles } from './runtime-files';

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
  // A pre-compressed copy (`name.js.br`, `name.js.gz`) is cached as the file it stands for.
  const base = path.basename(filePath).replace(/\.(?:br|gz)$/, '');
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
 * The entry URLs in `remotes.json`: the `entry` of each well-formed remote (`parseRemotesConfig` of
 * `@ledgerlens/shared/pages`, the rule the shell applies in the browser). Anything else is skipped.
 *
 * @param remotes parsed remotes.json
 */
export function remoteEntryUrls(remotes: unknown): string[] {
  return Object.values(parseRemotesConfig(remotes)).map((d) => d.entry);
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
    hashes.push(scriptHash(m[2]));
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

/** CSP hash source (`'sha256-…'`) of an inline script's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The CSP of one served front end, kept current with its run-time files (`runtime-files.ts`:
 * `remotes.json`, `config.json`, the inline scripts of `index.html` and `theme-init.js`, which the
 * shell's server writes inline): an edit after deployment applies without a restart.
 *
 * @param files the server's one watcher of its run-time files
 * @param options.connectSources more `connect-src` sources (the dev servers' sockets, `npm run dev`)
 */
export function createCspSource(files: () => RuntimeFiles, { connectSources = [] }: { connectSources?: string[] } = {}): CspSource {
  let seen: RuntimeFiles | undefined;
  let current = buildCspDirectives();
  const directives = () => {
    const now = files();
    if (now !== seen) {
      seen = now;
      current = buildCspDirectives({ remotes: now.remotes ?? {}, config: now.config, scriptHashes: now.scriptHashes, connectSources });
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
 * JSON when the API is unreachable or too slow): the API's own (`@ledgerlens/shared/http`), so both
 * leave off the headers that act only on HTML documents.
 */
export { JSON_ANSWER_HELMET } from '@ledgerlens/shared/http';
