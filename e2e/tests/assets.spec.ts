/**
 * AMM pools, tokens and NFTs on the offline network: the replay node serves recorded mainnet
 * metadata (`replay/data/mainnet`), the API builds the asset answers, the pages draw them.
 * Expectations come from the recorded files (never typed-in ledger figures where a file has them).
 * Set SHOTS_DIR to save light, dark, desktop and phone screenshots of each page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const DATA_DIR = path.resolve(__dirname, '../../replay/data/mainnet');
const SHOTS_DIR = process.env.SHOTS_DIR;

type Json = Record<string, any>;
const recorded = (hash: string): Json => {
  const raw = JSON.parse(readFileSync(path.join(DATA_DIR, `tx-${hash}.json`), 'utf8'));
  return raw.result ?? raw;
};
const nodeOf = (tx: Json, kind: string, type: string) => tx.meta.AffectedNodes.map((n: Json) => n[kind]).find((n: Json) => n?.LedgerEntryType === type);

const XAH_POOL = 'r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M';
const AMM_CREATE = '29E41A784E011E9205D0543979F9917343290B03982EDD2BB1F1066708F33D2F';
const AMM_VOTE = 'CF1A1290562C22ECE53597DC4CCDB14E848E07D6F0840F3359682DBF97DBBF05';
const WITHDRAW_ALL = '68AD5C03CCF55D84EDB68E92E014716E6D059A4D6779E1E1595EBCC2E14E8B39';
const BROKERED = 'E6CE3C3C554BA01891A9D12E89062C34BBEA6282CF8AA4D9AF8BF7D0E7D26B7D';

async function shots(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  for (const theme of ['light', 'dark'] as const) {
    for (const [device, width] of [['desktop', 1280], ['phone', 390]] as const) {
      await page.setViewportSize({ width, height: device === 'phone' ? 844 : 900 });
      await page.evaluate((t) => {
        localStorage.setItem('ledgerlens-theme', t);
        document.cookie = `ledgerlens-theme=${t}; path=/`;
      }, theme);
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${theme}-${device}.png`), fullPage: true });
    }
  }
}

test('a pool with its create and vote: fee recomputed from the vote slots next to the ledger value', async ({ page }) => {
  const vote = recorded(AMM_VOTE);
  const amm = nodeOf(vote, 'ModifiedNode', 'AMM').FinalFields;
  const slots = amm.VoteSlots.map((v: Json) => v.VoteEntry);
  const num = slots.reduce((s: number, v: Json) => s + v.TradingFee * v.VoteWeight, 0);
  const den = slots.reduce((s: number, v: Json) => s + v.VoteWeight, 0);
  await page.goto(`/amm/${XAH_POOL}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('XRP / XAH');
  await expect(page.getByTestId('fee-sum')).toContainText(`= ${num.toLocaleString('en-US')} ÷ ${den.toLocaleString('en-US')}`);
  // Nearest, ties to even (rippled Number.cpp, AMMVote.cpp).
  const q = Math.floor(num / den);
  const rest2 = 2 * (num - q * den);
  await expect(page.getByTestId('fee-sum')).toContainText(`→ ${rest2 > den || (rest2 === den && q % 2 === 1) ? q + 1 : q}`);
  await expect(page.getByTestId('implied-price')).toContainText('(reserve ratio, no fee)');
  await expect(page.getByTestId('implied-price')).toContainText('Buy 1 XRP: ≈');
  await expect(page.getByText(`${Number((amm.TradingFee / 1000).toFixed(3))}%`).first()).toBeVisible();
  const rows = page.getByTestId('amm-history-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByRole('link', { name: 'AMMCreate' })).toHaveAttribute('href', `/transaction/${AMM_CREATE}`);
  await expect(rows.nth(1).getByRole('link', { name: 'AMMVote' })).toHaveAttribute('href', `/transaction/${AMM_VOTE}`);
  await shots(page, 'amm-pool');
});

test('the AMM transaction links to its pool, and the pool list links to each pool', async ({ page }) => {
  await page.goto(`/transaction/${AMM_VOTE}`);
  await page.getByRole('link', { name: 'AMM pool page' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/amm/${XAH_POOL}$`));
  await page.goto('/amm');
  await expect(page.getByTestId('amm-row').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'XRP / XAH' })).toHaveAttribute('href', `/amm/${XAH_POOL}`);
  await shots(page, 'amm-list');
});

test('the deleted pool shows its last state and the transaction that emptied it', async ({ page }) => {
  const deleted = nodeOf(recorded(WITHDRAW_ALL), 'DeletedNode', 'AMM').FinalFields;
  await page.goto(`/amm/${deleted.Account}`);
  await expect(page.getByText('This pool was emptied and deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: `${WITHDRAW_ALL.slice(0, 16)}…` })).toHaveAttribute('href', `/transaction/${WITHDRAW_ALL}`);
  await expect(page.getByTestId('amm-history-row').last()).toContainText('Deleted the pool');
  await shots(page, 'amm-deleted');
});

// Issue 39 item 6: a well-formed NFTokenID the node does not know: 404 with what the ID encodes, and the page shows it.
test('an unknown NFTokenID: the API answers 404 with its decoded fields, the page shows them under "Not found on this node"', async ({ page, request }) => {
  const tx = recorded(BROKERED);
  const known = tx.meta.nftoken_id as string;
  // The same issuer, taxon and flags, another serial: an NFT nobody recorded.
  const unknown = `${known.slice(0, 56)}FFFFFFFF`;
  const answer = await request.get(`/api/nfts/${unknown}`);
  expect(answer.status()).toBe(404);
  const body = await answer.json();
  expect(body).toMatchObject({ known: false, id: unknown, serial: 0xffffffff, transferFee: parseInt(known.slice(4, 8), 16) });
  expect(body.issuer).toMatch(/^r/);
  await page.goto(`/nft/${unknown}`);
  await expect(page.getByText('Not found on this node')).toBeVisible();
  const decoded = page.getByTestId('nft-not-known');
  await expect(decoded.getByRole('heading', { level: 1 })).toHaveText(`Taxon ${body.taxon} · serial #${body.serial}`);
  await expect(decoded).toContainText(`${body.transferFeePercent} (${body.transferFee.toLocaleString('en-US')} / 100,000)`);
  await expect(decoded.getByRole('link', { name: new RegExp(body.issuer.slice(0, 6)) })).toHaveAttribute('href', `/account/${body.issuer}`);
  await shots(page, 'nft-not-known');
});

test("a token's issuer settings from its recorded AccountRoot, and search by CUR.issuer", async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Explore the XRP Ledger' }).getByRole('searchbox');
  await search.fill('CNY.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/token\/CNY\.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CNY');
  // ripplecn.com is the Domain of the issuer's recorded AccountRoot.
  await expect(page.getByTestId('issuer-setting-domain').getByRole('link', { name: 'ripplecn.com' })).toBeVisible();
  await expect(page.getByTestId('issuer-setting-noFreeze')).toContainText('The issuer can freeze your trust line alone, or all its tokens at once (global freeze)');
  await expect(page.getByTestId('token-holder').first()).toBeVisible();
  await shots(page, 'token');
});

test('the token, AMM pool and account pages fit a phone: nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/token/CNY.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK');
  await expect(page.getByTestId('token-holder').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A pool of a token with 16-digit reserves (4,256,714,378,784.309 PONGO): its figures wrap.
  await page.goto('/amm/rP5J7x4HyHKQUUfrfzvuq28iLwiKPf7yv5');
  await expect(page.getByText('LP token supply')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Five tabs (with NFTs and escrows, checks, channels) scroll inside their list.
  await page.goto('/account/rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn');
  await expect(page.getByRole('tab', { name: 'NFTs' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the brokered NFT sale: seller, broker and issuer royalty from the metadata', async ({ page }) => {
  const tx = recorded(BROKERED);
  const id = tx.meta.nftoken_id as string;
  const sell = nodeOf(tx, 'DeletedNode', 'NFTokenOffer');
  await page.goto(`/transaction/${BROKERED}`);
  const idLink = page.getByRole('link', { name: id }).first();
  await expect(idLink).toHaveAttribute('href', `/nft/${id}`);
  await idLink.click();
  await expect(page).toHaveURL(new RegExp(`/nft/${id}$`));
  const sale = page.getByTestId('nft-sale');
  await expect(sale).toContainText(`Price ${Number(sell.FinalFields.Amount) / 1e6} XRP`);
  await expect(sale).toContainText('Issuer royalty 175 XRP');
  await expect(sale).toContainText('Seller received 2325 XRP');
  await shots(page, 'nft');
  // The account page lists it in its NFTs tab.
  await page.goto('/account/rNYKGnHrjSnKXQGgACciyCLg4xRcwWZixN');
  await page.getByRole('tab', { name: 'NFTs' }).click();
  await expect(page.getByTestId('account-nft').first().getByRole('link').first()).toHaveAttribute('href', `/nft/${id}`);
});
