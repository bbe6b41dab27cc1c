// Translations people can correct (issue 32): a Swahili reader taps a text in "Suggest a better translation" mode and
// proposes a wording, the Ministry accepts it on its Translations page, and a visitor's page comes with it from the
// server and shows it after a reload, without a release.
import { DEMO } from './support/accounts';
import { toast } from './support/forms';
import { loginAs } from './support/session';
import { expect, test } from './support/test';

const BUILT = 'Kuhusu tovuti hii';
const BETTER = `Kuhusu tovuti yetu ${Date.now() % 100_000}`;

test('a Swahili reader suggests a wording, the Ministry accepts it, and a visitor sees it after a reload', async ({
  page,
  browser,
}) => {
  await loginAs(page, DEMO.seeker, { path: '/sw/jobs' });
  await page.getByRole('button', { name: 'Pendekeza tafsiri bora' }).first().click();
  await expect(page.getByText('Gusa maandishi yoyote ili kupendekeza maneno bora.')).toBeVisible();
  await page.getByRole('contentinfo').getByText(BUILT, { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pendekeza tafsiri bora' });
  // The message as it is, to edit.
  await expect(dialog.getByRole('textbox', { name: 'Maneno yako' })).toHaveValue(BUILT);
  await dialog.getByRole('textbox', { name: 'Maneno yako' }).fill(BETTER);
  await dialog.getByRole('button', { name: 'Tuma pendekezo' }).click();
  await toast(page, 'Asante. Wizara itapitia maneno uliyopendekeza.');
  await expect(dialog).toHaveCount(0);

  const ministry = await browser.newPage();
  await loginAs(ministry, DEMO.ministry, { path: '/ministry/translations' });
  await ministry.getByRole('button', { name: `Accept the wording “${BETTER}”` }).click();
  const accept = ministry.getByRole('dialog', { name: 'Accept this wording?' });
  await expect(accept.getByRole('textbox', { name: 'Wording every visitor will see' })).toHaveValue(BETTER);
  await accept.getByRole('button', { name: 'Accept' }).click();
  await toast(ministry, 'The wording is accepted: every visitor sees it from now on.');
  await ministry.close();

  const visitor = await browser.newPage();
  // The server renders pages with it too, so the page comes with it before any script runs (the server keeps the
  // wordings it read a few seconds).
  await expect.poll(async () => (await visitor.request.get('/sw/jobs')).text(), { timeout: 15_000 }).toContain(BETTER);
  await visitor.goto('/sw/jobs');
  await expect(visitor.getByRole('contentinfo').getByText(BETTER)).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('contentinfo').getByText(BETTER)).toBeVisible();
  await visitor.close();
});
