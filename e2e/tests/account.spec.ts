import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The recorded account with the most history (SAMPLES.address); expected values from the raw files.
const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';
const DATA_DIR = path.resolve(__dirname, '../../replay/data/mainnet');

/** Newest AccountRoot final fields of the account across the recorded transactions. */
function recordedRoot(account: string): Record<string, any> {
  let best: { order: number; fields: Record<string, any> } | undefined;
  for (const name of readdirSync(DATA_DIR).filter((f) => f.endsWith('.json'))) {
    const json = JSON.parse(readFileSync(path.join(DATA_DIR, name), 'utf8'));
    const root = json.result ?? json;
    const entries = root.ledger?.transactions ?? root.transactions ?? [root];
    for (const entry of entries) {
      const meta = entry?.meta ?? entry?.metaData;
      const ledger = Number(entry?.ledger_index ?? root.ledger?.ledger_index ?? root.ledger_index);
      if (!meta?.AffectedNodes || !Number.isFinite(ledger)) continue;
      for (const wrapper of meta.AffectedNodes) {
        const [kind, node] = Object.entries(wrapper)[0] as [string, any];
        const fields = kind === 'CreatedNode' ? node.NewFields : node.FinalFields;
        if (node.LedgerEntryType !== 'AccountRoot' || fields?.Account !== account) continue;
        const order = ledger * 1e5 + Number(meta.TransactionIndex ?? 0);
        if (!best || order > best.order) best = { order, fields };
      }
    }
  }
  return best!.fields;
}

const grouped = (drops: string) => {
  const xrp = (Number(BigInt(drops)) / 1e6).toFixed(6).replace(/\.?0+$/, '');
  const [whole, frac] = xrp.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
};

test('a recorded account shows the balance and OwnerCount of its AccountRoot, pages its history and keeps filters on reload and back/forward', async ({ page }) => {
  const root = recordedRoot(ACCOUNT);
  await page.goto(`/account/${ACCOUNT}`);
  await expect(page.getByTestId('total-balance')).toHaveText(`${grouped(root.Balance)} XRP`);
  await expect(page.getByTestId('owner-count')).toHaveText(String(root.OwnerCount));
  await expect(page.getByTestId('account-sequence')).toHaveText(String(root.Sequence));

  await page.goto(`/account/${ACCOUNT}?showDust=true`);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  const first = await page.getByTestId('history-row').first().getAttribute('data-hash');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Page 2 of \d/)).toBeVisible();
  await expect(page.getByTestId('history-row').first()).not.toHaveAttribute('data-hash', first!);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('history-row').first()).toHaveAttribute('data-hash', first!);

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('searchbox', { name: 'Search transactions' }).fill(first!.slice(0, 12));
  await expect(page).toHaveURL(/search=/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue(first!.slice(0, 12));
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/search=/);
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue(first!.slice(0, 12));
});

test('an invalid address, a pasted seed and an unknown account get the spec messages', async ({ page }) => {
  await page.goto('/account/rNOTAREALADDRESS1234567890');
  await expect(page.getByRole('heading', { name: 'Check the account address' })).toBeVisible();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const seed = 'sp8y8kecNjy88BZRr9U991iiRzFNf';
  await page.goto(`/account/${seed}`);
  await expect(page.getByRole('heading', { name: 'This is a secret key' })).toBeVisible();
  expect(requests.filter((u) => u.includes('/api/') && u.includes(seed))).toEqual([]);
  await page.goto('/account/rrrrrrrrrrrrrrrrrrrrBZbvji');
  await expect(page.getByRole('heading', { name: 'Account not available' })).toBeVisible();
});

test('every example button opens a loaded page, not an error', async ({ page }) => {
  // Home: the panel's example buttons fill the input; Enter searches.
  const homeButtons = () => page.getByText('Try an example:').locator('..').getByRole('button');
  await page.goto('/');
  await expect(homeButtons().first()).toBeVisible();
  const home = await homeButtons().count();
  expect(home).toBe(3);
  for (let i = 0; i < home; i += 1) {
    await page.goto('/');
    await homeButtons().nth(i).click();
    await page.getByRole('search', { name: 'Explore the XRP Ledger' }).getByRole('searchbox').press('Enter');
    // An address or a transaction is shown on home in place (/?q=…); a ledger opens its page.
    await expect(page).toHaveURL(/\/(\?q=|ledger\/)/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Transaction Not Found|Wallet Data Unavailable/)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Not Available|Not Found|not available|Check the/);
  }
  // Search page: the example cards navigate at once.
  const cards = () => page.getByRole('region', { name: 'Try an example' }).getByRole('button');
  await page.goto('/search');
  await expect(cards().first()).toBeVisible();
  const count = await cards().count();
  expect(count).toBe(3);
  for (let i = 0; i < count; i += 1) {
    await page.goto('/search');
    await cards().nth(i).click();
    await expect(page).toHaveURL(/\/(account|transaction|ledger)\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Not Available|Not Found|not available|Check the/);
  }
});
