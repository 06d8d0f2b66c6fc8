import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { aboutRows } from './about-dialog';

/**
 * Every remote deployable alone, and version skew handled, in the browser, with the
 * shell's main.js never rebuilt:
 * - a canary of EACH of mfe-account, mfe-ledger, mfe-network and mfe-learn (a real production build
 *   of its unchanged sources at version `0.2.0-canary`; mfe-search has its own, deeper spec,
 *   `independent-deploy.spec.ts`) is served from its own origin; the running shell's `remotes.json`
 *   is pointed at it; after a reload its pages work, "About this site" names the canary's version
 *   and URL, every other part is untouched and main.js is the same file;
 * - mfe-ledger built against an OLDER MINOR `@ledgerlens/shared` (it declares 0.0.9, the page
 *   provides shared/package.json's version) loads and works;
 * - mfe-ledger built against an INCOMPATIBLE MAJOR (1.0.0) is refused: the remote-unavailable panel,
 *   the header and footer still there (never a blank page), and a console error naming both versions.
 * Builds go through the same `webpack.federation.cjs` with its env overrides (`LEDGERLENS_OUT_DIR`,
 * `LEDGERLENS_VERSION`, `LEDGERLENS_SHARED_VERSION`), two at a time, into `e2e/.canaries` (git-ignored,
 * removed after). The original `remotes.json` is restored afterwards, even when a test fails.
 */

const ROOT = path.resolve(__dirname, '../..');
const CANARIES = path.join(ROOT, 'e2e/.canaries');
const REMOTES_JSON = path.join(ROOT, 'shell/dist/remotes.json');
const SHARED_VERSION = (JSON.parse(readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')) as { version: string }).version;
const CANARY_VERSION = '0.2.0-canary';
const UNAVAILABLE = 'This part of LedgerLens is unavailable';

type RemotesJson = Record<string, { entry: string; routes: string[]; label?: string; widgets?: unknown }>;

interface Build {
  id: string;
  remote: string;
  dir: string;
  version: string;
  sharedVersion?: string;
  origin?: string;
}

/** What each canary shows: a page of the remote and what must be on it. */
const PAGES: Record<string, { path: string; check: (page: Page) => Promise<void> }> = {
  mfe_account: {
    path: '/account/rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6',
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Not Available|Not Found|not available|Check the/);
      await expect(page.locator('main')).toContainText('rapido5r...HEkqv6'); // the page shows the address shortened
      await expect(page.locator('main')).toContainText('Available balance');
    },
  },
  mfe_ledger: {
    path: '/ledger/90150378',
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Ledger #90,150,378' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Ledger summary' })).toBeVisible();
    },
  },
  mfe_network: {
    path: '/validators',
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main')).toContainText(/validator/i);
    },
  },
  mfe_learn: {
    path: '/en/learn',
    check: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
};

const BUILDS: Build[] = [
  ...['mfe-account', 'mfe-ledger', 'mfe-network', 'mfe-learn'].map((dir) => ({ id: dir, remote: dir.replace('-', '_'), dir, version: CANARY_VERSION })),
  { id: 'ledger-older-shared', remote: 'mfe_ledger', dir: 'mfe-ledger', version: '0.2.0-older-shared', sharedVersion: '0.0.9' },
  { id: 'ledger-shared-major', remote: 'mfe_ledger', dir: 'mfe-ledger', version: '0.3.0-shared-major', sharedVersion: '1.0.0' },
];

const outDir = (b: Build) => path.join(CANARIES, b.id);

/** A production build of `b.dir`'s sources with the canary overrides (async: two run at a time). */
function build(b: Build): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
      cwd: path.join(ROOT, b.dir),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        LEDGERLENS_OUT_DIR: outDir(b),
        LEDGERLENS_VERSION: b.version,
        ...(b.sharedVersion ? { LEDGERLENS_SHARED_VERSION: b.sharedVersion } : {}),
      },
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && existsSync(path.join(outDir(b), 'mf-manifest.json'))) resolve();
      else reject(new Error(`the ${b.id} build failed (exit ${code})`));
    });
  });
}

async function buildAll(parallel = 2) {
  rmSync(CANARIES, { recursive: true, force: true });
  const queue = [...BUILDS];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let b = queue.shift(); b; b = queue.shift()) await build(b);
    }),
  );
}

const servers: Array<{ close: () => Promise<unknown> }> = [];

/** Serves each build like production (server/dist/main.js) on a free loopback port. */
async function serveAll() {
  const { createServer } = await import(pathToFileURL(path.join(ROOT, 'server/dist/main.js')).href);
  const apiUrl = process.env.API_URL || `http://127.0.0.1:${process.env.API_PORT || 8787}`;
  for (const b of BUILDS) {
    const server = await createServer({ distDir: outDir(b), apiUrl });
    await server.listen({ port: 0, host: '127.0.0.1' });
    b.origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    servers.push(server);
  }
}

let originalRemotes: string | null = null;
const restoreRemotes = () => {
  if (originalRemotes !== null) writeFileSync(REMOTES_JSON, originalRemotes);
};

/** Points `remote` at `build`'s origin in the served remotes.json; waits until the shell serves it (and its CSP allows it). */
async function deploy(page: Page, b: Build) {
  const original = JSON.parse(originalRemotes!) as RemotesJson;
  const next: RemotesJson = { ...original, [b.remote]: { ...original[b.remote]!, entry: `${b.origin}/mf-manifest.json` } };
  writeFileSync(REMOTES_JSON, `${JSON.stringify(next, null, 2)}\n`);
  await expect
    .poll(async () => (await page.request.get('/remotes.json', { headers: { 'cache-control': 'no-cache' } })).json(), { timeout: 10_000 })
    .toEqual(next);
  await expect.poll(async () => (await page.request.get('/')).headers()['content-security-policy'], { timeout: 10_000 }).toContain(b.origin!);
}

test.describe.serial('every remote deployable alone; @ledgerlens/shared version skew', () => {
  test.setTimeout(90_000);
  let before: { about: Record<string, string>; shellMain: string | undefined };

  test.beforeAll(async () => {
    test.setTimeout(900_000);
    originalRemotes = readFileSync(REMOTES_JSON, 'utf8');
    await buildAll();
    await serveAll();
  });

  test.afterAll(async () => {
    restoreRemotes();
    await Promise.all(servers.map((s) => s.close()));
    rmSync(CANARIES, { recursive: true, force: true });
  });

  test('before: the deployed remotes and the shell main.js', async ({ page }) => {
    await page.goto('/');
    before = { about: await aboutRows(page), shellMain: (await page.request.get('/main.js')).headers().etag };
    for (const remote of Object.keys(PAGES)) expect(before.about[remote]).not.toContain(CANARY_VERSION);
  });

  for (const remote of Object.keys(PAGES)) {
    test(`${remote}: a canary swapped in through remotes.json serves its pages; the rest is untouched`, async ({ page }) => {
      const b = BUILDS.find((x) => x.remote === remote && x.version === CANARY_VERSION)!;
      await deploy(page, b);
      const oldRequests: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith(`/remotes/${b.dir}/`)) oldRequests.push(r.url());
      });
      await page.goto(PAGES[remote]!.path);
      await PAGES[remote]!.check(page);
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
      const about = await aboutRows(page);
      expect(about[remote]).toContain(CANARY_VERSION);
      expect(about[remote]).toContain(`${b.origin}/mf-manifest.json`);
      for (const [name, text] of Object.entries(before.about)) if (name !== remote) expect(about[name], `${name} is untouched`).toBe(text);
      expect((await page.request.get('/main.js')).headers().etag).toBe(before.shellMain);
      expect(oldRequests).toEqual([]);
      restoreRemotes();
    });
  }

  test('a remote built against an older minor @ledgerlens/shared loads and works', async ({ page }) => {
    const b = BUILDS.find((x) => x.id === 'ledger-older-shared')!;
    const manifest = JSON.parse(readFileSync(path.join(outDir(b), 'mf-manifest.json'), 'utf8')) as { shared: Array<{ name: string; version: string }> };
    expect(manifest.shared.find((s) => s.name === '@ledgerlens/shared')?.version).toBe('0.0.9');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await deploy(page, b);
    await page.goto(PAGES.mfe_ledger!.path);
    await PAGES.mfe_ledger!.check(page);
    expect((await aboutRows(page)).mfe_ledger).toContain('0.2.0-older-shared');
    expect(errors.filter((e) => e.includes('@ledgerlens/shared'))).toEqual([]);
    restoreRemotes();
  });

  test('a remote that requires an incompatible major is refused: unavailable panel and a console error naming both versions', async ({ page }) => {
    const b = BUILDS.find((x) => x.id === 'ledger-shared-major')!;
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await deploy(page, b);
    await page.goto(PAGES.mfe_ledger!.path);
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('LedgerLens'); // header and footer: never a blank page
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect.poll(() => errors.find((e) => e.includes('was built against'))).toContain(`@ledgerlens/shared 1.0.0, incompatible with this page's @ledgerlens/shared ${SHARED_VERSION}`);
    // The other remotes still work on the same page.
    await page.goto('/en/learn');
    await PAGES.mfe_learn!.check(page);
    restoreRemotes();
  });
});
