import { expect, test, type Page, type Request } from '@playwright/test';
import { dropsToXrpText, recordedPayment } from './data';

/**
 * The first view rendered on the server (issue 20 §4, `shell/src/server.tsx` through
 * `scripts/serve-boot.mjs`): without JavaScript the page already shows its content; with it, the
 * client takes the server's DOM over (hydration, no console error), does not ask the API again for
 * the data the page carries, and the page answers clicks.
 */
const PAYMENT = recordedPayment('589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D');
const AMOUNT = Number(dropsToXrpText(PAYMENT.deliveredDrops)).toLocaleString('en-US', { maximumFractionDigits: 6 });

function record(page: Page) {
  const api: string[] = [];
  const errors: string[] = [];
  page.on('request', (r: Request) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/') && !u.pathname.startsWith('/api/stream/')) api.push(`${u.pathname}${u.search}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { api, errors };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the transaction page shows its summary, amount and parties', async ({ page }) => {
    await page.goto(`/transaction/${PAYMENT.hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
    await expect(page.getByText(new RegExp(`sent ${AMOUNT.replace('.', '\\.')} XRP to`)).first()).toBeVisible();
    await expect(page.getByTestId('transaction-hash')).toHaveText(PAYMENT.hash);
  });

  test('home shows the search panel and the market card; the ledger and validators pages their headings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Explore the XRP Ledger' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'XRP Market Info' })).toBeVisible();
    await page.goto('/validators');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Validators' })).toBeVisible();
    // A ledger the replay node holds in full (the page's own sample, `bench/budgets.json`).
    await page.goto('/ledger/94084608');
    await expect(page.getByRole('heading', { level: 1, name: 'Ledger #94,084,608' })).toBeVisible();
  });

  test('Page Not Found is rendered for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

test('with JavaScript the transaction page is taken over as served: no console error, no second request for its data, interactive', async ({ page }) => {
  const log = record(page);
  const html = await (await page.request.get(`/transaction/${PAYMENT.hash}`)).text();
  expect(html).toContain('<script type="application/json" id="ledgerlens-ssr">');
  expect(html).not.toContain(`href="/api/transaction/${PAYMENT.hash}"`);
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { ssrHeading?: Element | null }).ssrHeading = document.querySelector('#root h1');
    });
  });
  await page.goto(`/transaction/${PAYMENT.hash}`);
  // Taken over: the markup is no longer inert and the server's heading element is still the one shown.
  await expect(page.locator('#root:not([inert])')).toHaveCount(1);
  await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { ssrHeading?: Element | null }).ssrHeading?.isConnected)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(log.api.filter((r) => r.startsWith(`/api/transaction/${PAYMENT.hash}`) && !r.includes('/raw'))).toEqual([]);
  // Interactive: a link of the server's markup navigates on the client (no new document).
  await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Validators' }).click();
  await expect(page).toHaveURL(/\/validators$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Validators' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(log.errors).toEqual([]);
});

test('when the shell\'s code cannot load, the server markup is released: not inert, shown, its links work', async ({ page }) => {
  await page.route('**/main.js', (route) => route.abort());
  await page.goto(`/transaction/${PAYMENT.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  // Released at once (the boot script failed), not after the 10 s load-event fallback.
  await expect(page.locator('#root:not([inert])')).toHaveCount(1, { timeout: 3000 });
  await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0);
  // A plain link of the server's markup: a normal navigation, served by the server again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Validators' }).click();
  await expect(page).toHaveURL(/\/validators$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Validators' })).toBeVisible();
});

test('a dark theme choice is rendered dark by the server (cookie) and taken over without a console error', async ({ page, context }) => {
  const log = record(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('ledgerlens-theme', 'dark'));
  await context.addCookies([{ name: 'ledgerlens-theme', value: 'dark', url: page.url() }]);
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('data-ssr-theme="dark" data-ssr-pref="dark"');
  await page.goto('/validators');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Validators' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.waitForLoadState('networkidle');
  expect(log.api.filter((r) => r === '/api/validators')).toEqual([]);
  expect(log.errors).toEqual([]);
});

test.describe('in another time zone and locale than the server', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'de-DE' });

  test('the page is rendered over by the client (local dates), without a console error or a second data request', async ({ page }) => {
    const log = record(page);
    await page.goto('/ledger/94084608');
    await expect(page.getByRole('heading', { level: 1, name: 'Ledger #94,084,608' })).toBeVisible();
    await expect(page.locator('#root[data-ssr-tz]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(log.api.filter((r) => r === '/api/ledger/94084608')).toEqual([]);
    expect(log.errors).toEqual([]);
  });
});
