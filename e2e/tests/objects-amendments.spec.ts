import { expect, test } from '@playwright/test';

/**
 * Amendments and ledger objects on the recorded mainnet data of the replay node: the DeepFreeze
 * lifecycle (its EnableAmendment names it and links its page), a cancelled escrow reached from the
 * transaction that deleted it, a claimed payment channel, an AMM pool touched by three recorded
 * transactions, and a ledger-object index typed into the search.
 */

const DEEP_FREEZE_TX = '976281D793337FF5377A36409F2A1432DADAB64DB5064E12E71B1AC491EA3021';
const DEEP_FREEZE_ID = 'DAF3A6EB04FA5DC51E8E4F23E9B7022B693EFA636F23F22664746C77B5786B23';
/** EscrowCancel at ledger 29,187,944 of the escrow created at 28,991,004. */
const ESCROW_CANCEL_TX = 'B24B9D7843F99AED7FB8A3929151D0CCF656459AE40178B77C9D44CED64E839B';
const ESCROW = 'DC5F3851D8A1AB622F957761E5963BC5BD439D5C24AC6AD7AC4523F0640244AC';
const CHANNEL = '5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3';
const AMM = 'C55741BDA5F2590DD0F0EF7F620F133C0B73C382A8987068CA2DD886D99FD3B5';

test('DeepFreeze: its EnableAmendment names it, one click opens its page with the ID, enabled in ledger 95,893,505', async ({ page }) => {
  await page.goto(`/transaction/${DEEP_FREEZE_TX}`);
  const main = page.getByRole('main');
  await expect(main.getByText(/The network enabled amendment/).first()).toBeVisible();
  await main.getByRole('link', { name: 'DeepFreeze' }).first().click();
  await expect(page).toHaveURL(/\/amendment\/DeepFreeze$/);
  await expect(page.getByRole('heading', { level: 1, name: 'DeepFreeze' })).toBeVisible();
  await expect(page.getByTestId('amendment-id')).toHaveText(DEEP_FREEZE_ID);
  await expect(page.getByTestId('history-sentence')).toHaveText('Enabled at ledger 95,893,505.');
  await expect(page.getByText('Votes are not recorded on the offline network')).toBeVisible();

  await page.goto('/amendments');
  await expect(page.getByRole('heading', { level: 1, name: 'Amendments' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Enabled \(74\)/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /In majority \(2\)/ })).toBeVisible();
});

test('a cancelled escrow opens from the transaction that deleted it: last state, created then deleted', async ({ page }) => {
  await page.goto(`/transaction/${ESCROW_CANCEL_TX}`);
  const objects = page.getByTestId('affected-objects');
  await objects.getByRole('button', { name: 'Show objects' }).click();
  await objects.getByRole('link', { name: new RegExp(`^${ESCROW}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/object/${ESCROW}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Escrow' })).toBeVisible();
  await expect(page.getByText('Deleted in ledger 29,187,944')).toBeVisible();
  await expect(page.getByTestId('deleted-by')).toContainText(ESCROW_CANCEL_TX.slice(0, 8));
  await expect(page.getByRole('region', { name: 'History (2)' })).toBeVisible();
});

test('a claimed payment channel shows its claimed share; an AMM pool its three recorded transactions', async ({ page }) => {
  await page.goto(`/object/${CHANNEL}`);
  await expect(page.getByRole('meter', { name: 'Claimed share of the channel' })).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByText('As of ledger 29,385,089')).toBeVisible();

  await page.goto(`/object/${AMM}`);
  await expect(page.getByRole('heading', { level: 1, name: 'AMM' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'History (3)' })).toBeVisible();
  await expect(page.getByText(/Earlier history not recorded/)).toBeVisible();
});

test('a ledger-object index typed into the home search opens the object page', async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Explore the XRP Ledger' });
  await form.getByRole('searchbox').fill(CHANNEL.toLowerCase());
  await form.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/object/${CHANNEL}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'PayChannel' })).toBeVisible();
});

test('a ledger-object index sent by a search form before the app runs (GET /search?q=) also opens the object page', async ({ page }) => {
  // The server answers the form with a 303 to the transaction page (it does not ask the node); that page finds no
  // transaction, asks /api/resolve, and replaces itself with the object page.
  await page.goto(`/search?q=${ESCROW.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/object/${ESCROW}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Escrow' })).toBeVisible();
});

test('an unknown object index and an unknown amendment name show not-found naming what was searched', async ({ page }) => {
  await page.goto(`/object/${'A'.repeat(64)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger object not found' })).toBeVisible();
  await expect(page.getByText('A'.repeat(64))).toBeVisible();
  await page.goto('/amendment/NoSuchAmendment');
  await expect(page.getByRole('heading', { level: 1, name: 'Amendment not found' })).toBeVisible();
});
