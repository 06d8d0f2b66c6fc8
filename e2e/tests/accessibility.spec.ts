import { expect, test } from '@playwright/test';
import { auditRoutes, axe, COMBOS, h1, type RouteCase } from './axe-audit';
import { recordedPayment } from './data';

/**
 * WCAG 2.2 AA audit of every route of the spec (§2) with axe-core, on the recorded mainnet data of
 * the replay node: light and dark theme (the `ledgerlens-theme` key), desktop and phone width.
 * A serious or critical violation fails the test and is printed (rule, impact, count, targets).
 * The audit itself is `axe-audit.ts` (the devnet pages: `accessibility-devnet.spec.ts`).
 */

const PAYMENT = recordedPayment('589640406AC52E6092623A3124900877F7B63AB250E2ED97888B8CA364C3AD8D');
/** The recorded account with the most history (SAMPLES.address). */
const ACCOUNT = 'rapido5rxPmP4YkMZZEeXSHqWefxHEkqv6';
/** A ledger recorded with all its transactions (ledger-94084608-expanded.json). */
const LEDGER = 94084608;
/** A payment channel created at ledger 29,380,080 and claimed at 29,385,089 (recorded transactions). */
const CHANNEL = '5DB01B7FFED6B67E6B0414DED11E051D2EE2B7619CE0EAA6286D67A3A4D5BDB3';

const ROUTES: RouteCase[] = [
  { name: 'home', path: '/', ready: (p) => p.getByRole('search', { name: 'Explore the XRP Ledger' }) },
  { name: 'search', path: '/search', ready: (p) => h1(p, 'Search the XRP Ledger') },
  { name: 'transaction (hash)', path: `/transaction/${PAYMENT.hash}`, ready: (p) => p.getByRole('main').getByText(PAYMENT.to).first() },
  { name: 'transaction (CTID)', path: `/transaction/${PAYMENT.ctid}`, ready: (p) => p.getByRole('main').getByText(PAYMENT.to).first() },
  { name: 'account (no address)', path: '/account', ready: (p) => h1(p) },
  { name: 'account', path: `/account/${ACCOUNT}`, ready: (p) => p.getByTestId('history-row').first() },
  { name: 'ledger (latest)', path: '/ledger', ready: (p) => h1(p, /^Ledger #/) },
  { name: 'ledger', path: `/ledger/${LEDGER}`, ready: (p) => p.getByRole('main').getByRole('table').first() },
  { name: 'validators', path: '/validators', ready: (p) => p.getByTestId('validator-row').first() },
  { name: 'tokens', path: '/tokens', ready: (p) => p.getByTestId('token-row').first() },
  { name: 'balances', path: '/balances', ready: (p) => p.getByTestId('rich-row').first() },
  { name: 'amm pools', path: '/amm', ready: (p) => p.getByTestId('amm-row').first() },
  { name: 'amm pool', path: '/amm/r9zeQhjj3scQFDRriCJpMjDtW6eWjWnp6M', ready: (p) => p.getByTestId('amm-history-row').first() },
  { name: 'amm pool (deleted)', path: '/amm/rGjXpVMZtX5KFPNxt7srucLuLsPXxHLCPe', ready: (p) => p.getByTestId('amm-history-row').first() },
  { name: 'token', path: '/token/CNY.rnuF96W4SZoCJmbHYBFoJZpR8eCaxNvekK', ready: (p) => p.getByTestId('token-holder').first() },
  { name: 'nft', path: '/nft/00081B581189F5687DBB7516339D6CCB5593D96622AD82DF08CFDA8600000A17', ready: (p) => p.getByTestId('nft-sale') },
  { name: 'learn hub', path: '/en/learn', ready: (p) => p.getByRole('main').locator('a[href="/en/learn/xrpl-basics/what-is-xrpl"]') },
  { name: 'article', path: '/en/learn/xrpl-basics/what-is-xrpl', ready: (p) => p.getByTestId('article-body') },
  { name: 'ctid', path: '/ctid', ready: (p) => p.getByRole('button', { name: 'Decode CTID' }) },
  { name: 'amendments', path: '/amendments', ready: (p) => p.getByRole('link', { name: 'DeepFreeze' }) },
  { name: 'amendment', path: '/amendment/ExpandedSignerList', ready: (p) => p.getByTestId('history-sentence') },
  // A payment channel of the recorded data, created then claimed.
  { name: 'ledger object', path: `/object/${CHANNEL}`, ready: (p) => p.getByRole('meter', { name: 'Claimed share of the channel' }) },
  { name: 'not found', path: '/this/route/does/not/exist', ready: (p) => h1(p, 'Page Not Found') },
];

auditRoutes(ROUTES);

/**
 * A real transaction with 2,635 affected nodes (replay data, ledger 69064176) with both long lists
 * opened and grown once ("Show 50 more", "Show 100 more"): the partial table and list with their real
 * counts (aria-rowcount, aria-setsize) pass the same audit.
 */
test.describe('axe WCAG 2.2 AA, a huge transaction with its lists grown', () => {
  for (const combo of [COMBOS[0], COMBOS[3]]) {
    test(`${combo.theme}, ${combo.label}`, async ({ page }) => {
      await page.setViewportSize(combo.viewport);
      await page.emulateMedia({ colorScheme: combo.theme });
      await page.addInitScript((theme) => window.localStorage.setItem('ledgerlens-theme', theme), combo.theme);
      await page.goto('/transaction/9BE43A0058FF4C358015CD89CE754AFEF201A6FF3D7E2C868B8C7E61DB00BD68');
      const balances = page.getByTestId('balance-changes');
      await balances.getByRole('button', { name: 'Show 50 more' }).click();
      await expect(balances.locator('tbody tr')).toHaveCount(60);
      const objects = page.getByTestId('affected-objects');
      await objects.getByRole('button', { name: 'Show objects' }).click();
      await objects.getByRole('button', { name: 'Show 100 more' }).click();
      await expect(objects.getByRole('listitem')).toHaveCount(125);
      // The two grown lists (the rest of the page is the model transaction page audited above).
      const results = await axe(page).include('[data-testid="balance-changes"]').include('[data-testid="affected-objects"]').analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(results.passes.length).toBeGreaterThan(0);
      expect(blocking.map((v) => `${v.id} [${v.impact}] ×${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});

test.describe('keyboard, focus and motion', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the first Tab shows "Skip to content", which moves focus to main', async ({ page }) => {
    await page.goto('/validators');
    await expect(page.getByTestId('validator-row').first()).toBeVisible();
    // The page is server-rendered: its markup shows before the browser has taken it over (`data-ssr-theme`
    // until then). Focus stays where it is through the takeover; the check starts once taken over.
    await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-ssr-theme') === false);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box && box.x >= 0 && box.y >= 0 && box.width > 0).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab goes into the page, not back to the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
  });

  test("after following a link, focus is on the new page's h1; every focused control shows a ring", async ({ page }) => {
    await page.goto('/en/learn');
    await expect(h1(page)).toBeVisible();
    await expect(h1(page)).not.toBeFocused();
    const link = page.getByRole('banner').getByRole('link', { name: 'Validators' });
    await link.focus();
    // A visible focus ring (outline) on the focused link.
    expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/validators$/);
    await expect(h1(page, 'Validators')).toBeFocused();
    // Every control reached with Tab from there shows a ring (an outline of at least 2 px).
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const ring = await page.locator(':focus').evaluate((el) => {
        const s = getComputedStyle(el);
        return { what: `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 30)}`, style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
      });
      expect(ring.style, ring.what).not.toBe('none');
      expect(ring.width, ring.what).toBeGreaterThanOrEqual(2);
    }
  });

  test('with prefers-reduced-motion, nothing animates or transitions', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('search', { name: 'Explore the XRP Ledger' })).toBeVisible();
    const moving = await page.evaluate(() => {
      const seconds = (v: string) => Math.max(...v.split(',').map((t) => (t.trim().endsWith('ms') ? parseFloat(t) / 1000 : parseFloat(t))));
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll('*'))) {
        for (const pseudo of [null, '::before', '::after']) {
          const s = getComputedStyle(el, pseudo);
          if (s.animationName !== 'none' && seconds(s.animationDuration) > 0.001) out.push(`${el.tagName}${pseudo ?? ''} animation ${s.animationDuration}`);
          if (seconds(s.transitionDuration) > 0.001) out.push(`${el.tagName}${pseudo ?? ''} transition ${s.transitionDuration}`);
        }
      }
      return out;
    });
    expect(moving).toEqual([]);
  });
});
