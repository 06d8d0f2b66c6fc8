import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { aboutRows } from './about-dialog';
import { recordedPayment } from './data';

/**
 * Independent deployment, proven in the browser: a second build of mfe-search (version
 * `0.2.0-canary`, build marker `canary`, one route only it has: `/search/canary-only`) is served
 * from its own origin, the running shell's `remotes.json` (its served `shell/dist/remotes.json`,
 * read at run time) is pointed at it, and the shell is reloaded WITHOUT being rebuilt: the canary
 * shows everywhere mfe-search renders, its new route works, and nothing else changes. The
 * original `remotes.json` is restored afterwards, even when a test fails.
 *
 * The canary is built from a copy of mfe-search's sources (e2e/.canary, git-ignored, removed after) with the
 * one added route, through the same `webpack.federation.cjs` and its env overrides
 * (`LEDGERLENS_OUT_DIR`, `LEDGERLENS_VERSION`, `LEDGERLENS_BUILD_MARKER`).
 */

const ROOT = path.resolve(__dirname, '../..');
const CANARY = path.join(ROOT, 'e2e/.canary');
const CANARY_SRC = path.join(CANARY, 'mfe-search');
const CANARY_DIST = path.join(CANARY, 'dist');
const REMOTES_JSON = path.join(ROOT, 'shell/dist/remotes.json');
const CANARY_VERSION = '0.2.0-canary';
const PAYMENT = recordedPayment('589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D');

type RemotesJson = Record<string, { entry: string; routes: string[]; label?: string; widgets?: unknown }>;

let originalRemotes: string | null = null;
let canaryServer: { close: () => Promise<unknown> } | null = null;
let canaryOrigin = '';

/** Copies mfe-search, adds `/search/canary-only` to its routes and builds it with the canary overrides. */
function buildCanary() {
  rmSync(CANARY, { recursive: true, force: true });
  mkdirSync(CANARY_SRC, { recursive: true });
  const original = path.join(ROOT, 'mfe-search');
  for (const part of ['src', 'public', 'package.json']) cpSync(path.join(original, part), path.join(CANARY_SRC, part), { recursive: true });
  const routesFile = path.join(CANARY_SRC, 'src/routes.tsx');
  const routes = readFileSync(routesFile, 'utf8');
  const anchor = 'const routes: RemoteRoutes = [';
  if (!routes.includes(anchor)) throw new Error(`mfe-search/src/routes.tsx no longer has "${anchor}"`);
  writeFileSync(
    routesFile,
    routes.replace(
      anchor,
      `${anchor}\n  { path: '/search/canary-only', Component: () => <h1 data-build-marker="canary">Canary-only route</h1> },`,
    ),
  );
  writeFileSync(
    path.join(CANARY_SRC, 'tsconfig.json'),
    JSON.stringify({ extends: '../../../tsconfig.base.json', compilerOptions: { types: ['node'] }, include: ['src'] }, null, 2),
  );
  const config = readFileSync(path.join(original, 'webpack.config.cjs'), 'utf8').replace(
    "require('../webpack.federation.cjs')",
    `require(${JSON.stringify(path.join(ROOT, 'webpack.federation.cjs'))})`,
  );
  writeFileSync(path.join(CANARY_SRC, 'webpack.config.cjs'), config);
  execFileSync(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: CANARY_SRC,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LEDGERLENS_OUT_DIR: CANARY_DIST, LEDGERLENS_VERSION: CANARY_VERSION, LEDGERLENS_BUILD_MARKER: 'canary' },
  });
  if (!existsSync(path.join(CANARY_DIST, 'mf-manifest.json'))) throw new Error('the canary build emitted no mf-manifest.json');
}

/** Serves the canary's dist like production (server/dist/main.js), on a free loopback port. */
async function serveCanary() {
  const { createServer } = await import(pathToFileURL(path.join(ROOT, 'server/dist/main.js')).href);
  const apiUrl = process.env.API_URL || `http://127.0.0.1:${process.env.API_PORT || 8787}`;
  const server = await createServer({ distDir: CANARY_DIST, apiUrl });
  await server.listen({ port: Number(process.env.E2E_CANARY_PORT || 0), host: '127.0.0.1' });
  canaryOrigin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  canaryServer = server;
}

function restoreRemotes() {
  if (originalRemotes !== null) writeFileSync(REMOTES_JSON, originalRemotes);
}

/** Waits until the shell's static server serves `expected` as remotes.json (it re-reads it at run time). */
async function servedRemotes(page: Page, expected: RemotesJson) {
  await expect
    .poll(async () => (await page.request.get('/remotes.json', { headers: { 'cache-control': 'no-cache' } })).json(), { timeout: 10_000 })
    .toEqual(expected);
}

test.describe.serial('independent deployment of mfe-search (no shell rebuild)', () => {
  test.setTimeout(90_000);

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    originalRemotes = readFileSync(REMOTES_JSON, 'utf8');
    buildCanary();
    await serveCanary();
  });

  test.afterAll(async () => {
    restoreRemotes();
    await canaryServer?.close();
    // No second copy of mfe-search's sources left behind for Jest, tsc or ESLint to find.
    rmSync(CANARY, { recursive: true, force: true });
  });

  let before: { about: Record<string, string>; shellMain: string | undefined };

  test('before: the deployed mfe-search has no marker and no /search/canary-only', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Search the XRP Ledger' })).toBeVisible();
    await expect(page.locator('[data-build-marker]')).toHaveCount(0);
    await page.goto('/search/canary-only');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    before = {
      about: await aboutRows(page),
      shellMain: (await page.request.get('/main.js')).headers().etag,
    };
    expect(before.about.mfe_search).not.toContain(CANARY_VERSION);
  });

  test('after pointing remotes.json at the canary and reloading: marker, version, new route; the rest untouched', async ({ page }) => {
    const original = JSON.parse(originalRemotes!) as RemotesJson;
    const next: RemotesJson = { ...original, mfe_search: { ...original.mfe_search, entry: `${canaryOrigin}/mf-manifest.json` } };
    writeFileSync(REMOTES_JSON, `${JSON.stringify(next, null, 2)}\n`);
    await servedRemotes(page, next);
    // The served CSP is rebuilt from remotes.json (checked every second): wait for the canary origin.
    await expect
      .poll(async () => (await page.request.get('/search')).headers()['content-security-policy'], { timeout: 10_000 })
      .toContain(canaryOrigin);

    const oldRemoteRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/remotes/mfe-search/')) oldRemoteRequests.push(r.url());
    });

    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Search the XRP Ledger' })).toBeVisible();
    const marker = page.locator('main [data-build-marker="canary"]');
    await expect(marker).toBeVisible();
    await expect(marker).toHaveText('Build: canary');

    // Its route that only the canary has.
    await page.goto('/search/canary-only');
    await expect(page.getByRole('heading', { name: 'Canary-only route' })).toBeVisible();

    // Its other routes and widgets still work, from the canary.
    await page.goto(`/transaction/${PAYMENT.hash}`);
    await expect(page.getByText(PAYMENT.hash).first()).toBeVisible();
    await expect(page.locator('main')).toContainText(PAYMENT.ctid);
    await page.goto('/');
    await expect(page.getByRole('search', { name: 'Explore the XRP Ledger' })).toBeVisible();

    // About this site: the new version and URL for mfe-search; every other part unchanged.
    const about = await aboutRows(page);
    expect(about.mfe_search).toContain(CANARY_VERSION);
    expect(about.mfe_search).toContain(`${canaryOrigin}/mf-manifest.json`);
    for (const [name, text] of Object.entries(before.about)) {
      if (name !== 'mfe_search') expect(about[name], `${name} is untouched`).toBe(text);
    }
    // Other remotes' descriptors are byte-for-byte the ones deployed.
    for (const name of Object.keys(original)) if (name !== 'mfe_search') expect(next[name]).toEqual(original[name]);
    // The shell was not rebuilt, and nothing came from the previous mfe-search deployment.
    expect((await page.request.get('/main.js')).headers().etag).toBe(before.shellMain);
    expect(oldRemoteRequests).toEqual([]);
  });

  test('rolling back remotes.json brings the deployed version back, again without a rebuild', async ({ page }) => {
    restoreRemotes();
    await servedRemotes(page, JSON.parse(originalRemotes!) as RemotesJson);
    // The web server re-reads its run-time files (remotes.json) at most once a second
    // (server/src/runtime-files.ts), and its first views use what it read: give it that second.
    await page.waitForTimeout(1500);
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Search the XRP Ledger' })).toBeVisible();
    await expect(page.locator('[data-build-marker]')).toHaveCount(0);
    await page.goto('/search/canary-only');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});
