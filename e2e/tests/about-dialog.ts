import { expect, type Page } from '@playwright/test';

/**
 * Rows of the footer's "About this site" dialog: federation name -> "<version> <loaded from>"
 * (each part's `mf-manifest.json` version and the URL it was loaded from). Opens the dialog, reads
 * it and closes it with Escape.
 */
export async function aboutRows(page: Page): Promise<Record<string, string>> {
  await page.getByRole('contentinfo').getByRole('button', { name: 'About this site' }).click();
  const dialog = page.getByRole('dialog', { name: 'About this site' });
  await expect(dialog.locator('tbody tr').first()).toBeVisible();
  const rows: Record<string, string> = {};
  for (const row of await dialog.locator('tbody tr').all()) {
    const id = (await row.getAttribute('data-testid'))?.replace(/^about-/, '') ?? '';
    const cells = row.locator('td');
    rows[id] = `${(await cells.nth(1).innerText()).trim()} ${(await cells.nth(2).innerText()).trim()}`;
  }
  await page.keyboard.press('Escape');
  return rows;
}
