/**
 * The run-time files of a served front end's dist, watched once for the whole server: `index.html`
 * (and the CSP hashes of its inline scripts), `remotes.json`, `config.json`, `theme-init.js` (and
 * its hash) and `lazy-ui.json`. They may be edited after deployment without a rebuild or restart:
 * their mtime and size are checked at most every `checkIntervalMs`, a changed file is read again,
 * and a new snapshot object is made only then (its identity says "something changed", which the
 * kept renders use). The CSP (`policy.ts`) and the per-navigation page (`boot.ts`) read the same
 * snapshot.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes, scriptHash } from './policy';

/** The pre-paint theme script of a front end's dist (`shell/static/theme-init.js`). */
export const THEME_INIT_FILE = 'theme-init.js';
/** The shell's list of the files of each lazy UI part (`{ "<name>": ["/<file>.js", ...] }`, `LazyUiChunksPlugin` of webpack.federation.cjs). */
export const LAZY_UI_FILE = 'lazy-ui.json';

/** One consistent view of the run-time files (see the module comment). */
export interface RuntimeFiles {
  /** `index.html`'s text; `''` when missing. */
  html: string;
  /** CSP hash sources of `index.html`'s inline scripts and of `theme-init.js`. */
  scriptHashes: string[];
  /** Parsed `remotes.json`; undefined when missing or unreadable (not the shell's dist). */
  remotes: Record<string, unknown> | undefined;
  /** Parsed `config.json`; `{}` when missing or unreadable. */
  config: Record<string, unknown>;
  /** `theme-init.js`'s text; `''` when missing. */
  themeInit: string;
  /** Parsed `lazy-ui.json`; `{}` when missing. */
  lazyUi: unknown;
}

/** A file read again only when its mtime or size changed. */
function watched<T>(file: string, parse: (text: string) => T, fallback: T, warn: (message: string) => void) {
  let stamp = '';
  let value = fallback;
  return {
    /** True when the file changed since the last check (its value is then read again). */
    check(): boolean {
      let next: string;
      try {
        const s = statSync(file);
        next = `${s.mtimeMs}:${s.size}`;
      } catch {
        next = 'missing';
      }
      if (next === stamp) return false;
      stamp = next;
      if (next === 'missing') value = fallback;
      else {
        try {
          value = parse(readFileSync(file, 'utf8'));
        } catch (err) {
          warn(`${path.basename(file)} could not be read (${err instanceof Error ? err.message : String(err)}); using defaults until it is fixed`);
          value = fallback;
        }
      }
      return true;
    },
    get value() {
      return value;
    },
  };
}

const asObject = (text: string) => {
  const v: unknown = JSON.parse(text);
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error('not a JSON object');
  return v as Record<string, unknown>;
};

/**
 * Watches the run-time files of `distDir` (see the module comment).
 * @param options.checkIntervalMs how often the files are checked, ms (default 1000; 0: every read)
 * @param options.warn told when a file exists but cannot be parsed
 * @returns the current snapshot (a new object only after a change)
 */
export function createRuntimeFiles(
  distDir: string,
  { checkIntervalMs = 1000, warn = () => {}, now = Date.now }: { checkIntervalMs?: number; warn?: (message: string) => void; now?: () => number } = {},
): () => RuntimeFiles {
  const text = (t: string) => t;
  const files = {
    html: watched(path.join(distDir, 'index.html'), text, '', warn),
    remotes: watched<Record<string, unknown> | undefined>(path.join(distDir, 'remotes.json'), asObject, undefined, warn),
    config: watched<Record<string, unknown>>(path.join(distDir, 'config.json'), asObject, {}, warn),
    themeInit: watched(path.join(distDir, THEME_INIT_FILE), text, '', warn),
    lazyUi: watched<unknown>(path.join(distDir, LAZY_UI_FILE), JSON.parse, {}, warn),
  };
  let checkedAt = -Infinity;
  let snapshot: RuntimeFiles | undefined;
  return () => {
    const t = now();
    if (snapshot && t - checkedAt < checkIntervalMs) return snapshot;
    checkedAt = t;
    // Every file is checked (no short-circuit): each keeps its own stamp.
    const changed = Object.values(files).map((f) => f.check()).some(Boolean);
    if (!snapshot || changed) {
      const html = files.html.value;
      const themeInit = files.themeInit.value;
      snapshot = Object.freeze({
        html,
        scriptHashes: [...new Set([...inlineScriptHashes(html), ...(themeInit ? [scriptHash(themeInit)] : [])])],
        remotes: files.remotes.value,
        config: files.config.value,
        themeInit,
        lazyUi: files.lazyUi.value,
      });
    }
    return snapshot;
  };
}
