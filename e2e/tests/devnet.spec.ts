import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * The devnet stack (`playwright.devnet.config.ts`: `REPLAY_NETWORK=devnet`, built-in
 * `replay/data/devnet`): the header names the network, server-rendered and after hydration; a
 * devnet transaction page (the Batch of ledger 3918590) renders with no console error; a mainnet
 * transaction is not found there.
 */
const LEDGER = JSON.parse(readFileSync(path.resolve(__dirname, '../../replay/data/devnet/ledger-3918590-expanded-devnet.json'), 'utf8'));
const BATCH = LEDGER.transactions.find((t: { TransactionType: string }) => t.TransactionType === 'Batch');
/** A recorded mainnet payment (replay/data/mainnet), unknown on devnet. */
const MAINNET_HASH = '589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D';
/** The recorded mainnet ledger (replay/data/mainnet): home's example on mainnet, not offered on devnet. */
const MAINNET_LEDGER = '94084608';

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

test('the header shows the Devnet badge on home, at phone width too', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('note', { name: 'Network: Devnet' })).toHaveText('Devnet');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('note', { name: 'Network: Devnet' })).toBeVisible();
});

test("home offers devnet's recorded examples, each found, and says devnet XRP has no market price", async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/');
  const market = page.getByTestId('market-card');
  await expect(market).toContainText('Devnet XRP has no market price');
  await expect(page.getByRole('button', { name: `Ledger ${MAINNET_LEDGER}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Ledger 3918590' }).click();
  await page.getByRole('search', { name: 'Explore the XRP Ledger' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/ledger\/3918590$/);
  await expect(page.getByRole('heading', { level: 1, name: /Ledger.*3,?918,?590/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a devnet transaction page is server-rendered with the Devnet badge', async ({ page }) => {
    await page.goto(`/transaction/${BATCH.hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Network: Devnet' })).toBeVisible();
  });
});

test('the Batch of devnet ledger 3918590: its inner transactions with their results and links, no console error', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`/transaction/${BATCH.hash}`);
  await expect(page.getByTestId('transaction-hash')).toHaveText(BATCH.hash);
  const inner = page.getByTestId('batch-inner');
  await expect(inner.getByRole('heading', { name: `Inner transactions (${BATCH.RawTransactions.length})` })).toBeVisible();
  await expect(inner.getByRole('listitem')).toHaveCount(BATCH.RawTransactions.length);
  await expect(inner.getByText('tesSUCCESS')).toHaveCount(BATCH.RawTransactions.length);
  const first = inner.getByRole('link').first();
  const innerHash = (await first.getAttribute('href'))!.split('/').pop()!;
  await first.click();
  await expect(page.getByTestId('transaction-hash')).toHaveText(innerHash);
  await expect(page.getByRole('note', { name: 'Network: Devnet' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a mainnet transaction is not found on devnet', async ({ page }) => {
  await page.goto(`/transaction/${MAINNET_HASH}`);
  await expect(page.getByRole('heading', { name: 'Transaction Not Found' })).toBeVisible();
});
