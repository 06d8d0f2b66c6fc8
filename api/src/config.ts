/**
 * The API's settings from the environment (see README "Environment").
 */
import path from 'node:path';
import type { BuildAppOptions } from './app';
import { DEFAULT_CACHE_MB } from './cache';
import { DEFAULT_NODE_URL, DEFAULT_UPSTREAM_TIMEOUT_MS } from './gateway';
import { DEFAULT_RATE_LIMIT_MAX, DEFAULT_RATE_LIMIT_WINDOW_MS } from './http';
import { DEFAULT_LOG_LEVEL, LOG_LEVELS, parseLogLevel } from './logging';
import { API_PACKAGE_DIR } from './paths';
import { DEFAULT_STALE_MAX_S } from './stale';

/** Default listen host. */
export const DEFAULT_API_HOST = '127.0.0.1';
/** Default folder of the SQLite database: `<repo>/.data` (gitignored). */
export const DEFAULT_DATA_DIR = path.resolve(API_PACKAGE_DIR, '..', '.data');
/** Default listen port. */
export const DEFAULT_API_PORT = 8787;

/** Where to listen and how to build the app. */
export interface ApiConfig {
  host: string;
  port: number;
  app: BuildAppOptions & { nodeUrl: string; requestTimeoutMs: number; cacheMb: number };
  /** Folder of the SQLite database file (`DATA_DIR`, default `<repo>/.data`). */
  dataDir: string;
  /** `DATABASE_URL` (`postgres://…`): PostgreSQL instead of the SQLite file in `dataDir`. */
  databaseUrl?: string;
  /** `METRICS_PORT`: serve `/api/metrics` only on this port (same host), not on `port`. */
  metricsPort?: number;
  /** Run the ledger-state indexer (`INDEXER`, default true; `false` turns it off). `main.ts` passes it to `buildApp`. */
  indexer: boolean;
}

const isTrue = (value: string | undefined) => value === '1' || value === 'true';

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, integer = false): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) throw new Error(`Invalid ${name}: ${text}`);
  return value;
}

/** Durations like `60000` (milliseconds) or `60s`, `1m`, `1 minute` → milliseconds. */
export function parseDurationMs(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|sec|secs?|seconds?|m|min|mins?|minutes?|h|hours?)?$/i.exec(text.trim());
  if (!m) return undefined;
  const value = Number(m[1]);
  const unit = (m[2] ?? 'ms').toLowerCase();
  const factor = unit === 'ms' ? 1 : unit.startsWith('s') ? 1_000 : unit.startsWith('m') ? 60_000 : 3_600_000;
  const ms = Math.round(value * factor);
  return ms > 0 ? ms : undefined;
}

/**
 * Reads:
 * - `API_HOST` (default `127.0.0.1`), `API_PORT` (default 8787);
 * - `XRPL_NODE_URL` (default `ws://127.0.0.1:6006`, the replay node);
 * - `XRPL_TIMEOUT_MS`: upstream deadline, milliseconds (default 8 000; slower → 504);
 * - `API_CACHE_MB`: response cache byte limit, MiB (default 64);
 * - `API_RATE_LIMIT_MAX` (default 600) requests per client IP per `API_RATE_LIMIT_WINDOW`
 *   (default 60 000 ms; also `60s`, `1 minute`); `API_RATE_LIMIT_MAX=0` turns the limit off;
 * - `DATA_DIR`: folder of the SQLite database (default `<repo>/.data`);
 * - `LOG_LEVEL`: JSON log level, `fatal` `error` `warn` `info` (default) `debug` `trace` or `silent`;
 * - `API_DEBUG_STATS` (`1`/`true`: `GET /api/debug/stats`);
 * - `API_STALE_MAX_S`: oldest last good value served while the node is unreachable or hung, seconds
 *   (default 600; 0: off);
 * - `METRICS_PORT`: serve `GET /api/metrics` on this port only (not on `API_PORT`);
 * - `INDEXER` (`false`: no indexer runs), `INDEX_INTERVAL` (ms between runs; `0`: once at start),
 *   `INDEX_TOP_ACCOUNTS` (rich-list length), `INDEX_LEASE_MS` (the indexer lease's time-to-live, ms),
 *   `INSTANCE_ID` (this instance's name: the indexer lease holder and the pulse's `view.instance` /
 *   `x-ledgerlens-view`; 1–128 of `A-Z a-z 0-9 . _ ~ : @ / + -`); values that are not numbers keep the defaults;
 * - `DATABASE_URL` (`postgres://…`: PostgreSQL shared by many instances; unset: SQLite in `DATA_DIR`);
 * - `VALIDATOR_LIST_URL`, `VALIDATOR_LIST_PUBLISHER_KEY`, `VALIDATOR_LIST_AS_OF` (validators);
 * - `DOMAIN_VERIFICATION` (`off`: declared domains are not checked).
 *
 * Nothing else in the API reads the environment: these settings are passed to `buildApp` and from
 * there to the features.
 *
 * @throws Error naming the variable when a value is not valid.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const host = env.API_HOST || DEFAULT_API_HOST;
  const port = env.API_PORT ? Number(env.API_PORT) : DEFAULT_API_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid API_PORT: ${env.API_PORT}`);
  const windowText = env.API_RATE_LIMIT_WINDOW?.trim();
  const timeWindowMs = windowText ? parseDurationMs(windowText) : DEFAULT_RATE_LIMIT_WINDOW_MS;
  if (timeWindowMs === undefined) throw new Error(`Invalid API_RATE_LIMIT_WINDOW: ${windowText}`);
  const maxText = env.API_RATE_LIMIT_MAX?.trim();
  const max = maxText ? Number(maxText) : DEFAULT_RATE_LIMIT_MAX;
  if (!Number.isInteger(max) || max < 0) throw new Error(`Invalid API_RATE_LIMIT_MAX: ${maxText}`);
  const logLevel = env.LOG_LEVEL?.trim() ? parseLogLevel(env.LOG_LEVEL) : DEFAULT_LOG_LEVEL;
  if (!logLevel) throw new Error(`Invalid LOG_LEVEL: ${env.LOG_LEVEL} (one of ${LOG_LEVELS.join(', ')})`);
  const metricsPort = env.METRICS_PORT?.trim() ? Number(env.METRICS_PORT) : undefined;
  if (metricsPort !== undefined && (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535 || (metricsPort === port && port !== 0))) {
    throw new Error(`Invalid METRICS_PORT: ${env.METRICS_PORT} (a TCP port other than API_PORT)`);
  }
  const staleText = env.API_STALE_MAX_S?.trim();
  const staleMaxS = staleText ? Number(staleText) : DEFAULT_STALE_MAX_S;
  if (!Number.isFinite(staleMaxS) || staleMaxS < 0) throw new Error(`Invalid API_STALE_MAX_S: ${staleText} (seconds, 0 turns stale answers off)`);
  const interval = env.INDEX_INTERVAL?.trim() ? Number(env.INDEX_INTERVAL) : undefined;
  const top = env.INDEX_TOP_ACCOUNTS?.trim() ? Number(env.INDEX_TOP_ACCOUNTS) : undefined;
  const leaseMs = env.INDEX_LEASE_MS?.trim() ? Number(env.INDEX_LEASE_MS) : undefined;
  // Sent in a response header (`instance=<id>; since=…`): no spaces, separators or control characters.
  const instanceId = env.INSTANCE_ID?.trim() || undefined;
  if (instanceId !== undefined && !/^[A-Za-z0-9._~:@/+-]{1,128}$/.test(instanceId)) {
    throw new Error(`Invalid INSTANCE_ID: ${JSON.stringify(instanceId)} (1 to 128 of A-Z a-z 0-9 . _ ~ : @ / + -)`);
  }
  const validatorList = {
    url: env.VALIDATOR_LIST_URL?.trim(),
    publisherKey: env.VALIDATOR_LIST_PUBLISHER_KEY?.trim(),
    asOf: env.VALIDATOR_LIST_AS_OF?.trim(),
  };
  return {
    host,
    port,
    ...(metricsPort !== undefined ? { metricsPort } : {}),
    indexer: env.INDEXER?.trim() !== 'false',
    dataDir: env.DATA_DIR?.trim() || DEFAULT_DATA_DIR,
    ...(env.DATABASE_URL?.trim() ? { databaseUrl: env.DATABASE_URL.trim() } : {}),
    app: {
      nodeUrl: env.XRPL_NODE_URL || DEFAULT_NODE_URL,
      requestTimeoutMs: positive(env, 'XRPL_TIMEOUT_MS', DEFAULT_UPSTREAM_TIMEOUT_MS),
      cacheMb: positive(env, 'API_CACHE_MB', DEFAULT_CACHE_MB),
      rateLimit: max === 0 ? false : { max, timeWindowMs },
      logLevel,
      debugStats: isTrue(env.API_DEBUG_STATS),
      metricsRoute: metricsPort === undefined,
      staleMaxS,
      indexIntervalMs: interval !== undefined && Number.isFinite(interval) ? interval : undefined,
      indexTopAccounts: top !== undefined && Number.isInteger(top) && top > 0 ? top : undefined,
      indexLeaseMs: leaseMs !== undefined && Number.isFinite(leaseMs) && leaseMs > 0 ? leaseMs : undefined,
      instanceId,
      validatorList,
      domainVerification: env.DOMAIN_VERIFICATION?.trim() !== 'off',
      trustProxy: env.API_TRUST_PROXY ? (env.API_TRUST_PROXY === 'true' ? true : env.API_TRUST_PROXY) : 'loopback',
    },
  };
}
