/**
 * The shell web server's Prometheus metrics (prom-client), served on a private loopback port
 * (`SHELL_METRICS_PORT`, default 9464): how navigations were served and what failed.
 *
 * - `ledgerlens_ssr_renders_total{outcome,reason}`: navigations by outcome, `hit` (a kept server
 *   render, current), `stale` (a kept render served while it is rendered again, or while the node is
 *   down), `rendered` (rendered now), `client` (sent client-rendered) or `refused` (the 429 page: the
 *   API's rate limit refused the page's data), with the reason of a `client` or `refused` one
 *   (`not-declared`, `no-server-build`, `deadline`, `data`, `rate-limited`, `upstream`, `stale`,
 *   `render-error`, ...; `none` otherwise);
 * - `ledgerlens_ssr_live_cache_{hits,misses,stale}_total{segment}` and
 *   `ledgerlens_ssr_live_cache_bytes{segment}`: the kept live-page renders (`render-cache.ts`), per
 *   segment (`fixed`: home, validators…; `parameterised`: an account, a pool…);
 * - `ledgerlens_ssr_render_duration_seconds{outcome}`: time from the request to the page written;
 * - `ledgerlens_ssr_fetch_errors_total{kind}`: a remote's manifest (`manifest`) or server build
 *   (`server-build`) that could not be read;
 * - `ledgerlens_ssr_server_builds_refused_total{reason}`: a server build not run, `untrusted-origin`
 *   or `integrity` (its SHA-256 is not the one its manifest publishes), once per remote and build;
 * - prom-client's process metrics (CPU, memory, event loop), prefixed `ledgerlens_web_`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The shell web server's metrics (see the module's comment), on a registry of their own. */
export interface SsrMetrics {
  registry: Registry;
  renders: Counter<'outcome' | 'reason'>;
  duration: Histogram<'outcome'>;
  refused: Counter<'reason'>;
  fetchErrors: Counter<'kind'>;
  liveHits: Counter<'segment'>;
  liveMisses: Counter<'segment'>;
  liveStale: Counter<'segment'>;
  liveBytes: Gauge<'segment'>;
}

/** A registry of its own per server (tests create several in one process). */
export function createSsrMetrics({ processMetrics = true }: { processMetrics?: boolean } = {}): SsrMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: 'ledgerlens_web_' });
  return {
    registry,
    renders: new Counter({ name: 'ledgerlens_ssr_renders_total', help: 'Navigations by how their first view was made: hit, rendered or client (with the reason)', labelNames: ['outcome', 'reason'], registers: [registry] }),
    duration: new Histogram({
      name: 'ledgerlens_ssr_render_duration_seconds',
      help: 'Time a navigation spent before its page was written, by outcome',
      labelNames: ['outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.2, 2, 5],
      registers: [registry],
    }),
    refused: new Counter({ name: 'ledgerlens_ssr_server_builds_refused_total', help: "A remote's server build not run: its origin is not trusted, or its SHA-256 is not the one its manifest publishes", labelNames: ['reason'], registers: [registry] }),
    fetchErrors: new Counter({ name: 'ledgerlens_ssr_fetch_errors_total', help: "A remote's manifest or server build that could not be read", labelNames: ['kind'], registers: [registry] }),
    liveHits: new Counter({ name: 'ledgerlens_ssr_live_cache_hits_total', help: 'Live pages served from a kept render of the current ledger', labelNames: ['segment'], registers: [registry] }),
    liveMisses: new Counter({ name: 'ledgerlens_ssr_live_cache_misses_total', help: 'Live pages with no kept render (rendered now, single flight)', labelNames: ['segment'], registers: [registry] }),
    liveStale: new Counter({ name: 'ledgerlens_ssr_live_cache_stale_total', help: 'Live pages served from a kept render of an older ledger while it is rendered again (or while the node is down)', labelNames: ['segment'], registers: [registry] }),
    liveBytes: new Gauge({ name: 'ledgerlens_ssr_live_cache_bytes', help: 'Bytes held by the kept live-page renders', labelNames: ['segment'], registers: [registry] }),
  };
}

/**
 * Serves `GET /metrics` (Prometheus text) of `metrics` on 127.0.0.1:`port`. Resolves with the
 * server, or undefined when the port cannot be used (logged as a warning: the web server runs on).
 */
export function serveMetrics(metrics: SsrMetrics, { port, host = '127.0.0.1', logger }: { port: number; host?: string; logger?: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void } }): Promise<http.Server | undefined> {
  const server = http.createServer(async (req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    const body = await metrics.registry.metrics();
    res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(body);
  });
  return new Promise((resolve) => {
    server.once('error', (err) => {
      logger?.warn({ port, err: err.message }, 'metrics not served');
      resolve(undefined);
    });
    server.listen(port, host, () => {
      logger?.info({ url: `http://${host}:${(server.address() as AddressInfo).port}/metrics` }, 'metrics');
      resolve(server);
    });
  });
}
