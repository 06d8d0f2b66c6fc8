/**
 * Run-time configuration of a LedgerLens front end. It is read from `config.json` next to the
 * page (copied from the app's `public/` folder at build time and editable after deployment), so
 * the same build can point at any API server.
 */
export interface RuntimeConfig {
  /**
   * Origin (and optional path prefix) of the LedgerLens HTTP API, without the `/api` part;
   * `''` means the page's own origin (the static servers proxy `/api`).
   */
  apiBaseUrl: string;
}

const DEFAULT_CONFIG: RuntimeConfig = { apiBaseUrl: '' };

let current: RuntimeConfig = { ...DEFAULT_CONFIG };

/** The configuration in force (defaults until `loadRuntimeConfig` or `setRuntimeConfig` ran). */
export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Replaces part of the configuration (tests, standalone remotes). */
export function setRuntimeConfig(patch: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...patch };
  if (typeof current.apiBaseUrl === 'string') current.apiBaseUrl = current.apiBaseUrl.replace(/\/+$/, '');
  return current;
}

/**
 * Fetches `config.json` (relative to the page) and applies it. A missing or broken file keeps the
 * defaults: the explorer must still start. Never throws.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    if (res.ok) return applyRuntimeConfig(await res.json());
  } catch {
    // keep defaults
  }
  return current;
}

/**
 * Applies an already parsed `config.json` (e.g. the shell's inline copy written by its server):
 * a well-formed `{ apiBaseUrl: string }` replaces the configuration, anything else keeps it.
 * Never throws.
 */
export function applyRuntimeConfig(data: unknown): RuntimeConfig {
  const parsed = parseRuntimeConfig(data);
  return parsed ? setRuntimeConfig(parsed) : current;
}

/**
 * Reads a parsed `config.json` without applying it (the shell's server render, which keeps one
 * configuration per request): a well-formed `{ apiBaseUrl: string }` as a configuration (trailing
 * slashes dropped), anything else undefined. Never throws.
 */
export function parseRuntimeConfig(data: unknown): RuntimeConfig | undefined {
  if (!data || typeof data !== 'object' || typeof (data as RuntimeConfig).apiBaseUrl !== 'string') return undefined;
  return { apiBaseUrl: (data as RuntimeConfig).apiBaseUrl.replace(/\/+$/, '') };
}
