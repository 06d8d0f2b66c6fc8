/**
 * The shell's per-navigation index.html (`server/src/boot.ts`): what the browser
 * receives for a path (inline remotes.json / config.json, preload hints for the path's remote files
 * and API request), from the pure functions, through the real server in a child process, and the
 * pages each remote declares (`mfe-*\/src/pages.ts`, published in its manifest) against the pages'
 * own validation.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_TX_PAGE_SIZE, TRANSACTION_LIST_PREVIEW, parseLedgerIdentifier, validateAccountAddress, validateTransactionIdentifier } from '@ledgerlens/shared/domain';
import * as pagesLib from '@ledgerlens/shared/pages';
import { parseRemotesConfig, type RemoteDeclarations } from '@ledgerlens/shared/pages';
import { readRemoteDeclarations } from '../../scripts/page-declarations.mjs';
import { HEADER_WIDGET_MEDIA, HOME_EAGER_WIDGETS } from 'shell/ssr-constants';
import { BOOT_SCRIPT_TYPE, jsonForHtml, renderIndexHtml } from '../src/html';
import { preloadPlan } from '../src/preload';
import { planOf, testBoot } from './boot-helpers';

jest.setTimeout(20_000);

const HASH = '589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D';
const SHELL_REMOTES = JSON.parse(readFileSync(path.resolve(__dirname, '../../shell/public/remotes.json'), 'utf8'));

/** A remotes.json like the shell's: search (header + home widget, transaction pages), network (home widgets), a dead remote. */
const REMOTES = {
  mfe_search: {
    label: 'Search </script><script>alert(1)</script>',
    entry: '/remotes/mfe-search/mf-manifest.json',
    routes: ['/search', '/transaction'],
    widgets: { header: ['./widgets/headerSearch'], home: ['./widgets/homeSearchPanel'] },
  },
  mfe_network: {
    label: 'Network',
    entry: '/remotes/mfe-network/mf-manifest.json',
    routes: ['/validators', '/holder'],
    widgets: { home: ['./widgets/market', './widgets/networkStats'] },
  },
  mfe_dead: { label: 'Dead', entry: '/remotes/mfe-dead/mf-manifest.json', routes: ['/dead'] },
};

/** What the remotes' manifests declare (one stand-in server plays both live remotes: one manifest declares both). */
const DECLARED: RemoteDeclarations = {
  pages: [
    { path: '/transaction/:id', chunk: 'page-transaction', data: ['/api/transaction/:id'], ssr: true, params: { id: 'transaction-id' } },
    { path: '/search', chunk: 'page-search', data: [], ssr: true },
    { path: '/validators', chunk: 'page-validators', data: ['/api/validators'], ssr: true },
    { path: '/holder/:address', chunk: 'page-holder', data: ['/api/account/:address', '/api/market/data'], ssr: true, params: { address: 'classic-address' } },
    { path: '/dead/:id', chunk: 'page-dead', data: ['/api/dead/:id'], ssr: true, params: { id: 'ledger-id' } },
  ],
  widgetData: { './widgets/market': ['/api/market/data', '/api/market/history/24h'], './widgets/networkStats': ['/api/network/stats'] },
};

function manifest(name: string, version: string) {
  return {
    id: name,
    name,
    metaData: { ...DECLARED, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto', pageChunks: { 'page-transaction': [`page-transaction.${version}.js`, `358.${version}.js`], 'page-search': [`page-search.${version}.js`], 'page-validators': [`page-validators.${version}.js`] } },
    exposes: [
      { path: './routes', assets: { js: { sync: [`__federation_expose_routes.${version}.js`], async: [`page-transaction.${version}.js`, `page-search.${version}.js`, `lazy-chart.${version}.js`] } } },
      { path: './widgets/headerSearch', assets: { js: { sync: [`__federation_expose_widgets__headerSearch.${version}.js`], async: [] } } },
      { path: './widgets/homeSearchPanel', assets: { js: { sync: [`__federation_expose_widgets__homeSearchPanel.${version}.js`], async: [] } } },
      { path: './widgets/market', assets: { js: { sync: [`__federation_expose_widgets__market.${version}.js`], async: [`lazy-price-chart.${version}.js`] } } },
      { path: './widgets/networkStats', assets: { js: { sync: [`__federation_expose_widgets__networkStats.${version}.js`], async: [] } } },
    ],
  };
}

/** Preload links of a page: `as href` strings, in document order. */
function links(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="(fetch|script)"( crossorigin)? href="([^"]+)"(?: media="([^"]+)")?>/g)].map(
    (m) => `${m[1]}${m[2] ? '+cors' : ''} ${m[3]}${m[4] ? ` @${m[4]}` : ''}`,
  );
}

describe('pure parts', () => {
  it('puts the data first, then the owning remote, then the header widget; on / the first home widgets only', async () => {
    const assets = Object.fromEntries(
      ['mfe_search', 'mfe_network'].map((n) => {
        const m = manifest(n, 'v1');
        const base = `http://x/remotes/${n}/`;
        const exposes = Object.fromEntries(m.exposes.map((e) => [e.path, { sync: e.assets.js.sync.map((f) => base + f), async: e.assets.js.async.filter((f) => !f.startsWith('lazy-')).map((f) => base + f) }]));
        const pages = Object.fromEntries(Object.entries(m.metaData.pageChunks).map(([k, v]) => [k, v.map((f) => base + f)]));
        return [n, { entry: `${base}remoteEntry.js`, exposes, pages }];
      }),
    );
    const manifestUrls = { mfe_search: 'http://x/remotes/mfe_search/mf-manifest.json', mfe_network: 'http://x/remotes/mfe_network/mf-manifest.json' };
    // The dead remote's manifest could not be read: nothing is declared for it.
    const declarations = { mfe_search: DECLARED, mfe_network: DECLARED };
    const tx = preloadPlan(parseRemotesConfig(REMOTES), await planOf(REMOTES, `/transaction/${HASH}`, { declarations, assets, manifestUrls })).map((l: { as: string; href: string }) => `${l.as} ${l.href.replace('http://x', '')}`);
    expect(tx).toEqual([
      `fetch /api/transaction/${HASH}`,
      'fetch /remotes/mfe_search/mf-manifest.json',
      'script /remotes/mfe_search/remoteEntry.js',
      'script /remotes/mfe_search/__federation_expose_routes.v1.js',
      'script /remotes/mfe_search/page-transaction.v1.js',
      'script /remotes/mfe_search/358.v1.js',
      'script /remotes/mfe_search/__federation_expose_widgets__headerSearch.v1.js',
    ]);
    const homePlan = preloadPlan(parseRemotesConfig(REMOTES), await planOf(REMOTES, '/', { declarations, assets, manifestUrls }));
    const home = homePlan.map((l: { href: string }) => l.href.replace('http://x', ''));
    expect(HOME_EAGER_WIDGETS).toBe(2);
    // The first view's data (the market card's `widgetData`) comes first, with the HTML; a later card's does not.
    expect(homePlan.slice(0, 2).map((l: { as: string; href: string }) => `${l.as} ${l.href}`)).toEqual(['fetch /api/market/data', 'fetch /api/market/history/24h']);
    expect(home).not.toContain('/api/network/stats');
    // The header widget only for the screens that draw it.
    expect(homePlan.filter((l: { media?: string }) => l.media).map((l: { href: string }) => l.href)).toEqual(['http://x/remotes/mfe_search/__federation_expose_widgets__headerSearch.v1.js']);
    expect(homePlan.find((l: { media?: string }) => l.media)?.media).toBe(HEADER_WIDGET_MEDIA);
    // A remote whose manifest declares nothing: no data, no page chunk.
    expect(preloadPlan(parseRemotesConfig(REMOTES), await planOf(REMOTES, `/transaction/${HASH}`, { declarations: {}, assets, manifestUrls })).filter((l: { href: string }) => l.href.includes('/api/') || l.href.includes('page-'))).toEqual([]);
    // A page with several requests gets all of them, or none when its parameter is refused.
    const holder = preloadPlan(parseRemotesConfig(REMOTES), await planOf(REMOTES, '/holder/rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6', { declarations, assets, manifestUrls }));
    expect(holder.filter((l: { as: string }) => l.as === 'fetch').map((l: { href: string; media?: string }) => `${l.href}${l.media ? ` @${l.media}` : ''}`)).toEqual([
      '/api/account/rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6',
      '/api/market/data',
      'http://x/remotes/mfe_network/mf-manifest.json',
      // mfe_search is here for the header widget only: its manifest and entry too only where it is drawn.
      `http://x/remotes/mfe_search/mf-manifest.json @${HEADER_WIDGET_MEDIA}`,
    ]);
    expect(preloadPlan(parseRemotesConfig(REMOTES), await planOf(REMOTES, '/holder/xyz', { declarations, assets, manifestUrls })).filter((l: { href: string }) => l.href.includes('/api/'))).toEqual([]);
    expect(home).toContain('/remotes/mfe_search/__federation_expose_widgets__homeSearchPanel.v1.js');
    expect(home).toContain('/remotes/mfe_network/__federation_expose_widgets__market.v1.js');
    expect(home).not.toContain('/remotes/mfe_network/__federation_expose_widgets__networkStats.v1.js');
    expect(home.some((u: string) => u.includes('lazy-'))).toBe(false);
    // a remote whose manifest could not be read gets no hints (no data either: it declares nothing); nothing else changes
    const dead = preloadPlan(parseRemotesConfig(REMOTES), await planOf(REMOTES, '/dead/12', { declarations, assets, manifestUrls }));
    expect(dead.map((l: { href: string }) => l.href)).toEqual([
      'http://x/remotes/mfe_search/mf-manifest.json',
      'http://x/remotes/mfe_search/remoteEntry.js',
      'http://x/remotes/mfe_search/__federation_expose_widgets__headerSearch.v1.js',
    ]);
  });

  it('writes JSON data blocks that cannot close their element', () => {
    const html = renderIndexHtml('<html><head><meta name="viewport" content="x"><script src="/a.js"></script></head></html>', { remotes: REMOTES, config: { apiBaseUrl: '' }, links: [] });
    expect(html).not.toContain('</script><script>alert(1)');
    const block = /<script type="application\/json" id="ledgerlens-remotes">([\s\S]*?)<\/script>/.exec(html)![1];
    expect(JSON.parse(block)).toEqual(REMOTES);
    expect(html.indexOf('ledgerlens-remotes')).toBeGreaterThan(html.indexOf('/a.js'));
    expect(html.indexOf('ledgerlens-remotes')).toBeLessThan(html.indexOf('</head>'));
    expect(jsonForHtml({ a: '<!--\u2028' })).toBe('{"a":"\\u003c!--\\u2028"}');
  });

  it('holds the entry scripts until load when the inline theme-init.js starts them, and only then', () => {
    const built = '<html><head><script src=/theme-init.js></script><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
    const starts = `addEventListener('load', function () { document.querySelectorAll('script[type="${BOOT_SCRIPT_TYPE}"]'); });`;
    const held = renderIndexHtml(built, { remotes: REMOTES, config: {}, links: [{ as: 'script', href: '/main.js' }], themeInit: starts });
    // The entry is an inert element (no fetch, no hold on `load`); its preload hint still fetches it at once.
    expect(held).toContain(`<script type="${BOOT_SCRIPT_TYPE}" data-src="/main.js"></script>`);
    expect(held).not.toMatch(/<script defer/);
    expect(held).toContain('<link rel="preload" as="script" href="/main.js">');
    // A theme-init.js that does not start them (an older build): the entry stays a deferred script.
    const older = renderIndexHtml(built, { remotes: REMOTES, config: {}, links: [], themeInit: 'document.documentElement.className="light";' });
    expect(older).toContain('<script defer src=/main.js></script>');
    expect(older).not.toContain(BOOT_SCRIPT_TYPE);
  });

  it('holds the entry under the type the shell\'s theme-init.js starts', () => {
    // The script is static (inline, CSP-hashed) and cannot import the constant: kept equal here.
    const themeInit = readFileSync(path.join(__dirname, '../../shell/static/theme-init.js'), 'utf8');
    expect(themeInit).toContain(`script[type="${BOOT_SCRIPT_TYPE}"][data-src]`);
  });
});

describe("the pages the remotes declare (their builds publish them in their manifests)", () => {
  /** Values a visitor may put in the URL: canonical, other spellings, garbage. */
  const candidates = [
    HASH,
    HASH.toLowerCase(),
    'C473910300100000',
    'c473910300100000',
    ` ${HASH}`,
    'B473910300100000',
    'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6',
    'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv7',
    'XV5sbjUmgPpvXv4ixFWZ5ptAYZ6PD28Sq49uo34VyjnmK5H',
    '94084608',
    '094084608',
    '#94084608',
    '94,084,608',
    '4294967295',
    '0',
    'latest',
    'xyz',
    '<script>',
    '1e6',
  ];
  const declared: Record<string, RemoteDeclarations> = {};
  beforeAll(async () => {
    for (const remote of ['mfe-search', 'mfe-account', 'mfe-ledger', 'mfe-network', 'mfe-learn']) {
      const d = await readRemoteDeclarations(remote);
      expect([remote, d?.problems]).toEqual([remote, []]);
      declared[remote] = d!.declarations as RemoteDeclarations;
    }
  });
  const pageOf = (remote: string, pattern: string) => declared[remote].pages.find((p) => p.path === pattern)!;

  it.each([
    // The transaction page asks the page-sized answer (shared `transactionPreviewUrl`).
    ['mfe-search', '/transaction/:id', 'id', (v: string) => { const c = validateTransactionIdentifier(v); return c.ok ? c.id : undefined; }, '/api/transaction/', `?lists=${TRANSACTION_LIST_PREVIEW}`],
    ['mfe-account', '/account/:address', 'address', (v: string) => { const c = validateAccountAddress(v); return c.ok ? c.address : undefined; }, '/api/account/', ''],
    ['mfe-ledger', '/ledger/:id', 'id', (v: string) => { const p = parseLedgerIdentifier(v); return p && p.kind !== 'latest' ? String(p.value) : undefined; }, '/api/ledger/', ''],
  ])('%s %s: every value its check accepts is one the page itself requests, and the URL is the one the page requests', (remote, route, param, pageRequests, apiPrefix, query) => {
    expect(pageOf(remote, route).data[0]).toBe(`${apiPrefix}:${param}${query}`);
    let preloaded = 0;
    for (const value of candidates) {
      const page = pagesLib.resolvePage(declared[remote], route.replace(`:${param}`, encodeURIComponent(value)));
      expect(page?.chunk).toMatch(/^page-/);
      if (page?.data === undefined) {
        expect(page?.ssr).toBe(false);
        continue;
      }
      preloaded += 1;
      const requested = pageRequests(value);
      expect([value, requested]).not.toEqual([value, undefined]);
      expect(page.data[0]).toBe(`${apiPrefix}${encodeURIComponent(requested!)}${query}`);
    }
    expect(preloaded).toBeGreaterThan(0);
  });

  it('names a page chunk for every page, and data only where the page requests it first', () => {
    for (const d of Object.values(declared)) for (const p of d.pages) expect(p.chunk).toMatch(/^page-[a-z-]+$/);
    expect(pageOf('mfe-network', '/validators').data).toEqual(['/api/validators']);
    // The account page's hero shows the USD value (market data) in its first paint, its open tab the
    // first page of its history, and its identity section the account's identity objects.
    expect(pageOf('mfe-account', '/account/:address').data).toEqual([
      '/api/account/:address',
      '/api/market/data',
      `/api/account/:address/transactions-paginated?limit=${ACCOUNT_TX_PAGE_SIZE}&view=rows`,
      '/api/account/:address/identity',
    ]);
    // The market card is in the home page's first view: its requests start with the HTML.
    expect(declared['mfe-network'].widgetData?.['./widgets/market']).toEqual(['/api/market/data', '/api/market/history/24h']);
  });

  it("leaves the shell's remotes.json with label, entry, routes and widgets only", () => {
    for (const d of Object.values(SHELL_REMOTES) as Record<string, unknown>[]) for (const key of Object.keys(d)) expect(['label', 'entry', 'routes', 'widgets']).toContain(key);
  });
});

describe('through the server', () => {
  let dist: string;
  let child: ChildProcess;
  let port: number;
  let remote: http.Server;
  let api: http.Server;
  let version = 'v1';
  let manifestRequests = 0;

  function get(urlPath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'ledgerlens-boot-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><script src="/theme-init.js"></script><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify(REMOTES));
    writeFileSync(path.join(dist, 'config.json'), JSON.stringify({ apiBaseUrl: '' }));
    // One server plays every remote's static server (by path), with ETags.
    remote = http.createServer((req, res) => {
      const m = /^\/mf-manifest\.json$/.exec(req.url ?? '');
      if (!m) return void res.writeHead(404).end();
      manifestRequests += 1;
      const etag = `"${version}"`;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
      res.writeHead(200, { 'content-type': 'application/json', etag });
      res.end(JSON.stringify(manifest('mfe_search', version)));
    });
    await new Promise<void>((r) => remote.listen(0, '127.0.0.1', r));
    api = http.createServer((_req, res) => res.writeHead(200).end('{}'));
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    const dead = http.createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
    const deadPort = (dead.address() as AddressInfo).port;
    await new Promise<void>((r) => dead.close(() => r()));
    const up = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
    const code = `
      const loaded = await import(${JSON.stringify(`file://${path.resolve(__dirname, '../src/serve.ts')}`)});
    const { createServer } = loaded.createServer ? loaded : loaded.default;
      const server = await createServer(JSON.parse(process.env.SERVE_OPTIONS));
      await server.listen({ port: 0, host: '127.0.0.1' });
      console.log('PORT ' + server.server.address().port);
      process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
    `;
    child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      env: {
        ...process.env,
        SERVE_OPTIONS: JSON.stringify({
          distDir: dist,
          apiUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
          proxies: [
            { prefix: '/remotes/mfe-search', upstream: up },
            { prefix: '/remotes/mfe-network', upstream: up },
            { prefix: '/remotes/mfe-dead', upstream: `http://127.0.0.1:${deadPort}` },
          ],
          policyCheckIntervalMs: 0,
          // The preload hints only: no server render.
          renderer: false,
        }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d) => {
        out += d;
        const m = /PORT (\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      child.on('exit', (c) => reject(new Error(`the server exited (${c})`)));
    });
  });

  afterAll(async () => {
    child?.kill('SIGTERM');
    await new Promise<void>((r) => remote.close(() => r()));
    await new Promise<void>((r) => api.close(() => r()));
    rmSync(dist, { recursive: true, force: true });
  });

  it('inlines remotes.json and config.json and hints the transaction page, its data first', async () => {
    const a = await get(`/transaction/${HASH}`);
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toMatch(/^text\/html/);
    expect(a.headers['cache-control']).toBe('no-cache');
    const inlined = JSON.parse(/id="ledgerlens-remotes">([\s\S]*?)<\/script>/.exec(a.body)![1]);
    expect(inlined).toEqual(REMOTES);
    expect(JSON.parse(/id="ledgerlens-config">([\s\S]*?)<\/script>/.exec(a.body)![1])).toEqual({ apiBaseUrl: '' });
    expect(links(a.body)).toEqual([
      `fetch+cors /api/transaction/${HASH}`,
      'fetch+cors /remotes/mfe-search/mf-manifest.json',
      'script /remotes/mfe-search/remoteEntry.js',
      'script /remotes/mfe-search/__federation_expose_routes.v1.js',
      'script /remotes/mfe-search/page-transaction.v1.js',
      'script /remotes/mfe-search/358.v1.js',
      'script /remotes/mfe-search/__federation_expose_widgets__headerSearch.v1.js @(min-width: 768px)',
    ]);
    // The CSP still allows only the page's own (external) scripts: data blocks are not scripts.
    expect(String(a.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
    const again = await get(`/transaction/${HASH}`, { 'if-none-match': String(a.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('never preloads data for an identifier the page would not request; another spelling is preloaded as the page requests it', async () => {
    expect(links((await get(`/transaction/${HASH.toLowerCase()}`)).body).filter((l) => l.includes('/api/'))).toEqual([`fetch+cors /api/transaction/${HASH}`]);
    for (const p of ['/transaction/not-a-hash', '/transaction/%3Cscript%3E', '/nothing-here']) {
      const a = await get(p);
      expect(a.status).toBe(200);
      expect(links(a.body).filter((l) => l.includes('/api/'))).toEqual([]);
    }
  });

  it('re-reads a manifest that changed (a remote deployed without a shell rebuild)', async () => {
    const before = await get('/search');
    expect(links(before.body)).toContain('script /remotes/mfe-search/page-search.v1.js');
    version = 'v2';
    const after = await get('/search');
    expect(links(after.body)).toContain('script /remotes/mfe-search/page-search.v2.js');
    expect(links(after.body).some((l) => l.includes('.v1.'))).toBe(false);
    expect(manifestRequests).toBeGreaterThan(0);
  });

  it('answers at once without hints for a dead remote, and keeps hinting the others', async () => {
    const started = Date.now();
    const a = await get('/dead/12');
    expect(a.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(links(a.body).some((l) => l.includes('mfe-dead'))).toBe(false);
    expect(links(a.body)).toContain('script /remotes/mfe-search/__federation_expose_widgets__headerSearch.v2.js @(min-width: 768px)');
    const home = await get('/');
    expect(links(home.body)).toContain('script /remotes/mfe-network/__federation_expose_widgets__market.v2.js');
  });
});

/** A shell `dist/` whose only remote is mfe-search (empty page, empty config). */
function writeSearchOnlyDist(dist: string): void {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(dist, 'remotes.json'), JSON.stringify({ mfe_search: REMOTES.mfe_search }));
  writeFileSync(path.join(dist, 'config.json'), '{}');
}

describe('a remote that turns slow', () => {
  it('keeps what it last answered (hints and all) instead of dropping them for the back-off', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'ledgerlens-boot-slow-'));
    let slow = false;
    const remote = http.createServer((_req, res) => {
      const answer = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(manifest('mfe_search', 'v1')));
      };
      if (slow) setTimeout(answer, 1500);
      else answer();
    });
    try {
      writeSearchOnlyDist(dist);
      await new Promise<void>((r) => remote.listen(0, '127.0.0.1', r));
      const port = (remote.address() as AddressInfo).port;
      const boot = testBoot(dist, { proxies: [{ prefix: '/remotes/mfe-search', upstream: `http://127.0.0.1:${port}` }], checkIntervalMs: 50, timeoutMs: 300 });
      // Node's fetch set up once (its first use may take longer than the timeout on a loaded machine).
      await (await fetch(`http://127.0.0.1:${port}/mf-manifest.json`)).text();
      expect(links((await boot.render('/search', 'http://localhost'))!)).toContain('script /remotes/mfe-search/page-search.v1.js');
      slow = true;
      await new Promise((r) => setTimeout(r, 80));
      // The re-check times out: the page still gets the hints of the last answer, after at most the timeout.
      const started = Date.now();
      expect(links((await boot.render('/search', 'http://localhost'))!)).toContain('script /remotes/mfe-search/page-search.v1.js');
      expect(Date.now() - started).toBeLessThan(1000);
      // And during the back-off that follows, without waiting again.
      const next = Date.now();
      expect(links((await boot.render('/search', 'http://localhost'))!)).toContain('script /remotes/mfe-search/page-search.v1.js');
      expect(Date.now() - next).toBeLessThan(100);
    } finally {
      remote.closeAllConnections?.();
      await new Promise<void>((r) => remote.close(() => r()));
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('a remote that is not listening yet', () => {
  it('is asked again at the next interval, not after the slow-failure back-off (the first page after the stack starts is hinted)', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'ledgerlens-boot-late-'));
    const remote = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(manifest('mfe_search', 'v1')));
    });
    try {
      writeSearchOnlyDist(dist);
      // A port nobody listens on yet: the connection is refused at once.
      await new Promise<void>((r) => remote.listen(0, '127.0.0.1', r));
      const port = (remote.address() as AddressInfo).port;
      await new Promise<void>((r) => remote.close(() => r()));
      const boot = testBoot(dist, { proxies: [{ prefix: '/remotes/mfe-search', upstream: `http://127.0.0.1:${port}` }], checkIntervalMs: 50 });
      expect(links((await boot.render('/search', 'http://localhost'))!)).toEqual([]);
      await new Promise<void>((r) => remote.listen(port, '127.0.0.1', r));
      await new Promise((r) => setTimeout(r, 100));
      expect(links((await boot.render('/search', 'http://localhost'))!)).toContain('script /remotes/mfe-search/page-search.v1.js');
    } finally {
      if (remote.listening) await new Promise<void>((r) => remote.close(() => r()));
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
