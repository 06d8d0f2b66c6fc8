import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// Fees and reserves in force per ledger. Expected values come from the replay's data files:
// the December 2024 change (ledger 92508417, documentation examples) and the 2021 SetFee (ledger 66462465).
const DATA_DIR = path.resolve(__dirname, '../../replay/data/mainnet');
const read = (name: string) => JSON.parse(readFileSync(path.join(DATA_DIR, name), 'utf8'));
const CHANGE = read('ledger_entry-feesettings-92508417-doc.json');
const SETFEE_2021 = read('tx-5922A0BA30621C60B2B6DDBC3FF6B5BB509EB3685C4C3D56696A9FE4FE6D48A3.json').tx;
const xrp = (drops: number | string) => `${Number(drops) / 1e6} XRP`;
const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';

function feeRow(page: Page, term: string) {
  return page.locator('[aria-labelledby="ledger-supply-title"] div', { has: page.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }) }).locator('dd');
}

test('ledger 94,084,608 (2025-02-12) shows 1 XRP / 0.2 XRP in force since ledger 92,508,417, labelled a documentation example', async ({ page }) => {
  await page.goto('/ledger/94084608');
  await expect(page.getByRole('heading', { name: 'Supply and fees' })).toBeVisible();
  await expect(feeRow(page, 'Base reserve')).toHaveText(xrp(CHANGE.ReserveBaseDrops));
  await expect(feeRow(page, 'Owner reserve (per object)')).toHaveText(xrp(CHANGE.ReserveIncrementDrops));
  expect(xrp(CHANGE.ReserveBaseDrops)).toBe('1 XRP');
  expect(xrp(CHANGE.ReserveIncrementDrops)).toBe('0.2 XRP');
  await expect(page.getByTestId('ledger-fees-source')).toContainText(`since ledger ${Number(CHANGE.PreviousTxnLgrSeq).toLocaleString('en-US')}`);
  await expect(page.getByTestId('ledger-fees-source')).toContainText('documentation example');
});

test('ledger 90,150,378 (before the change) keeps 10 XRP / 2 XRP', async ({ page }) => {
  await page.goto('/ledger/90150378');
  await expect(feeRow(page, 'Base reserve')).toHaveText(xrp(SETFEE_2021.ReserveBase));
  await expect(feeRow(page, 'Owner reserve (per object)')).toHaveText(xrp(SETFEE_2021.ReserveIncrement));
  await expect(page.getByTestId('ledger-fees-source')).not.toContainText('documentation example');
  await expect(page.getByTestId('ledger-fees-source')).toContainText('since ledger 66,462,465'); // the 2021 SetFee
});

test(`the account page of ${ACCOUNT} reserves 1 + 49 × 0.2 = 10.8 XRP with today's fees`, async ({ page, request }) => {
  const api = await (await request.get(`/api/account/${ACCOUNT}`)).json();
  const reserveDrops = Number(CHANGE.ReserveBaseDrops) + api.ownerCount * Number(CHANGE.ReserveIncrementDrops);
  expect(api.ownerCount).toBe(49);
  expect(reserveDrops).toBe(10_800_000);
  await page.goto(`/account/${ACCOUNT}`);
  await expect(page.getByTestId('reserved-balance')).toHaveText(xrp(reserveDrops));
  await expect(page.getByText(/10\.8 XRP = 1 XRP base \+ 49 objects × 0\.2 XRP, the fees in force since ledger 92,508,417/)).toBeVisible();
});
