#!/usr/bin/env node
/**
 * Ledger page render benchmark: a ledger with the maximum 250 table rows (spec §9), in Chromium.
 *
 * The recorded mainnet ledgers hold at most 90 transactions, so the 250-row ledger is SYNTHETIC:
 * made here, deterministically, from the rows of a real recorded ledger (repeated, with synthetic
 * hashes), served to the page by intercepting `GET /api/ledger/{index}`, and labelled synthetic in
 * its ledger hash. It never reaches the API or the replay node.
 *
 * Measures: time from navigation start until all 250 rows are in the document, long tasks during
 * load, and frames slower than 50 ms while scrolling the table from top to bottom in 40 steps.
 *
 *   npm start   # or any running LedgerLens
 *   node bench/ledger-render.mjs            # BENCH_BASE_URL (default http://localhost:$SHELL_PORT or 8080)
 */
import { createHash } from 'node:crypto';
import { launchChromium } from './lib/stack.mjs';

const base = process.env.BENCH_BASE_URL || `http://localhost:${process.env.SHELL_PORT || 8080}`;
const SOURCE = Number(process.env.BENCH_LEDGER_SOURCE || 90150378);
const ROWS = 250;
const SYNTHETIC_INDEX = 4_000_000_000;

const real = await (await fetch(`${base}/api/ledger/${SOURCE}`)).json();
if (!Array.isArray(real.transactions) || real.transactions.length === 0) throw new Error(`ledger ${SOURCE} has no rows at ${base}`);
const rows = Array.from({ length: ROWS }, (_, i) => ({
  ...real.transactions[i % real.transactions.length],
  hash: createHash('sha256').update(`synthetic-row-${i}`).digest('hex').toUpperCase(),
  transactionIndex: i,
}));
const synthetic = {
  ...real,
  ledgerIndex: SYNTHETIC_INDEX,
  hash: `5E7E71E71C${'0'.repeat(54)}`, // "SYNTHETIC" label in the hash
  transactionCount: ROWS,
  successfulTransactionCount: rows.filter((r) => r.status === 'tesSUCCESS').length,
  failedTransactionCount: rows.filter((r) => r.status !== 'tesSUCCESS').length,
  transactions: rows,
  synthetic: true,
};

const browser = await launchChromium();
const results = [];
for (let run = 0; run < 3; run += 1) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route(`**/api/ledger/${SYNTHETIC_INDEX}`, (route) => route.fulfill({ json: synthetic }));
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${base}/ledger/${SYNTHETIC_INDEX}`);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=ledger-tx-row]').length === n, ROWS, { timeout: 20_000 });
  const renderedMs = await page.evaluate(() => performance.now());
  const longTasks = await page.evaluate(() => window.__longTasks);
  const scroll = await page.evaluate(async () => {
    const table = document.querySelector('[role=table]');
    const top = table.getBoundingClientRect().top + window.scrollY;
    const bottom = top + table.scrollHeight;
    const frames = [];
    let last = performance.now();
    for (let i = 0; i <= 40; i += 1) {
      window.scrollTo(0, top + ((bottom - top) * i) / 40);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    return { steps: frames.length, slowFrames: frames.filter((f) => f > 50).length, worstMs: Math.max(...frames) };
  });
  results.push({ renderedMs, longTasks: longTasks.length, longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0, ...scroll });
  await page.close();
}
await browser.close();
console.log(`ledger page, ${ROWS} rows (SYNTHETIC, from ledger ${SOURCE}'s real rows), ${base}`);
for (const r of results) {
  console.log(
    `  rendered ${r.renderedMs.toFixed(0)} ms after navigation start; long tasks ${r.longTasks} (longest ${r.longestTaskMs.toFixed(0)} ms); scroll ${r.steps} steps, ${r.slowFrames} frames > 50 ms, worst ${r.worstMs.toFixed(0)} ms`,
  );
}
