#!/usr/bin/env node
/**
 * Bundle benchmark: builds every front end for production (with webpack stats), starts the
 * stack, loads `/`, `/search` and one transaction page in Chromium with a cold cache, and prints
 * the JavaScript bytes transferred (gzip, as sent on the wire) per route. It also checks that
 * react, react-dom, react-router, RTK and Emotion were each downloaded exactly once per page.
 *
 *   npm run bench:bundle              (build + measure)
 *   BENCH_SKIP_BUILD=1 npm run bench:bundle
 *
 * Results are printed and written to bench/results/bundle.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { FRONTENDS } = require('../apps.config.cjs');
const SAMPLE_TX = '589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D';
const ROUTES = ['/', '/search', `/transaction/${SAMPLE_TX}`];
const LIBRARIES = {
  react: /node_modules\/react\//,
  'react-dom': /node_modules\/react-dom\//,
  'react-router': /node_modules\/react-router\//,
  '@reduxjs/toolkit': /node_modules\/@reduxjs\/toolkit\//,
  '@emotion/react': /node_modules\/@emotion\/react\//,
};
const shellPort = FRONTENDS.find((f) => f.name === 'shell').port;
const base = `http://localhost:${shellPort}`;

if (!process.env.BENCH_SKIP_BUILD) {
  for (const f of FRONTENDS) {
    console.log(`building ${f.dir} ...`);
    execFileSync(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production', '--json', 'dist/stats.json'], {
      cwd: path.join(root, f.dir),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
}

/** file name (per front end) -> set of module paths it contains, from webpack stats. */
function chunkModules() {
  const map = new Map();
  for (const f of FRONTENDS) {
    const stats = JSON.parse(readFileSync(path.join(root, f.dir, 'dist', 'stats.json'), 'utf8'));
    const names = (m) => [m.name ?? '', ...(m.modules ?? []).flatMap(names)];
    for (const chunk of stats.chunks ?? []) {
      const mods = (chunk.modules ?? []).flatMap(names);
      for (const file of chunk.files ?? []) if (file.endsWith('.js')) map.set(`${f.dir}/${file}`, mods);
    }
  }
  return map;
}

async function waitFor(url, ms = 120_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

const stack = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, stdio: 'ignore', detached: true });
const results = [];
try {
  await waitFor(base);
  await waitFor(`${base}/api/health`);
  const modules = chunkModules();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  for (const route of ROUTES) {
    const context = await browser.newContext(); // cold cache per route
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', async (req) => {
      if (req.resourceType() !== 'script') return;
      const sizes = await req.sizes();
      scripts.push({ url: req.url(), bytes: sizes.responseBodySize + sizes.responseHeadersSize, body: sizes.responseBodySize });
    });
    const t0 = Date.now();
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const loadMs = Date.now() - t0;
    await context.close();
    const files = scripts.map((s) => {
      const u = new URL(s.url);
      const rel = u.pathname.startsWith('/remotes/') ? u.pathname.replace(/^\/remotes\//, '') : `shell${u.pathname}`;
      return { file: rel, gzipBytes: s.body };
    });
    // A library is downloaded once when every one of its modules arrives in exactly one file.
    // Federation stubs ("provide/consume shared module ...") only name a path; real modules are
    // named by their path, e.g. ../node_modules/react/cjs/react.production.js.
    const libraryDownloads = Object.fromEntries(
      Object.entries(LIBRARIES).map(([lib, re]) => {
        const copies = new Map();
        for (const f of files) {
          for (const m of modules.get(f.file) ?? []) {
            if (!/^(\.\.?\/)+node_modules\//.test(m) || !re.test(m)) continue;
            const key = m.slice(m.indexOf('node_modules/'));
            copies.set(key, [...(copies.get(key) ?? []), f.file]);
          }
        }
        const counts = [...copies.values()].map((v) => v.length);
        const filesWithLib = [...new Set([...copies.values()].flat())];
        return [lib, { copies: counts.length ? Math.max(...counts) : 0, files: filesWithLib }];
      }),
    );
    results.push({ route, jsFiles: files.length, jsGzipBytes: files.reduce((a, f) => a + f.gzipBytes, 0), loadMs, files, libraryDownloads });
  }
  await browser.close();
} finally {
  try {
    process.kill(-stack.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

let failed = false;
console.log('\nJS transferred per route (gzip, cold cache):');
for (const r of results) {
  console.log(`  ${r.route.padEnd(82)} ${String(r.jsFiles).padStart(3)} files  ${(r.jsGzipBytes / 1024).toFixed(1).padStart(8)} KiB  ${r.loadMs} ms to network idle`);
  for (const [lib, { copies, files }] of Object.entries(r.libraryDownloads)) {
    const ok = copies === 1;
    if (!ok) failed = true;
    console.log(`      ${ok ? 'ok  ' : 'FAIL'} ${lib} downloaded ${copies}x (in ${files.join(', ') || 'no file'})`);
  }
}
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/bundle.json'), JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
console.log('\nwritten bench/results/bundle.json');
process.exit(failed ? 1 : 0);
