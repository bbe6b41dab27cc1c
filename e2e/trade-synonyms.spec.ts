// The Ministry's search words (issue 32): the page lists the seeded groups and adds one, after which a visitor's
// search in Kiswahili finds the English-titled job. Axe clean with the dialog open, at 360 px.
import { DEMO } from './support/accounts';
import { atWidth, expectAccessible } from './support/axe';
import { freshJob } from './support/jobs';
import { authHeader, loginAs } from './support/session';
import { expect, test } from './support/test';

test('the ministry lists the search words and adds a group that the job search then uses', async ({
  page,
  request,
}) => {
  await atWidth(page, 360);
  const stamp = Date.now();
  const title = `Beekeeper${stamp}`;
  await freshJob(request, title);
  const kiswahili = `mfugaji nyuki${stamp}`;

  await loginAs(page, DEMO.ministry, { path: '/ministry/trade-synonyms' });
  await expect(page.getByRole('heading', { level: 1, name: 'Search words' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Search words' });
  await expect(table.getByText('fundi umeme', { exact: false }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Add a group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a group' });
  await dialog.getByLabel('English').fill(`beekeeper${stamp}, apiarist`);
  await dialog.getByLabel('Kiswahili').fill(kiswahili);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save the group' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText(kiswahili)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The job search reads the new group at once (this instance made the change).
  const found = await request.get(`/api/employer/jobs/?search=${encodeURIComponent(kiswahili)}`);
  expect((await found.json()).results.map((j: { title: string }) => j.title)).toEqual([title]);

  // Leave the demo's groups as they were.
  const headers = await authHeader(request, DEMO.ministry);
  const groups: { id: number; sw: string[] }[] = await (
    await request.get('/api/ministry/trade-synonyms/', { headers })
  ).json();
  const added = groups.find((g) => g.sw.includes(kiswahili));
  expect((await request.delete(`/api/ministry/trade-synonyms/${added?.id}/`, { headers })).status()).toBe(204);
});
