// One accessibility check for every page the browser tests visit: axe, once the page's data has loaded, with no
// serious or critical violations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { expect } from './test';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

/**
 * Axe's serious and critical violations on the page as it stands, one line each. Axe is put into the page once per
 * document and run there (what @axe-core/playwright's legacy mode does, without injecting its 550 KB again on every
 * call: a page checked at two widths, or with a dialog open, pays for it once). Only violations are collected, which
 * is all this checks.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const results = await window.axe!.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

export async function expectAccessible(page: Page, { landmarks = false }: { landmarks?: boolean } = {}) {
  if (landmarks) {
    // A signed-in area's page: its main region and its title are there before axe looks.
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  // Every placeholder gone: axe checks the page people read.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
}

/** A page at this width with transitions off (axe must not measure contrast halfway through a fade). */
export async function atWidth(page: Page, width: number) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width, height: 900 });
}

/** The widths every page is checked at: a cheap phone's and a laptop's. */
export const WIDTHS = [360, 1280] as const;

/**
 * Axe on the state on screen at a phone's width, then with the window widened to a laptop's, then back: one state
 * reached once and checked at both (a page load and the steps to a dialog cost far more than a re-layout).
 */
export async function expectAccessibleAtBothWidths(page: Page, options: { landmarks?: boolean } = {}) {
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expectAccessible(page, options);
  }
  await atWidth(page, WIDTHS[0]);
}
