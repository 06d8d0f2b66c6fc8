import { expect, test, type Page } from '@playwright/test';
import { recordedPayment } from './data';

/**
 * The server's markup is a working page from its first paint, before the browser has taken it over
 * (the shell's `main.js` is held back here, as on a slow phone): a tapped link navigates, the search
 * forms submit with GET to `/search?q=…`, and a tap on a control that needs the app is announced as
 * unavailable, then replayed once the page is taken over.
 */
const PAYMENT = recordedPayment('589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D');

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Holds every request for the shell's `main.js` until `release()`: the page stays server markup meanwhile. */
async function holdShellCode(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const notTakenOver = (page: Page) => expect(page.locator('#root[data-ssr-theme]')).toHaveCount(1);

test('a link tapped before the takeover reaches its page', async ({ page }) => {
  const release = await holdShellCode(page);
  try {
    await page.goto(`/transaction/${PAYMENT.hash}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
    await notTakenOver(page);
    await page.getByRole('banner').locator('a[href="/"]').first().tap();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Explore the XRP Ledger' })).toBeVisible();
  } finally {
    release();
  }
});

test('the page has loaded (its load event) while its code is still on its way', async ({ page }) => {
  const release = await holdShellCode(page);
  try {
    // `load` does not wait for the app's code (held here): the server's markup is the loaded page.
    await page.goto(`/transaction/${PAYMENT.hash}`, { waitUntil: 'load', timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
    await notTakenOver(page);
  } finally {
    release();
  }
  // The code, once it arrives, takes the page over.
  await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0);
});

test('a control that needs the app is announced as unavailable before the takeover, and a tap on it is replayed after', async ({ page }) => {
  const release = await holdShellCode(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  try {
    await page.goto(`/transaction/${PAYMENT.hash}`, { waitUntil: 'commit' });
    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await notTakenOver(page);
    // Forced: Playwright waits for an aria-disabled control to be enabled; a visitor taps it anyway.
    await toggle.tap({ force: true });
    // Nothing happens yet: the menu needs the app.
    await expect(page.getByRole('menuitem')).toHaveCount(0);
  } finally {
    release();
  }
  await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0);
  // Taken over: the control is no longer marked, and the tap made before opened the theme menu.
  await expect(page.getByTestId('theme-toggle')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: /Dark/ })).toBeVisible();
  await expect(page.locator('[data-ssr-wait]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('taken over before the page’s own code is here: the header works, and a tap on the content is replayed once the content is the app’s', async ({ page }) => {
  const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The account page's own chunk held back: the shell takes the page over without it.
  await page.route(/\/remotes\/mfe-account\/page-account\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  try {
    await page.goto(`/account/${ACCOUNT}`, { waitUntil: 'commit' });
    await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0);
    // The frame is the app's: the theme menu opens.
    await page.getByTestId('theme-toggle').tap();
    await expect(page.getByRole('menuitem', { name: /Dark/ })).toBeVisible();
    await page.keyboard.press('Escape');
    // The content is still the server's markup: a tap on a tab is held.
    const tokens = page.getByRole('tab', { name: 'Tokens' });
    await expect(tokens).toHaveAttribute('aria-selected', 'false');
    await tokens.tap({ force: true });
    await expect(tokens).toHaveAttribute('aria-selected', 'false');
  } finally {
    release();
  }
  // The page's code arrives, the content hydrates, and the tap made meanwhile is replayed.
  await expect(page.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});

test.describe('the search forms submit with GET', () => {
  test('before the takeover, the home search goes to the page found through /search?q=', async ({ page }) => {
    const release = await holdShellCode(page);
    const documents: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && documents.push(new URL(r.url()).pathname + new URL(r.url()).search));
    try {
      await page.goto('/', { waitUntil: 'commit' });
      const box = page.getByRole('search', { name: 'Explore the XRP Ledger' }).getByRole('searchbox');
      await expect(box).toBeVisible();
      await notTakenOver(page);
      await box.fill(PAYMENT.hash.toLowerCase());
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/transaction/${PAYMENT.hash}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
      expect(documents).toContain(`/search?q=${PAYMENT.hash.toLowerCase()}`);
    } finally {
      release();
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the search page is server-rendered; an invalid query comes back in the box with its message', async ({ page }) => {
      await page.goto('/search');
      await expect(page.getByRole('heading', { level: 1, name: 'Search the XRP Ledger' })).toBeVisible();
      const box = page.getByRole('search', { name: 'Search the XRP Ledger' }).getByRole('searchbox');
      await box.fill('ABC123');
      await page.getByRole('search', { name: 'Search the XRP Ledger' }).getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/search\?q=ABC123$/);
      await expect(box).toHaveValue('ABC123');
      await expect(page.getByText('Transaction hashes are 64 hexadecimal characters.')).toBeVisible();
      // A ledger index with the home box's spelling goes to the ledger page.
      await box.fill('#94,084,608');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/ledger\/94084608$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ledger #94,084,608' })).toBeVisible();
    });
  });
});
