import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { dropsToXrpText, recordedPayment } from './data';

/**
 * The first view rendered on the server (`shell/src/server.tsx` through
 * `server/src/boot.ts`): without JavaScript the page already shows its content; with it, the
 * client takes the server's DOM over (hydration, no console error), does not ask the API again for
 * the data the page carries, and the page answers clicks.
 */
const PAYMENT = recordedPayment('589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D');
const AMOUNT = Number(dropsToXrpText(PAYMENT.deliveredDrops)).toLocaleString('en-US', { maximumFractionDigits: 6 });

function record(page: Page) {
  const api: string[] = [];
  const errors: string[] = [];
  page.on('request', (r: Request) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/') && !u.pathname.startsWith('/api/stream/')) api.push(`${u.pathname}${u.search}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { api, errors };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the transaction page shows its summary, amount and parties', async ({ page }) => {
    await page.goto(`/transaction/${PAYMENT.hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
    await expect(page.getByText(new RegExp(`sent ${AMOUNT.replace('.', '\\.')} XRP to`)).first()).toBeVisible();
    await expect(page.getByTestId('transaction-hash')).toHaveText(PAYMENT.hash);
  });

  test('home shows the search panel and the market card; the ledger and validators pages their headings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Explore the XRP Ledger' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'XRP Market Info' })).toBeVisible();
    await page.goto('/validators');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Validators' })).toBeVisible();
    // A ledger the replay node holds in full (the page's own sample, `bench/budgets.json`).
    await page.goto('/ledger/94084608');
    await expect(page.getByRole('heading', { level: 1, name: 'Ledger #94,084,608' })).toBeVisible();
  });

  test('Page Not Found is rendered for an unknown path', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

test('with JavaScript the transaction page is taken over as served: no console error, no second request for its data, interactive', async ({ page }) => {
  const log = record(page);
  const html = await (await page.request.get(`/transaction/${PAYMENT.hash}`)).text();
  expect(html).toContain('<script type="application/json" id="ledgerlens-ssr">');
  expect(html).not.toContain(`href="/api/transaction/${PAYMENT.hash}"`);
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { ssrHeading?: Element | null }).ssrHeading = document.querySelector('#root h1');
    });
  });
  await page.goto(`/transaction/${PAYMENT.hash}`);
  // Taken over: the server's heading element is still the one shown.
  await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { ssrHeading?: Element | null }).ssrHeading?.isConnected)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(log.api.filter((r) => r.startsWith(`/api/transaction/${PAYMENT.hash}`) && !r.includes('/raw'))).toEqual([]);
  // Interactive: a link of the server's markup navigates on the client (no new document).
  await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Validators' }).click();
  await expect(page).toHaveURL(/\/validators$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Validators' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(log.errors).toEqual([]);
});

test('when the shell\'s code cannot load, the server markup is released: shown, its controls unmarked, its links work', async ({ page }) => {
  await page.route('**/main.js', (route) => route.abort());
  await page.goto(`/transaction/${PAYMENT.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction Details' })).toBeVisible();
  // Released at once (the boot script failed), not after the 10 s load-event fallback.
  await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0, { timeout: 3000 });
  await expect(page.locator('[data-ssr-wait]')).toHaveCount(0);
  // A plain link of the server's markup: a normal navigation, served by the server again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Validators' }).click();
  await expect(page).toHaveURL(/\/validators$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Validators' })).toBeVisible();
});

test('a visitor whose clock is a year ahead of the server takes the page over without a mismatch, then reads relative times on its own clock', async ({ page }) => {
  const log = record(page);
  const html = await (await page.request.get(`/transaction/${PAYMENT.hash}`)).text();
  // The server's own relative time of the transaction ("(4 years ago)"), in its markup.
  const served = /\((\d+) years? ago\)/.exec(html.replace(/<!--.*?-->/g, ''));
  expect(served).not.toBeNull();
  const years = Number(served![1]);
  await page.clock.install({ time: Date.now() + 366 * 24 * 3600 * 1000 });
  await page.goto(`/transaction/${PAYMENT.hash}`);
  await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0);
  // Hydrated at the server's render time (no mismatch, so no console error), then on the visitor's clock.
  await expect(page.getByText(`(${years + 1} years ago)`).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(log.errors).toEqual([]);
});

test('a dark theme choice is rendered dark by the server (cookie) and taken over without a console error', async ({ page, context }) => {
  const log = record(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('ledgerlens-theme', 'dark'));
  await context.addCookies([{ name: 'ledgerlens-theme', value: 'dark', url: page.url() }]);
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('data-ssr-theme="dark" data-ssr-pref="dark"');
  // Only the validators page's own requests count: home's validators card (within a viewport of
  // the fold on 1280 x 720) may ask for /api/validators while `/` is still open.
  log.api.length = 0;
  await page.goto('/validators');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Validators' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.waitForLoadState('networkidle');
  expect(log.api.filter((r) => r === '/api/validators')).toEqual([]);
  expect(log.errors).toEqual([]);
});

test.describe('in another time zone and locale than the server', () => {
  test.use({ timezoneId: 'America/New_York', locale: 'de-DE' });

  test('the page is rendered over by the client (local dates), without a console error or a second data request', async ({ page }) => {
    const log = record(page);
    await page.goto('/ledger/94084608');
    await expect(page.getByRole('heading', { level: 1, name: 'Ledger #94,084,608' })).toBeVisible();
    await expect(page.locator('#root[data-ssr-tz]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(log.api.filter((r) => r === '/api/ledger/94084608')).toEqual([]);
    expect(log.errors).toEqual([]);
  });
});

test.describe('one style sheet in <head>, no flash', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the server writes Emotion\'s styles once in <head>; the takeover inserts none of them again; nothing below the fold leaves the accessibility tree; no layout shift', async ({ page }) => {
    const log = record(page);
    const html = await (await page.request.get(`/transaction/${PAYMENT.hash}`)).text();
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).not.toContain('<style');
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-emotion="css [^"]+">/);
    await page.addInitScript(() => {
      const w = window as unknown as { cls: number; painted?: string };
      w.cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      // Before any script of the page ran (deferred scripts run after `interactive`): the server's CSS alone.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') w.painted = getComputedStyle(document.body).backgroundColor;
      });
    });
    await page.goto(`/transaction/${PAYMENT.hash}`);
    await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // The server's page is styled before JavaScript: the theme's background, not the browser's white.
    expect(await page.evaluate(() => (window as unknown as { painted?: string }).painted)).toBe('rgb(246, 247, 251)');
    // Every rule of a class once: the browser's Emotion cache took the server's ids over.
    const duplicates = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) if (/\.css-[a-z0-9]+/.test(rule.cssText)) seen.set(rule.cssText, (seen.get(rule.cssText) ?? 0) + 1);
      }
      return [...seen].filter(([, n]) => n > 1).map(([t]) => t.slice(0, 80));
    });
    expect(duplicates).toEqual([]);
    // Everything below the first screen is in Chromium's own accessibility tree (what a screen reader
    // gets, not the DOM) before it is scrolled to: `content-visibility: auto` would take the footer's
    // links out of it (measured in Chromium 156), so the page does not use it there.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ ignored?: boolean; name?: { value?: unknown } }> };
    const names = nodes.filter((n) => !n.ignored).map((n) => String(n.name?.value ?? ''));
    expect(names).toContain('Verify a payment');
    expect(names).toContain('Show technical details');
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(500);
    await page.mouse.wheel(0, -20_000);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThanOrEqual(0.05);
    expect(log.errors).toEqual([]);
  });

  test('a dark choice is dark before any script ran (no light flash)', async ({ page, context }) => {
    await context.addCookies([{ name: 'ledgerlens-theme', value: 'dark', url: 'http://localhost' }]);
    await page.addInitScript(() => {
      try {
        localStorage.setItem('ledgerlens-theme', 'dark');
      } catch {
        /* private mode */
      }
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') (window as unknown as { painted?: string }).painted = getComputedStyle(document.querySelector('#root header') ?? document.body).backgroundColor;
      });
    });
    await page.goto('/ledger/94084608');
    await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0);
    const painted = await page.evaluate(() => (window as unknown as { painted?: string }).painted);
    const after = await page.getByRole('banner').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(painted).toBe(after);
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});

test('every transaction row of a long ledger is in Chromium\'s accessibility tree at phone width before it is scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ledger/94084608');
  const table = page.getByRole('table', { name: /Transactions/ });
  await expect(table).toBeVisible();
  // The server's markup carries the first rows; the app draws the rest right after the takeover.
  await expect(page.getByRole('link', { name: /^Show all \d+ transactions$/ })).toHaveCount(0);
  const hashes = await page.locator('[data-testid="ledger-tx-row"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-hash') ?? ''));
  expect(hashes.length).toBeGreaterThan(50);
  // What a screen reader gets (not the DOM): `content-visibility: auto` would leave the rows far
  // below the first screen out of it until scrolled near (measured in Chromium 156: 20 of its 101 links were).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Accessibility.enable');
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: Array<{ ignored?: boolean; role?: { value?: unknown }; name?: { value?: unknown } }> };
  // Each row's hash link (its visible text: the hash's first 12 characters).
  const linked = new Set(nodes.filter((n) => !n.ignored && n.role?.value === 'link').map((n) => String(n.name?.value ?? '').slice(0, 12)));
  expect(hashes.filter((h) => !linked.has(h.slice(0, 12)))).toEqual([]);
});

/**
 * The pages whose remote now declares their first-render requests (`mfe-*\/src/pages.ts`, published
 * in the remote's manifest): the server renders them, the client takes them over without a console
 * error (no hydration mismatch) and does not ask again for the data the page carries.
 */
const DECLARED_PAGES: Array<{ path: string; data?: string; ready: (page: Page) => Locator }> = [
  { path: '/amendments', data: '/api/amendments', ready: (p) => p.getByRole('link', { name: 'DeepFreeze' }) },
  { path: '/amendment/ExpandedSignerList', data: '/api/amendments/ExpandedSignerList', ready: (p) => p.getByTestId('history-sentence') },
  // A payment channel of the recorded data, created then claimed.
  { path: '/object/5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3', data: '/api/objects/5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3', ready: (p) => p.getByRole('meter', { name: 'Claimed share of the channel' }) },
  { path: '/amm', data: '/api/amm', ready: (p) => p.getByTestId('amm-row').first() },
  { path: '/amm/r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M', data: '/api/amm/r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M', ready: (p) => p.getByTestId('amm-history-row').first() },
  { path: '/token/CNY.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK', data: '/api/tokens/CNY/rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK', ready: (p) => p.getByTestId('token-holder').first() },
  { path: '/nft/00081B581189F5687DBB7516339D6CCB5593D96622AD82DF08CFDA8600000A17', data: '/api/nfts/00081B581189F5687DBB7516339D6CCB5593D96622AD82DF08CFDA8600000A17', ready: (p) => p.getByTestId('nft-sale') },
  { path: '/search', ready: (p) => p.getByRole('heading', { level: 1, name: 'Search the XRP Ledger' }) },
];

for (const { path, data, ready } of DECLARED_PAGES) {
  test(`${path} is rendered on the server and taken over without a console error${data ? ' or a second request for its data' : ''}`, async ({ page }) => {
    const log = record(page);
    const res = await page.request.get(path);
    expect(res.headers()['server-timing']).toMatch(/ssr;desc="(render|hit|stale)/);
    const html = await res.text();
    expect(html).toContain('<div id="root" data-ssr-theme=');
    if (data) {
      expect(html).toContain('<script type="application/json" id="ledgerlens-ssr">');
      // Its answer is in the page: no preload for it.
      expect(html).not.toContain(`href="${data}"`);
    }
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await expect(page.locator('#root[data-ssr-theme]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    if (data) expect(log.api.filter((r) => r === data)).toEqual([]);
    expect(log.errors).toEqual([]);
  });
}
