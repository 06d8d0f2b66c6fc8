#!/usr/bin/env node
/**
 * Page-weight benchmark and budget check (`npm run bench:bundle`).
 *
 * 1. Builds every front end for production (`npm run build`), unless `BENCH_SKIP_BUILD=1`.
 * 2. Starts the stack (`scripts/start.mjs`: replay node, API, shell, every remote) on the ports of
 *    `apps.config.cjs` (env `SHELL_PORT`, `MFE_SEARCH_PORT`, ..., `API_PORT`, `REPLAY_PORT`), or
 *    measures an already running LedgerLens at `BENCH_BASE_URL`.
 * 3. Reads the shell's `remotes.json` as served, and for every route of `bench/budgets.json` finds
 *    the remote that owns its path (longest prefix, as the shell does). A route whose remote is not
 *    in `remotes.json` is reported as "skipped: remote not deployed".
 * 4. Loads each route in Debian Chromium with a cold cache (one new browser context per route,
 *    1280x900) and `Accept-Encoding: gzip` only, so the bytes are the gzip bytes on the wire
 *    (the static server would answer Brotli to a browser that offers it; the budget is in gzip,
 *    the encoding every client supports; Brotli is smaller still).
 *
 * What is counted (the budget): every JavaScript response (`.js`, or resource type script)
 * requested from navigation until the route is rendered: the route's `ready` selectors (if any)
 * are visible, `main` is visible and not empty, nothing inside it is `aria-busy`, and the network
 * has been quiet (no request in flight, none started or finished) for 1 s. Bytes are the encoded
 * response body sizes Chromium received (`request.sizes().responseBodySize`).
 *
 * What is not counted: idle preloading. The shell preloads every remote's `./routes` module when
 * the browser is idle after load (`shell/src/remotes/usePreloading.ts`, via
 * `requestIdleCallback`, which nothing else in LedgerLens uses). The benchmark holds back idle
 * callbacks (an init script queues them) until the route is rendered, then releases them and
 * records what they download in the informational `idle preload` column. Hover/focus preloading
 * never fires: the benchmark does not move the pointer.
 *
 * Checks (exit code 1 when one fails):
 * - JS gzip bytes per route within its budget (`budgetBytes`, else `defaultBudgetBytes`);
 * - react, react-dom, react-router, react-redux, @reduxjs/toolkit and @emotion/react each
 *   downloaded exactly once per page (route + idle preload): a library is in a file when one of
 *   its modules (`node_modules/<lib>/...`) is in that file's source map (`<file>.js.map`).
 *
 * Also reported: the request waterfall of each remote route, as levels after the remote's
 * manifest (a request is one level deeper than the latest request of the same remote that had
 * finished before it was sent), with each request's initiator (Chromium DevTools protocol).
 *
 * Output: a table on stdout and `bench/results/bundle.json`.
 *
 * A route with `firstView: true` (and its own `viewport`) is measured with IntersectionObserver
 * held, so content loaded only near the viewport (home cards after the first two) is not counted:
 * the JS of the first view.
 *
 * Waterfall check (fails the run): for every route, the files the shell's server hints for the path
 * and its API request are requested once, by the document itself (one level after the HTML); see
 * `documentWaterfall`.
 *
 * Env: BENCH_SKIP_BUILD=1, BENCH_BASE_URL, BENCH_CONCURRENCY (routes measured at once, default 2),
 * BENCH_ROUTES (comma-separated route names to measure),
 * CHROMIUM_PATH (default /usr/bin/chromium), plus the ports above.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { benchBaseUrl, launchChromium, root, sleep, startStack, waitForStack } from './lib/stack.mjs';

const require = createRequire(import.meta.url);
const { API_PORT, FRONTENDS } = require('../apps.config.cjs');
const budgets = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));

/** Libraries that must arrive exactly once per page: module path patterns in source maps. */
const SINGLETON_LIBRARIES = {
  react: /node_modules\/react\//,
  'react-dom': /node_modules\/react-dom\//,
  'react-router': /node_modules\/react-router\//,
  'react-redux': /node_modules\/react-redux\//,
  '@reduxjs/toolkit': /node_modules\/@reduxjs\/toolkit\//,
  '@emotion/react': /node_modules\/@emotion\/react\//,
};
const QUIET_MS = 1000;
/** Routes measured at once (BENCH_CONCURRENCY, default 2): each in its own context, so bytes are the same as one at a time. */
const CONCURRENCY = Math.max(1, Number(process.env.BENCH_CONCURRENCY) || 2);
const base = benchBaseUrl();
const only = process.env.BENCH_ROUTES ? new Set(process.env.BENCH_ROUTES.split(',').map((s) => s.trim())) : null;

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
/** The remote owning `pathname` (longest prefix `p`: the path is `p` or starts with `p/`), as the shell decides. */
function remoteForPath(config, pathname) {
  let best;
  for (const [name, d] of Object.entries(config)) {
    for (const prefix of d?.routes ?? []) {
      const p = prefix.replace(/\/+$/, '') || '/';
      if ((pathname === p || pathname.startsWith(`${p}/`)) && (!best || p.length > best.length)) best = { name, length: p.length };
    }
  }
  return best?.name;
}

/** Init script: queue `requestIdleCallback` callbacks until `__benchReleaseIdle()` (see header). */
function holdIdleCallbacks() {
  const w = window;
  const original = w.requestIdleCallback?.bind(w);
  const originalCancel = w.cancelIdleCallback?.bind(w);
  if (!original) return;
  const held = new Map();
  let nextId = 1e9;
  let holding = true;
  w.requestIdleCallback = (cb, opts) => {
    if (!holding) return original(cb, opts);
    const id = nextId++;
    held.set(id, [cb, opts]);
    return id;
  };
  w.cancelIdleCallback = (id) => (held.delete(id) ? undefined : originalCancel(id));
  w.__benchReleaseIdle = () => {
    holding = false;
    for (const [cb, opts] of held.values()) original(cb, opts);
    held.clear();
  };
}

/**
 * Init script of a `firstView` route: IntersectionObserver never reports, so what loads only near
 * the viewport (home cards below the first two) stays out, and the bytes are those of the first view.
 */
function holdIntersections() {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}

const sourceMapCache = new Map();
/** Module paths in a JS file, from its source map (`<url>.map`); [] when there is none. */
async function modulesOf(url) {
  if (!sourceMapCache.has(url)) {
    sourceMapCache.set(
      url,
      fetch(`${url}.map`)
        .then((r) => (r.ok ? r.json() : { sources: [] }))
        .then((m) => m.sources ?? [])
        .catch(() => []),
    );
  }
  return sourceMapCache.get(url);
}

/** Short name of a file: `shell/<file>` or `<remote folder>/<file>`, from its URL. */
function fileLabel(url) {
  const u = new URL(url);
  const m = u.pathname.match(/^\/remotes\/([^/]+)\/(.*)$/);
  if (m) return `${m[1]}/${m[2]}`;
  const front = FRONTENDS.find((f) => String(f.port) === u.port);
  if (u.origin === new URL(base).origin) return `shell${u.pathname}`;
  return `${front ? front.dir : u.host}${u.pathname}`;
}

function isJs(r) {
  return r.type === 'script' || /\.m?js(\?|$)/.test(new URL(r.url).pathname);
}

/**
 * Levels of the requests of one remote after its manifest: the manifest is level 0; any other
 * request of the remote is 1 + the highest level among the remote's requests that had finished
 * before it was sent (so requests sent together after the manifest are all level 1).
 */
function remoteWaterfall(requests, entryUrl) {
  const remoteBase = new URL('.', entryUrl).toString();
  const mine = requests.filter((r) => r.url.startsWith(remoteBase) && (isJs(r) || r.url === entryUrl)).sort((a, b) => a.start - b.start);
  const manifest = mine.find((r) => r.url === entryUrl);
  if (!manifest) return null;
  const levels = new Map([[manifest, 0]]);
  for (const r of mine) {
    if (r === manifest) continue;
    let level = 0;
    for (const [q, l] of levels) if (q.end <= r.start) level = Math.max(level, l + 1);
    levels.set(r, level);
  }
  const rows = [...levels].map(([r, level]) => ({
    level,
    file: fileLabel(r.url),
    startMs: Math.round(r.start - manifest.start),
    endMs: Math.round(r.end - manifest.start),
    initiator: r.initiator,
    phase: r.phase,
  }));
  return { depthAfterManifest: Math.max(...rows.filter((r) => r.phase === 'route').map((r) => r.level)), requests: rows.sort((a, b) => a.level - b.level || a.startMs - b.startMs) };
}

/**
 * Request levels after the HTML, from Chromium's initiators (deterministic, unlike timings): a
 * request the document's parser made (a `<script>` or a preload hint) is level 1; one a script made
 * is one level below that script. What the path must get at level 1 (no waterfall): the
 * files and the API request the shell's server hints for it (`server/src/boot.ts`
 * `preloadPlan` over the served remotes.json and manifests: the owning remote's manifest, entry,
 * `./routes` and page chunks and the page's declared API request; on `/` the first home widgets),
 * each requested exactly once (a hint the page did not reuse shows as a second, deeper request).
 * On a remote's page the server rendered (`serverRendered`), its page chunks are not hinted: the
 * app asks for them as it starts, after the takeover's code (level 2 by design).
 */
async function documentWaterfall(sentRequests, route, remotesConfig, serverRendered) {
  const { preloadPlan, planNavigation, manifestAssets, readDeclarations } = await import('../server/dist/main.js');
  const levelOf = new Map();
  const level = (r, depth = 0) => {
    if (r.isDocument) return 0;
    if (r.type === 'parser' || r.type === 'preload' || !r.by || depth > 20) return 1;
    const parent = sentRequests.find((q) => q.url === r.by);
    if (!parent) return 1 + 1; // a script not seen (cached): count it one level down
    if (!levelOf.has(parent)) levelOf.set(parent, level(parent, depth + 1));
    return levelOf.get(parent) + 1;
  };
  for (const r of sentRequests) if (!levelOf.has(r)) levelOf.set(r, level(r));
  const pathname = new URL(route.path, base).pathname;
  const assets = {};
  const manifestUrls = {};
  const declarations = {};
  for (const [name, d] of Object.entries(remotesConfig)) {
    if (typeof d?.entry !== 'string' || !d.entry.endsWith('.json')) continue;
    manifestUrls[name] = new URL(d.entry, `${base}/`).toString();
    try {
      const manifest = await (await fetch(manifestUrls[name], { cache: 'no-store' })).json();
      assets[name] = manifestAssets(manifest, manifestUrls[name]);
      declarations[name] = readDeclarations(manifest?.metaData);
    } catch {
      assets[name] = undefined;
    }
  }
  // The navigation planned as the shell's server plans it (server/src/navigation.ts), from the served manifests.
  const navigation = await planNavigation({
    remotes: remotesConfig,
    pathname,
    apiBaseUrl: '',
    renderable: false,
    read: async () => ({ manifestUrls, assets, sources: {}, problems: {}, declarations }),
  });
  const links = preloadPlan(remotesConfig, navigation);
  const plan = links.map((l) => new URL(l.href, `${base}/`).toString());
  // The header widget is hinted last and may not be drawn at all (phones): not required at level 1.
  const header = Object.entries(remotesConfig).flatMap(([name, d]) => (d?.widgets?.header ?? []).flatMap((w) => assets[name]?.exposes[w]?.sync ?? []));
  // A remote's page the server drew is taken over before its own chunk is here: the server does
  // not hint it (`writePage`, server/src/boot.ts), the app asks for it as it starts (level 2).
  const deferred = serverRendered ? links.filter((l) => l.page).map((l) => new URL(l.href, `${base}/`).toString()) : [];
  const required = plan.filter((u) => !header.includes(u) && !deferred.includes(u));
  const problems = [];
  for (const url of required) {
    const seen = sentRequests.filter((r) => r.url === url);
    if (seen.length === 0) continue; // not needed after all (e.g. a page the route did not draw)
    if (seen.length > 1) problems.push(`${fileLabel(url)} requested ${seen.length}x`);
    const deepest = Math.max(...seen.map((r) => levelOf.get(r)));
    if (deepest > 1) problems.push(`${fileLabel(url)} at level ${deepest}`);
  }
  const apiRequests = sentRequests.filter((r) => new URL(r.url).pathname.startsWith('/api/'));
  // A planned API request the page never sent: its answer came inlined with the server-rendered
  // HTML (`ledgerlens-ssr` data block, server/src/boot.ts), i.e. level 0.
  const inlined = plan.filter((u) => new URL(u).pathname.startsWith('/api/') && !sentRequests.some((r) => r.url === u));
  return {
    required: required.map(fileLabel),
    problems,
    maxLevel: Math.max(0, ...sentRequests.map((r) => levelOf.get(r))),
    api: [...inlined.map((u) => `${fileLabel(u)} inlined L0`), ...apiRequests.map((r) => `${fileLabel(r.url)} L${levelOf.get(r)}`)],
  };
}

async function measure(browser, route, remotesConfig) {
  const context = await browser.newContext({
    viewport: route.viewport ?? { width: 1280, height: 900 },
    // The budget is in gzip: offer gzip only (Chromium would otherwise offer br, which the server prefers).
    extraHTTPHeaders: { 'Accept-Encoding': 'gzip' },
  });
  await context.addInitScript(holdIdleCallbacks);
  if (route.firstView) await context.addInitScript(holdIntersections);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const initiators = new Map();
  /** Every request sent, in order: URL, initiator type and the URL of the script or document that made it. */
  const sent = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    const frames = [];
    for (let st = e.initiator.stack; st; st = st.parent) frames.push(...st.callFrames);
    const top = frames.find((f) => f.url);
    if (e.type !== 'Document' && !e.request.url.startsWith('data:') && !/\/api\/stream\//.test(e.request.url)) {
      sent.push({ url: e.request.url, type: e.initiator.type, by: top?.url ?? e.initiator.url ?? '', phase, isDocument: false });
    } else if (e.type === 'Document') {
      sent.push({ url: e.request.url, type: 'document', by: '', phase, isDocument: true });
    }
    if (initiators.has(e.request.url)) return;
    initiators.set(e.request.url, top ? `${e.initiator.type} ${fileLabel(top.url)}` : e.initiator.url ? `${e.initiator.type} ${fileLabel(e.initiator.url)}` : e.initiator.type);
  });

  let phase = 'route';
  let inFlight = 0;
  let lastActivity = Date.now();
  const requests = [];
  const pending = [];
  // Long-lived streams (the ledger-close SSE, `/api/stream/*`) stay open by design and carry no
  // JavaScript: they neither keep the network busy nor count.
  const ignored = (req) => req.url().startsWith('data:') || /\/api\/stream\//.test(req.url());
  page.on('request', (req) => {
    if (ignored(req)) return;
    inFlight += 1;
    lastActivity = Date.now();
    req._benchPhase = phase;
  });
  const done = (req, failed) => {
    if (ignored(req)) return;
    inFlight -= 1;
    lastActivity = Date.now();
    pending.push(
      (async () => {
        // A request that finishes as the context closes has no response to read any more: counted as failed.
        const response = failed ? null : await req.response().catch(() => null);
        const sizes = failed || !response ? { responseBodySize: 0 } : await req.sizes().catch(() => ({ responseBodySize: 0 }));
        const t = req.timing();
        requests.push({
          url: req.url(),
          type: req.resourceType(),
          phase: req._benchPhase,
          status: response?.status() ?? 0,
          encoding: response ? ((await response.allHeaders().catch(() => ({})))['content-encoding'] ?? 'identity') : 'failed',
          bytes: sizes.responseBodySize,
          start: t.startTime,
          end: t.startTime + Math.max(t.responseEnd, 0),
          initiator: initiators.get(req.url()) ?? '',
        });
      })(),
    );
  };
  page.on('requestfinished', (req) => done(req, false));
  page.on('requestfailed', (req) => done(req, true));
  const quiet = async (ms, timeout) => {
    const t0 = Date.now();
    while (Date.now() - t0 < timeout) {
      if (inFlight <= 0 && Date.now() - lastActivity >= ms) return true;
      await sleep(100);
    }
    return false;
  };

  // A live page's kept render as a steady flow of visitors keeps it: brought up to date first (a
  // render kept since an earlier visit is served once while it is drawn again, and a page whose
  // inlined answer is past its refetch age asks for it again).
  for (let i = 0; i < 25; i += 1) {
    const timing = (await fetch(base + route.path, { headers: { 'accept-encoding': 'gzip' } }).then((r) => r.headers.get('server-timing'), () => null)) ?? '';
    if (!/ssr;desc="stale/.test(timing)) break;
    await sleep(200);
  }
  const t0 = Date.now();
  const documentResponse = await page.goto(base + route.path, { waitUntil: 'load' });
  const serverRendered = /<div id="root" data-ssr-theme=/.test((await documentResponse?.text().catch(() => '')) ?? '');
  for (const sel of route.ready ?? []) await page.locator(sel).first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.locator('main').first().waitFor({ state: 'visible', timeout: 30_000 });
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return Boolean(main && main.textContent.trim() && !main.querySelector('[aria-busy="true"]') && main.getAttribute('aria-busy') !== 'true');
  }, undefined, { timeout: 30_000 });
  const routeQuiet = await quiet(QUIET_MS, 30_000);
  const renderedMs = Date.now() - t0;
  const heading = await page.locator('main h1, main h2').first().textContent({ timeout: 1000 }).catch(() => null);

  // Route rendered: from here on, requests are idle preloading.
  phase = 'idle';
  await page.evaluate(() => window.__benchReleaseIdle?.());
  await quiet(2000, 30_000);
  await Promise.all(pending);
  await context.close();

  const js = requests.filter(isJs);
  const routeJs = js.filter((r) => r.phase === 'route');
  const idleJs = js.filter((r) => r.phase === 'idle');
  const sum = (list) => list.reduce((a, r) => a + r.bytes, 0);
  const files = routeJs.map((r) => ({ file: fileLabel(r.url), gzipBytes: r.bytes, encoding: r.encoding, initiator: r.initiator })).sort((a, b) => b.gzipBytes - a.gzipBytes);

  // Libraries: how many downloaded files carry each module of each library.
  const libraryDownloads = {};
  for (const [lib, re] of Object.entries(SINGLETON_LIBRARIES)) {
    const copies = new Map();
    for (const r of js) {
      for (const m of await modulesOf(r.url)) {
        if (!re.test(m)) continue;
        const key = m.slice(m.lastIndexOf('node_modules/'));
        copies.set(key, new Set([...(copies.get(key) ?? []), fileLabel(r.url)]));
      }
    }
    const counts = [...copies.values()].map((s) => s.size);
    libraryDownloads[lib] = { copies: counts.length ? Math.max(...counts) : 0, files: [...new Set([...copies.values()].flatMap((s) => [...s]))] };
  }

  const owner = route.owner;
  const waterfall = owner !== 'shell' && remotesConfig[owner]?.entry ? remoteWaterfall(requests, new URL(remotesConfig[owner].entry, base).toString()) : null;
  const documentLevels = await documentWaterfall(sent.filter((r) => r.phase === 'route'), route, remotesConfig, serverRendered);
  const wrongEncoding = routeJs.filter((r) => r.encoding !== 'gzip' && r.encoding !== 'identity');

  return {
    jsFiles: routeJs.length,
    jsGzipBytes: sum(routeJs),
    idlePreloadFiles: idleJs.length,
    idlePreloadGzipBytes: sum(idleJs),
    renderedMs,
    networkQuiet: routeQuiet,
    heading: heading?.trim() ?? null,
    failedRequests: requests.filter((r) => r.status === 0 || r.status >= 400).map((r) => `${r.status} ${fileLabel(r.url)}`),
    wrongEncoding: wrongEncoding.map((r) => `${r.encoding} ${fileLabel(r.url)}`),
    files,
    idlePreload: idleJs.map((r) => ({ file: fileLabel(r.url), gzipBytes: r.bytes })),
    libraryDownloads,
    waterfall,
    documentLevels,
  };
}

// ---------------------------------------------------------------------------------------------

if (!process.env.BENCH_SKIP_BUILD && !process.env.BENCH_BASE_URL) {
  console.log('building every front end (npm run build) ...');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

// Refuses a stack already serving on the shell port (unless BENCH_BASE_URL): CI measures its own.
const stopStack = await startStack(base, { ifRunning: 'refuse' });

const results = [];
let failed = false;
try {
  await waitForStack(base);
  const remotesConfig = await (await fetch(`${base}/remotes.json`, { cache: 'no-store' })).json();
  const browser = await launchChromium();
  try {
    // Each route in its own browser context, CONCURRENCY at a time (bytes do not depend on timing);
    // results in the budgets' order.
    const todo = budgets.routes.filter((r) => !only || only.has(r.route));
    const slots = new Array(todo.length);
    let next = 0;
    const worker = async () => {
      while (next < todo.length) {
        const i = next++;
        const r = todo[i];
        const budgetBytes = r.budgetBytes ?? budgets.defaultBudgetBytes;
        const pathname = new URL(r.path, base).pathname;
        const owner = pathname === '/' ? 'shell' : remoteForPath(remotesConfig, pathname);
        slots[i] = owner
          ? { route: r.route, path: r.path, owner, budgetBytes, ...(await measure(browser, { ...r, owner }, remotesConfig)) }
          : { route: r.route, path: r.path, owner: null, budgetBytes, skipped: 'remote not deployed' };
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // The request levels and the quiet network depend on timing (a server render past its deadline
    // under the other route's load leaves the page's API request a level deeper): a route that
    // failed either is measured again, alone, and that measurement counts.
    if (CONCURRENCY > 1) {
      for (const [i, r] of slots.entries()) {
        if (r.skipped || (r.networkQuiet && !r.documentLevels?.problems.length)) continue;
        console.log(`${r.route}: ${r.networkQuiet ? `waterfall ${r.documentLevels.problems.join('; ')}` : 'network not quiet'} with ${CONCURRENCY} routes at once: measured again alone`);
        slots[i] = { ...r, ...(await measure(browser, { ...todo[i], owner: r.owner }, remotesConfig)) };
      }
    }
    results.push(...slots);
  } finally {
    await browser.close();
  }
} finally {
  stopStack();
}

console.log(`\nJavaScript per route: ${budgets.encoding} bytes on the wire, cold cache, until rendered (${base})\n`);
const head = ['route', 'owner', 'files', 'JS gzip', 'budget', 'status', 'idle preload', 'waterfall (levels after the HTML)'];
const rows = results.map((r) => {
  if (r.skipped) return [r.route, '-', '-', '-', kib(r.budgetBytes), `skipped: ${r.skipped}`, '-', '-'];
  const over = r.jsGzipBytes > r.budgetBytes;
  const libFail = Object.values(r.libraryDownloads).some((l) => l.copies !== 1);
  const problems = [over && 'OVER BUDGET', libFail && 'SINGLETON', r.wrongEncoding.length && 'ENCODING', !r.networkQuiet && 'NOT QUIET', r.documentLevels?.problems.length && 'WATERFALL'].filter(Boolean);
  if (problems.length) failed = true;
  return [
    r.route,
    r.owner,
    String(r.jsFiles),
    `${r.jsGzipBytes} (${kib(r.jsGzipBytes)})`,
    kib(r.budgetBytes),
    problems.length ? `FAIL ${problems.join(', ')}` : `ok (${((100 * r.jsGzipBytes) / r.budgetBytes).toFixed(0)}%)`,
    r.idlePreloadFiles ? `${r.idlePreloadFiles} files ${kib(r.idlePreloadGzipBytes)}` : '0',
    r.documentLevels ? `${r.documentLevels.problems.length ? 'FAIL' : 'ok'}: ${r.documentLevels.required.length} hinted files + API at L1` : '-',
  ];
});
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => `  ${cells.map((c, i) => (i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ')}`;
console.log(line(head));
console.log(line(widths.map((w) => '-'.repeat(w))));
rows.forEach((row) => console.log(line(row)));

for (const r of results.filter((x) => !x.skipped)) {
  const bad = Object.entries(r.libraryDownloads).filter(([, l]) => l.copies !== 1);
  const libs = Object.entries(r.libraryDownloads).map(([lib, l]) => `${lib} ${l.copies}x`).join(', ');
  console.log(`\n  ${r.route}: ${bad.length ? 'FAIL' : 'ok'} singletons downloaded once (${libs})`);
  for (const [lib, l] of bad) console.log(`      ${lib} downloaded ${l.copies}x (in ${l.files.join(', ') || 'no file'})`);
  if (r.wrongEncoding.length) console.log(`      not gzip: ${r.wrongEncoding.join(', ')}`);
  if (r.failedRequests.length) console.log(`      failed requests: ${r.failedRequests.join(', ')}`);
  if (!r.networkQuiet) console.log('      the network did not go quiet within 30 s');
  if (r.documentLevels) {
    console.log(`      waterfall: ${r.documentLevels.problems.length ? `FAIL ${r.documentLevels.problems.join(', ')}` : 'ok, route code and API request one level after the HTML'}; API ${r.documentLevels.api.join(', ') || 'none'}; deepest request L${r.documentLevels.maxLevel}`);
  }
  for (const f of r.files.slice(0, 6)) console.log(`      ${String(f.gzipBytes).padStart(7)}  ${f.file}`);
  if (r.files.length > 6) console.log(`      ... ${r.files.length - 6} more files`);
}

const tx = results.find((r) => r.route === '/transaction/{hash}' && r.waterfall);
if (tx) {
  console.log(`\n  waterfall of ${tx.route} (levels after ${tx.owner}'s manifest; phase route unless marked):`);
  for (const w of tx.waterfall.requests) {
    console.log(`      L${w.level}  ${String(w.startMs).padStart(5)}-${String(w.endMs).padEnd(5)} ms  ${w.file}  <- ${w.initiator}${w.phase === 'idle' ? '  [idle]' : ''}`);
  }
}

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/bundle.json'),
  JSON.stringify({ date: new Date().toISOString(), base, encoding: budgets.encoding, apiPort: API_PORT, results }, null, 2),
);
console.log(`\nwritten bench/results/bundle.json${failed ? '\nFAILED: see above' : ''}`);
process.exit(failed ? 1 : 0);
