#!/usr/bin/env node
/**
 * Starts the whole of LedgerLens on this machine:
 *   replay node (ws://127.0.0.1:6006, advance mode: a recorded ledger revealed every 4 s) -> API (http://127.0.0.1:8787) -> front ends
 *   (shell http://localhost:8080, each remote on its own port).
 * With XRPL_NODE_URL set (e.g. wss://xrplcluster.com) the API talks to that node instead and no
 * replay node is started. REPLAY_NETWORK=devnet makes the replay node serve its built-in devnet
 * records (network id 2) instead of the mainnet ones; the explorer then names the network.
 *
 *   node scripts/start.mjs          serve the production builds (run `npm run build` first)
 *   node scripts/start.mjs --dev    webpack dev servers with reload, API and web server in watch mode
 *
 * `--dev` serves through the same web server (`server/`, its TypeScript run by tsx, restarted when
 * it or the shell's render module changes) as production, with server rendering and boot hints:
 * the shell's dev server listens on its `devPort` (8090) and writes its files to `shell/dist-dev`,
 * which the web server on 8080 serves; each remote's dev server publishes its server build and page
 * declarations in its manifest, in memory, as its production build does.
 *
 * Compiled services: the replay node and the API run as JavaScript (`node <pkg>/dist/main.js`, built
 * by `npm run build` with `scripts/build-service.mjs`); `--dev` runs their TypeScript with tsx.
 *
 * Supervised (`scripts/supervisor.mjs`): a part that exits when it was not asked to is restarted
 * after 0.5 s, doubling to 10 s on repeated failures, and each restart is logged; the others keep
 * serving meanwhile. SIGTERM / SIGINT (Ctrl-C) are forwarded to every part, and this script exits
 * once all of them have (at most 15 s later).
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervisor.mjs';

const require = createRequire(import.meta.url);
const { API_PORT, REPLAY_PORT, FRONTENDS } = require('../apps.config.cjs');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const nodeUrl = process.env.XRPL_NODE_URL || `ws://127.0.0.1:${REPLAY_PORT}`;
const useReplay = !process.env.XRPL_NODE_URL;
/** The network the replay node serves (`REPLAY_NETWORK`: `mainnet`, the default, or `devnet`; replay/src/network.ts). */
const replayNetwork = (process.env.REPLAY_NETWORK || 'mainnet').trim().toLowerCase();
if (replayNetwork !== 'mainnet' && replayNetwork !== 'devnet') {
  console.error(`REPLAY_NETWORK must be "mainnet" or "devnet", got "${process.env.REPLAY_NETWORK}".`);
  process.exit(1);
}
if (!useReplay && process.env.REPLAY_NETWORK) console.warn('REPLAY_NETWORK is ignored: XRPL_NODE_URL is set, so no replay node is started.');

/** A service's command: its compiled `dist/main.js` with node, or (`--dev`) its TypeScript with tsx. */
function service(pkg, watch = false) {
  if (dev) return { cmd: bin('tsx'), args: watch ? ['watch', 'src/main.ts'] : ['src/main.ts'], cwd: path.join(root, pkg) };
  if (!existsSync(path.join(root, pkg, 'dist', 'main.js'))) {
    console.error(`${pkg}/dist/main.js is missing: run \`npm run build\` first (npm start does it for you).`);
    process.exit(1);
  }
  return { cmd: process.execPath, args: ['dist/main.js'], cwd: path.join(root, pkg) };
}

/** @type {import('./supervisor.mjs').Service[]} */
const procs = [];
// Advance mode: the replay node reveals its recorded ledgers one every 4 s, as ledger closes, so a
// newcomer sees a live network (REPLAY_ADVANCE_MS=0 turns it off).
if (useReplay) {
  procs.push({ name: 'replay', ...service('replay'), env: { REPLAY_ADVANCE_MS: process.env.REPLAY_ADVANCE_MS ?? '4000', REPLAY_NETWORK: replayNetwork } });
}
procs.push({ name: 'api', ...service('api', true), env: { XRPL_NODE_URL: nodeUrl, API_PORT: String(API_PORT) } });
// The web server (`server/`, compiled to `server/dist/main.js`) serves each built front end.
const webServer = path.join(root, 'server', 'dist', 'main.js');
if (!dev && !existsSync(webServer)) {
  console.error('server/dist/main.js is missing: run `npm run build` first (npm start does it for you).');
  process.exit(1);
}
for (const f of FRONTENDS) {
  if (dev && f.devPort) {
    // The shell: its dev server behind the web server, which reads what it writes.
    const env = { LEDGERLENS_OUT_DIR: path.join(root, f.dir, 'dist-dev'), LEDGERLENS_WRITE_TO_DISK: '1' };
    procs.push({ name: `${f.dir}-webpack`, cmd: bin('webpack'), args: ['serve', '--mode', 'development', '--port', String(f.devPort)], cwd: path.join(root, f.dir), env });
    // Restarted when its code or the shell's changes, not when it writes a remote's server build
    // (content-addressed files it then requires, `shell/src/server.tsx`).
    const serverBuilds = path.join(os.tmpdir(), 'ledgerlens-server-builds-*', '**');
    procs.push({ name: f.dir, cmd: bin('tsx'), args: ['watch', '--clear-screen=false', '--exclude', serverBuilds, '--tsconfig', 'tsconfig.dev.json', 'src/main.ts', f.dir, '--dev'], cwd: path.join(root, 'server') });
  } else if (dev) {
    procs.push({ name: f.dir, cmd: bin('webpack'), args: ['serve', '--mode', 'development'], cwd: path.join(root, f.dir) });
  } else {
    if (!existsSync(path.join(root, f.dir, 'dist', 'index.html'))) {
      console.error(`${f.dir}/dist is missing: run \`npm run build\` first (npm start does it for you).`);
      process.exit(1);
    }
    procs.push({ name: f.dir, cmd: process.execPath, args: [webServer, f.dir], cwd: root });
  }
}

supervise(procs);

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

const shell = FRONTENDS.find((f) => f.name === 'shell');
const shellPort = shell.port;
// Under --dev the web server answers at once; the page is ready when every dev server has compiled
// (a dev server holds its requests until then).
const ok = (
  await Promise.all([
    waitFor(`http://localhost:${shellPort}/`),
    ...(dev ? [waitFor(`http://127.0.0.1:${shell.devPort}/`, 600_000), ...FRONTENDS.filter((f) => f !== shell).map((f) => waitFor(`http://127.0.0.1:${f.port}/mf-manifest.json`, 600_000))] : []),
  ])
).every(Boolean);
if (ok) {
  console.log(`\n  LedgerLens is running at http://localhost:${shellPort}  (XRPL node: ${useReplay ? `replay of recorded mainnet data, ${nodeUrl}` : nodeUrl})\n  API: http://127.0.0.1:${API_PORT}/api/docs   Stop: Ctrl-C\n`);
}
