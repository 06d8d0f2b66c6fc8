/**
 * `/balances` and `/tokens` against the bundled real state: the replay node serves the recorded
 * full-state mainnet ledgers (`replay/data/mainnet/ledger-{38129,40000}-full.json`) through
 * `ledger_data`, the API's indexer aggregates them, the pages draw the result. Expectations are
 * recomputed here from the recorded file of the ledger the page names (never typed in by hand).
 * Set SHOTS_DIR to save light, dark and phone screenshots of both pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const DATA_DIR = path.resolve(__dirname, '../../replay/data/mainnet');
const SHOTS_DIR = process.env.SHOTS_DIR;

interface StateObject {
  LedgerEntryType: string;
  Account?: string;
  Balance?: string | { currency: string; value: string };
  Owner?: string;
  Amount?: string;
  HighLimit?: { issuer: string };
  LowLimit?: { issuer: string };
}

/** The recorded full state of `ledgerIndex`: AccountRoot balances plus escrow per owner, in drops, ranked. */
function recordedState(ledgerIndex: number) {
  const file = path.join(DATA_DIR, `ledger-${ledgerIndex}-full.json`);
  expect(existsSync(file), `recorded full state of ledger ${ledgerIndex}`).toBe(true);
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const ledger = raw.result?.ledger ?? raw.ledger ?? raw.result ?? raw;
  const state: StateObject[] = ledger.accountState;
  const escrow = new Map<string, bigint>();
  for (const o of state) if (o.LedgerEntryType === 'Escrow' && o.Owner && o.Amount) escrow.set(o.Owner, (escrow.get(o.Owner) ?? 0n) + BigInt(o.Amount));
  const ranked = state
    .filter((o) => o.LedgerEntryType === 'AccountRoot')
    .map((o) => ({ account: o.Account!, supply: BigInt(o.Balance as string) + (escrow.get(o.Account!) ?? 0n) }))
    .sort((a, b) => (a.supply === b.supply ? 0 : a.supply > b.supply ? -1 : 1));
  const lines = state.filter((o) => o.LedgerEntryType === 'RippleState');
  return { ranked, lines };
}

/** Ledger index named by the page's "Computed from the full ledger state of ledger #N" line. */
async function describedLedger(page: Page): Promise<number> {
  const source = page.getByTestId('ledger-source');
  // The first index is built at start: the page shows the indexer's progress until it is done.
  await expect(source).toBeVisible({ timeout: 40_000 });
  const text = (await source.textContent()) ?? '';
  const match = /ledger #([\d,]+), closed (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) UTC/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1].replace(/,/g, ''));
}

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS_DIR, `e2e-${name}-${scheme}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS_DIR, `e2e-${name}-phone.png`) });
}

test('/balances shows the rich list and cohorts of the recorded full-state ledger', async ({ page }) => {
  await page.goto('/balances');
  await expect(page.getByRole('heading', { level: 1, name: 'XRP Rich List & Balance Distribution' })).toBeVisible();
  await expect(page.getByText('XRPL Analytics')).toBeVisible();
  await expect(page.getByText('Updated hourly')).toBeVisible();
  const ledgerIndex = await describedLedger(page);
  const { ranked } = recordedState(ledgerIndex);

  await expect(page.getByText(`Showing 1–${ranked.length.toLocaleString('en-US')} of ${ranked.length.toLocaleString('en-US')} accounts`)).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // The top three rows are the three largest AccountRoot balances (plus escrow) of that ledger.
  const rows = page.getByTestId('rich-row');
  await expect(rows.first()).toBeVisible();
  for (let i = 0; i < 3; i += 1) {
    await expect(rows.nth(i)).toContainText(`#${i + 1}`);
    await expect(rows.nth(i).getByRole('link').first()).toHaveAttribute('href', `/account/${ranked[i].account}`);
  }

  // Every account falls in exactly one cohort.
  const counts = await page.getByTestId('cohort-count').allTextContents();
  const total = counts.reduce((sum, text) => sum + Number(/^([\d,]+) accounts?$/.exec(text.trim())?.[1].replace(/,/g, '') ?? 'NaN'), 0);
  expect(total).toBe(ranked.length);
  await expect(page.getByTestId('cohort-chart')).toBeVisible();
  // The text says what the API counts: liquid balance plus escrow (no Escrow existed in 2013's state).
  await expect(page.getByTestId('cohort-basis')).toContainText('liquid balance plus their escrow');

  // The CSV download is served.
  const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.ok()).toBe(true);
  expect((await csv.text()).split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(ranked.length);

  await shoot(page, 'balances');
});

test('/tokens lists the trust-line tokens of the recorded full-state ledger, searchable and sortable', async ({ page }) => {
  await page.goto('/tokens');
  await expect(page.getByRole('heading', { level: 1, name: 'Token Directory' })).toBeVisible();
  const ledgerIndex = await describedLedger(page);
  const { lines } = recordedState(ledgerIndex);
  const api = await (await page.request.get('/api/tokens?limit=1')).json();
  // Zero-balance lines whose issuer the line does not tell are counted apart, not as any token's.
  const unattributed = Number(api.unattributedZeroLines ?? 0);
  await expect(page.getByTestId('token-trustlines')).toContainText((lines.length - unattributed).toLocaleString('en-US'));
  // Figures name their window: the offline prices come from 2 recorded ledgers, never "24h"; the
  // sentiment counts every token (spec §4).
  expect(api.window).toMatchObject({ kind: 'recorded', ledgers: 2, full24h: false });
  await expect(page.getByRole('columnheader', { name: 'Volume (2 recorded ledgers)' })).toBeVisible();
  // Only tokens that traded count (issue 39 item 14): "N of M tokens with a 24h price change are up", or N/A saying that none of the {total} changed.
  const total = api.total.toLocaleString('en-US');
  await expect(page.getByTestId('token-sentiment')).toContainText(new RegExp(`(?:tokens with a 24h price change are up|none of the ${total} tokens has a 24h price change)`));
  await expect(page.getByTestId('token-sentiment')).not.toContainText('in the last 24h');
  const rows = page.getByTestId('token-row');
  await expect(rows.first()).toBeVisible();

  // Search by currency: every row left is that currency.
  const currency = (lines[0].Balance as { currency: string }).currency;
  await page.getByRole('searchbox', { name: 'Search by token or issuer' }).fill(currency.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${currency.toLowerCase()}`));
  for (const text of await rows.allTextContents()) expect(text).toContain(currency);
  await page.getByRole('searchbox', { name: 'Search by token or issuer' }).fill('no-token-like-this');
  await expect(page.getByRole('heading', { name: 'No tokens found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();

  // Sort by trustlines: the column never increases down the table.
  await page.getByRole('combobox', { name: 'Sort tokens by' }).click();
  await page.getByRole('option', { name: 'Sort: Trustlines' }).click();
  await expect(page).toHaveURL(/sort=trustlines/);
  const trustlines = await page.locator('[data-testid=token-row] td:nth-child(6)').allTextContents();
  const values = trustlines.map((t) => Number(t.replace(/[^\d]/g, '')));
  expect(values.length).toBeGreaterThan(0);
  expect(values).toEqual([...values].sort((a, b) => b - a));

  // The token opens its token page; the issuer link opens the issuer's account page.
  const links = rows.first().getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.first()).toHaveAttribute('href', /^\/token\/[^/]+\.r[1-9A-HJ-NP-Za-km-z]{24,34}$/);
  await expect(links.last()).toHaveAttribute('href', /^\/account\/r[1-9A-HJ-NP-Za-km-z]{24,34}$/);
  await shoot(page, 'tokens');
});
