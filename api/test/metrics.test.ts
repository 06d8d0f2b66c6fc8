/**
 * Operations endpoints: `GET /api/metrics` (Prometheus text: request durations by route
 * and status, upstream requests/latency/errors, cache, SSE clients, indexer, node connection and
 * validated ledger age, process metrics; not rate-limited; not in OpenAPI; `METRICS_PORT`) and
 * `GET /api/ready` (node connected, validated ledger younger than 60 s, else 503), and the settings
 * (`LOG_LEVEL`, `METRICS_PORT`).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { UpstreamUnavailableError } from '../src/errors';
import { startMetricsServer } from '../src/metrics';
import { FakeGateway, never } from './helpers/fake-gateway';

jest.setTimeout(20_000);

const TX = 'DA9E41A957D5683DA87B830057E98C755BCFDD247892A7E96603A68C6ED416BA';
const serverInfo = (age: number) => ({ info: { network_id: 0, validated_ledger: { seq: 94084608, age, base_fee_xrp: 0.00001, reserve_base_xrp: 10, reserve_inc_xrp: 2 } } });

/** One sample value of `name{labels}` in Prometheus text (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',').filter(Boolean);
    if (want.every((w) => have.includes(w))) return Number(m[3]);
  }
  return undefined;
}

describe('GET /api/metrics', () => {
  let app: FastifyInstance;
  let answer: (command: string) => unknown;
  beforeEach(async () => {
    answer = (command) => {
      if (command === 'server_info') return serverInfo(3);
      if (command === 'tx') throw new UpstreamUnavailableError();
      throw Object.assign(new Error('txnNotFound'), { data: { error: 'txnNotFound' } });
    };
    app = await buildApp({ xrpl: new FakeGateway((c) => answer(c.command as string)), rateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterEach(() => app.close());

  it('answers Prometheus text with request, upstream, cache, SSE, node and process metrics', async () => {
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/health' });
    await app.inject({ url: `/api/transaction/${TX}` }); // node unavailable → 502
    await app.inject({ url: '/api/nowhere' });
    const res = await app.inject({ url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(sample(text, 'ledgerlens_http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status_code: '200' })).toBe(2);
    expect(sample(text, 'ledgerlens_http_request_duration_seconds_count', { route: '/api/transaction/:id', status_code: '502' })).toBe(1);
    expect(sample(text, 'ledgerlens_http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(sample(text, 'ledgerlens_http_request_duration_seconds_bucket', { route: '/api/health', status_code: '200', le: '+Inf' })).toBe(2);
    expect(sample(text, 'ledgerlens_upstream_requests_total', { command: 'server_info' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ledgerlens_upstream_request_duration_seconds_count', { command: 'tx' })).toBe(1);
    expect(sample(text, 'ledgerlens_upstream_errors_total', { command: 'tx', kind: 'unavailable' })).toBe(1);
    expect(sample(text, 'ledgerlens_cache_misses_total')).toBeGreaterThanOrEqual(1);
    for (const name of ['ledgerlens_cache_hits_total', 'ledgerlens_cache_coalesced_total', 'ledgerlens_upstream_coalesced_total', 'ledgerlens_upstream_reconnects_total', 'ledgerlens_sse_clients']) {
      expect(sample(text, name)).toBe(0);
    }
    expect(sample(text, 'ledgerlens_node_connected')).toBe(1);
    expect(sample(text, 'ledgerlens_node_validated_ledger_index')).toBe(94084608);
    expect(sample(text, 'ledgerlens_node_validated_ledger_age_seconds')).toBeGreaterThanOrEqual(3);
    expect(sample(text, 'ledgerlens_node_validated_ledger_age_seconds')).toBeLessThan(10);
    expect(sample(text, 'ledgerlens_indexer_runs_total', { result: 'completed' })).toBe(0);
    expect(sample(text, 'ledgerlens_api_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'ledgerlens_api_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('is not rate-limited and is not in the OpenAPI document', async () => {
    for (let i = 0; i < 10; i += 1) expect((await app.inject({ url: '/api/metrics' })).statusCode).toBe(200);
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/api/metrics');
    expect(Object.keys(doc.paths)).toContain('/api/ready');
  });
});

describe('ledgerlens_node_validated_ledger_age_seconds', () => {
  /** server_info of the LedgerLens replay node, whose `validated_ledger.age` is real time since the recorded close. */
  const replayInfo = (mode: 'static' | 'advance', age: number) => ({
    info: { build_version: 'ledgerlens-replay', replay_mode: mode, validated_ledger: { seq: 94084608, age, base_fee_xrp: 0.00001, reserve_base_xrp: 1, reserve_inc_xrp: 0.2 } },
  });
  const scrape = async (info: unknown) => {
    const app = await buildApp({ logLevel: 'silent', xrpl: new FakeGateway(() => info), rateLimit: false });
    try {
      const ready = await app.inject({ url: '/api/ready' });
      const text = (await app.inject({ url: '/api/metrics' })).body;
      return { ready: ready.statusCode, age: sample(text, 'ledgerlens_node_validated_ledger_age_seconds') };
    } finally {
      await app.close();
    }
  };

  it('is on the clock /api/ready uses: a static replay recording does not age while the node answers', async () => {
    // Before: the gauge said 29,531,512 s (the recorded close in real time) while /api/ready said 200.
    const staticReplay = await scrape(replayInfo('static', 29_531_512));
    expect(staticReplay.ready).toBe(200);
    expect(staticReplay.age).toBeGreaterThanOrEqual(0);
    expect(staticReplay.age).toBeLessThan(5);
  });

  it("an advancing replay node and rippled report the node's own age, and a 61 s old ledger is not ready", async () => {
    expect(await scrape(replayInfo('advance', 4))).toMatchObject({ ready: 200, age: expect.closeTo(4, 0) });
    const old = await scrape(serverInfo(61));
    expect(old.ready).toBe(503);
    expect(old.age).toBeGreaterThanOrEqual(61);
    expect(old.age).toBeLessThan(66);
  });
});

describe('METRICS_PORT', () => {
  it('serves the metrics on their own port only', async () => {
    const config = configFromEnv({ API_PORT: '9999', METRICS_PORT: '0' });
    expect(config.metricsPort).toBe(0);
    const app = await buildApp({ ...config.app, logLevel: 'silent', xrpl: new FakeGateway(() => serverInfo(2)), rateLimit: false });
    const metrics = await startMetricsServer(app.metrics, '127.0.0.1', 0);
    try {
      expect((await app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
      await app.inject({ url: '/api/health' });
      const port = (metrics.server.address() as AddressInfo).port;
      for (const path of ['/api/metrics', '/metrics']) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`);
        expect(res.status).toBe(200);
        expect(sample(await res.text(), 'ledgerlens_http_request_duration_seconds_count', { route: '/api/health', status_code: '200' })).toBe(1);
      }
    } finally {
      await metrics.close();
      await app.close();
    }
  });

  it('rejects a METRICS_PORT that is not a port or equals API_PORT, and an unknown LOG_LEVEL', () => {
    expect(() => configFromEnv({ METRICS_PORT: 'abc' })).toThrow('Invalid METRICS_PORT: abc');
    expect(() => configFromEnv({ API_PORT: '8787', METRICS_PORT: '8787' })).toThrow('Invalid METRICS_PORT');
    expect(() => configFromEnv({ LOG_LEVEL: 'loud' })).toThrow('Invalid LOG_LEVEL: loud');
    expect(configFromEnv({}).app.logLevel).toBe('info');
    expect(configFromEnv({ LOG_LEVEL: 'WARN' }).app.logLevel).toBe('warn');
    expect(configFromEnv({}).app.metricsRoute).toBe(true);
  });
});

describe('GET /api/ready', () => {
  const ready = async (handler: (command: string) => unknown) => {
    const app = await buildApp({ xrpl: new FakeGateway((c) => handler(c.command as string)), rateLimit: false });
    try {
      const started = Date.now();
      const res = await app.inject({ url: '/api/ready' });
      return { status: res.statusCode, body: res.json(), ms: Date.now() - started, cacheControl: res.headers['cache-control'] };
    } finally {
      await app.close();
    }
  };

  it('200 when the node answers and its validated ledger is younger than 60 s', async () => {
    const res = await ready(() => serverInfo(4));
    expect(res).toMatchObject({ status: 200, cacheControl: 'no-store' });
    expect(res.body).toEqual({ status: 'ready', node: { url: 'ws://fake-node:6006', connected: true, validatedLedger: 94084608, validatedLedgerAgeS: 4, clock: 'node' } });
  });

  it('503 when the validated ledger is 60 s old or older', async () => {
    const res = await ready(() => serverInfo(75));
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not ready', reason: 'the validated ledger is 75 s old (limit 60 s)', node: { validatedLedgerAgeS: 75 } });
  });

  it('503 when the node is unreachable', async () => {
    const res = await ready(() => {
      throw new UpstreamUnavailableError();
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not ready', reason: 'the XRPL node is unreachable' });
  });

  it('503 within about 2 s when the node hangs', async () => {
    const res = await ready(() => never());
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'not ready', reason: 'the XRPL node did not answer within 2 s' });
    expect(res.ms).toBeGreaterThanOrEqual(1_900);
    expect(res.ms).toBeLessThan(3_500);
  });
});
