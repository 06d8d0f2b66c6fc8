import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordedPayment, xrpPattern } from './data';
import { startFaultStack, waitForUrl, type FaultStack } from './fault-stack';

/**
 * Fault injection in the browser, on a stack of this spec's own (`fault-stack.ts`:
 * the production builds on ports SHELL_PORT + 10 … + 17, replay node revealing a ledger every 2 s,
 * the API's node deadline 3 s), with three tabs open like a visitor's: home, `/ledger/latest` and an
 * account page.
 *
 * 1. The XRPL node is KILLED and held down (not restarted): the ledger and account pages, refreshed,
 *    show the stale banner ("Showing data from … ago: the XRPL node is unreachable") and keep their
 *    figures. When the node is back they follow it again without a reload: the ledger page shows
 *    newer ledgers, a refreshed account page loses the banner.
 * 2. The node HANGS (SIGSTOP: its socket stays open, nothing answers): the account page, refreshed,
 *    and the home cards (at the market card's next 30 s poll, answered stale after the 3 s deadline)
 *    show the banner and keep their figures; the ledger page keeps its ledger. After SIGCONT the home
 *    statistics card and the ledger page show newer ledgers without a reload, and the banners go (home:
 *    at the next market poll; account: on Refresh).
 * 3. The API is KILLED and held down: the validators page (mfe-network) and a transaction page
 *    (mfe-search) show their error panel with Retry; once the API is back, Retry pressed from the
 *    keyboard (focus + Enter) loads the data, without a reload.
 *
 * Every wait polls for a state with a generous timeout (a loaded 2-core CI machine); nothing sleeps as
 * an assertion.
 */

const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';
const PAYMENT = recordedPayment('589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D');
const BANNER_TEXT = /^Showing data from (a few seconds|\d+ s|\d+ min) ago: the XRPL node is unreachable$/;
/** The market card polls every 30 s (MARKET_POLL_MS); a stale answer after a hung node's 3 s deadline. */
const MARKET_POLL_WAIT_MS = 50_000;

const banner = (page: Page): Locator => page.getByTestId('stale-banner');
/** Home "Network Statistics" card's ledger index, e.g. "#84,206,081". */
const homeLedgerIndex = (home: Page): Locator => home.getByTestId('stats-ledger-index');
const ledgerHeading = (page: Page): Locator => page.getByRole('heading', { level: 1, name: /^Ledger #[\d,]+$/ });

/**
 * Presses the page's Refresh until `check` passes: live answers are sent `max-age=4,
 * stale-while-revalidate=4`, so for a few seconds the browser may answer a Refresh from its HTTP cache
 * (and revalidate behind RTK Query's back); a visitor pressing again later gets the API's answer.
 */
async function refreshUntil(page: Page, check: () => Promise<void>, timeout = 40_000): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await check();
  }).toPass({ timeout, intervals: [2_000] });
}

let stack: FaultStack;

test.describe.serial('fault injection: node killed and hung, API killed', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    stack = await startFaultStack(Number(process.env.SHELL_PORT || 8080) + 10);
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  test('node killed, then hung: stale banner and last data on home, ledger and account pages; back to live without a reload', async ({ context }) => {
    test.setTimeout(180_000);
    const home = await context.newPage();
    await home.goto(`${stack.shellUrl}/`);
    await expect(homeLedgerIndex(home)).toBeVisible({ timeout: 30_000 });
    // The figures read before the outage are the ones that must stay on screen during it.
    const marketPrice = home.getByTestId('market-price');
    await expect(marketPrice).toHaveText(/^\$\d[\d,]*\.\d+$/, { timeout: 30_000 });
    const MARKET_PRICE = (await marketPrice.textContent())!;
    const ledger = await context.newPage();
    await ledger.goto(`${stack.shellUrl}/ledger/latest`);
    await expect(ledgerHeading(ledger)).toBeVisible({ timeout: 30_000 });
    await expect(ledger.getByText('Following each ledger close')).toBeVisible({ timeout: 30_000 });
    const account = await context.newPage();
    await account.goto(`${stack.shellUrl}/account/${ACCOUNT}`);
    const available = account.getByTestId('available-balance');
    await expect(available).toHaveText(/^[\d,]+(\.\d+)? XRP$/, { timeout: 30_000 });
    const ACCOUNT_AVAILABLE = (await available.textContent())!;
    for (const page of [home, ledger, account]) await expect(banner(page)).toHaveCount(0);

    // 1. Killed, held down.
    await stack.replay.kill();
    const shownLedger = await ledgerHeading(ledger).textContent();
    await refreshUntil(ledger, () => expect(banner(ledger)).toHaveText(BANNER_TEXT, { timeout: 3_000 }));
    await expect(ledgerHeading(ledger)).toBeVisible(); // a ledger, not an error
    await expect(ledger.getByRole('list', { name: 'Ledger summary' })).toBeVisible();
    // The page does not claim to follow closes while the node is out: one quiet line says it waits.
    await expect(ledger.getByText('Waiting for the XRPL node')).toBeVisible();
    await expect(ledger.getByText('Following each ledger close')).toHaveCount(0);

    await refreshUntil(account, () => expect(banner(account)).toHaveText(BANNER_TEXT, { timeout: 3_000 }));
    await expect(available).toHaveText(ACCOUNT_AVAILABLE);

    stack.replay.start();
    // The API reconnects, the stream resumes: the ledger page follows newer ledgers again, no reload.
    await expect(ledgerHeading(ledger)).not.toHaveText(shownLedger ?? '', { timeout: 30_000 });
    await expect(ledger.getByText('Following each ledger close')).toBeVisible({ timeout: 30_000 });
    await expect(banner(ledger)).toHaveCount(0, { timeout: 30_000 });
    await refreshUntil(account, () => expect(banner(account)).toHaveCount(0, { timeout: 3_000 }));
    await expect(available).toHaveText(ACCOUNT_AVAILABLE);

    // 2. Hung (SIGSTOP).
    await expect(homeLedgerIndex(home)).toBeVisible();
    stack.replay.hang();
    await refreshUntil(account, () => expect(banner(account)).toHaveText(BANNER_TEXT, { timeout: 3_000 }));
    await expect(available).toHaveText(ACCOUNT_AVAILABLE);
    const homeIndex = await homeLedgerIndex(home).textContent();
    const hungLedger = await ledgerHeading(ledger).textContent();
    await expect(banner(home)).toHaveText(BANNER_TEXT, { timeout: MARKET_POLL_WAIT_MS });
    await expect(homeLedgerIndex(home)).toHaveText(homeIndex ?? ''); // kept, not blanked
    await expect(marketPrice).toHaveText(MARKET_PRICE);
    await expect(ledgerHeading(ledger)).toHaveText(hungLedger ?? '');

    stack.replay.resume();
    await expect(homeLedgerIndex(home)).not.toHaveText(homeIndex ?? '', { timeout: 30_000 });
    await expect(ledgerHeading(ledger)).not.toHaveText(hungLedger ?? '', { timeout: 30_000 });
    await refreshUntil(account, () => expect(banner(account)).toHaveCount(0, { timeout: 3_000 }));
    await expect(banner(home)).toHaveCount(0, { timeout: MARKET_POLL_WAIT_MS });
    await expect(marketPrice).toHaveText(MARKET_PRICE);
    await expect(banner(ledger)).toHaveCount(0);
  });

  test('API killed: the validators and transaction panels show Retry, and Retry from the keyboard recovers them once the API is back', async ({ page }) => {
    test.setTimeout(120_000);
    await stack.api.kill();
    await page.goto(`${stack.shellUrl}/validators`);
    const validatorsRetry = page.getByRole('button', { name: 'Retry', exact: true });
    await expect(page.getByText('Unable to load validator data. Please try again.')).toBeVisible({ timeout: 30_000 });
    await expect(validatorsRetry).toBeVisible();
    const tx = await page.context().newPage();
    await tx.goto(`${stack.shellUrl}/transaction/${PAYMENT.hash}`);
    const txRetry = tx.getByRole('button', { name: 'Retry', exact: true });
    await expect(txRetry).toBeVisible({ timeout: 30_000 });

    stack.api.start();
    await waitForUrl(`${stack.apiUrl}/api/health`, 60_000, (res) => res.status === 200);
    await validatorsRetry.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Validator statistics' })).toBeVisible({ timeout: 30_000 });
    await expect(validatorsRetry).toHaveCount(0);

    await txRetry.focus();
    await tx.keyboard.press('Enter');
    await expect(tx.getByText(xrpPattern(PAYMENT.deliveredDrops)).first()).toBeVisible({ timeout: 30_000 });
    await expect(txRetry).toHaveCount(0);
  });
});
