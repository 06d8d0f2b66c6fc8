import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEV_PORTS } from '../playwright.dev.config';

/**
 * `npm run dev` serves through the same web server as a deployment, in front of the webpack dev
 * servers: pages are rendered on the server, taken over without a hydration mismatch (React's
 * development build reports one as a console error), and reload when a remote's code changes,
 * with the remote's server build and its published SHA-256 following the change.
 */
const TX = '0582B697494C9B519E717DD363A83137EDE7616E9698DAB0DF9702B626B41BE5';
const REMOTE_PORTS = [DEV_PORTS.MFE_SEARCH_PORT, DEV_PORTS.MFE_ACCOUNT_PORT, DEV_PORTS.MFE_LEDGER_PORT, DEV_PORTS.MFE_NETWORK_PORT, DEV_PORTS.MFE_LEARN_PORT];
const ROOT = path.resolve(__dirname, '../..');
/** The pages checked, with their h1. */
const ROUTES = [
  ['/', /LedgerLens/],
  [`/transaction/${TX}`, /Transaction Details/],
  ['/ledger/7501326', /Ledger #7,501,326/],
  ['/token/CNY.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK', /CNY/],
  ['/validators', /Validators/],
] as const;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  // Every remote's dev server has compiled (it holds requests until then) and publishes its server build.
  for (const port of REMOTE_PORTS) {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/mf-manifest.json`).then((r) => r.json(), () => undefined))?.metaData?.ssr?.integrity, { timeout: 540_000, intervals: [1000] })
      .toMatch(/^sha256-/);
  }
  // The first navigation reads the manifests and loads the server builds, and may meet the render
  // deadline on a loaded machine (then the page is client-rendered, as a deployment does): once warm,
  // pages are rendered on the server.
  await expect
    .poll(async () => (await fetch(`http://localhost:${DEV_PORTS.SHELL_PORT}/`)).headers.get('server-timing'), { timeout: 60_000, intervals: [1000] })
    .toMatch(/ssr;desc="(render|hit)/);
  // Each remote's first page is its first server render in this process (its server build loaded,
  // the API's answers cold): warmed the same way, so the tests below see what a visitor sees later.
  for (const [route] of ROUTES) {
    await expect
      .poll(async () => (await fetch(`http://localhost:${DEV_PORTS.SHELL_PORT}${route}`)).headers.get('server-timing'), { timeout: 60_000, intervals: [1000] })
      .toMatch(/ssr;desc="(render|hit)/);
  }
});

/**
 * Redux Toolkit's development checks timing themselves ("SerializableStateInvariantMiddleware took
 * 54ms, which is more than the warning threshold of 32ms"): a busy machine's speed, not a problem of
 * the page (the checks do not run in a production build).
 */
const DEV_CHECK_TIMING = /took \d+ms, which is more than the warning threshold of \d+ms/;

/** Console errors and warnings of a page (a hydration mismatch is an error in React's development build). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !DEV_CHECK_TIMING.test(m.text())) problems.push(`${m.type()}: ${m.text().slice(0, 500)}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

for (const [route, heading] of ROUTES) {
  test(`${route}: rendered on the server, taken over without a hydration mismatch`, async ({ page }) => {
    const problems = consoleProblems(page);
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    // Rendered on the server now, or kept from the warm-up: current (hit) or, a ledger having closed
    // since, served while it is drawn again (stale-while-revalidate).
    expect(response?.headers()['server-timing']).toMatch(/ssr;desc="(render|hit|stale)/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    // Taken over: the server's marks are gone and the app answers (the theme toggle works).
    await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0);
    await expect(page.locator('[data-ssr-wait]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The shell's dev server's live-reload socket is reached through the page's CSP.
    expect(sockets).toContain(`ws://127.0.0.1:${DEV_PORTS.SHELL_DEV_PORT}/ws`);
    expect(problems).toEqual([]);
  });
}

test('a remote edited: the page reloads, and the server renders with its new server build', async ({ page }) => {
  const file = path.join(ROOT, 'mfe-search/src/routes.tsx');
  const original = readFileSync(file, 'utf8');
  const manifest = () => fetch(`http://127.0.0.1:${DEV_PORTS.MFE_SEARCH_PORT}/mf-manifest.json`).then((r) => r.json());
  const before = (await manifest()).metaData.ssr.integrity;
  await page.goto(`/transaction/${TX}`);
  await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0);
  let loads = 0;
  page.on('load', () => (loads += 1));
  const marker = `dev-parity-${Date.now()}`;
  try {
    // A statement the server build keeps (a side effect), so its text and SHA-256 change.
    writeFileSync(file, `${original}\n(globalThis as { __devParity?: string }).__devParity = '${marker}';\n`);
    await expect.poll(() => loads, { timeout: 90_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await manifest()).metaData.ssr.integrity, { timeout: 90_000 }).not.toBe(before);
    const html = await (await fetch(`http://localhost:${DEV_PORTS.SHELL_PORT}/transaction/${TX}`)).text();
    expect(html).toContain('Transaction Details');
    // The reloaded page runs the edited code once its takeover has loaded the remote's routes (the
    // `load` event comes before that); a second reload (the server build's compile ending later) may
    // replace the document while it is read.
    const pageMarker = () => page.evaluate(() => (globalThis as { __devParity?: string }).__devParity).catch(() => undefined);
    await expect.poll(pageMarker, { timeout: 60_000 }).toBe(marker);
  } finally {
    writeFileSync(file, original);
  }
});
