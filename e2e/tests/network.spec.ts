import { expect, test } from '@playwright/test';

test('home shows the search panel, the Network Statistics card and the Learning Guide with values from the offline network', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('search', { name: 'Explore the XRP Ledger' })).toBeVisible();
  const stats = page.getByTestId('network-stats');
  await expect(stats).toBeVisible();
  const api = await (await request.get('/api/network/stats')).json();
  await expect(stats).toContainText(`${(Number(api.reserveBaseXrp)).toString()} / ${Number(api.reserveIncrementXrp).toString()} XRP`);
  await expect(stats).toContainText('Offline replay network');
  await expect(page.getByRole('heading', { name: 'Learning Guide' })).toBeVisible();
});

test('the statistics card follows ledger closes in advance mode, with no reload', async ({ page }) => {
  await page.goto('/');
  const index = page.getByTestId('stats-ledger-index');
  await expect(index).toHaveText(/^#[\d,]+$/);
  const first = await index.textContent();
  await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
  await expect(index).not.toHaveText(first ?? '', { timeout: 9_000 });
  await expect(page.getByText(/tx\/s|Measuring…/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
});
