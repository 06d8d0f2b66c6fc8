import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The WCAG 2.2 AA audit of routes with axe-core (`accessibility.spec.ts` on the mainnet replay,
 * `accessibility-devnet.spec.ts` on the devnet one): light and dark theme (the `ledgerlens-theme`
 * key), desktop and phone width. A serious or critical violation fails the test and is printed
 * (rule, impact, count, targets). One page load per route and theme, audited at both widths; each
 * audit waits for the route's content (a locator), never for a fixed time.
 */

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * WCAG 2.5.3 "Label in Name" (wcag21a): axe-core ships it as experimental, off unless asked for.
 * The visible text of a control must be part of its accessible name (voice-control users say it).
 */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };
/**
 * axe-core's options: the experimental rule above, and only violations worked out node by node
 * (`resultTypes`: passes and the rest keep one node each, which axe documents as the way to audit a
 * large page faster).
 */
const AXE_OPTIONS = { rules: EXPERIMENTAL_RULES, resultTypes: ['violations'] as 'violations'[] };

/**
 * An axe audit run in the page itself (legacy mode): our pages have no frames, so the default mode's
 * merge of per-frame results in a blank page is pure cost (several times the audit itself).
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS).options(AXE_OPTIONS);

/** A route audited by {@link auditRoutes}. */
export interface RouteCase {
  name: string;
  path: string;
  /** What must be on screen before the audit runs. */
  ready: (page: Page) => Locator;
  /** A step before the audit, such as opening a tab (run once per width, after `ready`). */
  open?: (page: Page) => Promise<void>;
}

/** The page's h1, by its name when given. */
export const h1 = (page: Page, name?: string | RegExp) => page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });

export const COMBOS = [
  { theme: 'light', viewport: { width: 1280, height: 900 }, label: 'desktop' },
  { theme: 'dark', viewport: { width: 1280, height: 900 }, label: 'desktop' },
  { theme: 'light', viewport: { width: 390, height: 844 }, label: 'phone' },
  { theme: 'dark', viewport: { width: 390, height: 844 }, label: 'phone' },
] as const;

/** The serious or critical violations of one audit of the page as it is now, printed when any. */
export async function audit(page: Page, where: string): Promise<string[]> {
  // No skeleton or spinner left in the page when it is audited.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await axe(page).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `${v.id} [${v.impact}] ×${v.nodes.length}: ${v.help}\n    ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('\n    ')}`);
  // An id referred to by ARIA or a label that two elements carry (axe 4.13 leaves duplicate-id-aria
  // to review, not a violation): the reference names the first one only (WCAG 4.1.2).
  const shared = await page.evaluate(() => {
    const count = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) count.set(el.id, (count.get(el.id) ?? 0) + 1);
    const referred = new Set<string>();
    for (const el of document.querySelectorAll('[aria-labelledby],[aria-describedby],[aria-controls],[for]')) {
      for (const attr of ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for']) for (const id of (el.getAttribute(attr) ?? '').split(/\s+/)) if (id) referred.add(id);
    }
    return [...count].filter(([id, n]) => n > 1 && referred.has(id)).map(([id, n]) => `${id} ×${n}`);
  });
  if (shared.length > 0) report.push(`duplicate-id-aria: an id referred to by ARIA or a label is on several elements: ${shared.join(', ')}`);
  if (report.length > 0) console.log(`${where}:\n  ${report.join('\n  ')}`);
  const minor = results.violations.filter((v) => !blocking.includes(v));
  if (minor.length > 0) console.log(`${where} moderate/minor: ${minor.map((v) => `${v.id} [${v.impact}] ×${v.nodes.length}`).join(', ')}`);
  return report;
}

/**
 * Registers one test per route and theme: the route loaded once in that theme, audited at desktop
 * width, then at phone width after the viewport shrinks (the layout follows CSS and the media-query
 * hooks, as a rotated phone does). `beforeEach` runs first in each (a skip on the wrong network).
 */
export function auditRoutes(routes: RouteCase[], beforeEach?: (page: Page) => Promise<void>): void {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`axe WCAG 2.2 AA, ${theme}, desktop and phone`, () => {
      test.use({ viewport: COMBOS[0].viewport, colorScheme: theme });
      test.beforeEach(async ({ page }) => {
        await beforeEach?.(page);
        await page.addInitScript((t) => window.localStorage.setItem('ledgerlens-theme', t), theme);
      });

      for (const route of routes) {
        test(`${route.name} (${route.path})`, async ({ page }) => {
          await page.goto(route.path);
          await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
          const reports: string[] = [];
          for (const combo of COMBOS.filter((c) => c.theme === theme)) {
            await page.setViewportSize(combo.viewport);
            await expect(route.ready(page).first()).toBeVisible();
            await route.open?.(page);
            reports.push(...(await audit(page, `${route.path} (${theme}, ${combo.label})`)).map((r) => `${combo.label}: ${r}`));
          }
          expect(reports, `serious or critical axe violations on ${route.path}`).toEqual([]);
        });
      }
    });
  }
}
