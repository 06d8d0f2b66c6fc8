/**
 * The static front-end server (`server/src/serve.ts`) as a browser and a deployer meet it: the real
 * module runs in a child Node process (ESM) against a temporary dist folder, and is asked over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

jest.setTimeout(20_000);

const SERVE = path.resolve(__dirname, '../src/serve.ts');
const INLINE_SCRIPT = "document.documentElement.className = 'light';";
const HASHED = 'vendors.1a2b3c4d.js';
/** A chunk the build also wrote pre-compressed (`name.js.br`). */
const PRECOMPRESSED = 'react.5e6f7a8b.js';
/** A realistic, compressible chunk (well above the compression threshold). */
const CHUNK = Array.from({ length: 800 }, (_, i) => `export function f${i}(a, b) { return a * ${i} + b - ${i % 7}; }\n`).join('');

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

let dist: string;
let child: ChildProcess;
let port: number;
let api: http.Server;
let downPort: number;

/** Starts createServer in a child process; resolves with the port it listens on. */
function startServe(options: object): Promise<{ proc: ChildProcess; port: number }> {
  const code = `
    const loaded = await import(${JSON.stringify(new URL(`file://${SERVE}`).href)});
    const { createServer } = loaded.createServer ? loaded : loaded.default;
    const server = await createServer({ renderer: false, ...JSON.parse(process.env.SERVE_OPTIONS) });
    await server.listen({ port: 0, host: '127.0.0.1' });
    console.log('PORT ' + server.server.address().port);
    process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
  `;
  const proc = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: { ...process.env, SERVE_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    proc.stderr!.on('data', (d) => (err += d));
    proc.stdout!.on('data', (d) => {
      out += d;
      const m = /PORT (\d+)/.exec(out);
      if (m) resolve({ proc, port: Number(m[1]) });
    });
    proc.on('exit', (c) => reject(new Error(`the server exited (${c}): ${err}`)));
  });
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'ledgerlens-serve-'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>`,
    'main.js': 'import("./bootstrap.js");',
    'remoteEntry.js': 'var mfe_search; /* container */',
    'mf-manifest.json': '{"id":"mfe_search"}',
    'remotes.json': '{"mfe_search":"/remotes/mfe-search/remoteEntry.js"}',
    'config.json': '{"apiBaseUrl":""}',
    [HASHED]: CHUNK,
    [PRECOMPRESSED]: CHUNK,
    'favicon.ico': 'ico',
    'site.webmanifest': '{"name":"LedgerLens"}',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dist, name), text);
  // What a production build writes beside a script (webpack.federation.cjs): its brotli at quality 11.
  writeFileSync(path.join(dist, `${PRECOMPRESSED}.br`), zlib.brotliCompressSync(CHUNK, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));

  api = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  downPort = await closedPort();
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  ({ proc: child, port } = await startServe({
    distDir: dist,
    apiUrl,
    proxies: [{ prefix: '/remotes/mfe-down', upstream: `http://127.0.0.1:${downPort}` }],
    policyCheckIntervalMs: 0,
  }));
});

afterAll(async () => {
  child?.kill('SIGTERM');
  await new Promise<void>((r) => api.close(() => r()));
  rmSync(dist, { recursive: true, force: true });
});

/** The CSP of an answer as `name value` directives (helmet joins them with `;`). */
function cspDirectives(a: Answer): string[] {
  return String(a.headers['content-security-policy'] ?? '')
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
}

/** helmet's headers that act only on an HTML document (not sent on `/api` JSON). */
const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

function expectSecurityHeaders(a: Answer) {
  expect(cspDirectives(a).slice(0, 2)).toEqual(["default-src 'self'", expect.stringMatching(/^script-src 'self'/)]);
  expect(a.headers['content-security-policy']).toContain("object-src 'none'");
  expect(a.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(a.headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(a.headers['x-content-type-options']).toBe('nosniff');
  expect(a.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(a.headers['x-frame-options']).toBe('DENY');
}

describe('cache policy', () => {
  it('serves content-hashed chunks immutable for a year, readable cross-origin', async () => {
    const a = await get(port, `/${HASHED}`);
    expect(a.status).toBe(200);
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(a.headers['access-control-allow-origin']).toBe('*');
    expect(a.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(a.body.toString()).toBe(CHUNK);
  });

  it.each(['/index.html', '/main.js', '/remoteEntry.js', '/mf-manifest.json', '/remotes.json', '/config.json'])(
    '%s: no-cache with an ETag, 304 on If-None-Match',
    async (file) => {
      const a = await get(port, file);
      expect(a.status).toBe(200);
      expect(a.headers['cache-control']).toBe('no-cache');
      expect(a.headers.etag).toBeTruthy();
      const again = await get(port, file, { 'if-none-match': a.headers.etag! });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['cache-control']).toBe('no-cache');
    },
  );

  it('gives other files (favicon, web manifest) a short cache', async () => {
    for (const file of ['/favicon.ico', '/site.webmanifest']) {
      expect((await get(port, file)).headers['cache-control']).toBe('public, max-age=3600');
    }
  });

  it('answers a navigation with no file (SPA route) with index.html, no-cache + ETag, 304', async () => {
    for (const route of ['/', '/transaction/ABC', '/en/learn/x/y?q=1']) {
      const a = await get(port, route, { accept: 'text/html' });
      expect(a.status).toBe(200);
      expect(a.headers['content-type']).toMatch(/^text\/html/);
      expect(a.body.toString()).toContain('<div id="root">');
      expect(a.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(a);
      const again = await get(port, route, { 'if-none-match': a.headers.etag! });
      expect(again.status).toBe(304);
    }
  });

  it('answers a missing file with a plain 404, security headers included', async () => {
    const a = await get(port, '/missing.1a2b3c4d.js');
    expect(a.status).toBe(404);
    expectSecurityHeaders(a);
  });
});

describe('compression', () => {
  it('sends Brotli to a browser that accepts it, gzip otherwise; both smaller and decoding to the file', async () => {
    const br = await get(port, `/${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(port, `/${HASHED}`, { 'accept-encoding': 'gzip' });
    const plain = await get(port, `/${HASHED}`);
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(CHUNK);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(CHUNK);
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(gz.body.length).toBeLessThan(plain.body.length);
    // The immutable cache still applies to the compressed answer.
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends a script's pre-compressed brotli file in its place (smaller than compressing per request), its file to the others", async () => {
    const pre = await get(port, `/${PRECOMPRESSED}`, { 'accept-encoding': 'gzip, deflate, br' });
    const onTheWay = await get(port, `/${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(port, `/${PRECOMPRESSED}`, { 'accept-encoding': 'gzip' });
    expect(pre.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(pre.body).toString()).toBe(CHUNK);
    expect(pre.body.length).toBeLessThan(onTheWay.body.length);
    expect(pre.headers.vary).toMatch(/accept-encoding/i);
    expect(pre.headers['content-type']).toMatch(/javascript/);
    expect(pre.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(CHUNK);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('security headers and CSP', () => {
  it('are on static files, and the CSP allows exactly the inline scripts of index.html', async () => {
    const a = await get(port, '/index.html');
    expectSecurityHeaders(a);
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(cspDirectives(a)).toEqual([
      "default-src 'self'",
      `script-src 'self' 'sha256-${hash}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "manifest-src 'self'",
    ]);
  });

  it('are on proxied /api answers', async () => {
    const a = await get(port, '/api/network/info');
    expect(a.status).toBe(200);
    expect(JSON.parse(a.body.toString())).toEqual({ path: '/api/network/info' });
    expectSecurityHeaders(a);
  });

  it('leave the document-only headers off proxied /api JSON and keep them on the page', async () => {
    const api = await get(port, '/api/network/info');
    const page = await get(port, '/');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const name of DOCUMENT_ONLY) {
      expect({ name, api: api.headers[name] }).toEqual({ name, api: undefined });
      expect({ name, page: page.headers[name] }).toEqual({ name, page: expect.any(String) });
    }
  });

  it('takes remote origins (the entry of each well-formed remote) and the API origin from remotes.json / config.json edited at run time', async () => {
    const remotesFile = path.join(dist, 'remotes.json');
    const configFile = path.join(dist, 'config.json');
    try {
      writeFileSync(
        remotesFile,
        JSON.stringify({
          mfe_search: { entry: 'https://search.cdn.example/mf-manifest.json', routes: ['/search', '/transaction'] },
          mfe_account: { entry: 'http://localhost:28082/remoteEntry.js', routes: ['/account'] },
          mfe_learn: { entry: 'https://learn.example:8443/remoteEntry.js', routes: ['/learn'] },
          // Not a remote of remotes.json (a bare string): left out, as the shell leaves it out.
          mfe_old: 'https://old.example/remoteEntry.js',
          mfe_local: { entry: '/remotes/mfe-local/remoteEntry.js', routes: ['/x'] },
        }),
      );
      writeFileSync(configFile, JSON.stringify({ apiBaseUrl: 'https://api.ledgerlens.example/api' }));
      const answer = await get(port, '/');
      const csp = String(answer.headers['content-security-policy']);
      const directive = (name: string) => cspDirectives(answer).find((d) => d.startsWith(`${name} `)) ?? '';
      for (const origin of ['https://search.cdn.example', 'http://localhost:28082', 'https://learn.example:8443']) {
        expect(directive('script-src')).toContain(origin);
        expect(directive('connect-src')).toContain(origin);
      }
      expect(directive('connect-src')).toContain('https://api.ledgerlens.example');
      expect(directive('script-src')).not.toContain('api.ledgerlens.example');
      expect(csp).not.toContain('/remotes/mfe-local');
      expect(csp).not.toContain('old.example');

      // A broken file falls back to the same-origin policy; the server keeps answering.
      writeFileSync(remotesFile, '{ not json');
      const broken = await get(port, '/search');
      expect(broken.status).toBe(200);
      expect(broken.headers['content-security-policy']).not.toContain('search.cdn.example');
    } finally {
      writeFileSync(remotesFile, '{"mfe_search":{"entry":"/remotes/mfe-search/remoteEntry.js","routes":["/search"]}}');
      writeFileSync(configFile, '{"apiBaseUrl":""}');
    }
  });
});

describe('proxy errors', () => {
  it('answers /api with 502 and a generic JSON body when the API is unreachable, never its address', async () => {
    const { proc, port: p } = await startServe({ distDir: dist, apiUrl: `http://127.0.0.1:${downPort}`, policyCheckIntervalMs: 0 });
    try {
      const a = await get(p, '/api/transaction/ABC');
      expect(a.status).toBe(502);
      expect(a.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(a.body.toString())).toEqual({
        error: 'Bad gateway',
        message: 'The LedgerLens API is unreachable. Try again in a moment.',
      });
      expect(a.body.toString()).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|connect|\d{4,5}/);
      expectSecurityHeaders(a);
    } finally {
      proc.kill('SIGTERM');
    }
  });

  it('answers a proxied remote with 502 JSON when it is down', async () => {
    const a = await get(port, '/remotes/mfe-down/remoteEntry.js');
    expect(a.status).toBe(502);
    expect(JSON.parse(a.body.toString()).error).toBe('Bad gateway');
    expect(a.body.toString()).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    expectSecurityHeaders(a);
  });
});

describe('API proxy deadline and streams', () => {
  let hung: http.Server;
  let hungUrl: string;
  const sockets = new Set<import('node:net').Socket>();
  beforeAll(async () => {
    // An API that accepts requests and never answers them, except its SSE stream, which sends an
    // event at once and one more after 1.5 s (longer than the test's 1 s deadline).
    hung = http.createServer((req, res) => {
      if (req.url === '/api/stream/ledgers') {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
        res.write('event: ledgerClosed\ndata: {"ledgerIndex":1}\n\n');
        setTimeout(() => res.end('event: ledgerClosed\ndata: {"ledgerIndex":2}\n\n'), 1_500);
      }
    });
    hung.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((r) => hung.listen(0, '127.0.0.1', r));
    hungUrl = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((r) => hung.close(() => r()));
  });

  it('answers 504 with a generic JSON body when the API hangs past the deadline, before the browser gives up', async () => {
    const { proc, port: p } = await startServe({ distDir: dist, apiUrl: hungUrl, policyCheckIntervalMs: 0, apiTimeoutMs: 1_000 });
    try {
      const started = Date.now();
      const a = await get(p, '/api/ledger/latest');
      expect(a.status).toBe(504);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(JSON.parse(a.body.toString())).toEqual({ error: 'Gateway timeout', message: 'The LedgerLens API did not answer in time. Try again in a moment.' });
    } finally {
      proc.kill('SIGTERM');
    }
  });

  it('passes /api/stream through unbuffered, uncompressed and without the deadline', async () => {
    const { proc, port: p } = await startServe({ distDir: dist, apiUrl: hungUrl, policyCheckIntervalMs: 0, apiTimeoutMs: 1_000 });
    try {
      const events: Array<{ at: number; text: string }> = [];
      const started = Date.now();
      const status = await new Promise<{ code: number; encoding?: string }>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port: p, path: '/api/stream/ledgers', headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' } }, (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => events.push({ at: Date.now() - started, text: chunk }));
          res.on('end', () => resolve({ code: res.statusCode ?? 0, encoding: res.headers['content-encoding'] }));
        });
        req.on('error', reject);
      });
      expect(status).toEqual({ code: 200, encoding: undefined });
      const all = events.map((e) => e.text).join('');
      expect(all).toContain('"ledgerIndex":1');
      expect(all).toContain('"ledgerIndex":2');
      // the first event arrived before the second was written (not buffered until the end)
      expect(events.find((e) => e.text.includes('"ledgerIndex":1'))!.at).toBeLessThan(1_200);
    } finally {
      proc.kill('SIGTERM');
    }
  });
});

describe('API proxy over many instances (API_UPSTREAMS)', () => {
  /** An API instance that answers with its own name. */
  async function instance(name: string): Promise<{ server: http.Server; url: string }> {
    const server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ instance: name, path: req.url }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  }
  const seen = async (p: number, n: number) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const a = await get(p, `/api/network/stats?i=${i}`);
      expect(a.status).toBe(200);
      out.push(JSON.parse(a.body.toString()).instance);
    }
    return out;
  };

  it('spreads requests round-robin over the instances', async () => {
    const one = await instance('one');
    const two = await instance('two');
    const { proc, port: p } = await startServe({ distDir: dist, apiUpstreams: [one.url, two.url], policyCheckIntervalMs: 0 });
    try {
      expect(await seen(p, 4)).toEqual(['one', 'two', 'one', 'two']);
    } finally {
      proc.kill('SIGTERM');
      one.server.close();
      two.server.close();
    }
  });

  it('answers every GET when one instance is down: retried once on another, then the dead one is skipped for the cooldown', async () => {
    const one = await instance('one');
    const { proc, port: p } = await startServe({
      distDir: dist,
      apiUpstreams: [`http://127.0.0.1:${downPort}`, one.url],
      upstreamCooldownMs: 1_000,
      policyCheckIntervalMs: 0,
    });
    try {
      // The first request meets the dead instance, is retried on `one`; the next ones skip it.
      expect(await seen(p, 5)).toEqual(['one', 'one', 'one', 'one', 'one']);
      // A non-idempotent request that meets a dead instance is not replayed: 502, no address.
      await new Promise((r) => setTimeout(r, 1_100));
      const post = await new Promise<Answer>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port: p, path: '/api/x', method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end('{}');
      });
      expect(post.status).toBe(502);
      expect(post.body.toString()).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      proc.kill('SIGTERM');
      one.server.close();
    }
  });

  it('answers 502 (generic JSON) when every instance is down', async () => {
    const other = await closedPort();
    const { proc, port: p } = await startServe({
      distDir: dist,
      apiUpstreams: [`http://127.0.0.1:${downPort}`, `http://127.0.0.1:${other}`],
      policyCheckIntervalMs: 0,
    });
    try {
      const a = await get(p, '/api/network/stats');
      expect(a.status).toBe(502);
      expect(JSON.parse(a.body.toString()).error).toBe('Bad gateway');
      expect(a.body.toString()).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    } finally {
      proc.kill('SIGTERM');
    }
  });
});

describe('in front of webpack dev servers (npm run dev)', () => {
  it('revalidates every file (dev file names carry no hash) and lets the page reach the dev servers\' live-reload sockets', async () => {
    const sockets = ['ws://127.0.0.1:8090', 'ws://localhost:8090'];
    const { proc, port: p } = await startServe({ distDir: dist, apiUrl: `http://127.0.0.1:${downPort}`, policyCheckIntervalMs: 0, dev: { connectSources: sockets } });
    try {
      for (const file of [`/${HASHED}`, '/main.js', '/favicon.ico']) {
        const a = await get(p, file);
        expect(a.status).toBe(200);
        expect(a.headers['cache-control']).toBe('no-cache');
      }
      const page = await get(p, '/transaction/ABC');
      const connect = cspDirectives(page).find((d) => d.startsWith('connect-src'));
      expect(connect?.split(' ')).toEqual(expect.arrayContaining(["'self'", ...sockets]));
      // Still no eval and no inline script beyond index.html's own: dev code runs under the deployed CSP.
      expectSecurityHeaders(page);
      expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    } finally {
      proc.kill('SIGTERM');
    }
    // Without the dev option the deployed policy is unchanged.
    const deployed = await get(port, '/transaction/ABC');
    expect(cspDirectives(deployed).find((d) => d.startsWith('connect-src'))).not.toContain('ws://');
  });
});
