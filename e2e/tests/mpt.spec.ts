/**
 * MPTs (XLS-33) on a devnet stack: the issuance page `/mpt/{id}`, search by a 48-hex
 * MPTokenIssuanceID, the account page's MPTs tab and an MPT escrow finish named by its ticker.
 * The records are the vendored devnet files (`replay/data/devnet`, NetworkID 2); expectations come
 * from those files.
 *
 * Runs in `npm run test:e2e:devnet` (`playwright.devnet.config.ts`: `REPLAY_NETWORK=devnet`); the
 * mainnet stack has no MPT records, so the mainnet config leaves it out, and it skips, saying so,
 * on a stack that is not devnet. Set SHOTS_DIR to save light, dark, desktop and phone screenshots.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const DATA_DIR = path.resolve(__dirname, '../../replay/data/devnet');
const SHOTS_DIR = process.env.SHOTS_DIR;

type Json = Record<string, any>;
const recorded = (hash: string): Json => {
  const raw = JSON.parse(readFileSync(path.join(DATA_DIR, `tx-${hash}-devnet.json`), 'utf8'));
  return raw.result ?? raw;
};

// EscrowFinish of an "ESC" MPT (AssetScale 2, XLS-89 long keys), devnet ledger 302962.
const ESCROW_FINISH = 'A6787B51DC9D72ADB6A82DA6A00DF435FAB28FA6B2DBBF85AD36D97EA4D70B2B';
const ESC = '00049F5B0E03A3031B3E0C1D16A700640EA5CF727268E14F';
// MPTokenIssuanceCreate of "TBILL" (AssetScale 4, compact keys), devnet ledger 1347207.
const TBILL_CREATE = '555FAFDB99B239567FDF30DDF22BA3B30F8E70D8D06833B1270AC600E1575948';
const HOLDER = 'ra7Hb2nXmaG8tqvkargwZf7kTLeRpTV2vT';

test.beforeEach(async ({ page }) => {
  const network = await page.request.get('/api/network').then((r) => (r.ok() ? r.json() : undefined), () => undefined);
  test.skip(network?.id !== 2, 'needs a devnet stack (REPLAY_NETWORK=devnet, see the header)');
});

async function shots(page: Page, name: string, ready: () => Promise<void>) {
  if (!SHOTS_DIR) return;
  for (const theme of ['light', 'dark'] as const) {
    for (const [device, width] of [['desktop', 1280], ['phone', 390]] as const) {
      await page.setViewportSize({ width, height: device === 'phone' ? 844 : 900 });
      await page.evaluate((t) => {
        localStorage.setItem('ledgerlens-theme', t);
        document.cookie = `ledgerlens-theme=${t}; path=/`;
      }, theme);
      await page.reload();
      await ready();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${theme}-${device}.png`), fullPage: true });
    }
  }
}

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('the issuance page: ticker, issuer from the ID, scaled supply, flags, compact metadata with https links', async ({ page }) => {
  const errors = watchConsole(page);
  const create = recorded(TBILL_CREATE);
  const id = create.meta.mpt_issuance_id as string;
  await page.goto(`/mpt/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'TBILL' })).toBeVisible();
  await expect(page.getByText('T-Bill Yield Token').first()).toBeVisible();
  await expect(page.getByRole('link', { name: create.tx_json.Account }).first()).toHaveAttribute('href', `/account/${create.tx_json.Account}`);
  // MaximumAmount 50000000 at AssetScale 4.
  await expect(page.getByText('5000.0000 TBILL').first()).toBeVisible();
  await expect(page.getByTestId('mpt-flag-canTransfer')).toContainText('On');
  await expect(page.getByRole('link', { name: 'https://exampleyield.co/tbill' })).toHaveAttribute('href', 'https://exampleyield.co/tbill');
  await shots(page, 'mpt-page', () => page.getByRole('heading', { level: 1 }).first().waitFor());
  expect(errors).toEqual([]);
});

test('an unknown issuance shows the not-found state; a malformed one says what an MPTokenIssuanceID is', async ({ page }) => {
  await page.goto(`/mpt/${'0'.repeat(8)}${'A'.repeat(40)}`);
  await expect(page.getByRole('heading', { name: 'MPT issuance not found' })).toBeVisible();
});

test('search: a 48-hex MPTokenIssuanceID opens its page from the home box', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('search', { name: 'Explore the XRP Ledger' }).getByRole('searchbox');
  await box.fill(ESC.toLowerCase());
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/mpt/${ESC}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'ESC' })).toBeVisible();
});

test("the account's MPTs tab lists the held MPT, scaled and named", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(`/account/${HOLDER}`);
  // The devnet replay records no reserve fees: the page says so instead of a number.
  await expect(page.getByTestId('reserved-balance')).toHaveText('Not reported by the node');
  await page.getByRole('tab', { name: 'MPTs' }).click();
  const row = page.getByTestId('account-mpt-held');
  await expect(row).toContainText('ESC');
  await expect(row).toContainText('1000.00');
  await expect(row.getByRole('link', { name: 'ESC' })).toHaveAttribute('href', `/mpt/${ESC}`);
  await shots(page, 'mpt-account-tab', async () => {
    await page.getByRole('tab', { name: 'MPTs' }).click();
    await page.getByTestId('account-mpt-held').first().waitFor();
  });
  expect(errors).toEqual([]);
});

test('an MPT escrow finish reads its amount scaled and named by its ticker', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(`/transaction/${ESCROW_FINISH}`);
  await expect(page.getByText(/1,?000\.00 ESC/).first()).toBeVisible();
  await shots(page, 'mpt-escrow-finish', () => page.getByText(/1,?000\.00 ESC/).first().waitFor());
  expect(errors).toEqual([]);
});
