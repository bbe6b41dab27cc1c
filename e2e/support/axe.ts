// One accessibility check for every page the browser tests visit: axe, once the page's data has loaded, with no
// serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

export async function expectAccessible(page: Page, { landmarks = false }: { landmarks?: boolean } = {}) {
  if (landmarks) {
    // A signed-in area's page: its main region and its title are there before axe looks.
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // Every placeholder gone: axe checks the page people read.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Legacy mode runs axe in the page itself (the default runs it in parts and finishes in a new blank page, 2–4 times
  // slower here, for cross-origin frames the portal does not have); only violations are collected, which is all this
  // checks. A page with a missing alt text and a low-contrast paragraph gives the same violations either way.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** A page at this width with transitions off (axe must not measure contrast halfway through a fade). */
export async function atWidth(page: Page, width: number) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width, height: 900 });
}
