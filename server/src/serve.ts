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
import zlib from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyProxy from '@fastify/http-proxy';
import { createHash } from 'node:crypto';
import { pino, type Logger } from 'pino';
import { createSsrMetrics, serveMetrics, type SsrMetrics } from './metrics';
import { balancedProxyOptions, type ProxyErrorHandler, createUpstreamPool, DEFAULT_UPSTREAM_COOLDOWN_MS, upstreamsFromEnv } from './api-upstreams';
import * as shellRender from 'shell/server';
import { createBootSource, type RenderInfo, type RenderModule } from './boot';
import { CACHE_REVALIDATE, CSP_DIRECTIVE_NAMES, JSON_ANSWER_HELMET, cacheControlFor, createCspSource } from './policy';

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
  /** JSON logger (default: pino on stdout at `LOG_LEVEL`, `info`). */
  logger?: Logger;
  /** The one deadline of a navigation's server render, ms (default `SSR_DEADLINE_MS`). */
  ssrDeadlineMs?: number;
  /** Origins whose remotes' server builds may run here besides this server's own (default `SSR_TRUSTED_ORIGINS`, comma-separated; none). */
  ssrTrustedOrigins?: string[];
  /** The shell's render module (default: `shell/src/server.tsx`, imported); `false`: every page client-rendered. Used only for a dist with `remotes.json` (the shell). */
  renderModule?: RenderModule | false;
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
  logger = pino({ level: process.env.LOG_LEVEL || 'info', base: { service: 'ledgerlens-web' } }),
  ssrDeadlineMs,
  ssrTrustedOrigins,
  renderModule = shellRender,
  dev,
}: ServerOptions): Promise<WebServer> {
  const upstreams = apiUpstreams?.length ? apiUpstreams : apiUrl ? [apiUrl] : [];
  if (!upstreams.length) throw new Error('createServer: apiUrl or apiUpstreams is required');
  // One pool for `/api` and `/api/stream`: a dead instance found by either is skipped by both.
  const apiPool = createUpstreamPool(upstreams, { cooldownMs: upstreamCooldownMs });
  const cspSource = createCspSource(distDir, {
    checkIntervalMs: policyCheckIntervalMs,
    warn: (m: string) => logger.warn(m),
    connectSources: dev?.connectSources,
  });
  // Fastify's own line per request is left out: a navigation gets its own line (below), files none.
  const server = Fastify({ loggerInstance: logger, logController: new LogController({ disableRequestLogging: true }) });
  const metrics = createSsrMetrics();
  // The metrics of this server (tests read them; `main` serves them on the private port).
  const app = Object.assign(server, { ssrMetrics: metrics });

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

  await server.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Its default types leave out text/event-stream, so Server-Sent Events pass uncompressed, as written.
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality },
    },
    // Level 9: static JS is what the page-weight budgets count; on these files it costs a few ms.
    zlibOptions: { level: 9 },
  });

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

  await server.register(fastifyStatic, {
    root: distDir,
    // Look files up per request, so a redeployed dist (new chunk names) needs no restart.
    wildcard: true,
    index: false,
    // @fastify/static's own Cache-Control would replace the one set in setHeaders: off.
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', dev ? CACHE_REVALIDATE : cacheControlFor(filePath));
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });

  const deadlineEnv = Number(process.env.SSR_DEADLINE_MS || process.env.SSR_DATA_TIMEOUT_MS);
  const boot = createBootSource(distDir, {
    proxies,
    renderModule,
    checkIntervalMs: policyCheckIntervalMs,
    // The server render's own API requests go to the first upstream (the same API the browser reaches through `/api`).
    apiUrl: upstreams[0],
    deadlineMs: ssrDeadlineMs ?? (Number.isFinite(deadlineEnv) && deadlineEnv > 0 ? deadlineEnv : undefined),
    events: {
      fetchError: (kind, url, error: any) => {
        metrics.fetchErrors.inc({ kind });
        logger.warn({ kind, url, err: error?.message ?? String(error) }, `${kind} could not be read`);
      },
      renderError: (pathname, error: any) => logger.warn({ path: pathname, err: error?.message ?? String(error) }, 'server render recovered from an error'),
      refused: (remote, reason, detail) => {
        metrics.refused.inc({ reason });
        logger.error({ remote, reason, ...detail }, reason === 'integrity' ? "server build refused: its SHA-256 is not the one its manifest publishes" : 'server build refused: its origin is not trusted (SSR_TRUSTED_ORIGINS)');
      },
      noDeclarations: (remote: string) => logger.warn({ remote }, "the remote's manifest declares no pages (metaData.pages): its pages are client-rendered"),
    },
    trustedOrigins: ssrTrustedOrigins ?? (process.env.SSR_TRUSTED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
  });
  // Same-origin manifests read once at start, so the first navigation does not wait for them.
  if (boot.enabled()) void boot.warm();
  /**
   * The SPA's index.html for a navigation: written for the path when this is the shell (see
   * boot.ts), else the built file; no-cache with an ETag (If-None-Match → 304).
   */
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!boot.enabled()) return reply.code(200).sendFile('index.html');
    const [pathname = '/', query] = req.url.split('?', 2);
    // The search forms' GET (`/search?q=…`, submitted before the app ran or without it): straight to the page found.
    const target = query === undefined ? undefined : boot.redirectFor(pathname || '/', `?${query}`);
    if (target) return reply.header('cache-control', 'no-store').redirect(target, 303);
    const info: RenderInfo = {};
    const html = await boot.render(pathname || '/', `${req.protocol}://${req.host}`, {
      search: query === undefined ? '' : `?${query}`,
      cookie: typeof req.headers.cookie === 'string' ? req.headers.cookie : undefined,
      forwardedFor: req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${req.ip}` : req.ip,
      info,
    });
    const outcome = info.outcome ?? 'client';
    const reason = outcome === 'client' ? (info.reason ?? 'no-page') : 'none';
    metrics.renders.inc({ outcome, reason });
    metrics.duration.observe({ outcome }, (info.ms ?? 0) / 1000);
    const line = { path: pathname || '/', outcome, ...(outcome === 'client' ? { reason } : {}), ...(info.passes ? { passes: info.passes } : {}), ...(info.undeclared ? { undeclared: info.undeclared } : {}), ms: Number((info.ms ?? 0).toFixed(1)) };
    if (info.error !== undefined) req.log.error({ ...line, err: (info.error as Error | undefined)?.stack ?? String(info.error) }, 'navigation');
    else req.log.info(line, 'navigation');
    if (html === undefined) return reply.code(200).sendFile('index.html');
    // How the first view was made (DevTools' Timing tab, tests): a kept render (`hit`), a server render and its passes, or none.
    if (info.ssr) reply.header('server-timing', `ssr;desc="${info.ssr}${info.passes ? ` ${info.passes} pass${info.passes > 1 ? 'es' : ''}` : ''}";dur=${(info.ms ?? 0).toFixed(1)}`);
    const etag = `"${createHash('sha1').update(html).digest('base64')}"`;
    // The server render follows the theme cookie: a cache must key the page on it.
    reply.header('cache-control', CACHE_REVALIDATE).header('etag', etag).header('access-control-allow-origin', '*').header('vary', 'Cookie');
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(200).type('text/html; charset=utf-8').send(html);
  };

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
  const apiUpstreams = upstreamsFromEnv(process.env, `http://127.0.0.1:${API_PORT}`);
  const cooldown = Number(process.env.API_UPSTREAM_COOLDOWN_MS);
  const proxies = app.name === 'shell' ? (REMOTES as Frontend[]).map((r) => ({ prefix: `/remotes/${r.dir}`, upstream: `http://127.0.0.1:${r.port}` })) : [];
  const server = await createServer({
    distDir,
    apiUpstreams,
    upstreamCooldownMs: Number.isFinite(cooldown) && cooldown >= 0 ? cooldown : DEFAULT_UPSTREAM_COOLDOWN_MS,
    proxies,
    dev: dev ? { connectSources: devSockets } : undefined,
  });
  await server.listen({ port: app.port, host: process.env.HOST || 'localhost' });
  console.log(`[${app.dir}] serving ${path.relative(root, distDir)} at http://localhost:${app.port}`);
  // The shell's metrics on a private port (loopback only); a port already taken is a warning, not a failure.
  const metricsServer =
    app.name === 'shell' && process.env.SHELL_METRICS_PORT !== 'off'
      ? await serveMetrics(server.ssrMetrics, { port: Number(process.env.SHELL_METRICS_PORT || 9464), logger: server.log })
      : undefined;
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => Promise.all([server.close(), metricsServer?.close()]).then(() => process.exit(0)));
}
