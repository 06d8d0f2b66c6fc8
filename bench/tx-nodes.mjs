#!/usr/bin/env node
/**
 * `npm run bench:tx`: the transaction page with a SYNTHETIC transaction of 5,000 affected nodes
 * (`bench/tx-nodes-answer.ts` makes it and maps it with the API's own mapping; labelled synthetic).
 * Prints the API mapping time and answer size (raw and gzip), then loads `/transaction/{hash}` in
 * Chromium against a running LedgerLens (`BENCH_BASE_URL`, default http://localhost:8080) with the
 * API answer served by the page's network layer (Playwright route), and reports the time from
 * navigation until the first screen shows (the sentence, the balance changes and the affected-objects
 * header), and the same after opening the objects list.
 *
 * Env: BENCH_BASE_URL, BENCH_NODES (default 5000), CHROMIUM_PATH (default /usr/bin/chromium).
 * Target (issues 11, 20): cold first screen under 1 s in every run. The answer is the API's page
 * answer, without the raw JSON (`GET /api/transaction/{id}/raw`, loaded only when its dialog opens).
 * Env BENCH_RUNS (default 3).
 *
 * Then, because wall times on a shared, loaded machine swing by seconds, it also reports the page's
 * main-thread CPU time from navigation to the first screen (the `tdur` of the renderer main thread's
 * tasks in a Chromium trace; load-independent), for this answer and for a REFERENCE answer: the same
 * synthetic transaction with its lists cut to 5 entries. The difference is what the 5,000 nodes cost
 * the page; the reference is what the app itself costs. Env BENCH_CPU_RUNS (default 3, 0 to skip).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, root } from './lib/stack.mjs';

const base = (process.env.BENCH_BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const out = execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'bench', 'tx-nodes-answer.ts')], { env: process.env, maxBuffer: 256 * 1024 * 1024 });
const { hash, nodes, mapMs, bytes, answer } = JSON.parse(out.toString());
const body = JSON.stringify(answer);
console.log(`synthetic transaction: ${nodes} affected nodes; API mapping ${mapMs.toFixed(1)} ms; answer ${(bytes / 1024).toFixed(0)} KiB (${(gzipSync(body).length / 1024).toFixed(0)} KiB gzip); ${answer.balanceChanges.length} balance changes, ${answer.affectedObjects.length} affected objects`);

const browser = await launchChromium(['--headless', '--no-sandbox', '--disable-gpu']);
const runs = [];
for (let run = 0; run < Number(process.env.BENCH_RUNS || 3); run += 1) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (!window.__shown && document.querySelector('[data-testid=balance-changes] table')) window.__shown = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  let answered = 0;
  await page.route(`**/api/transaction/${hash}`, async (route) => {
    await route.fulfill({ status: 200, contentType: 'application/json', body });
    answered = Date.now();
  });
  const started = Date.now();
  await page.goto(`${base}/transaction/${hash}`);
  await page.getByTestId('transaction-description').waitFor();
  await page.getByTestId('balance-changes').getByRole('table').waitFor();
  await page.getByTestId('affected-objects').waitFor();
  const firstScreen = Date.now() - started;
  // In the page: from the end of the API response to the balance-changes table in the DOM.
  const inPage = await page.evaluate((h) => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(`/api/transaction/${h}`));
    return entry ? Math.round(window.__shown - entry.responseEnd) : null;
  }, hash);
  const afterAnswer = inPage ?? Date.now() - answered;
  const opened = Date.now();
  await page.getByTestId('affected-objects').getByRole('button', { name: 'Show objects' }).click();
  await page.locator('#tx-objects-list li').first().waitFor();
  const openMs = Date.now() - opened;
  // Warm: the same page loaded again with the app's files in the browser cache.
  const warmStart = Date.now();
  await page.goto(`${base}/transaction/${hash}`);
  await page.getByTestId('balance-changes').getByRole('table').waitFor();
  const warm = Date.now() - warmStart;
  runs.push({ firstScreen, afterAnswer, openMs, warm });
  await page.context().close();
}

/** Main-thread CPU (ms) from navigation to the first screen, from a Chromium trace, with `answerBody` served. */
async function mainThreadCpu(answerBody) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (!window.__shown && document.querySelector('[data-testid=balance-changes] table')) window.__shown = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.route(`**/api/transaction/${hash}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: answerBody }));
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
  await page.goto(`${base}/transaction/${hash}`);
  await page.getByTestId('balance-changes').getByRole('table').waitFor();
  // The table's first appearance (observer), else now: an upper bound.
  const shown = await page.evaluate(() => window.__shown ?? performance.now());
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await page.context().close();
  const nav = traceEvents.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').includes('/transaction/'));
  if (!nav) {
    console.log(`  (no navigationStart with the page URL in the trace: ${traceEvents.filter((e) => e.name === 'navigationStart').length} navigationStart events)`);
    return null;
  }
  const end = nav.ts + shown * 1000;
  const tasks = traceEvents.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= nav.ts && e.ts < end);
  return Math.round(tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000);
}
const reference = JSON.stringify({ ...answer, balanceChanges: answer.balanceChanges.slice(0, 5), affectedObjects: answer.affectedObjects.slice(0, 5) });
const cpu = { huge: [], reference: [] };
for (let run = 0; run < Number(process.env.BENCH_CPU_RUNS ?? 3); run += 1) {
  cpu.huge.push(await mainThreadCpu(body));
  cpu.reference.push(await mainThreadCpu(reference));
}
await browser.close();
const best = runs.reduce((a, r) => (r.firstScreen < a.firstScreen ? r : a));
console.log(`first screen (navigation → sentence, balance changes, objects header; cold cache, includes loading the app): ${runs.map((r) => `${r.firstScreen} ms`).join(', ')} (best ${best.firstScreen} ms)`);
console.log(`  of which in the page from the end of the API response to the first screen in the DOM (parse, store, render): ${runs.map((r) => `${r.afterAnswer} ms`).join(', ')}`);
console.log(`first screen with the app's files cached (reload): ${runs.map((r) => `${r.warm} ms`).join(', ')}`);
console.log(`opening the affected-objects list (first ${25} of ${answer.affectedObjects.length}): ${runs.map((r) => `${r.openMs} ms`).join(', ')}`);
if (cpu.huge.length > 0) {
  const median = (values) => {
    const known = values.filter((v) => v !== null).sort((a, b) => a - b);
    return known[Math.floor(known.length / 2)];
  };
  console.log(`main-thread CPU from navigation to the first screen (trace; independent of the machine's load): this answer ${cpu.huge.map((v) => (v === null ? 'no trace' : `${v} ms`)).join(', ')} (median ${median(cpu.huge)} ms); reference (same transaction, lists cut to 5 entries) ${cpu.reference.map((v) => (v === null ? 'no trace' : `${v} ms`)).join(', ')} (median ${median(cpu.reference)} ms)`);
}
const bestWarm = Math.min(...runs.map((r) => r.warm));
const worst = Math.max(...runs.map((r) => r.firstScreen));
console.log(worst < 1000 ? `target met: cold first screen under 1 s in every run (worst ${worst} ms)` : `cold first screen 1 s or more in ${runs.filter((r) => r.firstScreen >= 1000).length} of ${runs.length} runs (worst ${worst} ms); with the app cached: ${bestWarm < 1000 ? 'under 1 s' : '1 s or more'}`);
