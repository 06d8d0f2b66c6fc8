/**
 * The web server's settings, read once from the environment by {@link readServerConfig} (called by
 * `main`); everything else in `server/src` receives them as options and reads no `process.env`.
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `HOST` | `localhost` | the address the front end is served on |
 * | `LOG_LEVEL` | `info` | pino's level of the JSON log |
 * | `API_UPSTREAMS` / `API_URL` | `http://127.0.0.1:<API_PORT>` | the API instance(s) behind `/api` |
 * | `API_UPSTREAM_COOLDOWN_MS` | `5000` | how long a failed API instance is skipped |
 * | `SSR_DEADLINE_MS` | `1200` | the one deadline of a navigation's server render |
 * | `SSR_TRUSTED_ORIGINS` | none | origins whose remotes' server builds may run here (comma-separated) |
 * | `SSR_LIVE_CACHE_MB` | `32` | memory bound of the kept live-page renders, MiB (`0`: none kept) |
 * | `SHELL_METRICS_PORT` | `9464` | the shell server's private metrics port (`off`: none) |
 */
import { DEFAULT_UPSTREAM_COOLDOWN_MS, upstreamsFromEnv } from './api-upstreams';

/** The settings of one web server process (see the module comment). */
export interface ServerConfig {
  host: string;
  logLevel: string;
  apiUpstreams: string[];
  upstreamCooldownMs: number;
  ssrDeadlineMs?: number;
  ssrTrustedOrigins: string[];
  liveCacheBytes: number;
  metricsPort?: number;
}

/** Default memory bound of the kept live-page renders, MiB. */
export const DEFAULT_LIVE_CACHE_MB = 32;

const positive = (value: string | undefined): number | undefined => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * Reads the settings (see the module comment).
 * @param env the environment, e.g. `process.env`
 * @param defaultApiUrl the API when neither `API_UPSTREAMS` nor `API_URL` is set
 * @throws {Error} when an API upstream is not an http(s) URL (a deploy mistake, said at start)
 */
export function readServerConfig(env: Record<string, string | undefined>, defaultApiUrl: string): ServerConfig {
  const cooldown = Number(env.API_UPSTREAM_COOLDOWN_MS);
  const liveMb = env.SSR_LIVE_CACHE_MB === '0' ? 0 : (positive(env.SSR_LIVE_CACHE_MB) ?? DEFAULT_LIVE_CACHE_MB);
  return {
    host: env.HOST || 'localhost',
    logLevel: env.LOG_LEVEL || 'info',
    apiUpstreams: upstreamsFromEnv(env, defaultApiUrl),
    upstreamCooldownMs: env.API_UPSTREAM_COOLDOWN_MS !== undefined && Number.isFinite(cooldown) && cooldown >= 0 ? cooldown : DEFAULT_UPSTREAM_COOLDOWN_MS,
    ssrDeadlineMs: positive(env.SSR_DEADLINE_MS),
    ssrTrustedOrigins: (env.SSR_TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    liveCacheBytes: Math.round(liveMb * 1024 * 1024),
    metricsPort: env.SHELL_METRICS_PORT === 'off' ? undefined : (positive(env.SHELL_METRICS_PORT) ?? 9464),
  };
}
