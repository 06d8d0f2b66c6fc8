/**
 * The first view rendered on the server: the shell's server render
 * (`shell/src/server.tsx`, imported as the web server imports it) with a remote's server build (`mfe-search`,
 * `ssr/server.cjs`, fetched from the remote's URL as in production), through
 * `testBoot(...).render()` of `server/src/boot.ts`, against a stand-in API that answers
 * with a real recorded answer of the LedgerLens API (`mfe-search/test/fixtures/tx-payment-xrp.json`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RemoteDeclarations } from '@ledgerlens/shared/pages';
import { createShellRenderer } from 'shell/server';
import { SSR_BLOCK_ID } from 'shell/ssr-constants';
import { serverBuildIntegrity } from 'shell/ssr-integrity';
import { readRemoteDeclarations } from '../../scripts/page-declarations.mjs';
import { themeFromCookie } from '../src/html';
import { createRenderCache } from '../src/render-cache';
import { createServer } from '../src/serve';
import { planOf, testBoot } from './boot-helpers';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '../..');
const HASH = '589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D';
/** Well-formed hashes the stand-in API answers with 404 and late. */
const MISSING = 'A'.repeat(64);
const SLOW = 'B'.repeat(64);
/** Well-formed hashes the stand-in API refuses: over the rate limit (429, `Retry-After: 30`), broken (503). */
const LIMITED = 'C'.repeat(64);
const BROKEN = 'D'.repeat(64);
const TX_ANSWER = readFileSync(path.join(ROOT, 'mfe-search/test/fixtures/tx-payment-xrp.json'), 'utf8');
const SHELL_REMOTES = JSON.parse(readFileSync(path.join(ROOT, 'shell/public/remotes.json'), 'utf8'));
const INDEX_HTML = '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="built"><title>LedgerLens</title><script src=/theme-init.js></script><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

let tmp: string;
const renderer = createShellRenderer();
let api: http.Server;
let remote: http.Server;
let apiUrl: string;
let remoteUrl: string;
let deadUrl: string;
const apiRequests: string[] = [];
const remoteRequests: string[] = [];

const listen = (server: http.Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'll-ssr-'));
  // The real server builds, into the temporary folder (esbuild: a few seconds).
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-ssr.mjs'), 'mfe-search', path.join(tmp, 'remote/ssr/server.cjs')], { cwd: ROOT, stdio: 'pipe' });
  // As the remote's build publishes it: the server build's SHA-256 and the remote's page declarations in the manifest.
  const integrity = serverBuildIntegrity(readFileSync(path.join(tmp, 'remote/ssr/server.cjs'), 'utf8'));
  const declared = (await readRemoteDeclarations('mfe-search'))!.declarations as RemoteDeclarations;
  writeFileSync(
    path.join(tmp, 'remote/mf-manifest.json'),
    JSON.stringify({ id: 'mfe_search', name: 'mfe_search', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto', ssr: { file: 'ssr/server.cjs', integrity }, ...declared }, exposes: [] }),
  );
  // The same remote without its declarations (a remote built before they were published).
  mkdirSync(path.join(tmp, 'remote/undeclared/ssr'), { recursive: true });
  writeFileSync(path.join(tmp, 'remote/undeclared/ssr/server.cjs'), readFileSync(path.join(tmp, 'remote/ssr/server.cjs')));
  writeFileSync(path.join(tmp, 'remote/undeclared/mf-manifest.json'), JSON.stringify({ id: 'mfe_search', name: 'mfe_search', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto', ssr: { file: 'ssr/server.cjs', integrity } }, exposes: [] }));
  mkdirSync(path.join(tmp, 'dist'), { recursive: true });
  writeFileSync(path.join(tmp, 'dist/index.html'), INDEX_HTML);
  writeFileSync(path.join(tmp, 'dist/config.json'), JSON.stringify({ apiBaseUrl: '' }));
  writeFileSync(path.join(tmp, 'dist/remotes.json'), JSON.stringify({ mfe_search: SHELL_REMOTES.mfe_search }));

  api = http.createServer((req, res) => {
    // The path only: the page may ask a fixed query (`?lists=25`, remotes.json `data`).
    const url = (req.url ?? '').split('?')[0];
    apiRequests.push(`${url} xff=${req.headers['x-forwarded-for'] ?? ''}`);
    const send = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    // A validated transaction: immutable, as the real API says it.
    if (url === `/api/transaction/${HASH}`) return void res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=31536000, immutable' }).end(TX_ANSWER);
    if (url === `/api/transaction/${SLOW}`) return void setTimeout(() => send(200, TX_ANSWER.replaceAll(HASH, SLOW)), 2000);
    if (url === `/api/transaction/${LIMITED}`) return void res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' }).end(JSON.stringify({ error: 'Too Many Requests' }));
    if (url === `/api/transaction/${BROKEN}`) return void send(503, JSON.stringify({ error: 'Service unavailable' }));
    return send(404, JSON.stringify({ error: 'Transaction not found', code: 'txnNotFound' }));
  });
  // The same build published with a digest that is not its own (a build altered after its manifest was written).
  mkdirSync(path.join(tmp, 'remote/altered/ssr'), { recursive: true });
  writeFileSync(path.join(tmp, 'remote/altered/ssr/server.cjs'), readFileSync(path.join(tmp, 'remote/ssr/server.cjs'), 'utf8') + '\n;globalThis.altered = true;');
  writeFileSync(path.join(tmp, 'remote/altered/mf-manifest.json'), readFileSync(path.join(tmp, 'remote/mf-manifest.json'), 'utf8'));
  remote = http.createServer((req, res) => {
    remoteRequests.push((req.url ?? '/').split('?')[0]);
    const file = path.join(tmp, 'remote', (req.url ?? '/').split('?')[0]);
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'content-type': file.endsWith('.json') ? 'application/json' : 'application/javascript' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  apiUrl = await listen(api);
  remoteUrl = await listen(remote);
  const dead = http.createServer();
  deadUrl = await listen(dead);
  await new Promise((r) => dead.close(r));
});

afterAll(async () => {
  renderer.dispose();
  api.closeAllConnections();
  await new Promise((r) => api.close(r));
  await new Promise((r) => remote.close(r));
  rmSync(tmp, { recursive: true, force: true });
});

beforeEach(() => {
  apiRequests.length = 0;
});

const source = (upstream = remoteUrl) =>
  testBoot(path.join(tmp, 'dist'), {
    proxies: [{ prefix: '/remotes/mfe-search', upstream }],
    checkIntervalMs: 0,
    renderer,
    apiUrl,
    // The navigation's one deadline: a cold first render fits, the slow answer (2 s) does not.
    deadlineMs: 1500,
  });
const ORIGIN = 'http://localhost:8080';
/** Text of HTML without tags (what a visitor without JavaScript reads), entities decoded. */
const text = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const dataBlock = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${SSR_BLOCK_ID}">([^<]*)</script>`).exec(html);
  return m ? JSON.parse(m[1]) : undefined;
};

describe('remote server code is trusted explicitly', () => {
  it('runs a server build only when its SHA-256 is the one its manifest publishes: an altered one is refused, logged once, and the page client-rendered', async () => {
    const refused: Array<[string, string, Record<string, unknown>]> = [];
    const boot = testBoot(path.join(tmp, 'dist'), {
      proxies: [{ prefix: '/remotes/mfe-search', upstream: `${remoteUrl}/altered` }],
      checkIntervalMs: 0,
      renderer,
      apiUrl,
      events: { refused: (remote, reason, detail) => void refused.push([remote, reason, detail]) },
    });
    const info = await boot.go(`/transaction/${HASH}`, { origin: ORIGIN });
    const html = info.html!;
    expect(info).toMatchObject({ outcome: 'client', reason: 'integrity' });
    expect(html).not.toContain('data-ssr-theme');
    expect(html).not.toContain('Transaction Details');
    expect((globalThis as { altered?: boolean }).altered).toBeUndefined();
    await boot.render(`/transaction/${HASH}`, ORIGIN);
    expect(refused).toHaveLength(1);
    expect(refused[0][0]).toBe('mfe_search');
    expect(refused[0][1]).toBe('integrity');
    expect(refused[0][2].expected).not.toBe(refused[0][2].actual);
    expect(apiRequests).toEqual([]);
  });

  it('refuses a remote on another origin (never fetches its server build) unless that origin is configured as trusted', async () => {
    const dist = path.join(tmp, 'dist-cross');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: '' }));
    writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ mfe_search: { ...SHELL_REMOTES.mfe_search, entry: `${remoteUrl}/mf-manifest.json` } }));
    const refused: string[] = [];
    const options = { checkIntervalMs: 0, renderer, apiUrl, events: { refused: (_r: string, reason: string) => void refused.push(reason) } };
    remoteRequests.length = 0;
    const info = await testBoot(dist, options).go(`/transaction/${HASH}`, { origin: ORIGIN });
    const html = info.html!;
    expect(info).toMatchObject({ outcome: 'client', reason: 'untrusted-origin' });
    expect(html).not.toContain('Transaction Details');
    expect(refused).toEqual(['untrusted-origin']);
    // Its manifest is read (the page's preload hints), its code never.
    expect(remoteRequests).toContain('/mf-manifest.json');
    expect(remoteRequests).not.toContain('/ssr/server.cjs');
    const trusted = await testBoot(dist, { ...options, trustedOrigins: [remoteUrl] }).go(`/transaction/${HASH}`, { origin: ORIGIN });
    const page = trusted.html!;
    expect(trusted.outcome).toBe('rendered');
    expect(text(page)).toContain('Transaction Details');
  });
});

describe("a remote's page declarations come from its manifest", () => {
  it('a manifest without them: the remote\'s pages are client-rendered without data hints, reported once', async () => {
    const reported: string[] = [];
    const boot = testBoot(path.join(tmp, 'dist'), {
      proxies: [{ prefix: '/remotes/mfe-search', upstream: `${remoteUrl}/undeclared` }],
      checkIntervalMs: 0,
      renderer,
      apiUrl,
      events: { noDeclarations: (remote: string) => void reported.push(remote) },
    });
    const info = await boot.go(`/transaction/${HASH}`, { origin: ORIGIN });
    const html = info.html!;
    expect(info).toMatchObject({ outcome: 'client', reason: 'no-declarations' });
    expect(html).toContain('<div id=root></div>');
    expect(html).not.toContain('Transaction Details');
    expect(html).not.toContain('/api/transaction/');
    await boot.render(`/transaction/${HASH}`, ORIGIN);
    expect(reported).toEqual(['mfe_search']);
    expect(apiRequests).toEqual([]);
  });

  it('with them: the page is rendered, its declared request asked once, in the spelling the page uses', async () => {
    const info = await source().go(`/transaction/${HASH.toLowerCase()}`, { origin: ORIGIN });
    const html = info.html!;
    expect(info.outcome).toBe('rendered');
    expect(info.undeclared).toBeUndefined();
    expect(text(html)).toContain('Transaction Details');
    // The page requests the id upper-cased: so does the declaration.
    expect(apiRequests).toHaveLength(1);
    expect(apiRequests[0].startsWith(`/api/transaction/${HASH} `)).toBe(true);
  });
});

describe('server render through serve-boot', () => {
  it('answers a search form\'s GET: a valid query goes to its page, an invalid one is rendered on the search page with its message', async () => {
    const boot = source();
    expect(boot.redirectFor('/search', `?q=${HASH.toLowerCase()}`)).toBe(`/transaction/${HASH}`);
    expect(boot.redirectFor('/search', '?q=%2394%2C084%2C608')).toBe('/ledger/94084608');
    expect(boot.redirectFor('/search', '?q=rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe('/account/rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh');
    expect(boot.redirectFor('/search', '?q=hello')).toBeUndefined();
    expect(boot.redirectFor('/search', '')).toBeUndefined();
    expect(boot.redirectFor('/ledger', `?q=${HASH}`)).toBeUndefined();
    const html = (await boot.render('/search', ORIGIN, { search: '?q=ABC' }))!;
    expect(html).toContain('data-ssr-theme="light"');
    const visible = text(html);
    expect(visible).toContain('Search the XRP Ledger');
    expect(visible).toContain('Transaction hashes are 64 hexadecimal characters.');
    // A GET form to the search page whose input carries the query; its button is enabled (submits before the app runs).
    const form = /<form role="search" aria-label="Search the XRP Ledger"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="ABC"|<input[^>]*value="ABC"[^>]*name="q"/);
    expect(html).not.toMatch(/<button type="submit" disabled/);
    expect(apiRequests).toEqual([]);
  });

  it('renders the transaction page with its data: summary, amount, and the answer inlined instead of preloaded', async () => {
    const html = (await source().render(`/transaction/${HASH}`, ORIGIN, { forwardedFor: '203.0.113.7' }))!;
    expect(html).toContain('<div id="root" data-ssr-theme="light" data-ssr-pref="system" data-ssr-tz=');
    const visible = text(html);
    expect(visible).toContain('Transaction Details');
    expect(visible).toContain('1,531.267 XRP');
    expect(visible).toMatch(/sent 1,531\.267 XRP to/);
    expect(html).toMatch(/<title>Transaction 589640406AC52E60… · LedgerLens<\/title>/);
    // One API request, from the server, for the visitor; its answer is in the page, not preloaded again.
    expect(apiRequests).toEqual([`/api/transaction/${HASH} xff=203.0.113.7`]);
    expect(html).not.toContain(`as="fetch" crossorigin href="/api/transaction/${HASH}`);
    // Nothing executable inline (the CSP allows only index.html's own script hashes): no React `$RC` scripts.
    expect(html.match(/<script\b[^>]*>/g)?.filter((t) => !/\ssrc=/.test(t) && !/type="application\/json"/.test(t))).toEqual([]);
    const block = dataBlock(html);
    expect(Object.values(block.api.queries).map((q: any) => [q.status, q.data?.hash])).toEqual([['fulfilled', HASH]]);
  });

  it("a remote's page drawn by the server hints the shell's code and the remote's manifest, entry and ./routes, not the page's own chunk", async () => {
    // The remote's manifest as its build publishes it: the `./routes` expose and the page's chunk files.
    const dir = path.join(tmp, 'remote/chunks');
    mkdirSync(path.join(dir, 'ssr'), { recursive: true });
    writeFileSync(path.join(dir, 'ssr/server.cjs'), readFileSync(path.join(tmp, 'remote/ssr/server.cjs')));
    const published = JSON.parse(readFileSync(path.join(tmp, 'remote/mf-manifest.json'), 'utf8'));
    published.metaData.pageChunks = { 'page-transaction': ['page-transaction.1a2b3c4d.js', '358.1a2b3c4d.js'] };
    published.exposes = [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.1a2b3c4d.js'], async: ['page-transaction.1a2b3c4d.js'] } } }];
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(published));
    const hinted = (html: string) => [...html.matchAll(/<link rel="preload" as="(?:script|fetch)"(?: crossorigin)? href="([^"]+)"/g)].map((m) => m[1]!.replace(/^.*\/remotes\/mfe-search\//, '')).filter((h) => !h.startsWith('/'));
    const drawn = await source(`${remoteUrl}/chunks`).go(`/transaction/${HASH}`, { origin: ORIGIN });
    expect(drawn.outcome).toBe('rendered');
    // The page is taken over before its chunk is here (the shell's router defers it): the app asks for it.
    expect(hinted(drawn.html!)).toEqual(['mf-manifest.json', 'remoteEntry.js', '__federation_expose_routes.1a2b3c4d.js']);
    // A page the browser draws itself needs its chunk at once: hinted with the rest.
    const client = await source(`${remoteUrl}/chunks`).go(`/transaction/${BROKEN}`, { origin: ORIGIN });
    expect(client.outcome).toBe('client');
    expect(hinted(client.html!)).toEqual(['mf-manifest.json', 'remoteEntry.js', '__federation_expose_routes.1a2b3c4d.js', 'page-transaction.1a2b3c4d.js', '358.1a2b3c4d.js']);
  });

  it('writes Emotion\'s styles once, in <head>: no <style> inside #root, a rule for every class the markup uses, no id twice', async () => {
    const html = (await source().render(`/transaction/${HASH}`, ORIGIN))!;
    const head = html.slice(0, html.indexOf('</head>'));
    const rootStart = html.indexOf('<div id="root"');
    const body = html.slice(rootStart);
    expect(body).not.toMatch(/<style\b/);
    const tags = [...head.matchAll(/<style data-emotion="([^"]*)"[^>]*>([^<]*)<\/style>/g)];
    // The components' rules in one element (key `css`), each global style in its own (`css-global`, as the browser's <Global> looks for it).
    expect(tags.filter(([, attr]) => attr.startsWith('css ')).length).toBe(1);
    const ids = tags.flatMap(([, attr]) => attr.split(' ').slice(1));
    expect(new Set(ids).size).toBe(ids.length);
    const css = tags.map(([, , rules]) => rules).join('');
    const used = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap(([, c]) => c.split(/\s+/)).filter((c) => /^css-[a-z0-9]+$/.test(c)));
    expect(used.size).toBeGreaterThan(20);
    for (const c of used) expect(css).toContain(`.${c}`);
    // The state block (hydration only) comes after the page's markup, not before it.
    expect(html.indexOf(`id="${SSR_BLOCK_ID}"`)).toBeGreaterThan(html.indexOf('</div>', rootStart));
    expect(html.indexOf(`id="${SSR_BLOCK_ID}"`)).toBeGreaterThan(html.indexOf('</head>'));
  });

  it('starts the page\'s declared request before rendering and keeps the render of an immutable page: a second visit is served from memory', async () => {
    const boot = source();
    const first = await boot.go(`/transaction/${HASH}`, { origin: ORIGIN });
    const a = first.html!;
    expect(first.outcome).toBe('rendered');
    // The declared request (`?lists=25`, remotes.json) was started ahead and reused by the page: one request.
    expect(apiRequests).toEqual([`/api/transaction/${HASH} xff=`]);
    const second = await boot.go(`/transaction/${HASH}`, { origin: ORIGIN });
    const b = second.html!;
    expect(second.outcome).toBe('hit');
    expect(b).toBe(a);
    expect(apiRequests).toHaveLength(1);
    // Another theme is another markup: rendered, not served from the light one.
    const dark = await boot.go(`/transaction/${HASH}`, { origin: ORIGIN, cookie: 'ledgerlens-theme=dark' });
    const c = dark.html!;
    expect(dark.outcome).toBe('rendered');
    expect(c).toContain('data-ssr-theme="dark"');
  });

  it('renders a transaction in the same two passes every visit (nothing learned from earlier renders), with one API request per visit', async () => {
    // No kept renders here: every visit is rendered.
    const boot = testBoot(path.join(tmp, 'dist'), { proxies: [{ prefix: '/remotes/mfe-search', upstream: remoteUrl }], checkIntervalMs: 0, renderer, apiUrl, deadlineMs: 1500, immutableCache: { maxEntries: 0 } });
    const passes: Array<number | undefined> = [];
    let html = '';
    for (let i = 0; i < 3; i += 1) {
      const info = await boot.go(`/transaction/${HASH}`, { origin: ORIGIN });
      html = info.html!;
      expect(info.outcome).toBe('rendered');
      passes.push(info.passes);
    }
    // The first pass starts the page's query (its declared answer reused), the second draws it.
    expect(passes).toEqual([2, 2, 2]);
    // Exactly one API request per visit, and the same page.
    expect(apiRequests).toHaveLength(3);
    expect(text(html)).toContain('1,531.267 XRP');
    expect(Object.values(dataBlock(html).api.queries).map((q: any) => q.status)).toEqual(['fulfilled']);
  });

  it('never keeps a page whose data is not immutable (home) or that was client-rendered (404)', async () => {
    const boot = source();
    for (const p of ['/', `/transaction/${MISSING}`]) {
      await boot.render(p, ORIGIN);
      const again = await boot.go(p, { origin: ORIGIN });
      expect(again.outcome).not.toBe('hit');
    }
    expect(apiRequests).toEqual([`/api/transaction/${MISSING} xff=`, `/api/transaction/${MISSING} xff=`]);
  });

  it('never asks the API for an identifier the page would not request, and sends the page client-rendered', async () => {
    const html = (await source().render('/transaction/not-a-hash', ORIGIN))!;
    expect(apiRequests).toEqual([]);
    expect(html).toContain('<div id=root></div>');
    expect(html).not.toContain(SSR_BLOCK_ID);
  });

  it('sends the client-rendered page with the data preload when the API answers 404 (the page shows its own not-found state)', async () => {
    const html = (await source().render(`/transaction/${MISSING}`, ORIGIN))!;
    expect(apiRequests).toEqual([`/api/transaction/${MISSING} xff=`]);
    expect(html).toContain('<div id=root></div>');
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/transaction/${MISSING}`);
    expect(html).not.toContain(SSR_BLOCK_ID);
  });

  it('gives up on data that does not answer within the deadline and sends the client-rendered page', async () => {
    const started = Date.now();
    const html = (await source().render(`/transaction/${SLOW}`, ORIGIN))!;
    // One deadline for the whole navigation (manifests, data, passes), not one per wait.
    expect(Date.now() - started).toBeLessThan(1500 + 250);
    expect(html).toContain('<div id=root></div>');
    expect(html).toContain(`href="/api/transaction/${SLOW}`);
  });

  it('fails fast: a 429 of the page\'s data answers at once with the 429 page and the wait; a 5xx sends the client-rendered page at once', async () => {
    const boot = source();
    const started = Date.now();
    const limited = await boot.go(`/transaction/${LIMITED}`, { origin: ORIGIN, cookie: 'ledgerlens-theme=dark', forwardedFor: '203.0.113.9' });
    // The deadline is 1,500 ms and the API asks for 30 s: neither is waited for.
    expect(Date.now() - started).toBeLessThan(900);
    expect(limited).toMatchObject({ status: 429, retryAfterSeconds: 30, outcome: 'refused', reason: 'rate-limited' });
    expect(text(limited.html!)).toContain('Too many requests');
    expect(text(limited.html!)).toContain('Please wait about 30 seconds, then try again.');
    expect(limited.html).toContain('<header><a href="/">LedgerLens</a></header>');
    expect(limited.html).toContain(`<a href="/transaction/${LIMITED}">Try again</a>`);
    // Asked once: the shared base query's retry after `Retry-After` is not waited for.
    expect(apiRequests).toEqual([`/api/transaction/${LIMITED} xff=203.0.113.9`]);
    const at = Date.now();
    const broken = await boot.go(`/transaction/${BROKEN}`, { origin: ORIGIN });
    expect(Date.now() - at).toBeLessThan(900);
    expect(broken).toMatchObject({ status: 200, outcome: 'client', reason: 'upstream' });
    expect(broken.html).toContain('<div id=root></div>');
  });

  it('with the remote down: its pages client-rendered, home still rendered (its widget as reserved space)', async () => {
    const boot = source(deadUrl);
    const tx = (await boot.render(`/transaction/${HASH}`, ORIGIN))!;
    expect(tx).toContain('<div id=root></div>');
    expect(apiRequests).toEqual([]);
    const home = (await boot.render('/', ORIGIN))!;
    expect(home).toContain('data-ssr-theme="light"');
    expect(text(home)).not.toContain('Explore the XRP Ledger');
    // No data, no widget drawn: the block carries only the render time (relative times hydrate at it).
    expect(dataBlock(home)).toEqual({ widgets: [], now: expect.any(Number) });
  });

  it('renders home with the remote widget drawn in full and names it for the hydration', async () => {
    const before = Date.now();
    const html = (await source().render('/', ORIGIN))!;
    expect(text(html)).toContain('Explore the XRP Ledger');
    expect(dataBlock(html)).toEqual({ widgets: ['mfe_search/widgets/homeSearchPanel'], now: expect.any(Number) });
    // The render's own time, which the browser hydrates relative times at.
    expect(dataBlock(html).now).toBeGreaterThanOrEqual(before);
    expect(dataBlock(html).now).toBeLessThanOrEqual(Date.now());
  });

  it('renders Page Not Found for a path no remote owns, and the theme of the cookie', async () => {
    const html = (await source().render('/no-such-page', ORIGIN, { cookie: 'a=b; ledgerlens-theme=dark' }))!;
    expect(html).toContain('data-ssr-theme="dark" data-ssr-pref="dark"');
    expect(text(html)).toContain('Page Not Found');
    expect(html).toContain('<title>Page Not Found · LedgerLens</title>');
  });

  it('escapes text from the URL (React, never raw HTML)', async () => {
    const html = (await source().render('/', ORIGIN, { search: '?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E' }))!;
    expect(html).toContain('data-ssr-theme');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
  });
});

describe('the shell whose dist is written after its server starts (`npm run dev`)', () => {
  it('renders on the server once the dist appears: an empty dist at start is still the shell', async () => {
    const dist = path.join(tmp, 'dist-late');
    mkdirSync(dist, { recursive: true });
    const app = await createServer({ distDir: dist, apiUrl, proxies: [{ prefix: '/remotes/mfe-search', upstream: remoteUrl }], policyCheckIntervalMs: 0, renderer, ledgerClock: false, ssrDeadlineMs: 5000 });
    try {
      // The shell's webpack dev server writes its files a minute after the web server listens.
      writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
      writeFileSync(path.join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: '' }));
      writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ mfe_search: SHELL_REMOTES.mfe_search }));
      const page = await app.inject({ url: `/transaction/${HASH}`, headers: { host: 'localhost:8080' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['server-timing']).toMatch(/ssr;desc="render/);
      expect(text(page.body)).toContain('Transaction Details');
    } finally {
      await app.close();
    }
  });
});

describe('pure parts', () => {
  it('keeps server renders in a bounded LRU, for a while, and only for the same code and configuration', () => {
    // A clock reading as Date.now() would (lru-cache takes a start time of 0 for "no start time").
    let now = 5_000;
    const cache = createRenderCache<string>({ maxEntries: 2, ttlMs: 1000, now: () => now });
    const deps = [1, 'a'];
    cache.set('x', deps, 'X');
    cache.set('y', deps, 'Y');
    expect(cache.get('x', [1, 'a'])).toBe('X');
    cache.set('z', deps, 'Z');
    // `y` was the least recently used.
    expect(cache.get('y', deps)).toBeUndefined();
    expect(cache.size).toBe(2);
    expect(cache.get('x', [2, 'a'])).toBeUndefined();
    cache.set('x', deps, 'X');
    now = 6_001;
    expect(cache.get('x', deps)).toBeUndefined();
    expect(createRenderCache({ maxEntries: 0, ttlMs: 1000 }).size).toBe(0);
  });

  it('reads the theme cookie', () => {
    expect(themeFromCookie('ledgerlens-theme=dark')).toBe('dark');
    expect(themeFromCookie('x=1; ledgerlens-theme=system')).toBe('system');
    expect(themeFromCookie('ledgerlens-theme=<b>')).toBe('system');
    expect(themeFromCookie(undefined)).toBe('system');
  });

  it('renders on the server only home, Page Not Found and declared pages whose parameters pass', async () => {
    const declarations: Record<string, RemoteDeclarations | undefined> = {};
    for (const [name, d] of Object.entries(SHELL_REMOTES)) declarations[name] = (await readRemoteDeclarations(String((d as { entry: string }).entry).split('/')[2]))?.declarations as RemoteDeclarations;
    const allowed = async (p: string) => (await planOf(SHELL_REMOTES, p, { declarations, assets: {} }, { renderable: true })).ssr.allowed;
    expect(await allowed('/')).toBe(true);
    expect(await allowed('/nope')).toBe(true);
    expect(await allowed(`/transaction/${HASH}`)).toBe(true);
    expect(await allowed('/transaction/xyz')).toBe(false);
    expect(await allowed('/account/rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6')).toBe(true);
    // A bad checksum fails the remote's own check: no server render, so no API request either.
    expect(await allowed('/account/rapido5rxPmP4YkMZZEeXSHqWefxHEkqv7')).toBe(false);
    for (const p of ['/validators', '/tokens', '/balances', '/amendments', '/amendment/ExpandedSignerList', '/amm', '/amm/r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M', '/token/CNY.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK', `/nft/${HASH}`, `/object/${HASH}`, '/ledger/94084608']) expect([p, await allowed(p)]).toEqual([p, true]);
    for (const p of ['/amendment/NoSuchAmendment', '/amm/xyz', '/token/XRP.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK', '/nft/xyz', '/object/xyz', '/ledger/latest']) expect([p, await allowed(p)]).toEqual([p, false]);
    // A page that declares `ssr: false` stays client-rendered; the search page asks for nothing and is rendered.
    expect(await allowed('/ctid')).toBe(false);
    expect(await allowed('/search')).toBe(true);
    // A remote that declares nothing (its manifest without `metaData.pages`): client-rendered.
    expect((await planOf(SHELL_REMOTES, '/validators', { declarations: { ...declarations, mfe_network: undefined } }, { renderable: true })).ssr.allowed).toBe(false);
  });

  it('a page its remote declares with "ssr": false stays client-rendered', async () => {
    const declarations = { mfe_network: { pages: [{ path: '/validators', chunk: 'page-validators', data: ['/api/validators'], ssr: false }] } };
    expect((await planOf(SHELL_REMOTES, '/validators', { declarations }, { renderable: true })).ssr).toEqual({ allowed: false, reason: 'not-declared' });
    expect((await planOf(SHELL_REMOTES, '/validators', { declarations: { mfe_network: { pages: [{ ...declarations.mfe_network.pages[0], ssr: true }] } } }, { renderable: true })).ssr.allowed).toBe(true);
  });
});
