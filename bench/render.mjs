#!/usr/bin/env node
/**
 * Render-cost benchmark of the shell's web server (`npm run bench:render`), on the replay:
 *
 * 1. Starts the whole stack (`scripts/start.mjs`: replay node, API with its rate limit off, the
 *    front ends' web servers; ports of `apps.config.cjs`, e.g. `source /tmp/ll-ports-<name>.sh`).
 * 2. Render cost, per page, in this process (the built web server, `server/dist/main.js`, its boot
 *    source and the shell's renderer, reading the stack's remotes and API): CPU milliseconds of this
 *    process (`process.cpuUsage`, user + system) and render passes, for a cold render (a new boot
 *    source: nothing kept) and a kept one (the same page again), median of `BENCH_RENDER_SAMPLES`
 *    (default 5). The API and the node run in other processes: their time is not counted.
 *    Checked against `bench/budgets.json` `render`: passes at most the budget, CPU ms at most the
 *    budget times `tolerance.cpuFactor` (CPU time varies with the machine: a generous factor);
 *    a page over budget makes the exit code 1. Timings are not a test assertion; passes are exact;
 *    under CI (`CI` set) only the passes decide the exit code, CPU ms over budget is printed.
 * 3. Unless `BENCH_LOAD=0`: pages/s with autocannon through the shell's web server (whole stack,
 *    `BENCH_CONNECTIONS` connections, default 20, `BENCH_DURATION` s each, default 10) for home, an
 *    account, validators and the AMM list against a transaction page (the kept immutable render),
 *    measured before and after them; the ratio of each to the transaction page's mean.
 * 4. Unless `BENCH_LOAD=0`: the stack again with the API's rate limit at 20 requests a minute; a
 *    visitor that spent it asks pages that need a render (distinct accounts): their status and latency.
 *
 * Prints tables (and writes `bench/results/render.json`) with the load average, since timings on a
 * shared machine are noisy: compare the ratios measured in one run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchBaseUrl, root, signalGroup, sleep, waitForStack } from './lib/stack.mjs';

const require = createRequire(import.meta.url);
const web = require(path.join(root, 'server/dist/main.js'));
const { API_PORT, REMOTES } = require(path.join(root, 'apps.config.cjs'));
const budgets = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8')).render;

const SAMPLES = Number(process.env.BENCH_RENDER_SAMPLES || 5);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const LOAD = process.env.BENCH_LOAD !== '0';
const base = benchBaseUrl();
const apiUrl = `http://127.0.0.1:${API_PORT}`;
const TX = '/transaction/589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D';
const ACCOUNT = '/account/rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';

/** The server-rendered pages measured (recorded mainnet data of the replay, `shared/src/samples.ts`). */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'validators', path: '/validators' },
  { name: 'tokens', path: '/tokens' },
  { name: 'rich list', path: '/balances' },
  { name: 'amendments', path: '/amendments' },
  { name: 'AMM list', path: '/amm' },
  { name: 'account', path: ACCOUNT },
  { name: 'pool', path: '/amm/r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M' },
  { name: 'token', path: '/token/CNY.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK' },
  { name: 'NFT', path: '/nft/00081B581189F5687DBB7516339D6CCB5593D96622AD82DF08CFDA8600000A17' },
  { name: 'ledger object', path: '/object/5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3' },
  { name: 'ledger', path: '/ledger/94084608' },
  { name: 'transaction', path: TX },
];

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cpuMs = (start) => {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
};

/** Starts `scripts/start.mjs` with `env`; resolves with its stop function once the site and the API answer. */
async function stack(env) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, stdio: 'ignore', detached: true, env: { ...process.env, ...env } });
  const stop = () => signalGroup(child.pid, 'SIGTERM');
  process.on('exit', stop);
  await waitForStack(base);
  // The remotes' manifests and the replay's first ledgers.
  await sleep(3000);
  return async () => {
    stop();
    for (let i = 0; i < 40; i += 1) {
      try {
        await fetch(`${base}/`);
      } catch {
        return;
      }
      await sleep(250);
    }
  };
}

/** Render cost per page (see the module comment). */
async function renderCost() {
  const files = web.createRuntimeFiles(path.join(root, 'shell/dist'), { checkIntervalMs: 60_000 });
  const proxies = REMOTES.map((r) => ({ prefix: `/remotes/${r.dir}`, upstream: `http://127.0.0.1:${r.port}` }));
  // One manifest reader for every sample: reading manifests is not the render's cost.
  const manifests = web.createManifestReader({ proxies, checkIntervalMs: 3_600_000 });
  const renderer = web.createShellRenderer();
  const boot = () => web.createBootSource({ files, manifests, renderer, apiUrl, deadlineMs: 10_000, liveCacheBytes: 64 * 1024 * 1024 });
  const navigate = (b, p) => b.navigate({ pathname: p, search: '', origin: base });
  const rows = [];
  for (const page of PAGES) {
    // Warm: the remote's server build loaded, the API's caches filled.
    await navigate(boot(), page.path);
    const cold = [];
    const kept = [];
    let passes;
    let outcome;
    for (let i = 0; i < SAMPLES; i += 1) {
      const b = boot();
      let start = process.cpuUsage();
      const first = await navigate(b, page.path);
      cold.push(cpuMs(start));
      passes = first.passes;
      outcome = first.outcome === 'rendered' ? 'rendered' : `${first.outcome} (${first.reason})`;
      start = process.cpuUsage();
      const again = await navigate(b, page.path);
      kept.push(cpuMs(start));
      if (again.outcome !== 'hit') outcome += `; again: ${again.outcome}`;
    }
    rows.push({ page: page.name, path: page.path, outcome, passes, coldCpuMs: Number(median(cold).toFixed(1)), keptCpuMs: Number(median(kept).toFixed(2)) });
  }
  renderer.dispose();
  return rows;
}

/** Budget problems of the render-cost rows. */
function overBudget(rows) {
  const problems = [];
  for (const r of rows) {
    const b = budgets.pages[r.path];
    if (!b) continue;
    if (r.passes !== undefined && r.passes > b.passes) problems.push(`${r.page}: ${r.passes} passes (budget ${b.passes})`);
    const cpu = [];
    if (r.coldCpuMs > b.coldCpuMs * budgets.tolerance.cpuFactor) cpu.push(`${r.page}: cold ${r.coldCpuMs} CPU ms (budget ${b.coldCpuMs} x ${budgets.tolerance.cpuFactor})`);
    if (r.keptCpuMs > b.keptCpuMs * budgets.tolerance.cpuFactor) cpu.push(`${r.page}: kept ${r.keptCpuMs} CPU ms (budget ${b.keptCpuMs} x ${budgets.tolerance.cpuFactor})`);
    // CI gates on what is deterministic (passes, like bytes in bench:bundle), never on timings: CPU ms
    // over budget is reported there, and fails only a run on a developer's quiet machine.
    if (process.env.CI) for (const line of cpu) console.warn(`CPU over budget (reported, not a CI failure): ${line}`);
    else problems.push(...cpu);
  }
  return problems;
}

/** Pages/s of one URL through the whole stack. */
async function cannon(url) {
  const r = await autocannon({ url: `${base}${url}`, connections: CONNECTIONS, duration: DURATION, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
  return { pagesPerS: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

async function throughput() {
  const rows = [];
  const tx1 = await cannon(TX);
  for (const page of PAGES.filter((p) => ['home', 'account', 'validators', 'AMM list'].includes(p.name))) rows.push({ page: page.name, ...(await cannon(page.path)) });
  const tx2 = await cannon(TX);
  const reference = (tx1.pagesPerS + tx2.pagesPerS) / 2;
  for (const r of rows) r.ratio = Number((r.pagesPerS / reference).toFixed(2));
  return { reference: { before: tx1, after: tx2, mean: reference }, rows };
}

/** A visitor over the API's rate limit: status and latency of pages that need a render. */
async function rateLimited() {
  // Accounts of recorded transactions (read before the limit is spent), none rendered yet.
  const provenance = JSON.parse(readFileSync(path.join(root, 'replay/data/mainnet/provenance.json'), 'utf8'));
  const accounts = new Set();
  for (const f of provenance.files.filter((x) => x.kind === 'transaction' && x.hash).slice(0, 30)) {
    const tx = await (await fetch(`${apiUrl}/api/transaction/${f.hash.toUpperCase()}`, { headers: { 'x-forwarded-for': '198.51.100.200' } })).json().catch(() => ({}));
    if (typeof tx.from === 'string') accounts.add(tx.from);
  }
  // Spend the visitor's limit (the web server sends the visitor's address on, 127.0.0.1 here).
  for (let i = 0; i < 30; i += 1) await (await fetch(`${base}/api/validators`)).arrayBuffer();
  const rows = [];
  for (const a of [...accounts].slice(0, 10)) {
    const t0 = performance.now();
    const res = await fetch(`${base}/account/${a}`);
    await res.text();
    rows.push({ path: `/account/${a}`, status: res.status, retryAfter: res.headers.get('retry-after'), ms: Math.round(performance.now() - t0) });
  }
  return rows;
}

const results = { loadavgStart: load() };
let stop = await stack({ API_RATE_LIMIT_MAX: '0' });
try {
  console.log(`load average ${load()}: render cost, ${SAMPLES} samples per page (median)`);
  results.render = await renderCost();
  console.table(results.render);
  if (LOAD) {
    console.log(`load average ${load()}: pages/s, ${CONNECTIONS} connections, ${DURATION} s each`);
    results.throughput = await throughput();
    console.table([{ page: 'transaction (before)', ...results.throughput.reference.before }, ...results.throughput.rows, { page: 'transaction (after)', ...results.throughput.reference.after }]);
  }
} finally {
  await stop();
}
if (LOAD) {
  stop = await stack({ API_RATE_LIMIT_MAX: '20', API_RATE_LIMIT_WINDOW: '60s' });
  try {
    console.log(`load average ${load()}: a visitor over the API's rate limit (20 a minute)`);
    results.rateLimited = await rateLimited();
    console.table(results.rateLimited);
  } finally {
    await stop();
  }
}
results.loadavgEnd = load();
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/render.json'), `${JSON.stringify(results, null, 2)}\n`);
const problems = overBudget(results.render);
if (problems.length) {
  console.error(`over the render budgets (bench/budgets.json render):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('within the render budgets (bench/budgets.json render)');
process.exit(0);
