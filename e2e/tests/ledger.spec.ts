import { expect, test } from '@playwright/test';
import { dropsToXrpText, recordedLedger } from './data';

// Real expanded mainnet ledgers from the bundled replay data; every expected figure is recomputed from the files.
const BUSY = recordedLedger(90150378);
const FIRST = recordedLedger(309936);
const SECOND = recordedLedger(309937);

const title = (index: number) => `Ledger #${index.toLocaleString('en-US')}`;

test('a recorded ledger shows its counts, fees, hashes and every transaction in index order', async ({ page }) => {
  await page.goto(`/ledger/${BUSY.ledgerIndex}`);
  await expect(page.getByRole('heading', { level: 1, name: title(BUSY.ledgerIndex) })).toBeVisible();
  const tiles = page.getByRole('list', { name: 'Ledger summary' });
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Transactions' })).toContainText(String(BUSY.transactionCount));
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Successful' })).toContainText(String(BUSY.successful));
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Failed' })).toContainText(String(BUSY.failed));
  await expect(tiles.getByRole('listitem').filter({ hasText: 'Total fees' })).toContainText(`${dropsToXrpText(BUSY.feeDrops)} XRP`);
  await expect(page.getByTestId('ledger-hash')).toHaveText(BUSY.hash);
  await expect(page.getByTestId('ledger-parent-hash')).toHaveText(BUSY.parentHash);

  const rows = page.getByTestId('ledger-tx-row');
  await expect(rows).toHaveCount(BUSY.transactionCount);
  await expect(rows.first()).toHaveAttribute('data-hash', BUSY.hashes[0]);
  await expect(rows.last()).toHaveAttribute('data-hash', BUSY.hashes.at(-1) as string);

  // The same ledger by its hash.
  await page.goto(`/ledger/${BUSY.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: title(BUSY.ledgerIndex) })).toBeVisible();
  await expect(page.getByTestId('ledger-tx-row')).toHaveCount(BUSY.transactionCount);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a busy ledger shows its first 20 transactions and a link that shows every one', async ({ page }) => {
    expect(BUSY.transactionCount).toBeGreaterThan(20);
    await page.goto(`/ledger/${BUSY.ledgerIndex}`);
    const rows = page.getByTestId('ledger-tx-row');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toHaveAttribute('data-hash', BUSY.hashes[0]);
    await page.getByRole('link', { name: `Show all ${BUSY.transactionCount} transactions` }).click();
    await expect(page).toHaveURL(new RegExp(`/ledger/${BUSY.ledgerIndex}\\?rows=all$`));
    await expect(rows).toHaveCount(BUSY.transactionCount);
    await expect(rows.last()).toHaveAttribute('data-hash', BUSY.hashes.at(-1) as string);
    await expect(page.getByRole('link', { name: /^Show all/ })).toHaveCount(0);
  });
});

test('Prev and Next move by one where the data has neighbours, and say "Ledger Not Available" where it does not', async ({ page }) => {
  await page.goto(`/ledger/${FIRST.ledgerIndex}`);
  await expect(page.getByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/ledger/${SECOND.ledgerIndex}$`));
  await expect(page.getByRole('heading', { level: 1, name: title(SECOND.ledgerIndex) })).toBeVisible();
  await expect(page.getByTestId('ledger-tx-row').first()).toHaveAttribute('data-hash', SECOND.hashes[0]);
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) })).toBeVisible();
  await page.getByRole('button', { name: 'Prev' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger Not Available' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Latest Ledger' })).toBeVisible();
});

test('a ledger hash pasted into search reaches its ledger page, which says why', async ({ page }) => {
  await page.goto('/');
  const input = page.getByRole('search', { name: 'Explore the XRP Ledger' }).getByRole('searchbox');
  await input.fill(FIRST.hash);
  await input.press('Enter');
  // Home shows a 64-hex search in place (/?q=…); no transaction has it, a ledger does: its page opens.
  await expect(page).toHaveURL(new RegExp(`/ledger/${FIRST.hash}$`));
  await expect(page.getByRole('heading', { level: 1, name: title(FIRST.ledgerIndex) })).toBeVisible();
  await expect(page.getByText(`is the hash of ledger ${FIRST.ledgerIndex}`)).toBeVisible();
});

test('bad ledger identifiers get a clear message, never a server error', async ({ page, request }) => {
  for (const bad of ['0', '-1', '4294967296', '1e6', '0x10', 'A'.repeat(63), 'A'.repeat(65), '١٢٣']) {
    const res = await request.get(`/api/ledger/${encodeURIComponent(bad)}`);
    expect(res.status(), bad).toBe(400);
    expect((await res.json()).error, bad).toBeTruthy();
  }
  await page.goto('/ledger/1e6');
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger Not Available' })).toBeVisible();
  await expect(page.getByText('is not a ledger index, ledger hash or latest')).toBeVisible();
});

test('/ledger/latest advances by itself with each ledger close, without a reload', async ({ page }) => {
  const info = await (await page.request.get('/api/ledger/latest')).json();
  test.skip(typeof info.ledgerIndex !== 'number', 'no latest ledger');
  await page.goto('/ledger/latest');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Ledger #/);
  const first = await heading.textContent();
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
  // Advance mode reveals a ledger about every 4 s (npm start): two close intervals.
  await expect(heading).not.toHaveText(first ?? '', { timeout: 9_000 });
  await expect(page.getByText('Following each ledger close')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
});
