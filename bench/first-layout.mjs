#!/usr/bin/env node
/**
 * `node bench/first-layout.mjs a.html b.html …`: the cost of the FIRST layout of static HTML files
 * under the phone profile of `bench:lcp` (390 × 844 mobile, DPR 2, CPU 4×, 150 ms RTT, 1.6 Mbps),
 * served gzip by this script on `LAY_PORT` (default 9197). Used for "First layout cost" in
 * bench/README.md: save a server-rendered page (`curl`), strip its `<script>` and preload links, make
 * variants (a rule removed, a glyph replaced …) and compare.
 *
 * Rounds are interleaved (each round loads every file once) so a change of machine load hits every
 * variant alike; medians of `N` rounds (default 7). Per file, from a Chromium trace: `lcp` (ms),
 * `cpu` (thread time of the renderer main thread's tasks before LCP; it moves with the machine's load
 * too), `layout` (sum of `Layout` before LCP, ms), `big` (the largest one), `layT` (their thread time),
 * `style` (`UpdateLayoutTree`), `paint`, `parse` (`ParseHTML`), `objs` (layout objects). With
 * `FONTS=1` the trace also records the `fonts` category and prints, per file, the median count of
 * font IPCs inside those layouts: `strikes` (WebSandboxSupportLinux::GetWebFontRenderStyleForStrike,
 * one per family × size × weight × style drawn), `matches` (FontDataManager::onMatchFamilyStyle, one
 * per font family × weight looked up, present or not) and `fallbacks` (a character no font of the
 * stack has: a system-wide fallback search); tracing them adds a little time.
 *
 * Timings, not checked anywhere (not in CI); run on a quiet machine (`uptime`).
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { readFileSync } from 'node:fs';
import { launchChromium } from './lib/stack.mjs';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: node bench/first-layout.mjs a.html [b.html …]');
  process.exit(2);
}
const port = Number(process.env.LAY_PORT || 9197);
const fonts = process.env.FONTS === '1';
let current = null;
const server = http
  .createServer((req, res) => {
    const body = zlib.gzipSync(readFileSync(current));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-store' });
    res.end(body);
  })
  .listen(port, '127.0.0.1');
const browser = await launchChromium();
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const results = Object.fromEntries(files.map((f) => [f, []]));
const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading', 'toplevel', ...(fonts ? ['fonts'] : [])];

for (let round = 0; round < Number(process.env.N || 7); round++) {
  for (const file of files) {
    current = file;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: categories.join(','), transferMode: 'ReportEvents' });
    await page.goto(`http://127.0.0.1:${port}/page?${round}`, { waitUntil: 'load' });
    await new Promise((r) => setTimeout(r, 800));
    await cdp.send('Tracing.end');
    await done;
    await context.close();

    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
    const lcpEvent = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === nav.pid).at(-1);
    const end = lcpEvent?.ts ?? Infinity;
    const before = events.filter((e) => e.pid === nav.pid && e.ph === 'X' && e.ts > nav.ts && e.ts < end);
    const sum = (name, key = 'dur') => before.filter((e) => e.name === name).reduce((a, e) => a + (e[key] || 0), 0) / 1000;
    const layouts = before.filter((e) => e.name === 'Layout');
    const inLayout = (e) => layouts.some((l) => l.tid === e.tid && e.ts >= l.ts && e.ts <= l.ts + l.dur);
    const count = (name) => before.filter((e) => e.name === name && inLayout(e)).length;
    const mainTid = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain')?.tid;
    const row = {
      lcp: lcpEvent ? (lcpEvent.ts - nav.ts) / 1000 : NaN,
      cpu: before.filter((e) => e.name === 'RunTask' && e.tid === mainTid).reduce((a, e) => a + (e.tdur || 0), 0) / 1000,
      layout: sum('Layout'),
      big: Math.max(0, ...layouts.map((e) => e.dur / 1000)),
      layT: sum('Layout', 'tdur'),
      style: sum('UpdateLayoutTree'),
      paint: sum('Paint'),
      parse: sum('ParseHTML'),
      objs: Math.max(0, ...events.filter((e) => e.name === 'Layout' && e.args?.beginData).map((e) => e.args.beginData.totalObjects || 0)),
    };
    if (fonts) {
      row.strikes = count('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike');
      row.matches = count('FontDataManager::onMatchFamilyStyle');
      row.fallbacks = count('FontCache::FallbackFontForCharacter');
    }
    results[file].push(row);
  }
}
for (const file of files) {
  const rows = results[file];
  const out = Object.fromEntries(Object.keys(rows[0]).map((k) => [k, Math.round(median(rows.map((r) => r[k])))]));
  console.log(file.padEnd(28), JSON.stringify(out));
}
await browser.close();
server.close();
