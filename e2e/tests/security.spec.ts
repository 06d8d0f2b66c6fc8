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
