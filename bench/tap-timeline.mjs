#!/usr/bin/env node
/**
 * Where a first tap's time goes: one cold visit per run on the phone profile of `bench:tap`, with
 * the HTTP cache disabled (as the held-out early-tap check), the same link tapped at LCP (the
 * header's Validators link, else the first visible same-origin link), and a timeline in ms from the
 * navigation start: LCP, takeover (`#root` loses `data-ssr-theme`), the tap, the first time the
 * URL shows the tapped path (same document: `history.pushState`; else the new document's commit),
 * the new page's first paint (its `main h1`, or the new document's FCP) and, for a new document,
 * its `load` event (what Playwright's `waitForURL` waits for). Also every script and fetch request
 * with its start and end, so a request level queued behind the boot scripts shows.
 *
 * Usage: node bench/tap-timeline.mjs BASE ROUTE... (RUNS env, default 3; REQUESTS=1 prints them)
 */
import { launchChromium } from './lib/stack.mjs';
import { openPhonePage } from './lib/phone.mjs';

const [base, ...routes] = process.argv.slice(2);
const RUNS = Number(process.env.RUNS || 3);
const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

/** Init script: marks in `sessionStorage`-free page globals, in wall-clock ms (`Date.now()` precision via timeOrigin). */
function observe() {
  const w = /** @type {any} */ (window);
  const now = () => performance.timeOrigin + performance.now();
  w.__t = { lcp: 0, over: 0, tap: 0, push: 0, h1: 0, path0: location.pathname };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (!w.__t.lcp) w.__t.lcp = performance.timeOrigin + e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const push = history.pushState.bind(history);
  history.pushState = (...args) => {
    push(...args);
    if (!w.__t.push) w.__t.push = now();
  };
  document.addEventListener('pointerdown', () => { if (!w.__t.tap) w.__t.tap = now(); }, true);
  const poll = () => {
    const root = document.getElementById('root');
    if (!w.__t.over && root && root.childElementCount && !root.hasAttribute('data-ssr-theme')) w.__t.over = now();
    if (w.__t.push && !w.__t.h1 && location.pathname !== w.__t.path0) {
      const h1 = document.querySelector('main h1');
      if (h1 && h1.getBoundingClientRect().height > 0 && w.__h1Before !== h1) w.__t.h1 = now();
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

async function runOnce(browser, url) {
  const { context, page, cdp } = await openPhonePage(browser);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const reqs = new Map();
  let t0 = 0;
  let wall0 = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!t0) {
      t0 = e.timestamp;
      wall0 = e.wallTime * 1000;
    }
    if (!reqs.has(e.requestId)) reqs.set(e.requestId, { url: e.request.url.replace(base, ''), type: e.type, start: (e.timestamp - t0) * 1000, end: NaN, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = reqs.get(e.requestId);
    if (r) Object.assign(r, { end: (e.timestamp - t0) * 1000, bytes: e.encodedDataLength });
  });
  await context.addInitScript(observe);
  const result = {};
  try {
    page.goto(url, { waitUntil: 'commit', timeout: 90_000 }).catch(() => {});
    await page.waitForFunction(() => /** @type {any} */ (window).__t?.lcp > 0, null, { timeout: 60_000, polling: 20 });
    const first = await page.evaluate(() => ({ ...(/** @type {any} */ (window).__t) }));
    const href = await page.evaluate(() => {
      const own = location.pathname;
      const as = [...document.querySelectorAll('a[href^="/"]')].filter((a) => {
        const b = a.getBoundingClientRect();
        return b.width > 0 && b.height > 0 && b.top >= 0 && b.bottom <= innerHeight && a.getAttribute('href') !== own;
      });
      const a = as.find((x) => /validators|tokens|learn|ctid/.test(x.getAttribute('href') || '')) || as[0];
      if (!a) return null;
      a.setAttribute('data-tap', '1');
      /** @type {any} */ (window).__h1Before = document.querySelector('main h1');
      return a.getAttribute('href');
    });
    const target = (href || '').split('?')[0];
    let newDoc = 0;
    let newDocLoad = 0;
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame() && new URL(f.url()).pathname === target && !newDoc) newDoc = Date.now();
    });
    page.on('load', () => {
      if (newDoc && !newDocLoad) newDocLoad = Date.now();
    });
    const tapWall = Date.now();
    const box = await page.locator('[data-tap="1"]').first().boundingBox();
    if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    let urlAt = NaN;
    try {
      await page.waitForURL((u) => u.pathname === target, { timeout: 15_000 });
      urlAt = Date.now();
    } catch {
      /* not reached */
    }
    await page.waitForFunction(() => { const t = /** @type {any} */ (window).__t; return !t || t.h1 || t.path0 !== location.pathname && !t.push; }, null, { timeout: 8000, polling: 20 }).catch(() => {});
    const after = await page.evaluate(() => {
      const t = { ...(/** @type {any} */ (window).__t) };
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { t, origin: performance.timeOrigin, fcp: fcp?.startTime, load: nav?.loadEventStart };
    }).catch(() => undefined);
    const rel = (wall) => (wall ? Math.round(wall - wall0) : NaN);
    const sameDoc = after && after.t.path0 === first.path0;
    const tap = rel(first.tap || after?.t.tap || tapWall);
    Object.assign(result, {
      href,
      lcp: rel(first.lcp),
      over: rel((sameDoc ? after.t.over : first.over) || NaN),
      tap,
      tapToUrl: Math.round(urlAt - tapWall),
      kind: sameDoc ? 'same-document' : 'new document',
      url: sameDoc ? rel(after.t.push) : rel(newDoc),
      paint: sameDoc ? rel(after.t.h1) : after ? rel(after.origin + after.fcp) : NaN,
      load: sameDoc ? NaN : after ? rel(after.origin + after.load) : rel(newDocLoad),
      requests: [...reqs.values()].filter((r) => r.type === 'Script' || r.type === 'Fetch' || r.type === 'Document' || r.type === 'XHR').sort((a, b) => a.start - b.start),
    });
  } finally {
    await context.close();
  }
  return result;
}

const browser = await launchChromium();
try {
  for (const route of routes) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(browser, base + route));
    for (const r of runs) {
      console.log(`${route} -> ${r.href} [${r.kind}] lcp ${r.lcp} takeover ${r.over} tap ${r.tap} url ${r.url} paint ${r.paint} load ${r.load} | tap->URL (waitForURL) ${r.tapToUrl} ms`);
      if (process.env.REQUESTS) for (const q of r.requests) console.log(`    ${String(Math.round(q.start)).padStart(5)}-${String(Math.round(q.end)).padStart(5)} ${q.type.padEnd(8)} ${(q.bytes / 1024).toFixed(1).padStart(6)} KiB ${q.url.slice(0, 110)}`);
    }
    const m = (k) => median(runs.map((r) => r[k]));
    console.log(`${route} median: lcp ${m('lcp')} takeover ${m('over')} tap ${m('tap')} url ${m('url')} paint ${m('paint')} load ${m('load')} tap->URL ${m('tapToUrl')} ms`);
  }
} finally {
  await browser.close();
}
