import { expect, test, type Page } from '@playwright/test';

/**
 * What the tips and articles promise about pasted input, in every search box of the real app:
 * a secret key (seed) is refused with the secret-key warning and never sent anywhere (no request
 * of the page carries it, in its URL, headers or body, and the address bar never shows it); an
 * X-address opens the account page, which shows the classic address and the destination tag.
 */

/** A recorded mainnet account of the replay data (replay/data/mainnet). */
const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';
/** Its X-address with destination tag 12345 (ripple-address-codec `classicAddressToXAddress(ACCOUNT, 12345, false)`). */
const X_ADDRESS = 'X7jAqtFdZSwANn4sfm9YvjRcU9jgqcR1VXqaPuy7W1JNQVK';
/**
 * The genesis account's published family seed (the seed of `masterpassphrase`, rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh):
 * a real seed that is public knowledge, so the test holds no one's secret.
 */
const SEED = 'snoPBrXtMeMyMHUVTgbuqAfg1SUTb';
const SECRET_WARNING = /This is a secret key \(seed\), not an address\. Anyone who has it controls the account: it was not sent anywhere\./;

const BOXES = [
  { name: 'home panel', path: '/', form: (page: Page) => page.getByRole('search', { name: 'Explore the XRP Ledger' }) },
  { name: 'search page', path: '/search', form: (page: Page) => page.getByRole('search', { name: 'Search the XRP Ledger' }) },
  { name: 'header', path: '/validators', form: (page: Page) => page.getByRole('search', { name: 'Site search' }) },
];

/** Every request of the page, with what it carried. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push([request.url(), JSON.stringify(request.headers()), request.postData() ?? ''].join(' '));
  });
  return seen;
}

for (const box of BOXES) {
  test(`${box.name}: a pasted secret key is refused with the warning and sent nowhere`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const seed = SEED;
    const seen = recordRequests(page);
    await page.goto(box.path);
    const form = box.form(page);
    await form.getByRole('searchbox').fill(seed);
    await expect(form.getByText(SECRET_WARNING)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Search' })).toBeDisabled();
    await form.getByRole('searchbox').press('Enter');
    // Longer than the prefetch's quiet time.
    await page.waitForTimeout(1000);
    expect(page.url()).not.toContain(seed);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((r) => r.includes(seed))).toEqual([]);
  });

  test(`${box.name}: a pasted X-address opens the account page with its tag`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const x = X_ADDRESS;
    await page.goto(box.path);
    const form = box.form(page);
    await form.getByRole('searchbox').fill(x);
    await expect(form.getByText('X-address: opens the account it stands for, with its destination tag.')).toBeVisible();
    await form.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/account/${x}$`));
    await expect(page.getByText('X-address with tag 12345')).toBeVisible();
    await expect(page.getByText(`${ACCOUNT} and destination tag 12345`, { exact: false })).toBeVisible();
  });
}
