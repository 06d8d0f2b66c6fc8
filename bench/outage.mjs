#!/usr/bin/env node
/**
 * What each live route answers during an XRPL node outage, measured on the compiled
 * services (`replay/dist/main.js` in advance mode, `api/dist/main.js`; run `npm run build` first):
 *
 * 1. warm: every live route (and a few cached ones) is asked once, so the API has a last good value;
 * 2. node KILLED (SIGKILL, held down), 1 s and 10 s after: each route again: status, time,
 *    `Warning`/`Age` headers; an account never asked before; `/api/ready`, `/api/health`;
 * 3. node restarted: time until `/api/ready` is 200 and `/api/ledger/latest` fresh with a new ledger;
 * 4. node HUNG (SIGSTOP), 1 s and 65 s after: the same routes at once, with the API's deadline
 *    (XRPL_TIMEOUT_MS, default 8 s); stream-fed values count as fresh for 60 s;
 * 5. SIGCONT; a `/api/metrics` sample (a few lines) is printed.
 *
 *   node bench/outage.mjs                 (ports 9130/9131; OUTAGE_REPLAY_PORT / OUTAGE_API_PORT)
 *
 * Prints a Markdown table per case. Timings are wall-clock from one request each, on whatever
 * machine runs it (a loaded one inflates them).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, signalGroup } from './lib/stack.mjs';

const replayPort = Number(process.env.OUTAGE_REPLAY_PORT || 9130);
const apiPort = Number(process.env.OUTAGE_API_PORT || 9131);
const base = `http://127.0.0.1:${apiPort}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'ledgerlens-outage-'));

const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';
const NEVER_ASKED = 'rG1QQv2nh2gr7RCZ1P8YYcBUKCCN633jCn'; // in the replay data, not asked before the outage
const ROUTES = [
  '/api/ledger/latest',
  '/api/network/stats',
  '/api/network/pulse',
  '/api/market/data',
  '/api/market/history/24h',
  '/api/transactions/recent',
  '/api/addresses/popular',
  `/api/account/${ACCOUNT}`,
  `/api/account/${ACCOUNT}/transactions-paginated`,
  `/api/account/${ACCOUNT}/lines`,
  `/api/account/${ACCOUNT}/objects`,
];

const children = new Set();
function start(name, cwd, env) {
  const child = spawn(process.execPath, ['dist/main.js'], { cwd: path.join(root, cwd), env: { ...process.env, ...env }, detached: true, stdio: 'ignore' });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
const signal = (child, sig) => signalGroup(child.pid, sig);
function cleanup() {
  for (const c of children) {
    signal(c, 'SIGCONT');
    signal(c, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

async function get(route, timeoutMs = 20_000) {
  const t = performance.now();
  try {
    const res = await fetch(base + route, { signal: AbortSignal.timeout(timeoutMs) });
    const body = await res.text();
    let stale = false;
    try {
      // An array answer (addresses/popular) keeps its shape: its staleSince is a header.
      stale = JSON.parse(body).stale === true || res.headers.get('x-ledgerlens-stale-since') !== null;
    } catch {
      // not JSON
    }
    return { route, status: res.status, ms: performance.now() - t, stale, warning: res.headers.get('warning'), age: res.headers.get('age') };
  } catch (err) {
    return { route, status: `error (${err.name})`, ms: performance.now() - t, stale: false };
  }
}

async function until(fn, timeoutMs = 60_000) {
  const t = Date.now();
  while (Date.now() - t < timeoutMs) {
    if (await fn().catch(() => false)) return Date.now() - t;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

const table = (title, rows) => {
  console.log(`\n### ${title}\n\n| route | status | time | stale | Warning / Age |\n|---|---|---|---|---|`);
  for (const r of rows) console.log(`| \`${r.route}\` | ${r.status} | ${r.ms.toFixed(0)} ms | ${r.stale ? 'yes' : 'no'} | ${r.warning ? `${r.warning} / ${r.age}` : '—'} |`);
};

const replayEnv = { REPLAY_HOST: '127.0.0.1', REPLAY_PORT: String(replayPort), REPLAY_ADVANCE_MS: '4000', REPLAY_LOG: 'quiet' };
let replay = start('replay', 'replay', replayEnv);
start('api', 'api', { API_PORT: String(apiPort), XRPL_NODE_URL: `ws://127.0.0.1:${replayPort}`, DATA_DIR: dataDir, LOG_LEVEL: 'silent', API_RATE_LIMIT_MAX: '0' });
await until(async () => (await fetch(`${base}/api/ledger/latest`)).status === 200, 120_000);
await until(async () => (await fetch(`${base}/api/ready`)).status === 200, 60_000);

for (const r of ROUTES) await get(r); // warm: a last good value for each
table('warm (node up)', await Promise.all(ROUTES.map((r) => get(r))));

const ALL = [...ROUTES, `/api/account/${NEVER_ASKED}`, '/api/ready', '/api/health'];
signal(replay, 'SIGKILL');
await new Promise((r) => replay.once('exit', r));
const killedAt = Date.now();
for (const afterS of [1, 10]) {
  await new Promise((r) => setTimeout(r, Math.max(0, killedAt + afterS * 1000 - Date.now())));
  const rows = [];
  for (const r of ALL) rows.push(await get(r));
  table(`node killed (held down), ${afterS} s after the kill, each route asked once, one after another`, rows);
}

const before = JSON.parse(await (await fetch(`${base}/api/ledger/latest`)).text()).ledgerIndex;
const restartAt = Date.now();
replay = start('replay', 'replay', replayEnv);
const ready = await until(async () => (await fetch(`${base}/api/ready`)).status === 200, 60_000);
const newer = await until(async () => {
  const body = JSON.parse(await (await fetch(`${base}/api/ledger/latest`)).text());
  return body.stale !== true && body.ledgerIndex !== before;
}, 60_000);
console.log(`\nnode restarted (spawn at 0): /api/ready 200 after ${ready} ms; /api/ledger/latest fresh with a new ledger after ${ready + newer} ms (${Date.now() - restartAt} ms)`);
for (const r of ROUTES) await get(r);

signal(replay, 'SIGSTOP');
const hungAt = Date.now();
for (const afterS of [1, 65]) {
  await new Promise((r) => setTimeout(r, Math.max(0, hungAt + afterS * 1000 - Date.now())));
  table(`node hung (SIGSTOP), ${afterS} s after, all routes asked at once`, await Promise.all(ALL.map((r) => get(r))));
}

signal(replay, 'SIGCONT');
await until(async () => (await fetch(`${base}/api/ready`)).status === 200, 60_000);
const metrics = await (await fetch(`${base}/api/metrics`)).text();
const want = [
  /^ledgerlens_http_request_duration_seconds_count\{.*route="\/api\/market\/data".*status_code="200"/,
  /^ledgerlens_upstream_requests_total\{command="server_info"\}/,
  /^ledgerlens_upstream_errors_total\{/,
  /^ledgerlens_upstream_reconnects_total /,
  /^ledgerlens_stale_answers_total\{/,
  /^ledgerlens_cache_hits_total /,
  /^ledgerlens_sse_clients /,
  /^ledgerlens_node_connected /,
  /^ledgerlens_node_validated_ledger_age_seconds /,
  /^ledgerlens_indexer_runs_total\{/,
  /^ledgerlens_api_process_resident_memory_bytes /,
];
console.log('\n### /api/metrics sample\n\n```');
for (const re of want) for (const line of metrics.split('\n').filter((l) => re.test(l)).slice(0, 3)) console.log(line);
console.log('```');
process.exit(0);
