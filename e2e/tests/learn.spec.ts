import { expect, test } from '@playwright/test';

// The nine articles of spec §3 in hub order.
const ARTICLES = [
  ['xrpl-basics', 'what-is-xrpl'],
  ['xrpl-basics', 'destination-tag-vs-memo'],
  ['xrpl-basics', 'understanding-fees'],
  ['using-ledgerlens', 'search-functionality'],
  ['using-ledgerlens', 'verify-payments'],
  ['using-ledgerlens', 'trace-funds'],
  ['transaction-issues', 'reading-transactions'],
  ['transaction-issues', 'missing-xrp-faq'],
  ['transaction-issues', 'missing-destination-tag'],
] as const;

test('each of the nine articles opens from the hub with its body, and no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  for (const [section, slug] of ARTICLES) {
    await page.goto('/en/learn');
    const card = page.getByRole('main').locator(`a[href="/en/learn/${section}/${slug}"]`);
    await expect(card.locator('h3')).toBeVisible();
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/en/learn/${section}/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('article-body')).toContainText(/\w{4,}/);
    await expect(page.getByText('Was this article helpful?')).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('an unknown slug shows Article Not Found', async ({ page }) => {
  await page.goto('/en/learn/xrpl-basics/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText('Article not found or could not be loaded')).toBeVisible();
});

// Issue 39 item 7: GitHub-flavoured Markdown tables (remark-gfm), fitting a 390 px phone.
for (const [section, slug] of [
  ['using-ledgerlens', 'search-functionality'],
  ['using-ledgerlens', 'verify-payments'],
  ['transaction-issues', 'reading-transactions'],
] as const) {
  test(`${slug}: its table is a table at 390 px, with no sideways page scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/en/learn/${section}/${slug}`);
    const region = page.getByTestId('article-body').getByRole('region', { name: /^Table: / });
    await expect(region.getByRole('table')).toBeVisible();
    await expect(region.getByRole('columnheader').first()).toBeVisible();
    await expect(page.getByTestId('article-body')).not.toContainText('|---|');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The table's own region is in the tab order (it scrolls there if it must).
    await region.focus();
    await expect(region).toBeFocused();
  });
}

test('a real CTID from the bundled data decodes and leads to its transaction', async ({ page }) => {
  // Recorded mainnet payment 589640…AD8D: ledger 74682627, transaction index 16 (replay/data/mainnet).
  await page.goto('/ctid');
  await page.getByRole('textbox', { name: 'CTID', exact: true }).fill('C473910300100000');
  await page.getByRole('button', { name: 'Decode CTID' }).click();
  await expect(page.getByTestId('ctid-decoded')).toContainText('74682627');
  await expect(page.getByTestId('ctid-hash')).toHaveText('589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D');
  await page.getByRole('link', { name: 'View Full Transaction' }).click();
  await expect(page.getByText('589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D').first()).toBeVisible();
  await page.goto('/ctid');
  await page.getByRole('textbox', { name: 'Ledger index', exact: true }).fill('4294967295');
  await page.getByRole('textbox', { name: 'Transaction index', exact: true }).fill('0');
  await page.getByRole('button', { name: 'Generate CTID' }).click();
  await expect(page.getByTestId('ctid-error')).toContainText('Ledger index too large to encode in CTID');
});

test('home shows the Learning Guide: 26 tips, one open at a time', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'All (26)' })).toBeVisible();
  await page.getByText('Never share a seed').click();
  await expect(page.getByText('Anyone who has it controls the account', { exact: false }).first()).toBeVisible();
});
