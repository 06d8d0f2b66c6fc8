import { expect, test, type Page } from '@playwright/test';

/**
 * Identity and permissions: typed object views and the account section
 * "Identity & permissions".
 *
 * - On the mainnet replay (the default stack): a SignerList (signers and quorum) reached from the
 *   account page section of its owner, a credential-free account, a DepositPreauth and a directory.
 * - On the devnet stack (`REPLAY_NETWORK=devnet`, `npm run test:e2e:devnet`; the recorded devnet
 *   records of `replay/data/devnet`, NetworkID 2): a deleted Credential, an Oracle's price table, a
 *   DID shown as hex, and an account's credentials.
 * Each group skips, saying why, on the other network's stack.
 */

/** SignerListSet of rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn (recorded mainnet): two signers, quorum 2. */
const SIGNER_OWNER = 'rf1BiGeXwwQoi8Z2ueFYTEXSwuJYfV2Jpn';
const SIGNER_LIST = 'A9C28A28B85CD533217F5C0A0C7767666B093FA58A0F2D80026FCC4CD932DDC7';
const DEPOSIT_PREAUTH = 'C2D0317AD266B93CB3B36AEB0ABB673B0AFFAB134809CCACFD7158F539603C3A';

/** Devnet: CredentialCreate 418,572 → CredentialAccept 418,573 → CredentialDelete 418,575. */
const DELETED_CREDENTIAL = '7B685088D546B9E8905D26206F452BB2F44D9A33C9BD9BCF280F7BA39015A955';
/** Devnet: Band Protocol's oracle after OracleSet at 4,597,060. */
const BAND_ORACLE = 'C2C071249153646820D07F5B61C737717EC55E0384706E1E52EFFBE39341E1E3';
/** Devnet ledger 3,918,590: DIDSet with DIDDocument "A1B1" (not UTF-8), CredentialAccept of "DLDLDL". */
const DID_OWNER = 'rwYQJfUw3Gk2nE6yA7F8kqLkkgScpngn94';
const CREDENTIAL_SUBJECT = 'r3rw3QY2ojL3BdLrNEYkjcS9W5MqwsaA4y';

async function servesDevnet(page: Page): Promise<boolean> {
  const res = await page.request.get(`/api/objects/${DELETED_CREDENTIAL}`);
  return res.ok();
}

/** The `<dd>` of a typed-view row. */
const row = (page: Page, label: string) => page.getByTestId('object-view').locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('mainnet replay', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(await servesDevnet(page), 'This stack serves devnet: the mainnet records are not there.');
  });

  test('the owner of a signer list sees it in "Identity & permissions"; its object page shows signers and quorum', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
    await page.goto(`/account/${SIGNER_OWNER}`);
    const section = page.getByTestId('identity-permissions');
    await expect(section.getByRole('heading', { name: 'Identity & permissions' })).toBeVisible();
    const signers = section.getByTestId('signer-list');
    await expect(signers).toContainText('2');
    await expect(signers).toContainText('rsA2Lp');
    await signers.getByRole('link', { name: new RegExp(`^SignerList ${SIGNER_LIST}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/object/${SIGNER_LIST}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'SignerList' })).toBeVisible();
    await expect(row(page, 'SignerQuorum')).toContainText('of a total weight of 2');
    const table = page.getByRole('table', { name: /SignerEntries/ });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'All fields' })).toContainText('SignerQuorum');
    expect(errors).toEqual([]);
  });

  test('a DepositPreauth is account-based and names the preauthorized account', async ({ page }) => {
    await page.goto(`/object/${DEPOSIT_PREAUTH}`);
    await expect(page.getByRole('heading', { level: 1, name: 'DepositPreauth' })).toBeVisible();
    await expect(page.getByTestId('object-view-status')).toContainText('Account-based');
    await expect(row(page, 'Authorize').getByRole('link')).toHaveAttribute('href', /^\/account\/r/);
  });
});

test.describe('devnet records', () => {
  test.beforeEach(async ({ page }) => {
    test.skip(!(await servesDevnet(page)), 'This stack does not serve the devnet records (replay/data/devnet).');
  });

  test('a deleted Credential shows as deleted, with its last state', async ({ page }) => {
    await page.goto(`/object/${DELETED_CREDENTIAL}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Credential' })).toBeVisible();
    await expect(page.getByText('Deleted in ledger 418,575')).toBeVisible();
    await expect(page.getByTestId('object-view-status')).toContainText('Deleted');
    await expect(page.getByTestId('object-view-status')).toContainText('Accepted');
    await expect(row(page, 'CredentialType')).toHaveText('My test credential');
    await expect(page.getByRole('region', { name: /History \(3\)/ })).toBeVisible();
  });

  test('an Oracle shows its price table with Scale applied', async ({ page }) => {
    await page.goto(`/object/${BAND_ORACLE}`);
    const table = page.getByRole('table', { name: /PriceDataSeries/ });
    await expect(table.getByRole('row', { name: /XRP USD 0\.6241 253302a0 9/ })).toBeVisible();
    await expect(row(page, 'Provider')).toHaveText('Band Protocol');
  });

  test('an account\'s credentials held and its DID shown as hex, by keyboard to the object page', async ({ page }) => {
    await page.goto(`/account/${CREDENTIAL_SUBJECT}`);
    const held = page.getByTestId('credentials-held');
    await expect(held).toContainText('DLDLDL');
    await held.getByRole('link', { name: /^Credential / }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Credential' })).toBeVisible();
    await page.goto(`/account/${DID_OWNER}`);
    await expect(page.getByTestId('did')).toContainText('A1B1');
  });
});
