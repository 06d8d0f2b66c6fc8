import { expect, test, type Page } from '@playwright/test';
import { recordedPayment } from './data';

/**
 * The Content-Security-Policy and security headers sent by the static server (server/src/serve.ts)
 * hold for the real app: every route renders without a single CSP violation, and the policy is
 * not a no-op (an injected inline script is refused).
 */

// A real mainnet payment from the bundled replay data: its hash, sender and ledger exist.
const PAYMENT = recordedPayment('589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D');

const ROUTES = [
  '/',
  '/search',
  `/transaction/${PAYMENT.hash}`,
  `/transaction/${PAYMENT.ctid}`,
  `/account/${PAYMENT.from}`,
  `/ledger/${PAYMENT.ledgerIndex}`,
  '/validators',
  '/tokens',
  '/balances',
  '/en/learn',
  '/ctid',
  '/this/route/does/not/exist',
];

interface Violations {
  events: string[];
  console: string[];
}

/** Records CSP violations: `securitypolicyviolation` events (from before any page script) and console reports. */
async function watchViolations(page: Page): Promise<() => Promise<Violations>> {
  const consoleReports: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text)) consoleReports.push(text);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (e) => w.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`),
      true,
    );
  });
  return async () => ({
    events: await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    console: consoleReports,
  });
}

for (const route of ROUTES) {
  test(`${route} renders with no CSP violation, served with CSP and nosniff`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(route);
    expect(response, 'document response').not.toBeNull();
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    // Layout, then whatever the route's remote renders (or Page Not Found / unavailable).
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main')).not.toBeEmpty();

    expect(await violations()).toEqual({ events: [], console: [] });
  });
}

test('the CSP is enforced: an injected inline script does not run and is reported', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true;';
    document.head.append(s);
  });
  await expect.poll(async () => (await violations()).events.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect((await violations()).events[0]).toMatch(/^script-src(-elem)? blocked inline/);
});

// Issue 39 item 8: a secret key that reached the server as /search?q=… (no JavaScript): the server's page says what is true.
test('a seed sent without JavaScript: the server-rendered page says it reached the server, was not stored, logged or looked up, and is exposed', async ({ browser }) => {
  // The genesis account's published family seed (the seed of `masterpassphrase`): public knowledge, nobody's secret.
  const seed = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/search');
    await page.getByRole('search', { name: 'Search the XRP Ledger' }).getByRole('searchbox').fill(seed);
    await page.getByRole('search', { name: 'Search the XRP Ledger' }).getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=/);
    const notice = page.getByTestId('secret-server-notice');
    await expect(notice).toContainText("It reached LedgerLens's server in the page address");
    await expect(notice).toContainText('The server did not store, log or look it up, but treat the key as exposed');
    await expect(page.getByText(/not sent anywhere/)).toHaveCount(0);
    // Never written back into the page.
    expect(await page.content()).not.toContain(seed);
    // 48-digit XLS-12 secret numbers: the same notice, and no ledger page.
    const numbers = '554872394893635468183471223344556677889900112233';
    await page.goto(`/search?q=${numbers}`);
    await expect(page.getByTestId('secret-server-notice')).toBeVisible();
    expect(page.url()).not.toMatch(/\/ledger\//);
    expect(await page.content()).not.toContain(numbers);
  } finally {
    await context.close();
  }
});
