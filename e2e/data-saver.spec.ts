// Data saver (issue 17): pictures left out on the page and in the server's HTML, from the footer's switch or the
// browser's Save-Data wish; logos otherwise come as small WebP copies.
import { expect, test } from './support/test';

const LOGO = 'img[alt$=" logo"]';

test('the footer switch leaves the logos out, and the server renders the next page without them', async ({ page }) => {
  await page.goto('/jobs');
  const logo = page.locator(LOGO).first();
  await expect(logo).toBeVisible();
  // A card's logo is the small WebP copy, not the upload.
  expect(await logo.getAttribute('src')).toMatch(/\/media\/logos\/.+\?w=\d+$/);
  const bytes = await page.evaluate(
    async (src) => (await (await fetch(src)).arrayBuffer()).byteLength,
    (await logo.getAttribute('src')) ?? '',
  );
  expect(bytes).toBeLessThan(15_000);

  await page.getByRole('checkbox', { name: /Data saver/ }).check();
  await expect(page.locator(LOGO)).toHaveCount(0);

  const html = await (await page.request.get('/jobs')).text();
  expect(html).toContain('data-data-saver="on"');
  expect(html).not.toMatch(/<img[^>]+alt="[^"]+ logo"/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Data saver/ })).toBeChecked();
  await expect(page.locator(LOGO)).toHaveCount(0);

  await page.getByRole('checkbox', { name: /Data saver/ }).uncheck();
  await expect(page.locator(LOGO).first()).toBeVisible();
});

test('a browser asking for less data (Save-Data: on) gets pages without pictures from the start', async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
  const page = await context.newPage();
  const response = await page.goto('/jobs');
  expect(await response?.text()).not.toMatch(/<img[^>]+alt="[^"]+ logo"/);
  await expect(page.getByRole('checkbox', { name: /Data saver/ })).toBeChecked();
  await expect(page.locator(LOGO)).toHaveCount(0);
  await context.close();
});
