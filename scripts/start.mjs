#!/usr/bin/env node
/**
 * Starts the whole of LedgerLens on this machine:
 *   replay node (ws://127.0.0.1:6006, advance mode: a recorded ledger revealed every 4 s) -> API (http://127.0.0.1:8787) -> front ends
 *   (shell http://localhost:8080, each remote on its own port).
 * With XRPL_NODE_URL set (e.g. wss://xrplcluster.com) the API talks to that node instead and no
 * replay node is started.
 *
 *   node scripts/start.mjs          serve the production builds (run `npm run build` first)
 *   node scripts/start.mjs --dev    webpack dev servers with reload, API in watch mode
 *
 * Every process runs on its own; if one stops, the others keep serving. Ctrl-C stops all.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { API_PORT, REPLAY_PORT, FRONTENDS } = require('../apps.config.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const nodeUrl = process.env.XRPL_NODE_URL || `ws://127.0.0.1:${REPLAY_PORT}`;
const useReplay = !process.env.XRPL_NODE_URL;

/** @type {{name: string, cmd: string, args: string[], cwd: string, env?: object}[]} */
const procs = [];
// Advance mode: the replay node reveals its recorded ledgers one every 4 s, as ledger closes, so a
// newcomer sees a live network (REPLAY_ADVANCE_MS=0 turns it off).
if (useReplay) {
  procs.push({
    name: 'replay',
    cmd: bin('tsx'),
    args: ['src/main.ts'],
    cwd: path.join(root, 'replay'),
    env: { REPLAY_ADVANCE_MS: process.env.REPLAY_ADVANCE_MS ?? '4000' },
  });
}
procs.push({
  name: 'api',
  cmd: bin('tsx'),
  args: dev ? ['watch', 'src/main.ts'] : ['src/main.ts'],
  cwd: path.join(root, 'api'),
  env: { XRPL_NODE_URL: nodeUrl, API_PORT: String(API_PORT) },
});
for (const f of FRONTENDS) {
  if (dev) {
    procs.push({ name: f.dir, cmd: bin('webpack'), args: ['serve', '--mode', 'development'], cwd: path.join(root, f.dir) });
  } else {
    if (!existsSync(path.join(root, f.dir, 'dist', 'index.html'))) {
      console.error(`${f.dir}/dist is missing: run \`npm run build\` first (npm start does it for you).`);
      process.exit(1);
    }
    procs.push({ name: f.dir, cmd: process.execPath, args: [path.join(root, 'scripts', 'serve.mjs'), f.dir], cwd: root });
  }
}

const children = new Map();
let stopping = false;
for (const p of procs) {
  const child = spawn(p.cmd, p.args, { cwd: p.cwd, env: { ...process.env, ...p.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.set(p.name, child);
  const prefix = `[${p.name}] `;
  const pipe = (stream, out) => {
    let buf = '';
    stream.on('data', (d) => {
      buf += d;
      const lines = buf.split('\n');
      buf = lines.pop();
      for (const l of lines) out.write((l.startsWith(prefix) ? '' : prefix) + l + '\n');
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(p.name);
    if (!stopping) console.error(`${prefix}stopped (${signal ?? `exit ${code}`}); the other parts keep running.`);
    if (children.size === 0) process.exit(stopping ? 0 : 1);
  });
}

async function waitFor(url, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

const shellPort = FRONTENDS.find((f) => f.name === 'shell').port;
const ok = await waitFor(`http://localhost:${shellPort}/`);
if (ok) {
  console.log(`\n  LedgerLens is running at http://localhost:${shellPort}  (XRPL node: ${useReplay ? `replay of recorded mainnet data, ${nodeUrl}` : nodeUrl})\n  API: http://127.0.0.1:${API_PORT}/api/docs   Stop: Ctrl-C\n`);
}

function stop() {
  stopping = true;
  for (const c of children.values()) c.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
