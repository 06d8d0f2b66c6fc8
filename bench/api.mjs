#!/usr/bin/env node
/**
 * API benchmark: starts the replay node and the API as child processes on free loopback ports,
 * drives the API with autocannon and prints, per case and connection count: requests/s, p50 and
 * p99 latency, errors, the API's peak RSS and the upstream requests the node received per 1,000
 * API requests.
 *
 *   npm run bench:api                      (every case at 50 and 200 connections, 10 s each)
 *   BENCH_DURATION=5 npm run bench:api     (seconds per run)
 *   BENCH_CONNECTIONS=50 npm run bench:api (comma-separated connection counts)
 *   BENCH_CASES=tx,latest npm run bench:api   (BENCH_CASES=none: only the SSE fan-out)
 *   BENCH_SOAK=60 npm run bench:api        (adds a 60 s run on the cached transaction, RSS sampled every second)
 *   BENCH_API_ENTRY=/path/to/main.ts       (benchmark another API build, e.g. an older copy of api/src)
 *   BENCH_SSE_CLIENTS=1000 npm run bench:api (SSE fan-out: clients on GET /api/stream/ledgers; 0 skips it)
 *   BENCH_SSE_CLOSES=5                     (ledger closes measured; the replay node advances every 1.5 s)
 *   BENCH_CPU_PROF=1                       (the API runs with --cpu-prof; profiles in bench/results/prof)
 *
 * Floor: after the cases, the cached validated transaction is measured against a bare Fastify
 * route serving the same bytes (`bench/bare-server.mjs`, a child process like the API, no plugins
 * or hooks), back to back at each connection count, and the ratio bare / API is printed
 * (target: within 1.5x). A second bare route sends the same body AND the same headers as the
 * API's answer (CSP and helmet's other headers, CORS, Cache-Control, ETag, rate-limit headers, request
 * id): its ratio shows what is the API's own work and what is the cost of the headers it must send.
 *
 * SSE fan-out: a second replay node in advance mode and a second API; BENCH_SSE_CLIENTS clients hold
 * `/api/stream/ledgers` open; the bench also subscribes to the replay node's own `ledger` stream, so
 * each close has a start time (when the node published it). Latency = arrival of that close's event
 * at a client − the node's publication; per close, "last client" = the slowest of all clients.
 * Then every client disconnects and the API's `sseClients` counter must fall to 0. Then (unless
 * BENCH_SSE_SIGTERM=0) BENCH_SSE_CLIENTS clients connect again and the API gets SIGTERM: the time
 * to its exit, and how many clients got the final `shutdown` event and a clean end of stream.
 *
 * The API runs with API_RATE_LIMIT_MAX=1e9 (the limiter is active but never reached) and
 * API_DEBUG_STATS=1 (its counters are printed at the end).
 * Errors = responses whose status is not the one the case expects (200, or 404/400 for the error
 * cases) + socket errors + timeouts. Upstream requests are counted from the replay node's log (one
 * line per request it receives), so the number is what the node really saw.
 * RSS is sampled from /proc/<api pid>/status (VmRSS) every 100 ms. Everything listens on 127.0.0.1
 * and every child is killed when the script ends (also on Ctrl-C or an overall deadline).
 * Results are also written to bench/results/api.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, HOST, root } from './lib/stack.mjs';

const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS || '50,200').split(',').map(Number);
const SOAK = Number(process.env.BENCH_SOAK || 0);
const API_ENTRY = process.env.BENCH_API_ENTRY || path.join(root, 'api/src/main.ts');
const LEDGER = process.env.BENCH_LEDGER || '94084608';
const TX = '439B1D82C4739E4B3DD1FE440AE0EBE62E30C64FA7FF7DC0423B95CAF2FEB384'; // recorded mainnet Payment
const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6'; // the recorded account with the most history
const CASES = [
  { name: 'tx', label: 'validated transaction', path: `/api/transaction/${TX}`, expect: 200 },
  { name: 'account', label: 'account (live, 4 s)', path: `/api/account/${ACCOUNT}`, expect: 200 },
  // path filled in once the API is up: page 2 of the history (a validated range: cached, immutable)
  { name: 'history', label: 'account history page 2', path: '', expect: 200 },
  { name: 'ledger', label: `validated ledger ${LEDGER}`, path: `/api/ledger/${LEDGER}`, expect: 200 },
  { name: 'latest', label: 'ledger/latest', path: '/api/ledger/latest', expect: 200 },
  { name: '404', label: '404 unknown hash', path: `/api/transaction/${'0'.repeat(63)}1`, expect: 404 },
  { name: '400', label: '400 invalid id', path: '/api/transaction/xyz', expect: 400 },
].filter((c) => !process.env.BENCH_CASES || process.env.BENCH_CASES.split(',').includes(c.name));
const SSE_CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 1000);
const SSE_CLOSES = Number(process.env.BENCH_SSE_CLOSES || 5);
const SSE_ADVANCE_MS = 1500;
const SSE_SIGTERM = process.env.BENCH_SSE_SIGTERM !== '0';

const children = [];
function cleanup() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
/** With BENCH_CPU_PROF, the API must exit on its own to write its profile: SIGTERM, then wait. */
async function stopApiForProfile(api) {
  if (!process.env.BENCH_CPU_PROF || api.exitCode !== null) return;
  const exited = new Promise((r) => api.once('exit', r));
  api.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  console.log(`CPU profile of the API in ${path.relative(root, path.join(root, 'bench/results/prof'))}`);
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}
// Bounded: whatever happens, stop after the planned time plus a generous margin.
const planned = CASES.length * CONNECTIONS.length * (DURATION + 3) + SOAK + 120 + (SSE_CLIENTS > 0 ? 60 + (SSE_CLOSES * SSE_ADVANCE_MS) / 1000 : 0);
setTimeout(() => {
  console.error(`bench:api: overall deadline (${planned} s) reached, stopping`);
  cleanup();
  process.exit(1);
}, planned * 1000).unref();

/**
 * Starts `node --import tsx <entry>` (or `node <entry>` for a compiled `.js`) with env; resolves once
 * `readyText` appears on stdout, or, when `readyText` is a URL, once that URL answers 200 (the API
 * logs at LOG_LEVEL=warn here, so it prints no "listening" line). `nodeArgs` go before the entry
 * (e.g. `--cpu-prof`).
 */
function startChild(name, entry, env, readyText, onLine, nodeArgs = []) {
  const child = spawn(process.execPath, entry.endsWith('.js') ? [...nodeArgs, entry] : [...nodeArgs, '--import', 'tsx', entry], {
    cwd: path.dirname(path.dirname(entry)),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let buffered = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 60 s`)), 60_000);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code})`)));
    child.stderr.on('data', (d) => process.stderr.write(`[${name}] ${d}`));
    if (readyText.startsWith('http')) {
      const poll = async () => {
        try {
          if ((await fetch(readyText)).status === 200) {
            clearTimeout(timer);
            return resolve(child);
          }
        } catch {
          // not listening yet
        }
        if (child.exitCode === null) setTimeout(poll, 50);
      };
      void poll();
    }
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      let nl;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        onLine?.(line);
        if (line.includes(readyText)) {
          clearTimeout(timer);
          resolve(child);
        }
      }
    });
  });
}

function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

let upstream = 0;
const replayPort = Number(process.env.BENCH_REPLAY_PORT) || (await freePort());
const apiPort = Number(process.env.BENCH_API_PORT) || (await freePort());
await startChild('replay', path.join(root, 'replay/src/main.ts'), { REPLAY_HOST: HOST, REPLAY_PORT: String(replayPort), REPLAY_LOG: 'requests' }, 'listening on', (line) => {
  if (/^\[replay\] (ws|http) /.test(line)) upstream += 1;
});
const api = await startChild(
  'api',
  API_ENTRY,
  {
    API_HOST: HOST,
    API_PORT: String(apiPort),
    XRPL_NODE_URL: `ws://${HOST}:${replayPort}`,
    API_RATE_LIMIT_MAX: process.env.API_RATE_LIMIT_MAX || '1000000000', // far above the bench's rate: measure the limiter's cost, never hit it
    LOG_LEVEL: 'warn', // no per-request log line: measure the API, not its logging
    API_DEBUG_STATS: '1',
  },
  `http://${HOST}:${apiPort}/api/health`,
  undefined,
  process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench/results/prof')}`] : [],
);
const base = `http://${HOST}:${apiPort}`;
await new Promise((r) => setTimeout(r, 500)); // the API warms its node connection with one health call
const historyCase = CASES.find((c) => c.name === 'history');
if (historyCase) {
  const first = await (await fetch(`${base}/api/account/${ACCOUNT}/transactions-paginated?limit=20`)).json();
  historyCase.path = `/api/account/${ACCOUNT}/transactions-paginated?limit=20&marker=${encodeURIComponent(first.marker)}`;
}
console.log(`replay node ws://${HOST}:${replayPort} (pid ${children[0].pid}), API ${base} (pid ${api.pid}, ${path.relative(root, API_ENTRY)})`);
console.log(`${DURATION} s per run, connections ${CONNECTIONS.join(', ')}\n`);

async function run(c, connections, duration, sampleEveryMs = 100) {
  const samples = [];
  const sampler = setInterval(() => samples.push(rssMb(api.pid)), sampleEveryMs);
  const upstreamBefore = upstream;
  const result = await autocannon({ url: base + c.path, connections, duration, timeout: 10 });
  await new Promise((r) => setTimeout(r, 200)); // let the last log lines arrive
  clearInterval(sampler);
  const responses = Object.values(result.statusCodeStats ?? {}).reduce((s, v) => s + v.count, 0);
  const expected = result.statusCodeStats?.[c.expect]?.count ?? 0;
  const total = responses + result.errors;
  const up = upstream - upstreamBefore;
  return {
    case: c.label,
    connections,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: total,
    errors: responses - expected + result.errors,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
    peakRssMb: Math.round(Math.max(...samples.filter(Number.isFinite))),
    upstream: up,
    upstreamPer1k: total ? Number(((up * 1000) / total).toFixed(2)) : 0,
    samples,
  };
}

const rows = [];
for (const c of CASES) {
  for (const connections of CONNECTIONS) {
    const row = await run(c, connections, DURATION);
    rows.push(row);
    console.log(`  ${row.case} @${connections}: ${row.reqPerSec} req/s, p99 ${row.p99} ms, statuses ${JSON.stringify(row.statuses)}`);
  }
}

const pad = (v, n) => String(v).padStart(n);
console.log(`\n${'case'.padEnd(28)}${pad('conns', 6)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}${pad('RSS MB', 8)}${pad('upstream', 10)}${pad('up/1k req', 11)}`);
for (const r of rows) {
  console.log(
    `${r.case.padEnd(28)}${pad(r.connections, 6)}${pad(r.reqPerSec, 9)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.errors, 8)}${pad(r.peakRssMb, 8)}${pad(r.upstream, 10)}${pad(r.upstreamPer1k, 11)}`,
  );
}

/** The cached transaction against a bare Fastify route serving the same bytes, back to back. */
let floor;
const txCase = CASES.find((c) => c.name === 'tx');
if (txCase) {
  const res = await fetch(base + txCase.path);
  const bodyFile = path.join(root, 'bench/results/bare-body.json');
  mkdirSync(path.dirname(bodyFile), { recursive: true });
  writeFileSync(bodyFile, Buffer.from(await res.arrayBuffer()));
  const barePort = await freePort();
  const bare = await startChild(
    'bare',
    path.join(root, 'bench/bare-server.mjs'),
    { BARE_HOST: HOST, BARE_PORT: String(barePort), BARE_BODY_FILE: bodyFile, BARE_CONTENT_TYPE: res.headers.get('content-type') ?? 'application/json' },
    'listening on',
  );
  // The second reference: the same body with the same headers as the API's answer (what varies per
  // answer or is the server's own — date, connection, length, type — excepted).
  const headersFile = path.join(root, 'bench/results/bare-headers.json');
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);
  writeFileSync(headersFile, JSON.stringify(Object.fromEntries([...res.headers].filter(([name]) => !own.has(name))), null, 2));
  const bareHPort = await freePort();
  const bareH = await startChild(
    'bare-headers',
    path.join(root, 'bench/bare-server.mjs'),
    { BARE_HOST: HOST, BARE_PORT: String(bareHPort), BARE_BODY_FILE: bodyFile, BARE_CONTENT_TYPE: res.headers.get('content-type') ?? 'application/json', BARE_HEADERS_FILE: headersFile },
    'listening on',
  );
  floor = [];
  /** CPU time (user + system) a process used so far, ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
  const cpuMs = (pid) => {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(f[11]) + Number(f[12])) * 10;
    } catch {
      return NaN;
    }
  };
  /** One autocannon run against `url`, with the server's CPU time per answered request (robust to other load on the machine). */
  const measured = async (url, pid, connections) => {
    const cpu0 = cpuMs(pid);
    const r = await autocannon({ url, connections, duration: DURATION, timeout: 10 });
    const answered = Object.values(r.statusCodeStats ?? {}).reduce((n, v) => n + v.count, 0);
    return { reqPerSec: Math.round(r.requests.average), p99: r.latency.p99, cpuUsPerReq: answered ? Math.round(((cpuMs(pid) - cpu0) * 1000) / answered) : NaN };
  };
  for (const connections of CONNECTIONS) {
    const a = await measured(base + txCase.path, api.pid, connections);
    const b = await measured(`http://${HOST}:${barePort}${txCase.path}`, bare.pid, connections);
    const h = await measured(`http://${HOST}:${bareHPort}${txCase.path}`, bareH.pid, connections);
    const row = {
      connections,
      apiReqPerSec: a.reqPerSec,
      bareReqPerSec: b.reqPerSec,
      bareHeadersReqPerSec: h.reqPerSec,
      apiP99: a.p99,
      bareP99: b.p99,
      bareHeadersP99: h.p99,
      apiCpuUsPerReq: a.cpuUsPerReq,
      bareCpuUsPerReq: b.cpuUsPerReq,
      bareHeadersCpuUsPerReq: h.cpuUsPerReq,
      bytes: Number(res.headers.get('content-length') ?? 0),
    };
    row.ratio = Number((row.bareReqPerSec / row.apiReqPerSec).toFixed(2));
    row.cpuRatio = Number((row.apiCpuUsPerReq / row.bareCpuUsPerReq).toFixed(2));
    row.headersRatio = Number((row.bareHeadersReqPerSec / row.apiReqPerSec).toFixed(2));
    row.headersCpuRatio = Number((row.apiCpuUsPerReq / row.bareHeadersCpuUsPerReq).toFixed(2));
    floor.push(row);
    console.log(
      `\nfloor @${connections}: API ${row.apiReqPerSec} req/s (p99 ${row.apiP99} ms, ${row.apiCpuUsPerReq} µs CPU per request) vs bare Fastify route, same ${row.bytes} bytes, ` +
        `${row.bareReqPerSec} req/s (p99 ${row.bareP99} ms, ${row.bareCpuUsPerReq} µs CPU per request): throughput ratio ${row.ratio}x, CPU per request ratio ${row.cpuRatio}x (target <= 1.5x)` +
        `\n  vs bare Fastify route, same body and the same ${Object.keys(JSON.parse(readFileSync(headersFile, 'utf8'))).length} headers, ${row.bareHeadersReqPerSec} req/s (p99 ${row.bareHeadersP99} ms, ${row.bareHeadersCpuUsPerReq} µs CPU per request): ` +
        `throughput ratio ${row.headersRatio}x, CPU per request ratio ${row.headersCpuRatio}x`,
    );
  }
  bare.kill('SIGKILL');
  bareH.kill('SIGKILL');
}

let soak;
if (SOAK > 0) {
  const c = CASES.find((x) => x.name === 'tx') ?? CASES[0];
  console.log(`\nsoak: ${c.label} @50 connections for ${SOAK} s (RSS every 1 s)`);
  const r = await run(c, 50, SOAK, 1000);
  const s = r.samples.filter(Number.isFinite);
  const avg = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const tenth = Math.max(1, Math.floor(s.length / 6));
  soak = {
    seconds: SOAK,
    reqPerSec: r.reqPerSec,
    p99: r.p99,
    errors: r.errors,
    rssFirst10sMb: Number(avg(s.slice(0, tenth)).toFixed(1)),
    rssLast10sMb: Number(avg(s.slice(-tenth)).toFixed(1)),
    rssMinMb: Number(Math.min(...s).toFixed(1)),
    rssMaxMb: Number(Math.max(...s).toFixed(1)),
    upstream: r.upstream,
  };
  console.log(
    `soak: ${soak.reqPerSec} req/s, p99 ${soak.p99} ms, errors ${soak.errors}, upstream ${soak.upstream}; RSS MB first 10 s avg ${soak.rssFirst10sMb}, ` +
      `last 10 s avg ${soak.rssLast10sMb}, min ${soak.rssMinMb}, max ${soak.rssMaxMb} (${s.map((x) => x.toFixed(0)).join(' ')})`,
  );
}

/** Percentile of sorted numbers (nearest rank). */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** See the module comment: SSE fan-out of ledger closes to SSE_CLIENTS clients. */
async function sseFanout() {
  const http = await import('node:http');
  const { default: WebSocket } = await import('ws');
  const rPort = await freePort();
  const aPort = await freePort();
  await startChild('replay-sse', path.join(root, 'replay/src/main.ts'), { REPLAY_HOST: HOST, REPLAY_PORT: String(rPort), REPLAY_ADVANCE_MS: String(SSE_ADVANCE_MS), REPLAY_LOG: 'quiet' }, 'listening on');
  const sseApi = await startChild(
    'api-sse',
    API_ENTRY,
    { API_HOST: HOST, API_PORT: String(aPort), XRPL_NODE_URL: `ws://${HOST}:${rPort}`, API_RATE_LIMIT_MAX: '1000000000', LOG_LEVEL: 'warn', API_DEBUG_STATS: '1' },
    `http://${HOST}:${aPort}/api/health`,
  );
  const sseBase = `http://${HOST}:${aPort}`;
  const published = new Map(); // ledger index -> ms when the node published it
  const node = new WebSocket(`ws://${HOST}:${rPort}`);
  await new Promise((r, j) => (node.once('open', r), node.once('error', j)));
  node.on('message', (data) => {
    const msg = JSON.parse(data.toString());
    if (msg.type === 'ledgerClosed' && !published.has(msg.ledger_index)) published.set(msg.ledger_index, performance.now());
  });
  node.send(JSON.stringify({ id: 1, command: 'subscribe', streams: ['ledger'] }));

  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const arrivals = new Map(); // ledger index -> arrival times
  const requests = [];
  const connectStart = performance.now();
  await Promise.all(
    Array.from({ length: SSE_CLIENTS }, () =>
      new Promise((resolve, reject) => {
        const req = http.get(`${sseBase}/api/stream/ledgers`, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
          let buffer = '';
          let first = true;
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            const at = performance.now();
            buffer += chunk;
            let end;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const id = /^id: (\d+)$/m.exec(block);
              if (!id) continue;
              if (first) {
                first = false; // the close sent on connect is not a fan-out
                resolve();
                continue;
              }
              const list = arrivals.get(Number(id[1])) ?? [];
              list.push(at);
              arrivals.set(Number(id[1]), list);
            }
          });
          res.on('error', () => undefined);
        });
        req.on('error', reject);
        requests.push(req);
      }),
    ),
  );
  const connectedMs = performance.now() - connectStart;
  const rss = [];
  const sampler = setInterval(() => rss.push(rssMb(sseApi.pid)), 100);
  const deadline = Date.now() + (SSE_CLOSES + 3) * SSE_ADVANCE_MS + 10_000;
  const complete = () => [...arrivals.entries()].filter(([index, list]) => published.has(index) && list.length === SSE_CLIENTS);
  while (complete().length < SSE_CLOSES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  clearInterval(sampler);

  const closes = complete().slice(0, SSE_CLOSES);
  const all = closes.flatMap(([index, list]) => list.map((t) => t - published.get(index))).sort((a, b) => a - b);
  const lastPerClose = closes.map(([index, list]) => Math.max(...list) - published.get(index)).sort((a, b) => a - b);
  for (const req of requests) req.destroy();
  node.close();
  let clientsAfter;
  for (let i = 0; i < 30; i += 1) {
    await new Promise((r) => setTimeout(r, 100));
    clientsAfter = (await (await fetch(`${sseBase}/api/debug/stats`)).json()).live.sseClients;
    if (clientsAfter === 0) break;
  }
  const sigterm = SSE_SIGTERM ? await sigtermWithClients(http, sseApi, sseBase) : undefined;
  const result = {
    sigterm,
    clients: SSE_CLIENTS,
    closesMeasured: closes.length,
    connectAllMs: Math.round(connectedMs),
    deliveryP50Ms: Number(percentile(all, 50)?.toFixed(1)),
    deliveryP99Ms: Number(percentile(all, 99)?.toFixed(1)),
    lastClientP50Ms: Number(percentile(lastPerClose, 50)?.toFixed(1)),
    lastClientMaxMs: Number(lastPerClose.at(-1)?.toFixed(1)),
    peakRssMb: Math.round(Math.max(...rss.filter(Number.isFinite))),
    sseClientsAfterDisconnect: clientsAfter,
  };
  console.log(
    `\nSSE fan-out, ${result.clients} clients on /api/stream/ledgers, ${result.closesMeasured} closes: all connected in ${result.connectAllMs} ms; ` +
      `close to client p50 ${result.deliveryP50Ms} ms, p99 ${result.deliveryP99Ms} ms; close to last client p50 ${result.lastClientP50Ms} ms, ` +
      `max ${result.lastClientMaxMs} ms; API peak RSS ${result.peakRssMb} MB; SSE clients after all disconnected: ${result.sseClientsAfterDisconnect}`,
  );
  if (sigterm) {
    console.log(
      `SIGTERM with ${sigterm.clients} SSE clients connected: API exited (code ${sigterm.exitCode}) ${sigterm.exitMs} ms after the signal; ` +
        `${sigterm.shutdownEvents} clients got the final shutdown event, ${sigterm.streamsEnded} streams ended cleanly`,
    );
  }
  return result;
}

/**
 * Graceful shutdown under load: SSE_CLIENTS clients connect again, then the API gets
 * SIGTERM; measures the time to its exit and counts the clients that received the final
 * `shutdown` event and a clean end of stream.
 */
async function sigtermWithClients(http, apiChild, sseBase) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const clients = [];
  await Promise.all(
    Array.from({ length: SSE_CLIENTS }, () =>
      new Promise((resolve, reject) => {
        const req = http.get(`${sseBase}/api/stream/ledgers`, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
          const client = { shutdown: false, ended: false };
          clients.push(client);
          let buffer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            buffer += chunk;
            if (buffer.includes('event: ledgerClosed')) resolve();
            if (buffer.includes('event: shutdown')) client.shutdown = true;
            if (buffer.length > 4096) buffer = buffer.slice(-1024);
          });
          res.on('end', () => (client.ended = true));
          res.on('error', () => undefined);
        });
        req.on('error', reject);
      }),
    ),
  );
  const exited = new Promise((r) => apiChild.once('exit', (code) => r(code)));
  const t0 = performance.now();
  apiChild.kill('SIGTERM');
  const exitCode = await exited;
  const exitMs = Math.round(performance.now() - t0);
  await new Promise((r) => setTimeout(r, 200));
  return { clients: SSE_CLIENTS, exitCode, exitMs, shutdownEvents: clients.filter((c) => c.shutdown).length, streamsEnded: clients.filter((c) => c.ended).length };
}
const sse = SSE_CLIENTS > 0 ? await sseFanout() : undefined;

// API's own counters (GET /api/debug/stats, enabled by API_DEBUG_STATS=1; absent in older builds).
let stats;
try {
  const res = await fetch(`${base}/api/debug/stats`);
  if (res.ok) {
    stats = await res.json();
    console.log(`\nAPI counters: cache ${JSON.stringify(stats.cache)}, upstream ${JSON.stringify(stats.upstream)}, live ${JSON.stringify(stats.live)}`);
  }
} catch {
  // not available
}

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench/results/api.json'),
  JSON.stringify({ date: new Date().toISOString(), entry: path.relative(root, API_ENTRY), duration: DURATION, rows: rows.map(({ samples, ...r }) => r), floor, soak, sse, stats }, null, 2),
);
await stopApiForProfile(api);
cleanup();
process.exit(0);
