import { expect, test, type Page, type Request } from '@playwright/test';
import { RICH_LIST_STALE_MS, TOKENS_STALE_MS } from '@ledgerlens/shared/domain';
import { recordedPayment } from './data';

/**
 * Boot without a waterfall, in Chromium: the shell's server writes each page with
 * remotes.json and config.json inline and preload hints for the path's remote files and API
 * request (server/src/boot.ts). The page must reuse every hint (one request per URL), never
 * request data for an identifier its remote would reject, show its own not-found state when the
 * data is a 404, and keep working when a remote that hints point at is down.
 */
const PAYMENT = recordedPayment('589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D');

/** Every request the page makes (URL path + search), in order, and the console errors it logs. */
function record(page: Page) {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (r: Request) => {
    const u = new URL(r.url());
    if (!u.pathname.startsWith('/api/stream/')) requests.push(`${u.pathname}${u.search}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { requests, errors };
}

test('a transaction link: its data comes in the page (server render), its code is hinted, each fetched at most once', async ({ page }) => {
  const log = record(page);
  const html = await (await page.request.get(`/transaction/${PAYMENT.hash}`)).text();
  // The data (the page-sized answer, `?lists=25`) is inlined with the server-rendered page (level 0): no preload, no request for it.
  expect(html).toContain('<script type="application/json" id="ledgerlens-ssr">');
  expect(html).not.toContain(`href="/api/transaction/${PAYMENT.hash}`);
  expect(html).toContain('<script type="application/json" id="ledgerlens-remotes">');

  await page.goto(`/transaction/${PAYMENT.hash}`);
  await expect(page.getByRole('heading', { name: 'Transaction Details' })).toBeVisible();
  await expect(page.getByTestId('transaction-hash')).toHaveText(PAYMENT.hash);
  await page.waitForLoadState('networkidle');

  const counts = new Map<string, number>();
  for (const r of log.requests) counts.set(r, (counts.get(r) ?? 0) + 1);
  expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
  expect(counts.has(`/api/transaction/${PAYMENT.hash}?lists=25`)).toBe(false);
  expect(counts.has(`/api/transaction/${PAYMENT.hash}`)).toBe(false);
  expect(counts.get('/remotes/mfe-search/mf-manifest.json')).toBe(1);
  // remotes.json and config.json came with the page.
  expect(counts.has('/remotes.json')).toBe(false);
  expect(counts.has('/config.json')).toBe(false);
  expect(log.errors).toEqual([]);
});

test("home: the first view's data (the market card) comes in the page, its code is hinted, each fetched at most once", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const log = record(page);
  const html = await (await page.request.get('/')).text();
  // Rendered on the server with the market card's answers inlined (level 0): not preloaded.
  expect(html).toContain('<script type="application/json" id="ledgerlens-ssr">');
  expect(html).not.toContain('href="/api/market/data"');
  expect(html).not.toContain('href="/api/market/history/24h"');
  // The header search box is hinted for the screens that draw it only.
  expect(html).toMatch(/<link rel="preload" as="script" href="\/remotes\/mfe-search\/__federation_expose_widgets__headerSearch\.[0-9a-f]+\.js" media="\(min-width: 768px\)">/);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'XRP Market Info' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const count = (p: string) => log.requests.filter((r) => r === p).length;
  expect(count('/api/market/data')).toBe(0);
  expect(count('/api/market/history/24h')).toBe(0);
  // A phone neither draws nor downloads the header's search box.
  expect(log.requests.some((r) => r.includes('__federation_expose_widgets__headerSearch'))).toBe(false);
  await expect(page.getByTestId('header-search')).toBeEmpty();
  expect(log.errors).toEqual([]);
});

test('an account link: the tabs the server drew come with the page code after the takeover, each of their files fetched once, and work', async ({ page }) => {
  const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';
  const log = record(page);
  const html = await (await page.request.get(`/account/${ACCOUNT}`)).text();
  expect(html).toContain('data-lazy-ui="tabs"');
  // The tabs' own chunk and the Radix chunks it needs (the shell's lazy-ui.json): a remote's page is
  // taken over before its own code is here, so neither its chunk nor these share the link with the
  // shell's code (server/src/boot.ts); the app asks for them as it starts.
  const parts = (await (await page.request.get('/lazy-ui.json')).json()) as Record<string, string[]>;
  expect(parts.tabs.some((f) => /^\/ui-tabs\.[0-9a-f]+\.js$/.test(f))).toBe(true);
  for (const file of parts.tabs) expect(html).not.toContain(`href="${file}"`);
  expect(html).not.toMatch(/<link rel="preload" as="script" href="\/remotes\/mfe-account\/page-account\./);
  expect(html).toMatch(/<link rel="preload" as="script" href="\/remotes\/mfe-account\/__federation_expose_routes\.[0-9a-f]+\.js">/);

  await page.goto(`/account/${ACCOUNT}`);
  await expect(page.locator('#root')).not.toHaveAttribute('data-ssr-theme');
  await page.waitForLoadState('networkidle');
  for (const file of parts.tabs) expect(log.requests.filter((r) => r === file)).toHaveLength(1);
  // Taken over by Radix: the arrow keys move between the tabs.
  const transactions = page.getByRole('tab', { name: 'Transactions' });
  await transactions.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Tokens' })).toBeFocused();
  expect(log.errors).toEqual([]);
});

for (const [route, api, heading, staleMs] of [
  ['/tokens', '/api/tokens', 'Token Directory', TOKENS_STALE_MS],
  ['/balances', '/api/rich-list', 'XRP Rich List & Balance Distribution', RICH_LIST_STALE_MS],
] as const) {
  test(`${route}: its data comes in the page (server render), the browser does not ask for it again`, async ({ page }) => {
    const log = record(page);
    const html = await (await page.request.get(route)).text();
    expect(html).toContain('<script type="application/json" id="ledgerlens-ssr">');
    expect(html).toContain(`>${heading.replace('&', '&amp;')}</h1>`);
    expect(html).not.toContain(`href="${api}"`);
    const response = await page.goto(route);
    await expect(page.locator('#root')).not.toHaveAttribute('data-ssr-theme');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // A kept render serves its answer as it was fetched: one older than the page's refetch age
    // (the replay's ledger no longer closing, late in a run) is asked for again, once, by design.
    const block = /<script type="application\/json" id="ledgerlens-ssr">(.*?)<\/script>/s.exec((await response?.text()) ?? '')?.[1] ?? '{}';
    const fetchedAt = Math.min(...Object.values((JSON.parse(block) as { api?: { queries?: Record<string, { fulfilledTimeStamp?: number }> } }).api?.queries ?? {}).map((q) => q.fulfilledTimeStamp ?? Infinity));
    const fresh = Date.now() - fetchedAt < staleMs - 5_000;
    const asked = log.requests.filter((r) => r === api).length;
    if (fresh) expect(asked).toBe(0);
    else expect(asked).toBeLessThanOrEqual(1);
    expect(log.errors).toEqual([]);
  });
}

test('an identifier the remote rejects never reaches the API', async ({ page }) => {
  const log = record(page);
  for (const id of ['not-a-hash', `${PAYMENT.hash}00`, '%3Cscript%3E']) {
    await page.goto(`/transaction/${id}`);
    await expect(page.getByRole('heading', { name: 'Invalid Transaction Identifier' })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(log.requests.filter((r) => r.startsWith('/api/transaction/'))).toEqual([]);
});

test('a hinted request that is a 404 shows the page its own not-found state, without a console error', async ({ page }) => {
  const unknown = `${'0'.repeat(63)}1`;
  const log = record(page);
  await page.goto(`/transaction/${unknown}`);
  await expect(page.getByRole('heading', { name: 'Transaction Not Found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(log.requests.filter((r) => r === `/api/transaction/${unknown}?lists=25`)).toHaveLength(1);
  // Chromium reports any 4xx answer as "Failed to load resource"; nothing else may be logged (no script error, no unused preload).
  expect(log.errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e))).toEqual([]);
});

test('with a remote down, its hints do not hold back home or the other routes', async ({ page }) => {
  // mfe-search is hinted on every page (the header search) and on home (the search panel).
  await page.route('**/remotes/mfe-search/**', (route) => route.abort('connectionrefused'));
  await page.goto('/validators');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByText('This part of LedgerLens is unavailable').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'XRP Market Info' })).toBeVisible();
  await page.goto('/ledger/94084608');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger #94,084,608' })).toBeVisible();
});

test('when the hinted files of a remote fail in the browser only, Retry draws its page (in a new document)', async ({ page }) => {
  // The shell's server reads mfe-search's manifest, so the page comes with hints for its files
  // (manifest, entry, ./routes, and on a page it draws in the browser the page chunk); in the
  // browser every mfe-search request fails (a dropped connection), the preloads included, until
  // the remote is reachable again.
  let down = true;
  const failed: string[] = [];
  await page.route('**/remotes/mfe-search/**', (route) => {
    if (!down) return route.fallback();
    failed.push(new URL(route.request().url()).pathname);
    return route.abort('connectionreset');
  });
  const html = await (await page.request.get('/search')).text();
  expect(html).toMatch(/<link rel="preload" as="script" href="\/remotes\/mfe-search\/__federation_expose_routes\.[0-9a-f]+\.js">/);
  await page.goto('/search');
  await expect(page.getByText('This part of LedgerLens is unavailable')).toBeVisible();
  expect(failed.some((p) => /\/__federation_expose_routes\.[0-9a-f]+\.js$/.test(p))).toBe(true);
  // Chromium answers a script for a failed hint's URL with that error, without asking the network,
  // for the document's lifetime: without a new document the remote's hinted files would never be
  // requested again.
  down = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Search the XRP Ledger' })).toBeVisible();
  await expect(page.getByText('This part of LedgerLens is unavailable')).toHaveCount(0);
});
