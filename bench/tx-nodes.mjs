#!/usr/bin/env node
/**
 * `npm run bench:tx`: the transaction page with a SYNTHETIC transaction of 5,000 affected nodes
 * (`bench/tx-nodes-answer.ts` makes it and maps it with the API's own mapping and cutting; labelled synthetic).
 * Prints the API mapping time and the sizes (raw and gzip) of the whole answer (`GET /api/transaction/{id}`)
 * and of the page-sized answer the page asks (`?lists=25`: both lists cut to 25 entries, with their
 * totals), then loads `/transaction/{hash}` in Chromium and reports, per run, the time
 * from the navigation's start until the first screen is in the DOM (the sentence, the balance changes
 * and the affected-objects header; page time, whether the parser inserted the server's markup or the
 * client drew it; not waiting for the load event), until the page is taken over (interactive), the
 * same with the app's files cached, and the time of "Show 50 more" (balance changes, one page from the API) and of opening the
 * objects list.
 *
 * Two modes:
 * - **server (default): the path a visitor gets.** The synthetic transaction is written to a file
 *   marked synthetic (`ledgerlens_synthetic: true`, in `$TMPDIR/ledgerlens-bench-tx/`, never in
 *   `replay/data`) and the replay node of the stack this script starts loads it (`REPLAY_EXTRA_TX`),
 *   so the API maps it and the shell's server renders the page as for any transaction. Before the
 *   runs it fetches the page's HTML once with the API cold (its first request for this transaction)
 *   and says whether the server render made its data deadline (`SSR_DEADLINE_MS`, 400 ms).
 *   Each run says whether its HTML was server-rendered. A stack already serving at the shell's URL
 *   is measured only if it serves the transaction (else the script exits, naming the file to give
 *   it with `REPLAY_EXTRA_TX`).
 * - **route (`BENCH_TX_ROUTE=1`, in addition): the client-rendered fallback** (what a visitor gets
 *   when the server render misses its deadline). The same answers under another hash, which the
 *   stack does not know, served by the page's network layer (Playwright route): the server's data
 *   request 404s, so the page is client-rendered and reads the routed answers.
 *
 * Env: BENCH_BASE_URL (measure that stack; it must serve the synthetic transaction), SHELL_PORT etc.,
 * BENCH_NODES (default 5000), CHROMIUM_PATH (default /usr/bin/chromium), BENCH_RUNS (default 5),
 * BENCH_TX_ROUTE=1 (also the client-rendered fallback), BENCH_TX_WHOLE=1 (route mode: also the WHOLE
 * answer at the page's URL, every node in one answer: the comparison point). Target: cold first
 * screen under 1 s in every run.
 *
 * Then, because wall times on a shared, loaded machine swing by seconds, it also reports the page's
 * main-thread CPU time (the `tdur` of the renderer main thread's tasks in a Chromium trace;
 * load-independent): server mode from navigation to the takeover (hydration); route mode from
 * navigation to the first screen for the page-sized answer, the whole answer and a REFERENCE answer
 * (the same synthetic transaction with its lists cut to 5 entries: the difference is what the 5,000
 * nodes cost the page). Env BENCH_CPU_RUNS (default 3, 0 to skip).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchBaseUrl, isUp, launchChromium, root, startStack, waitForStack } from './lib/stack.mjs';

const base = benchBaseUrl();
const out = execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'bench', 'tx-nodes-answer.ts')], { env: process.env, maxBuffer: 256 * 1024 * 1024 });
const { result, hash, nodes, mapMs, bytes, answer, lists, preview, pages } = JSON.parse(out.toString());
const body = JSON.stringify(answer);
const previewBody = JSON.stringify(preview);
const kib = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB (${(gzipSync(text).length / 1024).toFixed(1)} KiB gzip)`;
console.log(`SYNTHETIC transaction ${hash}: ${nodes} affected nodes; API mapping ${mapMs.toFixed(1)} ms; ${answer.balanceChanges.length} balance changes, ${answer.affectedObjects.length} affected objects`);
console.log(`  whole answer (GET /api/transaction/{id}): ${kib(body)} [${bytes} bytes as the API maps it]`);
console.log(`  page-sized answer the page asks (?lists=${lists}): ${kib(previewBody)}`);
for (const [tail, page] of Object.entries(pages)) console.log(`  list page /${tail}: ${kib(JSON.stringify(page))}`);

// The fixture the replay node loads (REPLAY_EXTRA_TX): marked synthetic, outside the repository's data.
const fixtureDir = path.join(tmpdir(), 'ledgerlens-bench-tx');
mkdirSync(fixtureDir, { recursive: true });
const fixture = path.join(fixtureDir, `synthetic-tx-${nodes}.json`);
writeFileSync(
  fixture,
  JSON.stringify({
    ledgerlens_synthetic: true,
    generator: 'bench/tx-nodes-answer.ts',
    note: `SYNTHETIC benchmark transaction (${nodes} affected nodes), made up by bench/tx-nodes.mjs for npm run bench:tx; not ledger data.`,
    result,
  }),
);
console.log(`  written ${fixture} (${kib(JSON.stringify(result))} as the node's tx result)`);

// The route mode's hash: one the stack does not know, so its server render 404s (client-rendered fallback).
const routeHash = createHash('sha256').update(`bench-tx-route:${hash}`).digest('hex').toUpperCase();
const asRouted = (text) => text.split(hash).join(routeHash);

let stopStack = () => {};
if (!(await isUp(`${base}/`))) {
  if (process.env.BENCH_BASE_URL) throw new Error(`${base} does not answer`);
  process.env.REPLAY_EXTRA_TX = fixture;
  stopStack = await startStack(base);
  console.log(`started the stack (scripts/start.mjs) with REPLAY_EXTRA_TX=${fixture}`);
}
await waitForStack(base);
process.on('exit', () => stopStack());

// The first request for the transaction: the page's HTML with the API cold (nothing mapped or cached yet).
const ssrTimeoutMs = Number(process.env.SSR_DEADLINE_MS) || 400;
const coldStart = performance.now();
const coldHtml = await (await fetch(`${base}/transaction/${hash}`)).text();
const coldHtmlMs = Math.round(performance.now() - coldStart);
const isServerRendered = (html) => html.includes('id="ledgerlens-ssr"');
const apiStart = performance.now();
const probe = await fetch(`${base}/api/transaction/${hash}?lists=${lists}`);
const apiWarmMs = Math.round(performance.now() - apiStart);
if (probe.status !== 200) {
  console.error(`${base} does not serve the synthetic transaction (GET /api/transaction/${hash}?lists=${lists} → ${probe.status}): stop that stack, or start it with REPLAY_EXTRA_TX=${fixture}`);
  stopStack();
  process.exit(2);
}
console.log(`the page's HTML with the API cold (its first request for this transaction): ${coldHtmlMs} ms, ${isServerRendered(coldHtml) ? 'server-rendered' : `NOT server-rendered (the deadline, SSR_DEADLINE_MS ${ssrTimeoutMs} ms, or the API failed)`}; then GET ?lists=${lists} from the API ${apiWarmMs} ms`);

/**
 * Route mode: serves the transaction's API URLs under `routeHash` as the API does: `txBody` at
 * `/api/transaction/{routeHash}?lists=25` (and the whole answer without a query), the precomputed
 * list pages at their URLs, 404 otherwise.
 */
async function serveApi(page, txBody) {
  await page.route(
    (url) => url.pathname.startsWith(`/api/transaction/${routeHash}`),
    async (route) => {
      const url = new URL(route.request().url());
      const tail = url.pathname.slice(`/api/transaction/${routeHash}`.length).replace(/^\//, '') + url.search;
      let text;
      if (tail === `?lists=${lists}`) text = txBody;
      else if (tail === '') text = body;
      else if (pages[tail]) text = JSON.stringify(pages[tail]);
      if (text === undefined) await route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: `bench: no answer for ${tail}` }) });
      else await route.fulfill({ status: 200, contentType: 'application/json', body: asRouted(text) });
    },
  );
}

/**
 * A new page that notes, in page time (ms since the navigation started), when the balance-changes
 * table is first in the DOM (`window.__shown`) and when the whole first screen is (`window.__screen`:
 * the sentence, the balance-changes table and the affected-objects header), whether the client drew
 * it or the HTML parser inserted the server's markup.
 */
async function newPage() {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (!window.__shown && document.querySelector('[data-testid=balance-changes] table')) window.__shown = performance.now();
      if (!window.__screen && window.__shown && document.querySelector('[data-testid=transaction-description]') && document.querySelector('[data-testid=affected-objects]')) window.__screen = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  return page;
}

/**
 * Resolves with the page time (ms since the navigation started) at which the page is seen taken over:
 * `#root` no longer `inert` (server markup hydrated; at once when client-rendered). Polled every frame.
 */
const takenOver = async (page) =>
  (await page.waitForFunction(() => (document.getElementById('root')?.inert === false && !document.getElementById('root').hasAttribute('data-ssr-theme') ? performance.now() : false))).jsonValue();

/**
 * One cold run (then warm). `txBody` null: server mode (the real stack, the transaction's own
 * hash); else route mode with `txBody` at the page's URL under `routeHash`.
 */
async function run(txBody) {
  const page = await newPage();
  const id = txBody === null ? hash : routeHash;
  if (txBody !== null) await serveApi(page, txBody);
  // Not waiting for the load event: a server-rendered first screen shows before the app's files have loaded.
  const response = await page.goto(`${base}/transaction/${id}`, { waitUntil: 'commit' });
  await page.getByTestId('transaction-description').waitFor();
  await page.getByTestId('balance-changes').getByRole('table').waitFor();
  await page.getByTestId('affected-objects').waitFor();
  const firstScreen = Math.round(await page.evaluate(() => window.__screen ?? performance.now()));
  const interactive = Math.round(await takenOver(page));
  const html = await response.text();
  const ssr = isServerRendered(html);
  // The shell's server drops a remote's hints while it cannot read the remote's manifest (e.g. a re-check timed out under load).
  const hinted = html.includes('rel="preload" as="script" href="/remotes/');
  // In the page: from the end of the API response to the balance-changes table in the DOM (route mode).
  const afterAnswer = await page.evaluate((h) => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes(`/api/transaction/${h}`));
    return entry ? Math.round(window.__shown - entry.responseEnd) : null;
  }, id);
  const moreStart = Date.now();
  await page.getByTestId('balance-changes').getByRole('button', { name: 'Show 50 more' }).click();
  await page.getByTestId('balance-changes').locator('tbody tr').nth(59).waitFor();
  const moreMs = Date.now() - moreStart;
  const opened = Date.now();
  await page.getByTestId('affected-objects').getByRole('button', { name: 'Show objects' }).click();
  await page.locator('#tx-objects-list li').first().waitFor();
  const openMs = Date.now() - opened;
  // Warm: the same page loaded again with the app's files in the browser cache.
  await page.goto(`${base}/transaction/${id}`, { waitUntil: 'commit' });
  await page.getByTestId('balance-changes').getByRole('table').waitFor();
  await page.getByTestId('affected-objects').waitFor();
  const warm = Math.round(await page.evaluate(() => window.__screen ?? performance.now()));
  await page.context().close();
  return { firstScreen, interactive, ssr, hinted, afterAnswer, moreMs, openMs, warm };
}

/** The machine's load average now (1, 5, 15 min), printed with every run: wall times swing with it. */
const loadText = () => `load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;

const browser = await launchChromium(['--headless', '--no-sandbox', '--disable-gpu']);
const RUNS = Number(process.env.BENCH_RUNS || 5);
const ROUTE = process.env.BENCH_TX_ROUTE === '1';
const runs = [];
const routeRuns = [];
const wholeRuns = [];
const line = (r) => `${r.hinted ? '' : "(HTML without the remote's preload hints) "}cold first screen ${r.firstScreen} ms, taken over ${r.interactive} ms; warm ${r.warm} ms; "Show 50 more" ${r.moreMs} ms; open objects ${r.openMs} ms`;
for (let i = 0; i < RUNS; i += 1) {
  const r = await run(null);
  runs.push(r);
  console.log(`run ${i + 1}/${RUNS} (server mode, ${r.ssr ? 'server-rendered' : 'NOT server-rendered'}; ${loadText()}): ${line(r)}`);
  if (ROUTE) {
    const c = await run(previewBody);
    routeRuns.push(c);
    console.log(`run ${i + 1}/${RUNS} (route mode: client-rendered fallback, page-sized answer; ${loadText()}): ${line(c)} (of which after the API answer ${c.afterAnswer} ms)`);
    if (process.env.BENCH_TX_WHOLE === '1') {
      const w = await run(body);
      wholeRuns.push(w);
      console.log(`run ${i + 1}/${RUNS} (route mode, whole answer, for comparison): cold first screen ${w.firstScreen} ms (of which after the API answer ${w.afterAnswer} ms); warm ${w.warm} ms`);
    }
  }
}

/**
 * Main-thread CPU (ms) from navigation to the first screen (route mode, `answerBody` served) or, in
 * server mode (`answerBody` null), to the takeover, from a Chromium trace.
 */
async function mainThreadCpu(answerBody) {
  const page = await newPage();
  const id = answerBody === null ? hash : routeHash;
  if (answerBody !== null) await serveApi(page, answerBody);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
  await page.goto(`${base}/transaction/${id}`);
  await page.getByTestId('balance-changes').getByRole('table').waitFor();
  if (answerBody === null) await takenOver(page);
  // Route mode: the table's first appearance (observer), else now: an upper bound. Server mode: now (taken over).
  const shown = await page.evaluate((server) => (server ? performance.now() : (window.__shown ?? performance.now())), answerBody === null);
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
const reference = JSON.stringify({ ...preview, balanceChanges: answer.balanceChanges.slice(0, 5), affectedObjects: answer.affectedObjects.slice(0, 5) });
const cpu = { server: [], huge: [], whole: [], reference: [] };
for (let i = 0; i < Number(process.env.BENCH_CPU_RUNS ?? 3); i += 1) {
  cpu.server.push(await mainThreadCpu(null));
  if (ROUTE) {
    cpu.huge.push(await mainThreadCpu(previewBody));
    cpu.whole.push(await mainThreadCpu(body));
    cpu.reference.push(await mainThreadCpu(reference));
  }
}
await browser.close();
stopStack();
const list = (rs, key) => rs.map((r) => `${r[key]} ms`).join(', ');
console.log(`SERVER MODE (the path a visitor gets: the real stack, server-rendered first view): ${runs.filter((r) => r.ssr).length} of ${runs.length} runs server-rendered`);
console.log(`  first screen (navigation start → sentence, balance changes and objects header in the DOM, page time; cold cache): ${list(runs, 'firstScreen')}`);
console.log(`  taken over (interactive: hydration done, page time): ${list(runs, 'interactive')}`);
console.log(`  first screen with the app's files cached (reload): ${list(runs, 'warm')}`);
console.log(`  "Show 50 more" balance changes (one page of 50 from the API, drawn, focused): ${list(runs, 'moreMs')}`);
console.log(`  opening the affected-objects list (first ${lists} of ${answer.affectedObjects.length}, from the answer): ${list(runs, 'openMs')}`);
if (routeRuns.length > 0) {
  console.log('ROUTE MODE (BENCH_TX_ROUTE=1: the client-rendered fallback, answers served by a Playwright route):');
  console.log(`  first screen (cold cache, includes loading the app): ${list(routeRuns, 'firstScreen')}`);
  console.log(`  of which in the page from the end of the API response to the first screen in the DOM (parse, store, render): ${list(routeRuns, 'afterAnswer')}`);
  console.log(`  first screen with the app's files cached (reload): ${list(routeRuns, 'warm')}`);
  console.log(`  "Show 50 more": ${list(routeRuns, 'moreMs')}; opening the objects list: ${list(routeRuns, 'openMs')}`);
}
if (wholeRuns.length > 0) {
  console.log(`  for comparison, the whole answer at the page's URL: cold first screen ${list(wholeRuns, 'firstScreen')}; after the API answer ${list(wholeRuns, 'afterAnswer')}`);
}
const median = (values) => {
  const known = values.filter((v) => v !== null).sort((a, b) => a - b);
  return known[Math.floor(known.length / 2)];
};
const cpuList = (values) => `${values.map((v) => (v === null ? 'no trace' : `${v} ms`)).join(', ')} (median ${median(values)} ms)`;
if (cpu.server.length > 0) {
  console.log(`main-thread CPU (trace; independent of the machine's load): server mode, navigation → taken over ${cpuList(cpu.server)}`);
}
if (cpu.huge.length > 0) {
  console.log(`main-thread CPU, route mode (client-rendered), navigation → first screen: page-sized answer ${cpuList(cpu.huge)}; whole answer ${cpuList(cpu.whole)}; reference (lists cut to 5 entries) ${cpuList(cpu.reference)}`);
}
const verdict = (rs, label) => {
  const worst = Math.max(...rs.map((r) => r.firstScreen));
  return worst < 1000
    ? `${label}: target met: cold first screen under 1 s in every run (${rs.length} runs, worst ${worst} ms)`
    : `${label}: target missed: cold first screen 1 s or more in ${rs.filter((r) => r.firstScreen >= 1000).length} of ${rs.length} runs (worst ${worst} ms)`;
};
console.log(verdict(runs, 'server mode'));
if (routeRuns.length > 0) console.log(verdict(routeRuns, 'route mode (client-rendered fallback)'));
