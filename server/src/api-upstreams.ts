/**
 * The `/api` proxy's choice among many API instances (`API_UPSTREAMS`), on top of
 * `@fastify/http-proxy` (which does the proxying itself: headers, streaming, deadlines):
 * - round-robin over the healthy upstreams;
 * - passive health checks: an upstream that refuses a connection, resets it before answering, or
 *   does not answer within the deadline is skipped for `cooldownMs` (default 5 s,
 *   `API_UPSTREAM_COOLDOWN_MS`), then tried again by the next request that comes its way;
 * - when every upstream is cooling down, the one whose cooldown ends first is tried anyway (a
 *   request is never refused without asking someone);
 * - an idempotent request (GET, HEAD) whose upstream failed before answering (refused, reset,
 *   connect timeout; not a 504 deadline) is sent once more, to another upstream.
 *
 * Nothing here is shared between proxy processes: each proxy learns about dead upstreams by itself.
 */

// Proxy plumbing (@fastify/reply-from's reply, request and error objects) is untyped here, as in its own `onError`.
type AnyObject = any;

/** Round-robin choice among upstreams with a cooldown per upstream ({@link createUpstreamPool}). */
export interface UpstreamPool {
  /** The next upstream (not `exclude`; `undefined` only when `exclude` is the only one). */
  pick(exclude?: string): string | undefined;
  /** Skips `upstream` for the cooldown. */
  markDown(upstream: string): void;
  /** Each upstream's state now. */
  status(): { upstream: string; healthy: boolean; downUntil: number | null }[];
}

/** The final error answer of a proxied request (502/504 JSON). */
export type ProxyErrorHandler = (reply: AnyObject, ctx: { error: AnyObject }) => void;

/** `@fastify/http-proxy` options of {@link balancedProxyOptions}. */
export interface BalancedProxyOptions {
  upstream: string;
  handler: (request: AnyObject, reply: AnyObject, dest: string, options: AnyObject) => unknown;
  getUpstream: (request: AnyObject) => string;
}

/** Default time an upstream that failed is skipped, milliseconds. */
export const DEFAULT_UPSTREAM_COOLDOWN_MS = 5_000;

/**
 * Error codes (undici / Node) meaning the upstream did not take or did not finish the request
 * before answering: it is marked down, and an idempotent request may be retried elsewhere.
 */
const CONNECT_FAILURE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_CLOSED']);

/** Methods that may be sent twice without changing anything on the server. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Reads the upstream list from the environment: `API_UPSTREAMS` (comma-separated URLs, blanks
 * ignored), else `API_URL`, else `fallback`.
 *
 * @param env e.g. `process.env`
 * @param fallback used when neither variable is set, e.g. `http://127.0.0.1:8787`
 * @returns origins without trailing slash, in the given order, duplicates removed
 * @throws {Error} when an entry is not an http(s) URL (a deploy mistake: better said at start)
 */
export function upstreamsFromEnv(env: Record<string, string | undefined>, fallback: string): string[] {
  const raw = env.API_UPSTREAMS?.trim() ? env.API_UPSTREAMS : env.API_URL || fallback;
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      let url: URL;
      try {
        url = new URL(s);
      } catch {
        throw new Error(`API_UPSTREAMS: not a URL: ${s}`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`API_UPSTREAMS: not http(s): ${s}`);
      return url.origin;
    });
  if (list.length === 0) throw new Error('API_UPSTREAMS: no upstream given');
  return [...new Set(list)];
}

/**
 * Round-robin choice with a cooldown per upstream.
 *
 * @param upstreams origins (at least one)
 * @param options.cooldownMs how long an upstream that failed is skipped (default {@link DEFAULT_UPSTREAM_COOLDOWN_MS})
 * @param options.now clock, milliseconds (tests)
 * @returns the pool:
 *   `pick` the next upstream (not `exclude`; `undefined` only when `exclude` is the only one);
 *   `markDown` skips `upstream` for the cooldown; `status` lists each upstream's state now.
 */
export function createUpstreamPool(upstreams: string[], { cooldownMs = DEFAULT_UPSTREAM_COOLDOWN_MS, now = Date.now }: { cooldownMs?: number; now?: () => number } = {}): UpstreamPool {
  if (!upstreams.length) throw new Error('createUpstreamPool: no upstream');
  /** upstream → time its cooldown ends */
  const downUntil = new Map<string, number>();
  let next = 0;

  const healthy = (u: string, t: number) => (downUntil.get(u) ?? 0) <= t;

  return {
    pick(exclude?: string) {
      const t = now();
      const candidates = upstreams.filter((u) => u !== exclude);
      if (!candidates.length) return undefined;
      for (let i = 0; i < upstreams.length; i++) {
        const u = upstreams[(next + i) % upstreams.length];
        if (u === exclude || !healthy(u, t)) continue;
        next = (upstreams.indexOf(u) + 1) % upstreams.length;
        return u;
      }
      // All cooling down: the one that comes back first.
      return candidates.reduce((a, b) => ((downUntil.get(b) ?? 0) < (downUntil.get(a) ?? 0) ? b : a));
    },
    markDown(upstream: string) {
      downUntil.set(upstream, now() + cooldownMs);
    },
    status() {
      const t = now();
      return upstreams.map((u) => ({ upstream: u, healthy: healthy(u, t), downUntil: healthy(u, t) ? null : (downUntil.get(u) ?? null) }));
    },
  };
}

/**
 * What a proxy error means for the upstream and the request.
 *
 * @param error the error `@fastify/reply-from` gives `onError` (its `cause` is undici's)
 * @param method the request's HTTP method
 * @returns `markDown`: the upstream refused, reset or
 *   timed out; `retry`: it failed before answering and the method is idempotent
 */
export function classifyProxyError(error: any, method: string): { markDown: boolean; retry: boolean } {
  const code = error?.cause?.code ?? error?.code;
  const timeout = error?.statusCode === 504 || code === 'UND_ERR_HEADERS_TIMEOUT';
  const connectFailure = CONNECT_FAILURE_CODES.has(code);
  return { markDown: timeout || connectFailure, retry: connectFailure && IDEMPOTENT_METHODS.has(method) };
}

/**
 * `@fastify/http-proxy` options that spread `/api` over `pool`: `upstream: ''` with a per-request
 * `getUpstream`, and a `handler` that retries once elsewhere (see {@link classifyProxyError}).
 *
 * @param onError the final error answer (502/504 JSON)
 *   `getUpstream` goes into `replyOptions`; `upstream` and `handler` into the plugin's options
 */
export function balancedProxyOptions(pool: UpstreamPool, onError: ProxyErrorHandler): BalancedProxyOptions {
  return {
    upstream: '',
    getUpstream: () => pool.pick() ?? '',
    /**
     * @param dest path to ask
     * @param options reply-from options; its `getUpstream()` gives the upstream already chosen
     */
    handler(request: AnyObject, reply: AnyObject, dest: string, options: AnyObject) {
      const first = options.getUpstream();
      return reply.from(dest, {
        ...options,
        onError: (r: AnyObject, ctx: { error: AnyObject }) => {
          const verdict = classifyProxyError(ctx.error, request.method);
          if (verdict.markDown) pool.markDown(first);
          const other = verdict.retry && !r.sent ? pool.pick(first) : undefined;
          if (!other) return onError(r, ctx);
          request.log?.warn?.(`[serve] /api: ${first} failed (${ctx.error?.cause?.code ?? ctx.error?.code}), retrying on ${other}`);
          return r.from(dest, {
            ...options,
            getUpstream: () => other,
            onError: (r2: AnyObject, ctx2: { error: AnyObject }) => {
              if (classifyProxyError(ctx2.error, request.method).markDown) pool.markDown(other);
              onError(r2, ctx2);
            },
          });
        },
      });
    },
  };
}
