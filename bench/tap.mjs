#!/usr/bin/env node
/**
 * `npm run bench:tap`: what a visitor's first tap does on the phone profile of `bench:lcp`
 * (390 × 844, 4× CPU, 150 ms RTT, 1.6 Mbps down, cold cache), per server-rendered route.
 *
 * Per run and route, one cold visit measures:
 * - **takeover**: ms from navigation until the client has taken the server's markup over (`#root`
 *   loses `data-ssr-theme`), and the JavaScript bytes (encoded, on the wire) received until then;
 * - **tap**: at LCP (the first `largest-contentful-paint` entry, then the next frame) the logo link
 *   of the header is tapped; the time from the tap until the home page's heading is visible (the
 *   tap reached its page), or "lost" when it has not after {@link TAP_WAIT_MS}.
 * The same run also visits with `inert` markup until the takeover (`BENCH_TAP_INERT`, on by
 * default: server markup that cannot be used until the takeover, emulated by an init script), so
 * both columns come from the same machine load.
 *
 * Env: BENCH_BASE_URL (else the stack is started), BENCH_RUNS (default 5), BENCH_ROUTES
 * (comma-separated route names of `bench/budgets.json`, any of them; default the transaction,
 * account, ledger, validators and search pages), BENCH_TAP_INERT=0 (no inert column).
 * Output: a table and `bench/results/tap.json`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openPhonePage, PROFILE } from './lib/phone.mjs';
import { benchBaseUrl, launchChromium, root, sleep, startStack, waitForStack } from './lib/stack.mjs';

const budgets = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
/** The routes measured: `BENCH_ROUTES` (any route name of `bench/budgets.json`), else these. */
const ROUTES = process.env.BENCH_ROUTES
  ? process.env.BENCH_ROUTES.split(',').map((s) => s.trim()).filter(Boolean)
  : ['/transaction/{hash}', '/account/{address}', '/ledger/{index}', '/validators', '/search'];
const RUNS = Number(process.env.BENCH_RUNS || 5);
const INERT = process.env.BENCH_TAP_INERT !== '0';
/**
 * The phases of a takeover, in order: the page's `load` (the app's entry starts then), its last
 * script byte, the entry running (`ll:main`), the shared modules evaluated and the shell starting
 * (`ll:boot`), the page's code all loaded, just before hydrating (`ll:code`), and after the
 * takeover, the page's own content hydrated.
 */
const PHASES = /** @type {const} */ ([
  ['load', 'load'],
  ['lastScript', 'last script byte'],
  ['entry', 'entry runs'],
  ['modules', 'modules evaluated'],
  ['code', 'page code loaded'],
  ['takeover', 'takeover'],
  ['content', 'content hydrated'],
]);
/** A run's time of a phase of {@link PHASES}, ms from the navigation (undefined when not marked). */
const phaseOf = (run, key) => (key === 'takeover' ? run.takeoverMs : key === 'content' ? run.contentMs : run.phases?.[key]);
/** Longest wait for a tapped link's page, ms. */
const TAP_WAIT_MS = 8000;
const base = benchBaseUrl();
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Init script: the first LCP entry and the takeover time (performance.now()), as they happen. */
function observeTakeover() {
  const w = /** @type {any} */ (window);
  w.__lcpAt = undefined;
  w.__takeoverAt = undefined;
  new PerformanceObserver((list) => {
    if (w.__lcpAt === undefined && list.getEntries().length) w.__lcpAt = list.getEntries()[0].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watch = () => {
    const root = document.getElementById('root');
    if (!root) return false;
    // Not server-rendered: no takeover to wait for (-1).
    if (!root.hasAttribute('data-ssr-theme')) {
      w.__takeoverAt = -1;
      return true;
    }
    new MutationObserver((_m, o) => {
      if (!root.hasAttribute('data-ssr-theme')) {
        w.__takeoverAt = performance.now();
        o.disconnect();
      }
    }).observe(root, { attributes: true, attributeFilter: ['data-ssr-theme'] });
    return true;
  };
  if (!watch()) {
    // An init script runs before the document has an element: observe the document itself.
    const o = new MutationObserver(() => watch() && o.disconnect());
    o.observe(document, { childList: true, subtree: true });
  }
}

/** Init script: the markup `inert` until the takeover, as the shell did before its markup worked on its own. */
function inertUntilTakeover() {
  const mark = () => {
    const root = document.getElementById('root');
    if (!root) return false;
    if (root.hasAttribute('data-ssr-theme')) {
      root.inert = true;
      new MutationObserver((_m, o) => {
        if (!root.hasAttribute('data-ssr-theme')) {
          root.inert = false;
          o.disconnect();
        }
      }).observe(root, { attributes: true, attributeFilter: ['data-ssr-theme'] });
    }
    return true;
  };
  if (!mark()) {
    const o = new MutationObserver(() => mark() && o.disconnect());
    o.observe(document, { childList: true, subtree: true });
  }
}

/**
 * One cold visit: takeover time and bytes, and a tap on the logo at LCP.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @param {{ inert: boolean }} options
 */
async function runOnce(browser, url, { inert }) {
  const { context, page } = await openPhonePage(browser);
  await context.addInitScript(observeTakeover);
  if (inert) await context.addInitScript(inertUntilTakeover);
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(() => /** @type {any} */ (window).__lcpAt !== undefined, undefined, { timeout: 30_000, polling: 'raf' });
    const takenOverBeforeTap = await page.evaluate(() => /** @type {any} */ (window).__takeoverAt !== undefined);
    // The first tap target of every page: the header's logo link to home.
    const logo = page.getByRole('banner').locator('a[href="/"]').first();
    // The takeover of this page, observed from its own document (the tap below may replace it).
    const takeover = page.waitForFunction(() => /** @type {any} */ (window).__takeoverAt !== undefined && /** @type {any} */ (window).__takeoverAt, undefined, { timeout: 30_000 }).then((h) => h.jsonValue()).catch(() => undefined);
    const tapAt = Date.now();
    // Forced: a visitor's tap lands whether or not the markup takes it (inert markup ignores it).
    await logo.tap({ timeout: 5000, force: true });
    let tapMs;
    try {
      await page.getByRole('heading', { name: 'Explore the XRP Ledger' }).waitFor({ state: 'visible', timeout: TAP_WAIT_MS });
      tapMs = Date.now() - tapAt;
    } catch {
      tapMs = undefined;
    }
    return { tapMs, takenOverBeforeTap, takeover: await Promise.race([takeover, sleep(1000).then(() => undefined)]) };
  } finally {
    await context.close();
  }
}

/**
 * Takeover time and JavaScript bytes of a route, without a tap (a visit of its own).
 * @param {import('playwright').Browser} browser
 * @param {string} url
 */
async function takeoverOnce(browser, url) {
  const { context, page, cdp } = await openPhonePage(browser);
  await context.addInitScript(observeTakeover);
  /** @type {Map<string, { type: string, bytes: number, end: number }>} */
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!requests.has(e.requestId)) requests.set(e.requestId, { type: e.type, bytes: 0, end: Infinity });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.bytes = e.encodedDataLength ?? 0;
      r.end = e.timestamp;
    }
  });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const at = await (await page.waitForFunction(() => /** @type {any} */ (window).__takeoverAt !== undefined && /** @type {any} */ (window).__takeoverAt, undefined, { timeout: 60_000 })).jsonValue();
    if (at < 0) throw new Error(`${url} was not server-rendered: no takeover to measure`);
    const jsBytes = [...requests.values()].filter((r) => r.type === 'Script' && r.end !== Infinity).reduce((a, r) => a + r.bytes, 0);
    // The page's own content hydrates after the takeover, in slices (its Suspense boundary): when
    // its last element has React's fiber, it is the app's too.
    const contentMs = await page
      .waitForFunction(
        () => {
          let el = document.querySelector('main');
          while (el && el.lastElementChild) el = el.lastElementChild;
          return el && Object.keys(el).some((k) => k.startsWith('__reactFiber')) ? performance.now() : undefined;
        },
        undefined,
        { timeout: 30_000, polling: 25 },
      )
      .then((h) => h.jsonValue())
      .catch(() => undefined);
    const phases = await page.evaluate(() => {
      const mark = (/** @type {string} */ name) => performance.getEntriesByName(name)[0]?.startTime;
      const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      const scripts = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link');
      return { load: nav?.loadEventStart, lastScript: Math.max(0, ...scripts.filter((e) => /\.js(\?|$)/.test(e.name)).map((e) => e.responseEnd)), entry: mark('ll:main'), modules: mark('ll:boot'), code: mark('ll:code') };
    });
    return { takeoverMs: at, jsBytes, contentMs, phases };
  } finally {
    await context.close();
  }
}

const stopStack = await startStack(base);
const results = [];
try {
  await waitForStack(base);
  const browser = await launchChromium();
  try {
    for (const name of ROUTES) {
      const entry = budgets.routes.find((r) => r.route === name);
      const routePath = entry?.path ?? name;
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const visit = await takeoverOnce(browser, base + routePath);
        const tap = await runOnce(browser, base + routePath, { inert: false });
        const inertTap = INERT ? await runOnce(browser, base + routePath, { inert: true }) : undefined;
        runs.push({ ...visit, tapMs: tap.tapMs, tapAfterTakeover: tap.takenOverBeforeTap, inertTapMs: inertTap?.tapMs, inertTapAfterTakeover: inertTap?.takenOverBeforeTap });
      }
      const reached = runs.filter((r) => r.tapMs !== undefined);
      const inertReached = runs.filter((r) => r.inertTapMs !== undefined);
      results.push({
        route: name,
        path: routePath,
        takeoverMs: Math.round(median(runs.map((r) => r.takeoverMs))),
        jsKiB: Number((median(runs.map((r) => r.jsBytes)) / 1024).toFixed(1)),
        tapReached: `${reached.length}/${runs.length}`,
        tapMs: Math.round(median(reached.map((r) => r.tapMs))),
        inertTapReached: INERT ? `${inertReached.length}/${runs.length}` : undefined,
        inertTapMs: INERT ? Math.round(median(inertReached.map((r) => r.inertTapMs))) : undefined,
        phases: Object.fromEntries(PHASES.map(([key]) => [key, Math.round(median(runs.map((r) => phaseOf(r, key)).filter(Number.isFinite)))])),
        runs,
      });
    }
  } finally {
    await browser.close();
  }
} finally {
  stopStack();
}

console.log(`\nFirst tap on a throttled phone (390x844, ${PROFILE.cpuSlowdown}x CPU, ${PROFILE.rttMs} ms RTT, ${PROFILE.downBitsPerSecond / 1e6} Mbps down), median of ${RUNS} runs, ${base}\n`);
const head = ['route', 'takeover', 'JS before takeover', 'logo tapped at LCP: reached', 'tap to page', ...(INERT ? ['inert markup: reached', 'tap to page'] : [])];
const fmt = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '-');
const rows = results.map((r) => [r.route, fmt(r.takeoverMs), `${r.jsKiB} KiB`, r.tapReached, fmt(r.tapMs), ...(INERT ? [r.inertTapReached, fmt(r.inertTapMs)] : [])]);
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
const line = (cells) => `  ${cells.map((c, i) => String(c).padEnd(widths[i])).join('  ')}`;
console.log(line(head));
console.log(line(widths.map((w) => '-'.repeat(w))));
rows.forEach((row) => console.log(line(row)));
console.log(`\nWhere the takeover's time goes (median ms from the navigation; ll:* are the shell's performance marks)\n`);
const phaseHead = ['route', ...PHASES.map(([, label]) => label)];
const phaseRows = results.map((r) => [r.route, ...PHASES.map(([key]) => (Number.isFinite(r.phases[key]) ? String(r.phases[key]) : '-'))]);
const phaseWidths = phaseHead.map((h, i) => Math.max(h.length, ...phaseRows.map((row) => String(row[i]).length)));
const phaseLine = (cells) => `  ${cells.map((c, i) => String(c).padEnd(phaseWidths[i])).join('  ')}`;
console.log(phaseLine(phaseHead));
console.log(phaseLine(phaseWidths.map((w) => '-'.repeat(w))));
phaseRows.forEach((row) => console.log(phaseLine(row)));
console.log(`\n  reached: the home page's heading visible within ${TAP_WAIT_MS / 1000} s of the tap; inert markup: the same page with #root inert until the takeover (how it was), same run`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/tap.json'), JSON.stringify({ date: new Date().toISOString(), base, profile: PROFILE, runs: RUNS, results }, null, 2));
console.log('  written bench/results/tap.json');
