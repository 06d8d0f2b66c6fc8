#!/usr/bin/env node
/**
 * Spawn-to-healthy benchmark of the services: how long from `spawn` until
 * - the replay node accepts a WebSocket `server_info` (`replay`), and
 * - the API answers `GET /api/health` with 200 (connected to that replay node) (`api`).
 *
 *   npm run bench:spawn                     (the compiled services: node <pkg>/dist/main.js; run `npm run build` first)
 *   BENCH_SPAWN_MODE=source npm run bench:spawn   (TypeScript at run time: node --import tsx <pkg>/src/main.ts, no build step: the baseline)
 *   BENCH_SPAWN_RUNS=5                      (runs per service, default 5; the median and each run are printed)
 *
 * Each run starts a fresh process on a free loopback port, polls every 10 ms and kills the process
 * (SIGKILL) once healthy. The API runs with INDEXER=false so the index run does not compete for CPU.
 * Results also go to bench/results/spawn-<mode>.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import { freePort, HOST, root, sleep } from './lib/stack.mjs';

const MODE = process.env.BENCH_SPAWN_MODE === 'source' ? 'source' : 'built';
const RUNS = Number(process.env.BENCH_SPAWN_RUNS || 5);

const children = new Set();
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

/** The command that runs a service in this mode. */
function command(pkg) {
  // tsx as a loader of this very process (not the tsx CLI, which would leave its child running when killed).
  if (MODE === 'source') return { cmd: process.execPath, args: ['--import', 'tsx', 'src/main.ts'] };
  const entry = path.join(root, pkg, 'dist/main.js');
  if (!existsSync(entry)) throw new Error(`${pkg}/dist/main.js is missing: run \`npm run build\` first`);
  return { cmd: process.execPath, args: ['dist/main.js'] };
}

function start(pkg, env) {
  const { cmd, args } = command(pkg);
  const child = spawn(cmd, args, { cwd: path.join(root, pkg), env: { ...process.env, ...env }, stdio: 'ignore' });
  children.add(child);
  return child;
}

function stop(child) {
  child.kill('SIGKILL');
  children.delete(child);
  return new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));
}

function wsAnswers(url) {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    ws.on('open', () => ws.send(JSON.stringify({ id: 1, command: 'server_info' })));
    ws.on('message', () => {
      ws.close();
      resolve(true);
    });
    ws.on('error', () => resolve(false));
  });
}

async function until(check, child, timeoutMs = 60_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    if (await check()) return;
    await sleep(10);
  }
  throw new Error('not healthy within 60 s');
}

async function timeReplay() {
  const port = await freePort();
  const t0 = performance.now();
  const child = start('replay', { REPLAY_HOST: HOST, REPLAY_PORT: String(port) });
  await until(() => wsAnswers(`ws://${HOST}:${port}`), child);
  const ms = performance.now() - t0;
  await stop(child);
  return ms;
}

async function timeApi(replayPort) {
  const port = await freePort();
  const t0 = performance.now();
  const child = start('api', { API_HOST: HOST, API_PORT: String(port), XRPL_NODE_URL: `ws://${HOST}:${replayPort}`, INDEXER: 'false', DATA_DIR: path.join(root, '.data/bench-spawn') });
  await until(async () => {
    try {
      return (await fetch(`http://${HOST}:${port}/api/health`)).status === 200;
    } catch {
      return false;
    }
  }, child);
  const ms = performance.now() - t0;
  await stop(child);
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const replayRuns = [];
for (let i = 0; i < RUNS; i += 1) replayRuns.push(await timeReplay());
const replayPort = await freePort();
const node = start('replay', { REPLAY_HOST: HOST, REPLAY_PORT: String(replayPort) });
await until(() => wsAnswers(`ws://${HOST}:${replayPort}`), node);
const apiRuns = [];
for (let i = 0; i < RUNS; i += 1) apiRuns.push(await timeApi(replayPort));
await stop(node);

const fmt = (xs) => xs.map((x) => Math.round(x)).join(', ');
console.log(`spawn to healthy, ${MODE === 'source' ? 'node --import tsx src/main.ts' : 'node dist/main.js'}, ${RUNS} runs:`);
console.log(`  replay (WebSocket server_info answered): median ${Math.round(median(replayRuns))} ms  (${fmt(replayRuns)})`);
console.log(`  api    (GET /api/health 200):            median ${Math.round(median(apiRuns))} ms  (${fmt(apiRuns)})`);
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(
  path.join(root, `bench/results/spawn-${MODE}.json`),
  JSON.stringify({ date: new Date().toISOString(), mode: MODE, replayMs: replayRuns, apiMs: apiRuns, replayMedianMs: median(replayRuns), apiMedianMs: median(apiRuns) }, null, 2),
);
process.exit(0);
