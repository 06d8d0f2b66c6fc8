import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { dropsToXrpText } from './data';

/**
 * Four real mainnet transactions of the bundled replay data, each showing its sentence
 * (the API's per-type description) and its balance changes. Expectations come from the recorded
 * files (sender, fee, delivered amount, NFT id, AccountRoot entries whose Balance changed).
 */
type Json = Record<string, unknown>;
const DATA_DIR = path.resolve(__dirname, '../../replay/data/mainnet');

function recorded(hash: string) {
  const file = JSON.parse(readFileSync(path.join(DATA_DIR, `tx-${hash}.json`), 'utf8')) as Json;
  const result = (file.result ?? file) as Json;
  const tx = (result.tx_json ?? result.tx ?? result) as Json;
  const meta = (result.meta ?? result.metaData) as Json;
  const changedAccounts = (meta.AffectedNodes as Json[])
    .map((w) => Object.values(w)[0] as Json)
    .filter((n) => n.LedgerEntryType === 'AccountRoot' && (n.PreviousFields as Json | undefined)?.Balance !== undefined)
    .map((n) => String(((n.FinalFields ?? n.NewFields) as Json).Account));
  // The minted NFT: `meta.nftoken_id`, else the one id new in the NFTokenPage entries.
  const ids = (list: unknown) => (Array.isArray(list) ? list.map((t) => String(((t as Json).NFToken as Json).NFTokenID)) : []);
  const pages = (meta.AffectedNodes as Json[]).map((w) => Object.values(w)[0] as Json).filter((n) => n.LedgerEntryType === 'NFTokenPage');
  const before = new Set(pages.flatMap((n) => ids((n.PreviousFields as Json | undefined)?.NFTokens)));
  const minted = typeof meta.nftoken_id === 'string' ? meta.nftoken_id : pages.flatMap((n) => ids(((n.FinalFields ?? n.NewFields) as Json).NFTokens)).find((id) => !before.has(id));
  return { hash, tx, meta, account: String(tx.Account), fee: dropsToXrpText(String(tx.Fee)), changedAccounts, minted };
}

const CASES = [
  { name: 'a partial payment shows what was delivered, not its Amount', hash: '439B1D82C4739E4B3DD1FE440AE0EBE62E30C64FA7FF7DC0423B95CAF2FEB384', says: (r: ReturnType<typeof recorded>) => [`sent ${String((r.meta.delivered_amount as Json).value)}`, 'partial payment of up to'] },
  { name: 'an offer says what it sold on the DEX', hash: '42E717B9936C13DBA659E36AE8AC4D4C51D282AD851E0F068379B2F13E8BD73D', says: () => ['on the DEX'] },
  { name: 'an AMM deposit names the pool', hash: '6D85FF2BEE30E53F690A0DBEBCAAB83AD207E264A49EA83DE29A30A1BD36D06D', says: () => ['deposited', 'AMM pool'] },
  { name: 'an NFT mint names the NFT and its transfer fee', hash: '1C57BFD847DBBAB78211229AA9AC8965B8EF705390ABAD8C2E79C98520EE9B10', says: (r: ReturnType<typeof recorded>) => ['minted NFT', String(r.minted).slice(0, 8), 'transfer fee'] },
];

for (const c of CASES) {
  test(c.name, async ({ page }) => {
    const r = recorded(c.hash);
    await page.goto(`/transaction/${c.hash}`);
    const description = page.getByTestId('transaction-description');
    await expect(description).toBeVisible();
    for (const text of c.says(r)) await expect(description).toContainText(text);
    await expect(description.locator(`a[href="/account/${r.account}"]`).first()).toBeVisible();

    const balances = page.getByTestId('balance-changes');
    await expect(balances).toBeVisible();
    for (const account of r.changedAccounts) await expect(balances.locator(`a[href="/account/${account}"]`).first()).toBeVisible();
    await expect(balances).toContainText(`includes the ${r.fee} XRP fee`);

    // Affected objects open on demand and list every entry of the metadata.
    const objects = page.getByTestId('affected-objects');
    await objects.getByRole('button', { name: 'Show objects' }).click();
    await expect(objects.getByRole('listitem')).toHaveCount((r.meta.AffectedNodes as unknown[]).length);
  });
}

/**
 * A real mainnet OfferCreate of the replay data with 2,635 affected nodes (ledger
 * 69064176, see replay/data/mainnet/PROVENANCE.md). The page draws one screenful of its balance
 * changes and of its objects, says how many there are, and grows on demand from the keyboard.
 */
const HUGE = '9BE43A0058FF4C358015CD89CE754AFEF201A6FF3D7E2C868B8C7E61DB00BD68';

test('a transaction with 2,635 affected nodes draws one screenful, and the rest on demand by keyboard, page by page from the API', async ({ page }) => {
  const r = recorded(HUGE);
  const nodes = (r.meta.AffectedNodes as unknown[]).length;
  expect(nodes).toBe(2635);
  // The whole answer, as API clients read it: the order every page must follow.
  const whole = (await (await page.request.get(`/api/transaction/${HUGE}`)).json()) as { balanceChanges: { account: string }[]; affectedObjects: { index: string }[] };
  expect(whole.affectedObjects).toHaveLength(nodes);
  const asked: string[] = [];
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.pathname.startsWith(`/api/transaction/${HUGE}`)) asked.push(`${u.pathname.slice(`/api/transaction/${HUGE}`.length)}${u.search}`);
  });
  await page.goto(`/transaction/${HUGE}`);

  const balances = page.getByTestId('balance-changes');
  const rows = balances.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const count = balances.getByTestId('balance-changes-count');
  await expect(count).toHaveText(/^Showing 10 of [\d,]+ balance changes$/);
  const total = Number((await count.textContent())!.match(/of ([\d,]+)/)![1].replace(/,/g, ''));
  expect(total).toBe(whole.balanceChanges.length);
  expect(total).toBeGreaterThan(1000);
  await expect(balances.getByRole('table')).toHaveAttribute('aria-rowcount', String(total + 1));
  // The page read only the page-sized answer, inlined in the server-rendered page (`?lists=25`,
  // asked by the shell's server): the browser never asks for the whole lists.
  expect(asked).toEqual([]);
  expect(await (await page.request.get(`/transaction/${HUGE}`)).text()).toContain('<script type="application/json" id="ledgerlens-ssr">');
  // A key press on a button reaches its handler once the browser has taken the server's markup over.
  await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-ssr-theme') === false);
  const more = balances.getByRole('button', { name: 'Show 50 more' });
  await more.focus();
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(60);
  await expect(rows.nth(10).getByRole('link').first()).toBeFocused();
  await expect(rows.nth(10)).toHaveAttribute('aria-rowindex', '12');
  await expect(rows.nth(59).getByRole('link').first()).toHaveAttribute('href', `/account/${whole.balanceChanges[59].account}`);
  await balances.getByRole('button', { name: 'Show 50 more' }).click();
  await expect(rows).toHaveCount(110);
  await expect(rows.nth(60).getByRole('link').first()).toBeFocused();
  await expect(rows.nth(109).getByRole('link').first()).toHaveAttribute('href', `/account/${whole.balanceChanges[109].account}`);
  await expect(count).toHaveText(`Showing 110 of ${total.toLocaleString('en-US')} balance changes`);

  const objects = page.getByTestId('affected-objects');
  await expect(objects).toContainText('Affected ledger objects (2,635)');
  await objects.getByRole('button', { name: 'Show objects' }).click();
  const items = objects.getByRole('listitem');
  await expect(items).toHaveCount(25);
  await expect(items.first()).toHaveAttribute('aria-setsize', String(nodes));
  await expect(objects).toContainText('Showing 25 of 2,635 objects');
  await objects.getByRole('button', { name: 'Show 100 more' }).focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(125);
  await expect(items.nth(25)).toBeFocused();
  await expect(items.nth(25)).toHaveAttribute('aria-posinset', '26');
  await objects.getByRole('button', { name: 'Show 100 more' }).click();
  await expect(items).toHaveCount(225);
  await expect(items.nth(125)).toBeFocused();
  await expect(items.nth(224)).toContainText(whole.affectedObjects[224].index);
  await expect(items.nth(224)).toHaveAttribute('aria-setsize', String(nodes));
  await expect(objects).toContainText('Showing 225 of 2,635 objects');
  // One request per page, each asked once (the first page came with the server-rendered page).
  expect(asked).toEqual([
    '/balance-changes?offset=25&limit=50',
    '/balance-changes?offset=75&limit=50',
    '/affected-objects?offset=25&limit=100',
    '/affected-objects?offset=125&limit=100',
  ]);

  // The grown lists pass axe (WCAG 2.x A/AA, serious or critical).
  // In the page itself (legacy mode): no frames here, so the default mode's merge step is pure cost.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .include('[data-testid="balance-changes"]')
    .include('[data-testid="affected-objects"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.passes.length).toBeGreaterThan(0);
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
