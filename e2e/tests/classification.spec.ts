import { expect, test } from '@playwright/test';

/**
 * Every search-classification rule and message of spec §5, tried in the browser on the home
 * search panel (which classifies by content) and, for the kind-specific messages, the header
 * search box. The table is written from the spec, independently of the implementation. From the
 * home panel a transaction or an address is shown in place (spec §2 "Home": `/?q=…` with its
 * result heading); a ledger opens its page.
 */
const VALID: { input: string; type: 'Transaction' | 'Address' | 'Ledger'; url: RegExp; rule: string; heading?: string }[] = [
  { rule: '1: 16 hex starting with C-F is a CTID (uppercased)', input: 'c473910300100000', type: 'Transaction', url: /\/\?q=C473910300100000$/, heading: 'Transaction result' },
  { rule: '1: 64 hex is a hash (uppercased)', input: '589640406ac52e6092623a3124900877f7b63ab250e2ed97888b8ca364c3ad8d', type: 'Transaction', url: /\/\?q=589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D$/, heading: 'Transaction result' },
  { rule: "2: 'r' + 24-33 base58 is an address", input: 'rDsbeomae4FXwgQTJp9Rs64Qg9vDiTCdBv', type: 'Address', url: /\/\?q=rDsbeomae4FXwgQTJp9Rs64Qg9vDiTCdBv$/, heading: 'Account result' },
  { rule: '3: digits after removing # and commas is a ledger index', input: '#94,084,608', type: 'Ledger', url: /\/ledger\/94084608$/ },
  { rule: 'input is trimmed', input: '   94084608   ', type: 'Ledger', url: /\/ledger\/94084608$/ },
];

const INVALID: { input: string; message: string; rule: string }[] = [
  { rule: '4: partial hex starting with C-F, at most 16', input: 'C0FFEE', message: 'CTIDs must be 16 hexadecimal characters.' },
  { rule: "5: starts with 'r', longer than 20, malformed", input: 'r0OIl0OIl0OIl0OIl0OIl0OIl', message: "Classic XRP addresses start with 'r' and are 25-34 characters." },
  { rule: '6: other all-hex string', input: 'ABABABAB12', message: 'Transaction hashes are 64 hexadecimal characters.' },
  { rule: '6: hex longer than 64', input: 'A'.repeat(65), message: 'Transaction hashes are 64 hexadecimal characters.' },
  { rule: 'no match', input: 'hello world', message: 'Enter a transaction hash, CTID, XRP address, or ledger index.' },
];

test.describe('home search panel classification (spec §5)', () => {
  for (const c of VALID) {
    test(`valid: ${c.rule}`, async ({ page }) => {
      await page.goto('/');
      const form = page.getByRole('search', { name: 'Explore the XRP Ledger' });
      await form.getByRole('searchbox').fill(c.input);
      await expect(form.getByLabel(`Detected type: ${c.type}`)).toBeVisible();
      const button = form.getByRole('button', { name: 'Search' });
      await expect(button).toBeEnabled();
      await button.click();
      await expect(page).toHaveURL(c.url);
      if (c.heading) await expect(page.getByRole('heading', { name: c.heading })).toBeVisible();
    });
  }

  for (const c of INVALID) {
    test(`invalid: ${c.rule}`, async ({ page }) => {
      await page.goto('/');
      const form = page.getByRole('search', { name: 'Explore the XRP Ledger' });
      await form.getByRole('searchbox').fill(c.input);
      await expect(form.getByText(c.message, { exact: true })).toBeVisible();
      await expect(form.getByRole('button', { name: 'Search' })).toBeDisabled();
    });
  }

  test('empty input is invalid with no message', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Explore the XRP Ledger' });
    await form.getByRole('searchbox').fill('   ');
    await expect(form.getByRole('button', { name: 'Search' })).toBeDisabled();
    await expect(form.locator('p')).toHaveCount(0);
  });
});

test.describe('search page (spec §2 "Search page")', () => {
  test('invalid input shows the message and a disabled button; valid input enables it and Enter submits', async ({ page }) => {
    await page.goto('/search');
    const form = page.getByRole('search', { name: 'Search the XRP Ledger' }).last();
    const input = form.getByRole('searchbox').or(form.getByRole('textbox')).first();
    await expect(input).toBeFocused();
    await input.fill('hello world');
    await expect(page.getByText('Enter a transaction hash, CTID, XRP address, or ledger index.').first()).toBeVisible();
    await expect(form.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
    await input.fill('94084608');
    await expect(form.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/ledger\/94084608$/);
  });
});

test.describe('header search box kind messages (spec §5)', () => {
  const KIND_CASES: { kind: 'transaction' | 'address' | 'ledger'; label: string; input: string; message: string }[] = [
    { kind: 'transaction', label: 'Transaction', input: 'xyz-not-hex', message: 'Enter a valid transaction hash (64 hex) or CTID (16 hex).' },
    { kind: 'address', label: 'Address', input: 'abc', message: "Enter a classic XRP address starting with 'r'." },
    { kind: 'ledger', label: 'Ledger', input: 'abc', message: 'Ledger indices are numeric values.' },
  ];
  for (const c of KIND_CASES) {
    test(`${c.kind}: ${c.message}`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/');
      const header = page.getByTestId('header-search');
      // The kind picker (Radix Select): open it, pick the option, as a visitor does.
      await header.getByRole('combobox', { name: 'Search type' }).click();
      await page.getByRole('option', { name: c.label }).click();
      await expect(header.getByRole('combobox', { name: 'Search type' })).toHaveText(new RegExp(c.label));
      await header.getByRole('searchbox').fill(c.input);
      await expect(header.getByText(c.message, { exact: true })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Search' })).toBeDisabled();
    });
  }

  test('empty input does nothing', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const header = page.getByTestId('header-search');
    await header.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });
});
