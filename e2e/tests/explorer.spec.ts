import { expect, test, type Page } from '@playwright/test';
import { dropsToXrpText, recordedPayment, xrpPattern } from './data';

// A real mainnet XRP payment from the bundled replay data.
const PAYMENT = recordedPayment('589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D');

function homeInput(page: Page) {
  return page.getByRole('search', { name: 'Explore the XRP Ledger' }).getByRole('searchbox');
}

async function expectPaymentPage(page: Page) {
  await expect(page.getByText(PAYMENT.hash).first()).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText(xrpPattern(PAYMENT.deliveredDrops));
  await expect(main).toContainText(dropsToXrpText(PAYMENT.feeDrops));
  await expect(main).toContainText(PAYMENT.from);
  await expect(main).toContainText(PAYMENT.to);
  await expect(main).toContainText(PAYMENT.ctid);
}

/** The home page taken over: its search shows the result in place (before, the form submits with GET to the page found, first-paint.spec.ts). */
const takenOver = (page: Page) => page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-ssr-theme') === false);

test('searching a real mainnet hash on home shows its summary in place (/?q=…), then its full page', async ({ page }) => {
  await page.goto('/');
  await takenOver(page);
  await homeInput(page).fill(PAYMENT.hash.toLowerCase());
  await homeInput(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/\\?q=${PAYMENT.hash}$`));
  const summary = page.getByTestId('transaction-summary');
  await expect(summary).toContainText(xrpPattern(PAYMENT.deliveredDrops));
  await expect(summary).toContainText('Success');
  await summary.getByRole('link', { name: 'View full transaction →' }).click();
  await expect(page).toHaveURL(new RegExp(`/transaction/${PAYMENT.hash}$`));
  await expectPaymentPage(page);
  await expect(page.getByText('Success').first()).toBeVisible();
});

test("the transaction's CTID resolves to the same transaction", async ({ page }) => {
  await page.goto('/');
  await takenOver(page);
  await homeInput(page).fill(PAYMENT.ctid);
  await expect(page.getByLabel('Detected type: Transaction')).toBeVisible();
  await homeInput(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/\\?q=${PAYMENT.ctid}$`));
  await expect(page.getByTestId('summary-hash')).toHaveText(PAYMENT.hash);
  await page.goto(`/transaction/${PAYMENT.ctid}`);
  await expectPaymentPage(page);
});

test('home search result in place: an address shows the wallet card and history; back, forward and reload keep it', async ({ page }) => {
  const ADDRESS = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';
  await page.goto('/');
  // The result in place is the app's: before the takeover the form submits with GET and the server
  // sends the visitor to the account page (first-paint.spec.ts).
  await takenOver(page);
  await homeInput(page).fill(ADDRESS);
  await homeInput(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/\\?q=${ADDRESS}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Account result' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wallet overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Examples' }).getByRole('link')).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Wallet overview' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('search', { name: 'Explore the XRP Ledger' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('region', { name: 'Wallet overview' })).toBeVisible();
  await page.getByRole('button', { name: '← Back to search' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('search', { name: 'Explore the XRP Ledger' })).toBeVisible();
});

test('the header search box searches and then clears its input', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search');
  const header = page.getByTestId('header-search');
  const input = header.getByRole('searchbox').or(header.getByRole('textbox')).first();
  await input.fill(PAYMENT.hash);
  await input.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/transaction/${PAYMENT.hash}$`));
  await expect(input).toHaveValue('');
  await expectPaymentPage(page);
});

test('an unknown route shows Page Not Found, marked noindex', async ({ page }) => {
  await page.goto('/this/route/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('button', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the theme choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/light/);
  await page.getByTestId('theme-toggle').click();
  await page.getByRole('menuitem', { name: /Dark/ }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('ledgerlens-theme'))).toBe('dark');
});

test('with mfe-search unreachable the shell still renders header, footer and the unavailable panel', async ({ page }) => {
  // Unreachable for the shell's server too (it proxies /remotes/mfe-search/ and reads the manifest
  // for its boot hints), so its pages carry no hints for mfe-search while the remote is down.
  let down = true;
  await page.route(
    (url) => !url.pathname.startsWith('/remotes/') && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (!down || route.request().resourceType() !== 'document') return route.fallback();
      const res = await route.fetch();
      const body = (await res.text()).replace(/<link rel="preload"[^>]*\/remotes\/mfe-search\/[^>]*>/g, '');
      return route.fulfill({ response: res, body });
    },
  );
  await page.route('**/remotes/mfe-search/**', (route) => route.abort('connectionrefused'));
  await page.goto('/search');
  await expect(page.getByText('This part of LedgerLens is unavailable')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('LedgerLens');
  await expect(page.getByRole('contentinfo')).toContainText('Data refreshes every ledger close (about 4 s)');
  // Shell-owned routes keep working.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  // Once the remote is back, Retry loads it.
  await page.goto('/search');
  await expect(page.getByText('This part of LedgerLens is unavailable')).toBeVisible();
  down = false;
  await page.unroute('**/remotes/mfe-search/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Search the XRP Ledger' })).toBeVisible();
});

test('an unknown transaction hash shows Transaction Not Found', async ({ page }) => {
  await page.goto(`/transaction/${'0'.repeat(63)}1`);
  await expect(page.getByRole('heading', { name: 'Transaction Not Found' })).toBeVisible();
});

test('an invalid transaction identifier shows Invalid Transaction Identifier', async ({ page }) => {
  await page.goto('/transaction/not-a-hash');
  await expect(page.getByRole('heading', { name: 'Invalid Transaction Identifier' })).toBeVisible();
});
