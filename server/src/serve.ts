#!/usr/bin/env node
/**
 * Serves one built front end (`<folder>/dist`) like a production static host:
 * - Brotli or gzip (`@fastify/compress`, negotiated from Accept-Encoding);
 * - Cache-Control per file (`policy.ts`): content-hashed chunks immutable for a year,
 *   entry and run-time files (`index.html`, `main.js`, `remoteEntry.js`, `mf-manifest.json`,
 *   `remotes.json`, `config.json`) `no-cache` with an ETag (If-None-Match → 304);
 * - security headers on every answer (`@fastify/helmet`), with a CSP built from `remotes.json` and
 *   `config.json` as they are now (re-read when they change, no restart);
 * - SPA fallback: a navigation (no file extension) that matches no file gets `index.html`; the
 *   shell's (a dist with `remotes.json`) is written per navigation (`boot.ts`): remotes.json
 *   and config.json inlined as JSON data blocks, preload hints for the path's remote files (read
 *   from each remote's `mf-manifest.json`, re-read when it changes) and for its API request;
 * - a proxy for `/api` (and, for the shell, `/remotes/<folder>/` to each remote's server) that
 *   answers 502 with a generic JSON body when the upstream is unreachable; `/api` goes round-robin
 *   to every API instance of `API_UPSTREAMS` (comma-separated; else `API_URL`), skipping one that
 *   failed for a few seconds and retrying an idempotent request once elsewhere (`api-upstreams.ts`).
 *
 * Usage: node server/dist/main.js <shell|mfe-search|...>
 * Library: `createServer({ distDir, apiUrl | apiUpstreams, proxies })` returns the Fastify app, not listening.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createEncodedPages, registerCompression, type EncodedPages } from './compression';
import fastifyHelmet from '@fastify/helmet';
import fastifyProxy from '@fastify/http-proxy';
import { createHash } from 'node:crypto';
import { pino, type Logger } from 'pino';
import { createSsrMetrics, serveMetrics, type SsrMetrics } from './metrics';
import { balancedProxyOptions, type ProxyErrorHandler, createUpstreamPool, DEFAULT_UPSTREAM_COOLDOWN_MS, type UpstreamPool } from './api-upstreams';
import type { RenderModule } from './boot';
import { readServerConfig } from './config';
import type { LedgerClock } from './ledger-clock';
import { CACHE_REVALIDATE, CSP_DIRECTIVE_NAMES, JSON_ANSWER_HELMET, cacheControlFor, createCspSource, type CspSource } from './policy';
import type { BootSource } from './boot';
import { createRuntimeFiles } from './runtime-files';
import { logNavigation, serverTiming, shellBoot } from './shell-boot';

/**
 * Deadline of an ordinary `/api` request through the proxy, milliseconds: a hung API gets a 504
 * before the browser's 10 s timeout (spec §9); the API's own upstream deadline is 8 s.
 * `/api/stream/*` (Server-Sent Events) has no deadline and passes through unbuffered.
 */
export const API_PROXY_TIMEOUT_MS = 9_000;

/** Path prefix of the API's long-lived streams (no deadline, no compression). */
export const API_STREAM_PREFIX = '/api/stream';

/** JSON body of a proxied request whose upstream did not answer (status 502 or 504). */
export const BAD_GATEWAY_BODY = Object.freeze({
  error: 'Bad gateway',
  message: 'The LedgerLens API is unreachable. Try again in a moment.',
});
const REMOTE_UNREACHABLE_BODY = Object.freeze({
  error: 'Bad gateway',
  message: 'This part of LedgerLens is unreachable. Try again in a moment.',
});
const GATEWAY_TIMEOUT_BODY = Object.freeze({
  error: 'Gateway timeout',
  message: 'The LedgerLens API did not answer in time. Try again in a moment.',
});

/**
 * Proxy error handler (`@fastify/reply-from` `onError`): never the upstream's error text (it names
 * internal hosts and ports, e.g. `connect ECONNREFUSED 127.0.0.1:8787`): 504 for a timeout, else 502,
 * with a fixed JSON body. The cause goes to the server's stderr only.
 *
 * @param label the proxied prefix, for the log line
 * @param body the JSON answered with 502
 */
function proxyErrorHandler(label: string, body: object): ProxyErrorHandler {
  return (reply, { error }) => {
    const cause = error?.cause ?? error;
    const timeout = error?.statusCode === 504;
    reply.request.log.error({ proxy: label, method: reply.request.method, path: reply.request.url.split('?')[0], code: cause?.code, err: cause?.message ?? String(error) }, 'proxy request failed');
    reply
      .code(timeout ? 504 : 502)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(timeout ? GATEWAY_TIMEOUT_BODY : body);
  };
}

/** Options of {@link createServer}. */
export interface ServerOptions {
  /** Folder to serve (a built front end: index.html, chunks, config.json, ...). */
  distDir: string;
  /** Upstream of `/api/*`, e.g. `http://127.0.0.1:8787` (one API instance). */
  apiUrl?: string;
  /** Upstreams of `/api/*` (many API instances; wins over `apiUrl`). */
  apiUpstreams?: string[];
  /** How long an API instance that failed is skipped, ms (default 5000). */
  upstreamCooldownMs?: number;
  /** More proxied prefixes (the shell's `/remotes/<folder>`). */
  proxies?: { prefix: string; upstream: string }[];
  /** How often remotes.json/config.json/index.html are checked for changes, ms (default 1000). */
  policyCheckIntervalMs?: number;
  /** Brotli quality for on-the-fly compression (default 5). */
  brotliQuality?: number;
  /** Deadline of ordinary `/api` requests, ms (default {@link API_PROXY_TIMEOUT_MS}); streams have none. */
  apiTimeoutMs?: number;
  /** JSON logger (default: pino on stdout at `info`). */
  logger?: Logger;
  /** The one deadline of a navigation's server render, ms (default `SSR_DEADLINE_MS`). */
  ssrDeadlineMs?: number;
  /** Origins whose remotes' server builds may run here besides this server's own (default none). */
  ssrTrustedOrigins?: string[];
  /** The shell's renderer (default: `createShellRenderer()` of `shell/src/server.tsx`); `false`: every page client-rendered. Used only for a dist with `remotes.json` (the shell). */
  renderer?: RenderModule | false;
  /** Memory bound of the kept live-page renders, bytes (default 32 MiB; 0: none kept). */
  liveCacheBytes?: number;
  /** The validated ledger the kept live renders follow (default: the API's `/api/stream/ledgers`, `ledger-clock.ts`); `false`: none (kept at most `LIVE_MAX_AGE_MS`). */
  ledgerClock?: LedgerClock | false;
  /**
   * In front of webpack dev servers (`npm run dev`): `distDir` is what the shell's dev server writes
   * to disk, whose file names carry no content hash, so every file is revalidated (`no-cache`), and
   * the CSP lets the page reach the dev servers' live-reload sockets (`connectSources`,
   * e.g. `ws://127.0.0.1:8090`). Everything else (server rendering, hints, proxies) is as deployed.
   */
  dev?: { connectSources: string[] };
}

/** The web server of {@link createServer}: a Fastify instance (not listening) with its metrics. */
export type WebServer = FastifyInstance & { ssrMetrics: SsrMetrics };

/** Default memory bound of the kept live-page renders, bytes. */
export const DEFAULT_LIVE_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Builds the static server for one front end (not listening).
 *
 *
 * Every navigation writes one JSON line (`msg: "navigation"`): `path`, `outcome` (`hit`, `rendered`
 * or `client`), `reason` (why `client`), `ms`, `status`; a server render that failed with an error
 * logs it at `error`. The server's metrics (`ssrMetrics.registry`, Prometheus text) count them.
 */
export async function createServer({
  distDir,
  apiUrl,
  apiUpstreams,
  upstreamCooldownMs = DEFAULT_UPSTREAM_COOLDOWN_MS,
  proxies = [],
  policyCheckIntervalMs = 1000,
  brotliQuality = 5,
  apiTimeoutMs = API_PROXY_TIMEOUT_MS,
  logger = pino({ level: 'info', base: { service: 'ledgerlens-web' } }),
  ssrDeadlineMs,
  ssrTrustedOrigins = [],
  renderer,
  liveCacheBytes = DEFAULT_LIVE_CACHE_BYTES,
  ledgerClock,
  dev,
}: ServerOptions): Promise<WebServer> {
  const upstreams = apiUpstreams?.length ? apiUpstreams : apiUrl ? [apiUrl] : [];
  if (!upstreams.length) throw new Error('createServer: apiUrl or apiUpstreams is required');
  // One pool for `/api` and `/api/stream`: a dead instance found by either is skipped by both.
  const apiPool = createUpstreamPool(upstreams, { cooldownMs: upstreamCooldownMs });
  // One watcher of the run-time files, read by the CSP and the per-navigation page alike.
  const files = createRuntimeFiles(distDir, { checkIntervalMs: policyCheckIntervalMs, warn: (m: string) => logger.warn(m) });
  const cspSource = createCspSource(files, { connectSources: dev?.connectSources });
  // Fastify's own line per request is left out: a navigation gets its own line (below), files none.
  const server = Fastify({ loggerInstance: logger, logController: new LogController({ disableRequestLogging: true }) });
  const metrics = createSsrMetrics();
  // The metrics of this server (tests read them; `main` serves them on the private port).
  const app = Object.assign(server, { ssrMetrics: metrics });

  await registerSecurity(server, cspSource);

  await registerCompression(server, brotliQuality);

  await registerProxies(server, { apiPool, proxies, apiTimeoutMs });

  await registerStatic(server, distDir, dev !== undefined);

  // Under `npm run dev` the next page follows an edit at once: every due manifest re-check is
  // awaited (a remote's dev server answers when its rebuild is done).
  const manifestRecheckWaitMs = dev !== undefined ? Infinity : undefined;
  const boot = shellBoot({ files, proxies, renderer, apiUrl: upstreams[0], policyCheckIntervalMs, manifestRecheckWaitMs, ssrDeadlineMs, ssrTrustedOrigins, liveCacheBytes, ledgerClock, metrics, logger });
  server.addHook('onClose', async () => boot.close());
  // Same-origin manifests read once at start, so the first navigation does not wait for them.
  if (boot.enabled()) void boot.warm();
  const sendIndex = navigationHandler(boot, metrics, createEncodedPages({ brotliQuality }));

  // The site root is the SPA itself.
  server.get('/', sendIndex);

  // Files not found: a navigation (GET/HEAD without a file extension) gets the SPA's index.html
  // (no-cache, ETag, 304), anything else a plain 404. A file extension is 1-8 letters or digits:
  // a token page `/token/CNY.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK` is a navigation.
  server.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if ((req.method === 'GET' || req.method === 'HEAD') && !/^\.[A-Za-z0-9]{1,8}$/.test(path.extname(url))) {
      return sendIndex(req, reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  // Fastify's instance type with its pino logger does not narrow to the declared one: cast.
  return app as unknown as WebServer;
}

/** Security headers on every answer (helmet; the CSP read per request from the run-time files), JSON ones on `/api`. */
async function registerSecurity(server: App, cspSource: CspSource): Promise<void> {
  await server.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      // Every directive is read per request from the run-time policy (policy.ts).
      directives: Object.fromEntries(CSP_DIRECTIVE_NAMES.map((name: string) => [name, [() => cspSource.directives()[name]]])),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Set per answer below: static files are loaded cross-origin by the shell (remotes).
    crossOriginResourcePolicy: false,
  });
  // `/api` answers are the API's JSON (or this server's 502/504 JSON): helmet's headers that act only
  // on an HTML document are left off them, as the API leaves them off its own answers (API_HELMET in
  // api/src/http/policies.ts); @fastify/helmet reads `config.helmet` per route.
  server.addHook('onRoute', (route) => {
    if (route.url === '/api' || route.url.startsWith('/api/')) route.config = { ...(route.config ?? {}), helmet: JSON_ANSWER_HELMET } as typeof route.config;
  });
  server.addHook('onSend', async (_req, reply, payload) => {
    if (!reply.hasHeader('cross-origin-resource-policy') && !reply.raw.hasHeader('cross-origin-resource-policy')) {
      reply.header('cross-origin-resource-policy', 'same-origin');
    }
    return payload;
  });
}

/** The `/api` proxy (streams unbuffered and without a body deadline, the rest with one) over the API pool, and the remotes' proxies. */
async function registerProxies(server: App, { apiPool, proxies, apiTimeoutMs }: { apiPool: UpstreamPool; proxies: { prefix: string; upstream: string }[]; apiTimeoutMs: number }): Promise<void> {
  /** The visitor's address for the API's per-IP rate limit (the API trusts it from loopback). */
  const forwardedFor = (request: { ip: string }, headers: IncomingHttpHeaders): IncomingHttpHeaders => ({
    ...headers,
    'x-forwarded-for': headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${request.ip}` : request.ip,
  });
  // Streams first (the more specific prefix): no deadline on the body, headers still within the deadline.
  const streamBalance = balancedProxyOptions(apiPool, proxyErrorHandler(API_STREAM_PREFIX, BAD_GATEWAY_BODY));
  await server.register(fastifyProxy, {
    upstream: streamBalance.upstream,
    handler: streamBalance.handler,
    prefix: API_STREAM_PREFIX,
    rewritePrefix: API_STREAM_PREFIX,
    undici: { headersTimeout: apiTimeoutMs, bodyTimeout: 0 },
    // One log line per navigation instead of reply-from's two per proxied request.
    disableRequestLogging: true,
    replyOptions: { getUpstream: streamBalance.getUpstream, rewriteRequestHeaders: forwardedFor },
  });
  const apiBalance = balancedProxyOptions(apiPool, proxyErrorHandler('/api', BAD_GATEWAY_BODY));
  await server.register(fastifyProxy, {
    upstream: apiBalance.upstream,
    handler: apiBalance.handler,
    prefix: '/api',
    rewritePrefix: '/api',
    undici: { headersTimeout: apiTimeoutMs, bodyTimeout: apiTimeoutMs },
    disableRequestLogging: true,
    replyOptions: { getUpstream: apiBalance.getUpstream, rewriteRequestHeaders: forwardedFor },
  });
  for (const p of proxies) {
    await server.register(fastifyProxy, {
      upstream: p.upstream,
      prefix: p.prefix,
      disableRequestLogging: true,
      replyOptions: { onError: proxyErrorHandler(p.prefix, REMOTE_UNREACHABLE_BODY) },
    });
  }
}

/** The dist's files, looked up per request, with Cache-Control per file (`dev`: every file revalidated). */
async function registerStatic(server: App, distDir: string, dev: boolean): Promise<void> {
  await server.register(fastifyStatic, {
    root: distDir,
    // Look files up per request, so a redeployed dist (new chunk names) needs no restart.
    wildcard: true,
    index: false,
    // @fastify/static's own Cache-Control would replace the one set in setHeaders: off.
    cacheControl: false,
    // A production build's scripts are also written brotli-compressed at the highest quality
    // (`name.js.br`, webpack.federation.cjs): sent in their place to a browser that accepts br.
    preCompressed: !dev,
    etag: true,
    lastModified: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', dev ? CACHE_REVALIDATE : cacheControlFor(filePath));
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      // Sent compressed or not by the request's Accept-Encoding (a pre-compressed file, or compressed
      // on the way): a shared cache keeps one copy per encoding.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

/**
 * The SPA's index.html for a navigation: written for the path when this is the shell (see
 * boot.ts), else the built file; no-cache with an ETag (If-None-Match → 304), its compressed bytes
 * kept per ETag ({@link createEncodedPages}); the 429 page at once
 * with `Retry-After` when the API refused the page's data for the visitor's rate limit.
 */
function navigationHandler(boot: BootSource, metrics: SsrMetrics, encodedPages: EncodedPages) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!boot.enabled()) return reply.code(200).sendFile('index.html');
    const [pathname = '/', query] = req.url.split('?', 2);
    // The search forms' GET (`/search?q=…`, submitted before the app ran or without it): straight to the page found.
    const target = query === undefined ? undefined : boot.redirectFor(pathname || '/', `?${query}`);
    if (target) return reply.header('cache-control', 'no-store').redirect(target, 303);
    const result = await boot.navigate({
      pathname: pathname || '/',
      search: query === undefined ? '' : `?${query}`,
      origin: `${req.protocol}://${req.host}`,
      cookie: typeof req.headers.cookie === 'string' ? req.headers.cookie : undefined,
      forwardedFor: req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${req.ip}` : req.ip,
    });
    logNavigation(req, metrics, pathname || '/', result);
    if (result.html === undefined) return reply.code(200).sendFile('index.html');
    if (result.status === 429) {
      // The API refused this visitor's page data: said at once, with the wait (never a render held for the deadline).
      return reply.code(429).header('retry-after', String(result.retryAfterSeconds ?? 1)).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(result.html);
    }
    reply.header('server-timing', serverTiming(result));
    const etag = `"${createHash('sha1').update(result.html).digest('base64')}"`;
    // The server render follows the theme cookie: a cache must key the page on it.
    reply.header('cache-control', CACHE_REVALIDATE).header('etag', etag).header('access-control-allow-origin', '*').header('vary', 'Cookie, Accept-Encoding');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    reply.code(200).type('text/html; charset=utf-8');
    // A kept render is the same page for every visitor: compressed once, not per request.
    const encoded = encodedPages.encode(result.html, etag, req.headers['accept-encoding']);
    if (encoded) return reply.header('content-encoding', encoded.encoding).send(encoded.body);
    return reply.send(result.html);
  };
}

/** The Fastify instance of {@link createServer}, whatever its logger's type. */
type App = FastifyInstance<any, any, any, any>;

/** A front end of `apps.config.cjs`. */
interface Frontend {
  name: string;
  dir: string;
  port: number;
  /** The shell's webpack dev server, behind this server under `npm run dev`. */
  devPort?: number;
}

/** The folder the shell's webpack dev server writes under `npm run dev` (`scripts/start.mjs --dev`), served by this server. */
export const DEV_DIST_DIR = 'dist-dev';

/**
 * Serves the front end named on the command line (`node dist/main.js <shell|mfe-search|...>`).
 * `--dev` (the shell under `npm run dev`): serves `shell/dist-dev`, which the shell's webpack dev
 * server writes, with the dev options of {@link createServer}; the remotes' dev servers answer
 * `/remotes/<folder>/` on their own ports, as the remotes' web servers do when deployed.
 */
export async function main(): Promise<void> {
  // `src/` or `dist/`: both one level under the package, two under the repository.
  const root = path.resolve(__dirname, '..', '..');
  // Read at run time (not bundled): the ports are the deployment's.
  const { API_PORT, FRONTENDS, REMOTES } = createRequire(__filename)(path.join(root, 'apps.config.cjs'));
  const dirName = process.argv[2];
  const app = (FRONTENDS as Frontend[]).find((f) => f.dir === dirName);
  if (!app) {
    console.error(`usage: main.js <${(FRONTENDS as Frontend[]).map((f) => f.dir).join('|')}>`);
    process.exit(2);
  }
  const dev = process.argv.includes('--dev');
  const distDir = path.join(root, app.dir, dev ? DEV_DIST_DIR : 'dist');
  // The live-reload sockets of every dev server (the shell's behind this server, each remote's).
  const devSockets = (FRONTENDS as Frontend[]).flatMap((f) => [f.devPort ?? f.port].flatMap((p) => [`ws://127.0.0.1:${p}`, `ws://localhost:${p}`]));
  // The deployment's settings, read once (`config.ts`).
  const config = readServerConfig(process.env, `http://127.0.0.1:${API_PORT}`);
  const proxies = app.name === 'shell' ? (REMOTES as Frontend[]).map((r) => ({ prefix: `/remotes/${r.dir}`, upstream: `http://127.0.0.1:${r.port}` })) : [];
  const server = await createServer({
    distDir,
    apiUpstreams: config.apiUpstreams,
    upstreamCooldownMs: config.upstreamCooldownMs,
    proxies,
    logger: pino({ level: config.logLevel, base: { service: 'ledgerlens-web' } }),
    ssrDeadlineMs: config.ssrDeadlineMs,
    ssrTrustedOrigins: config.ssrTrustedOrigins,
    liveCacheBytes: config.liveCacheBytes,
    dev: dev ? { connectSources: devSockets } : undefined,
  });
  await server.listen({ port: app.port, host: config.host });
  console.log(`[${app.dir}] serving ${path.relative(root, distDir)} at http://localhost:${app.port}`);
  // The shell's metrics on a private port (loopback only); a port already taken is a warning, not a failure.
  const metricsServer = app.name === 'shell' && config.metricsPort !== undefined ? await serveMetrics(server.ssrMetrics, { port: config.metricsPort, logger: server.log }) : undefined;
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => Promise.all([server.close(), metricsServer?.close()]).then(() => process.exit(0)));
}
