#!/usr/bin/env node
/**
 * `npm run bench:lcp`: Largest Contentful Paint on a throttled phone profile.
 *
 * Profile: Debian Chromium (/usr/bin/chromium, Playwright) at 390 × 844 (mobile), CPU slowed 4×
 * (`Emulation.setCPUThrottlingRate`), network 150 ms RTT, 1.6 Mbps down, 750 kbps up
 * (`Network.emulateNetworkConditions`), cold cache (a new browser context per run). Median of
 * `BENCH_RUNS` runs (default 5) for `/`, `/transaction/{hash}`, `/account/{address}`,
 * `/ledger/{index}` and `/validators`, at the concrete paths of `bench/budgets.json` (real mainnet
 * records of the replay data, shared/src/samples.ts).
 *
 * Per route it prints:
 * - **LCP**: the last `largest-contentful-paint` entry's startTime once the page is rendered (its
 *   `main` not empty and not `aria-busy`, then no request for 1 s), ms from navigation;
 * - **floor**: 2 RTT + the bytes received before LCP (every response finished before LCP, encoded
 *   size on the wire, headers included) at the link's 1.6 Mbps: what the network alone costs;
 * - **ratio**: LCP / floor (target ≤ 1.3) and the bytes before LCP;
 * - **measured floor**: in the same run, right after each visit, the LCP of a REFERENCE page under the
 *   same profile: a static document of the same encoded size as that visit's bytes before LCP (a
 *   heading and a paragraph after an incompressible comment, gzip, served by this script), so what
 *   the browser itself needs to receive, parse and paint that many bytes, with nothing of LedgerLens in
 *   it; and **ratio (measured)**, the median over runs of LCP / that reference's LCP;
 * - **HTML alone**: in the same run, the LCP of the route's own server-rendered HTML with every
 *   `<script>` and every preload hint taken out ({@link htmlAlone}; the markup and CSS as served,
 *   gzip, from this script), and its ratio to its own floor. It is what the browser needs to paint
 *   this page's markup with no JavaScript at all, so `LCP − HTML alone` is what the app's code
 *   (hints, scripts) adds before LCP; a change to how the code is delivered can at best take LCP
 *   down to it, so the markup itself (its size, its styles, its fonts) is what a ratio above 1.3
 *   here asks to change;
 * - **CLS**: cumulative layout shift (largest session window: gaps under 1 s, at most 5 s, shifts
 *   without recent input) until rendered;
 * - **levels**: request levels after the HTML document (the document is level 0; a request is one
 *   level deeper than the deepest request that had finished before it was sent), the deepest one
 *   started before LCP, and the level of the route's API request (`api L…`).
 *
 * Starts the stack (`scripts/start.mjs`, built front ends needed: `npm run build`) on the ports of
 * `apps.config.cjs` unless `BENCH_BASE_URL` is set. Timings are not checked (not in CI).
 * Output: a table on stdout and `bench/results/lcp.json`.
 *
 * Env: BENCH_BASE_URL, BENCH_RUNS (default 5), BENCH_ROUTES (comma-separated route names),
 * BENCH_LOG=1 (print each run's request log), CHROMIUM_PATH, plus the ports of apps.config.cjs.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openPhonePage, PROFILE } from './lib/phone.mjs';
import { benchBaseUrl, launchChromium, root, sleep, startStack, waitForStack } from './lib/stack.mjs';

const budgets = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));

export { PROFILE };
const ROUTES = ['/', '/transaction/{hash}', '/account/{address}', '/ledger/{index}', '/validators'];
const RUNS = Number(process.env.BENCH_RUNS || 5);
const base = benchBaseUrl();
const only = process.env.BENCH_ROUTES ? new Set(process.env.BENCH_ROUTES.split(',').map((s) => s.trim())) : null;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * The network floor of a page: 2 round trips (connection + request) plus the bytes at the link's
 * bandwidth, in ms.
 * @param {number} bytes bytes received before LCP
 */
export function floorMs(bytes) {
  return 2 * PROFILE.rttMs + (bytes * 8 * 1000) / PROFILE.downBitsPerSecond;
}

/**
 * Request levels after the document: level 0 is the document; any other request is 1 + the
 * highest level among the requests that had finished before it was sent.
 * @param {{ start: number, end: number, isDocument?: boolean }[]} requests times in ms
 * @returns {Map<object, number>}
 */
export function requestLevels(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const levels = new Map();
  for (const r of sorted) {
    if (r.isDocument && !levels.size) {
      levels.set(r, 0);
      continue;
    }
    let level = 1;
    for (const [q, l] of levels) if (q.end <= r.start && q !== r) level = Math.max(level, l + 1);
    levels.set(r, level);
  }
  return levels;
}

/** Init script: LCP entries and layout shifts as they happen (buffered). */
function observeVitals() {
  const w = /** @type {any} */ (window);
  w.__lcp = [];
  w.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp.push({ t: e.startTime, size: e.size, el: e.element ? `${e.element.tagName.toLowerCase()}${e.element.getAttribute('data-testid') ? `[${e.element.getAttribute('data-testid')}]` : ''}` : '' });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) w.__shifts.push({ t: e.startTime, v: e.value });
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as Chromium defines it: the largest session window (gap < 1 s, window ≤ 5 s). */
export function clsOf(shifts) {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of [...shifts].sort((a, b) => a.t - b.t)) {
    if (s.t - last > 1000 || s.t - first > 5000) {
      first = s.t;
      sum = 0;
    }
    sum += s.v;
    last = s.t;
    best = Math.max(best, sum);
  }
  return best;
}

/**
 * The server's HTML of a page without its JavaScript: every `<script>` element (external, inline and
 * JSON data blocks) and every `preload` / `modulepreload` hint removed; the markup, the inline CSS and
 * everything else are kept byte for byte.
 * @param {string} html a document as the shell's server sends it
 * @returns {string}
 */
export function htmlAlone(html) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*\brel=("?)(?:module)?preload\1[^>]*>/gi, '');
}

/**
 * One cold visit under {@link PROFILE}.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @param {{ staticPage?: boolean }} [options] `staticPage`: a page with no JavaScript (the reference,
 *   the HTML alone): LCP once the load is over, without waiting for the app's `main` to settle
 */
async function runOnce(browser, url, options = {}) {
  const { context, page, cdp } = await openPhonePage(browser);
  await context.addInitScript(observeVitals);
  const consoleErrors = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));

  /** @type {Map<string, any>} */
  const byId = new Map();
  let inFlight = 0;
  let lastActivity = Date.now();
  const streaming = (u) => /\/api\/stream\//.test(u) || u.startsWith('data:');
  cdp.on('Network.requestWillBeSent', (e) => {
    if (streaming(e.request.url)) return;
    if (byId.has(e.requestId)) return; // a redirect keeps its first start
    byId.set(e.requestId, { url: e.request.url, start: e.timestamp * 1000, wall: e.wallTime * 1000, end: Infinity, bytes: 0, type: e.type, isDocument: e.type === 'Document', status: 0, fromCache: false });
    inFlight += 1;
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = byId.get(e.requestId);
    if (r) {
      r.status = e.response.status;
      r.fromCache = Boolean(e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker);
    }
  });
  const finish = (e, failed) => {
    const r = byId.get(e.requestId);
    if (!r || r.end !== Infinity) return;
    r.end = e.timestamp * 1000;
    r.bytes = failed ? 0 : e.encodedDataLength ?? 0;
    r.failed = failed;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (e) => finish(e, false));
  cdp.on('Network.loadingFailed', (e) => finish(e, true));

  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  if (!options.staticPage) await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return Boolean(main && main.textContent.trim() && !main.querySelector('[aria-busy="true"]') && main.getAttribute('aria-busy') !== 'true');
    },
    undefined,
    { timeout: 60_000 },
  );
  const t0 = Date.now();
  while (Date.now() - t0 < 30_000 && !(inFlight <= 0 && Date.now() - lastActivity >= 1000)) await sleep(100);
  const vitals = await page.evaluate(() => ({ lcp: window.__lcp, shifts: window.__shifts, timeOrigin: performance.timeOrigin }));
  await context.close();

  const requests = [...byId.values()];
  const doc = requests.find((r) => r.isDocument);
  // Navigation start in CDP's monotonic clock: performance.timeOrigin (wall) mapped through the document request.
  const navStart = doc ? doc.start - (doc.wall - vitals.timeOrigin) : Math.min(...requests.map((r) => r.start));
  for (const r of requests) {
    r.start -= navStart;
    r.end -= navStart;
  }
  const lastLcp = vitals.lcp.at(-1);
  const lcp = lastLcp ? lastLcp.t : NaN;
  const levels = requestLevels(requests);
  const before = requests.filter((r) => r.end <= lcp);
  const bytes = before.reduce((a, r) => a + r.bytes, 0);
  const startedBefore = requests.filter((r) => r.start <= lcp);
  const api = requests.filter((r) => /\/api\//.test(new URL(r.url).pathname)).sort((a, b) => a.start - b.start);
  return {
    lcp,
    lcpElement: lastLcp?.el ?? '',
    bytesBeforeLcp: bytes,
    floor: floorMs(bytes),
    cls: clsOf(vitals.shifts),
    depth: Math.max(0, ...startedBefore.map((r) => levels.get(r) ?? 0)),
    apiLevels: api.map((r) => `${new URL(r.url).pathname.replace(/^\/api\//, '').slice(0, 24)} L${levels.get(r)}`),
    apiLevel: api.length ? levels.get(api[0]) : null,
    requests: requests
      .sort((a, b) => a.start - b.start)
      .map((r) => ({ level: levels.get(r), url: r.url.replace(base, ''), status: r.status, startMs: Math.round(r.start), endMs: Math.round(r.end), bytes: r.bytes })),
    consoleErrors,
  };
}

/**
 * A reference document for the measured floor: `<main>` with a heading and a paragraph, after an
 * incompressible comment sized so that the gzip body is about `bytes` long (within 64 bytes).
 * @param {number} bytes encoded size to reach
 * @returns {Buffer} the gzip body
 */
export function referencePage(bytes) {
  let seed = 20;
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const noise = (n) => {
    let out = '';
    for (let i = 0; i < n; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      out += alphabet[seed % 64];
    }
    return out;
  };
  const page = (n) => {
    seed = 20;
    return gzipSync(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Reference</title></head>' +
        `<body><!--${noise(n)}--><main><h1>Reference page</h1><p>A static document of the same size as the page measured, to show what the browser alone needs to receive and paint it on this profile.</p></main></body></html>`,
    );
  };
  let lo = 0;
  let hi = Math.max(64, bytes * 2);
  while (hi - lo > 32) {
    const mid = Math.floor((lo + hi) / 2);
    if (page(mid).length < bytes) lo = mid;
    else hi = mid;
  }
  return page(lo);
}

/**
 * Serves {@link referencePage}s at `/reference?bytes=N`, and the gzip bodies put in `alone` (route
 * name → {@link htmlAlone} of its page) at `/html-alone?route=NAME`, on a free loopback port; resolves
 * to its base URL and a close function.
 * @param {Map<string, Buffer>} alone
 */
async function startReferenceServer(alone) {
  const cache = new Map();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/html-alone') {
      const body = alone.get(url.searchParams.get('route') ?? '');
      if (!body) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-store' });
      res.end(body);
      return;
    }
    const bytes = Math.max(0, Math.min(2_000_000, Number(url.searchParams.get('bytes')) || 0));
    if (!cache.has(bytes)) cache.set(bytes, referencePage(bytes));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-store' });
    res.end(cache.get(bytes));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() };
}

// ---------------------------------------------------------------------------------------------

const stopStack = await startStack(base);
const alone = new Map();
const reference = await startReferenceServer(alone);

const results = [];
try {
  await waitForStack(base);
  const browser = await launchChromium();
  try {
    for (const name of ROUTES) {
      if (only && !only.has(name)) continue;
      const entry = budgets.routes.find((r) => r.route === name);
      // The page's markup as the server sends it to a phone, minus its JavaScript (see htmlAlone).
      const served = await fetch(base + entry.path, { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' } });
      alone.set(name, gzipSync(htmlAlone(await served.text())));
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const run = await runOnce(browser, base + entry.path);
        // The same run's reference: the same bytes, nothing of LedgerLens (the headers' bytes are the reference server's).
        const ref = await runOnce(browser, `${reference.url}/reference?bytes=${Math.round(run.bytesBeforeLcp)}&run=${i}`, { staticPage: true });
        run.referenceLcp = ref.lcp;
        const html = await runOnce(browser, `${reference.url}/html-alone?route=${encodeURIComponent(name)}&run=${i}`, { staticPage: true });
        run.htmlAloneLcp = html.lcp;
        run.htmlAloneRatio = html.lcp / html.floor;
        runs.push(run);
        if (process.env.BENCH_LOG) {
          console.log(`\n${name} run ${i + 1}: LCP ${Math.round(run.lcp)} ms (${run.lcpElement})`);
          for (const r of run.requests) console.log(`   L${r.level} ${String(r.startMs).padStart(5)}-${String(r.endMs).padEnd(5)} ${String(r.bytes).padStart(7)} ${r.status} ${r.url}`);
        }
      }
      const lcp = median(runs.map((r) => r.lcp));
      const floor = median(runs.map((r) => r.floor));
      results.push({
        route: name,
        path: entry.path,
        lcpMs: Math.round(lcp),
        floorMs: Math.round(floor),
        ratio: Number((lcp / floor).toFixed(2)),
        measuredFloorMs: Math.round(median(runs.map((r) => r.referenceLcp))),
        measuredRatio: Number(median(runs.map((r) => r.lcp / r.referenceLcp)).toFixed(2)),
        htmlAloneLcpMs: Math.round(median(runs.map((r) => r.htmlAloneLcp))),
        htmlAloneRatio: Number(median(runs.map((r) => r.htmlAloneRatio)).toFixed(2)),
        bytesBeforeLcp: Math.round(median(runs.map((r) => r.bytesBeforeLcp))),
        cls: Number(median(runs.map((r) => r.cls)).toFixed(3)),
        clsMax: Number(Math.max(...runs.map((r) => r.cls)).toFixed(3)),
        levels: median(runs.map((r) => r.depth)),
        apiLevel: runs[0].apiLevel,
        api: runs[0].apiLevels,
        runsLcpMs: runs.map((r) => Math.round(r.lcp)),
        lcpElement: runs.at(-1).lcpElement,
        consoleErrors: [...new Set(runs.flatMap((r) => r.consoleErrors))],
        runs,
      });
    }
  } finally {
    await browser.close();
  }
} finally {
  reference.close();
  stopStack();
}

console.log(`\nLCP on a throttled phone (390x844, 4x CPU, ${PROFILE.rttMs} ms RTT, ${PROFILE.downBitsPerSecond / 1e6} Mbps down, ${PROFILE.upBitsPerSecond / 1e3} kbps up, cold cache), median of ${RUNS} runs, ${base}\n`);
const head = ['route', 'LCP', 'floor (bytes before LCP)', 'ratio', 'measured floor', 'ratio (measured)', 'HTML alone: LCP, ratio', 'CLS (max)', 'levels', 'API request', 'runs (LCP ms)'];
const rows = results.map((r) => [
  r.route,
  `${(r.lcpMs / 1000).toFixed(2)} s`,
  `${(r.floorMs / 1000).toFixed(2)} s (${(r.bytesBeforeLcp / 1024).toFixed(0)} KiB)`,
  r.ratio.toFixed(2),
  `${(r.measuredFloorMs / 1000).toFixed(2)} s`,
  r.measuredRatio.toFixed(2),
  `${(r.htmlAloneLcpMs / 1000).toFixed(2)} s, ${r.htmlAloneRatio.toFixed(2)}`,
  `${r.cls.toFixed(3)} (${r.clsMax.toFixed(3)})`,
  String(r.levels),
  r.api.length ? r.api.join(', ') : '-',
  r.runsLcpMs.join(' '),
]);
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => `  ${cells.map((c, i) => c.padEnd(widths[i])).join('  ')}`;
console.log(line(head));
console.log(line(widths.map((w) => '-'.repeat(w))));
rows.forEach((row) => console.log(line(row)));
for (const r of results) {
  if (r.consoleErrors.length) console.log(`\n  ${r.route}: console errors: ${r.consoleErrors.join(' | ')}`);
}
console.log('\n  target: ratio <= 1.3 and LCP <= 1.8 s on every route; levels: the deepest request level after the HTML started before LCP');
console.log('  measured floor: LCP of a static reference page of the same bytes, same profile, right after each run; ratio (measured): median of LCP / that');
console.log("  HTML alone: the route's server-rendered HTML with its scripts and preload hints removed, same profile, same run: its LCP and its ratio to its own floor");
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/lcp.json'), JSON.stringify({ date: new Date().toISOString(), base, profile: PROFILE, runs: RUNS, results }, null, 2));
console.log('  written bench/results/lcp.json');
