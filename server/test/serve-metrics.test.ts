/**
 * Visible failures of the shell's web server (`server/src/serve.ts`): one JSON log line per navigation (path,
 * outcome, reason, duration), the Prometheus metrics of how pages were served and what could not be
 * read, and one deadline per navigation. Through `createServer` with a stand-in render module that
 * answers per path as the real one does (a page, or `undefined` with its reason).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createServer } from '../src/serve';
import { serveMetrics } from '../src/metrics';

jest.setTimeout(30_000);

const INDEX_HTML = '<!doctype html><html lang=en><head><meta charset=utf-8><title>LedgerLens</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

let tmp: string;
let distDir: string;
let deadPort: number;
/** Plays mfe-x's static server: its manifest declares its page `/x/:id` (a ledger index). */
let remote: http.Server;
let remotePort: number;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'll-metrics-'));
  distDir = path.join(tmp, 'dist');
  mkdirSync(distDir);
  mkdirSync(path.join(tmp, 'dist-ssr'));
  remote = http.createServer((req, res) => {
    if (req.url !== '/mf-manifest.json') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 'mfe_x', name: 'mfe_x', metaData: { pages: [{ path: '/x/:id', chunk: 'page-x', data: ['/api/x/:id'], ssr: true, params: { id: 'ledger-id' } }] }, exposes: [] }));
  });
  await new Promise<void>((r) => remote.listen(0, '127.0.0.1', r));
  remotePort = (remote.address() as AddressInfo).port;
  // Taken while mfe-x's server listens, so the freed port cannot be the same.
  const dead = http.createServer();
  await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
  deadPort = (dead.address() as AddressInfo).port;
  await new Promise((r) => dead.close(r));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(distDir, 'config.json'), JSON.stringify({ apiBaseUrl: '' }));
  writeFileSync(
    path.join(distDir, 'remotes.json'),
    JSON.stringify({
      mfe_x: { label: 'X', entry: '/remotes/mfe-x/mf-manifest.json', routes: ['/x'] },
      mfe_dead: { label: 'Dead', entry: '/remotes/mfe-dead/mf-manifest.json', routes: ['/dead'] },
    }),
  );
  // Stand-in render module, with the shared page-declaration rules (`pages`) as the real one: the
  // deadline it was given is written into the page; `/x/1` has a data failure, `/x/2` a render that
  // threw, anything else renders.
  buildSync({
    stdin: {
      contents: `export * as pages from '@ledgerlens/shared/pages';
       export async function renderShell(input) {
         const path = input.url.split('?')[0];
         if (path === '/x/1') { input.onFailure?.('data'); return undefined; }
         if (path === '/x/2') { input.onFailure?.('render-error', new Error('boom in the page')); return undefined; }
         return { html: '<main><h1>Page ' + path + '</h1><p id="deadline">' + (input.deadline - Date.now()) + '</p></main>', styles: '', theme: 'light', preference: 'system', timeZone: 'UTC', locale: 'en-US', widgets: [], fetched: [], immutable: false, passes: 1 };
       }`,
      resolveDir: path.resolve(__dirname, '../../shell'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: path.join(tmp, 'dist-ssr/render.cjs'),
    logLevel: 'silent',
  });
});

afterAll(async () => {
  await new Promise((r) => remote.close(r));
  rmSync(tmp, { recursive: true, force: true });
});

async function server({ liveCacheBytes = 0 }: { liveCacheBytes?: number } = {}) {
  lines.length = 0;
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return createServer({
    distDir,
    apiUrl: `http://127.0.0.1:${deadPort}`,
    proxies: [
      { prefix: '/remotes/mfe-x', upstream: `http://127.0.0.1:${remotePort}` },
      { prefix: '/remotes/mfe-dead', upstream: `http://127.0.0.1:${deadPort}` },
    ],
    policyCheckIntervalMs: 0,
    logger,
    ssrDeadlineMs: 700,
    renderer: require(path.join(tmp, 'dist-ssr/render.cjs')),
    ledgerClock: false,
    // 0: every navigation rendered.
    liveCacheBytes,
  });
}

/** The page's host as a browser sends it (inject's default, `localhost:80`, is not the origin `http://localhost`). */
const HOST = { host: 'localhost' };

const navigations = () => lines.filter((l) => l.msg === 'navigation');

describe('the web server makes its failures visible', () => {
  it('logs one JSON line per navigation: path, outcome (hit, rendered or client with the reason) and duration', async () => {
    const app = await server();
    try {
      expect((await app.inject({ headers: HOST, url: '/' })).statusCode).toBe(200);
      expect((await app.inject({ headers: HOST, url: '/x/1' })).statusCode).toBe(200);
      expect((await app.inject({ headers: HOST, url: '/x/abc' })).statusCode).toBe(200);
      expect((await app.inject({ headers: HOST, url: '/x/2?secret=1' })).statusCode).toBe(200);
      const logged = navigations();
      expect(logged.map((l) => [l.path, l.outcome, l.reason])).toEqual([
        ['/', 'rendered', undefined],
        ['/x/1', 'client', 'data'],
        // A parameter the remote's check refuses: not server-rendered at all.
        ['/x/abc', 'client', 'not-declared'],
        ['/x/2', 'client', 'render-error'],
      ]);
      for (const l of logged) expect(typeof l.ms).toBe('number');
      // A server render names its passes.
      expect(logged[0].passes).toBe(1);
      // A failure with an error is logged at error level, with the error; the others at info.
      expect(logged.map((l) => l.level)).toEqual([30, 30, 30, 50]);
      expect(String(logged[3].err)).toContain('boom in the page');
    } finally {
      await app.close();
    }
  });

  it('counts renders by outcome and reason, their duration, and the manifests that could not be read, in Prometheus text', async () => {
    const app = await server();
    try {
      await app.inject({ headers: HOST, url: '/' });
      await app.inject({ headers: HOST, url: '/' });
      await app.inject({ headers: HOST, url: '/x/1' });
      await app.inject({ headers: HOST, url: '/x/abc' });
      const text = await app.ssrMetrics.registry.metrics();
      expect(text).toContain('ledgerlens_ssr_renders_total{outcome="rendered",reason="none"} 2');
      expect(text).toContain('ledgerlens_ssr_renders_total{outcome="client",reason="data"} 1');
      expect(text).toContain('ledgerlens_ssr_renders_total{outcome="client",reason="not-declared"} 1');
      expect(text).toMatch(/ledgerlens_ssr_render_duration_seconds_count\{outcome="rendered"\} 2/);
      // mfe-dead's manifest is on a port nothing listens on.
      expect(text).toMatch(/ledgerlens_ssr_fetch_errors_total\{kind="manifest"\} [1-9]/);
      expect(lines.some((l) => l.msg === 'manifest could not be read' && l.kind === 'manifest')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('counts the kept live renders: misses, hits and their bytes, per segment', async () => {
    const app = await server({ liveCacheBytes: 1_000_000 });
    try {
      await app.inject({ headers: HOST, url: '/' });
      const again = await app.inject({ headers: HOST, url: '/' });
      expect(again.headers['server-timing']).toMatch(/^ssr;desc="hit";dur=/);
      const text = await app.ssrMetrics.registry.metrics();
      expect(text).toContain('ledgerlens_ssr_live_cache_misses_total{segment="fixed"} 1');
      expect(text).toContain('ledgerlens_ssr_live_cache_hits_total{segment="fixed"} 1');
      expect(text).toContain('ledgerlens_ssr_renders_total{outcome="hit",reason="none"} 1');
      expect(Number(/ledgerlens_ssr_live_cache_bytes\{segment="fixed"\} (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
      expect(text).toContain('ledgerlens_ssr_live_cache_bytes{segment="parameterised"} 0');
    } finally {
      await app.close();
    }
  });

  it('serves the metrics on a private port as GET /metrics', async () => {
    const app = await server();
    const metrics = await serveMetrics(app.ssrMetrics, { port: 0 });
    try {
      await app.inject({ headers: HOST, url: '/x/1' });
      const { port } = metrics!.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toContain('ledgerlens_ssr_renders_total{outcome="client",reason="data"} 1');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await new Promise((r) => metrics!.close(r));
      await app.close();
    }
  });

  it('gives the render the navigation\'s one deadline (SSR_DEADLINE_MS) and does not wait for a remote the page is not drawn from', async () => {
    const app = await server();
    try {
      const started = Date.now();
      const res = await app.inject({ headers: HOST, url: '/nope' });
      // Page Not Found is the shell's own: no remote's manifest is waited for.
      expect(Date.now() - started).toBeLessThan(700);
      const left = Number(/<p id="deadline">(-?\d+)<\/p>/.exec(res.body)?.[1]);
      expect(left).toBeGreaterThan(300);
      expect(left).toBeLessThanOrEqual(700);
    } finally {
      await app.close();
    }
  });
});
