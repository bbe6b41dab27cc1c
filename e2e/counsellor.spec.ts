// The career counsellor journey in a real browser on the demo data: a new user becomes a counsellor, opens a
// counselling centre (listed publicly), posts a PDF resource (in the information hub, downloadable) and a career
// event (in /events and its detail page), edits the event and deletes it. A PNG as the resource file is refused.
import { expect, test } from './support/test';
import { DEMO } from './support/accounts';
import { loginAs, newVerifiedUser } from './support/session';
import { choose, PDF, pickDayAhead, PNG, toast } from './support/forms';

test.setTimeout(180_000);

test('a new user becomes a career counsellor, opens a centre, posts a resource and an event, edits and deletes it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const word = `Kob${stamp.toString(36)}`;
  // A new verified account (signing up through the page is account.spec's journey), signed in.
  const { email, password } = await newVerifiedUser(page.request, 'counsellor', 'Guidance#2026');
  await loginAs(page, email, { password });

  // Picker → other types → Career Counsellor → /become-career-counsellor.
  await page.goto('/account-type-picker');
  await page.getByRole('link', { name: 'Create Other Account Types' }).click();
  await expect(page).toHaveURL(/\/other-type-picker$/);
  await page.getByRole('link', { name: 'Create Career Counsellor account' }).click();
  await expect(page).toHaveURL(/\/become-career-counsellor$/);
  await expect(page.getByRole('heading', { level: 1, name: "Creating Career Counsellor's account" })).toBeVisible();
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  const become = page.getByRole('main');
  // A submit without the fields shows the messages beside them.
  await become.getByRole('button', { name: 'Create Career Counsellor account' }).click();
  await expect(become.getByText('Choose the services you offer')).toBeVisible();
  await expect(become.getByText('Address is required')).toBeVisible();
  await expect(become.getByText('Time available is required')).toBeVisible();
  await choose(page, become, /^Services Provided/, 'Career Guidance');
  await choose(page, become, /^Services Provided/, 'Interview Preparation');
  await become.getByLabel(/^Address/).fill('Plot 12, Bombo Road, Kampala');
  await become.getByLabel(/^Time Available/).fill('Weekdays, 9:00 am - 4:00 pm');
  await become.getByRole('button', { name: 'Create Career Counsellor account' }).click();
  await toast(page, 'Registered as Career Counsellor successfully!');
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'My account' });
  await expect(menu.getByRole('link', { name: 'Career Resources' })).toBeVisible();

  // The profile shows what was registered.
  await page.goto('/counsellor-profile');
  await expect(page.getByRole('heading', { level: 1, name: "Counsellor's Profile" })).toBeVisible();
  await expect(page.getByLabel(/^Address/)).toHaveValue('Plot 12, Bombo Road, Kampala');
  await page.getByLabel(/^Time Available/).fill('Weekdays, 8:30 am - 4:00 pm');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, "Counsellor's Profile updated successfully!");
  await expect(page.getByText('Weekdays, 8:30 am - 4:00 pm').first()).toBeVisible();

  // A counselling centre, then listed publicly.
  const centreName = `Guidance Hub ${word}`;
  await page.goto('/counselling-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Counselling centre' })).toBeVisible();
  const centreForm = page.getByRole('main');
  await centreForm.getByLabel(/^Centre name/).fill(centreName);
  await choose(page, centreForm, /^Services Offered/, 'Career Guidance');
  await centreForm.getByLabel(/^Working Hours/).fill('Monday to Friday, 8:00 am - 5:00 pm');
  await centreForm.getByLabel(/^Address/).fill('Plot 12, Bombo Road, Kampala');
  await centreForm.getByLabel(/^Terms and Conditions/).fill('Sessions are free for TVET students. Book a day ahead.');
  await centreForm.getByRole('button', { name: 'Add the centre' }).click();
  await toast(page, 'Counselling centre added');
  const publicLink = page.getByRole('link', { name: `View the public page of ${centreName}` });
  await expect(publicLink).toBeVisible();
  await page.goto(`/counselling-centers?search=${encodeURIComponent(word)}`);
  await expect(page.getByRole('main').getByText(centreName).first()).toBeVisible();

  // A PNG is refused as the resource file; a PDF is posted.
  const resourceTitle = `CV Guide ${word}`;
  await page.goto('/career-resources');
  await page.getByRole('link', { name: 'Post a new career resource' }).click();
  await expect(page).toHaveURL(/\/post-career-resource$/);
  const resourceForm = page.getByRole('main').locator('form');
  await resourceForm.getByLabel(/^Resource Title/).fill(resourceTitle);
  await resourceForm
    .getByLabel(/^Resource description/)
    .fill('How to write a CV that gets you an interview for a technical job.');
  await resourceForm
    .locator('input[type="file"]')
    .setInputFiles({ name: 'guide.png', mimeType: 'image/png', buffer: PNG });
  await expect(resourceForm.getByText('Upload a PDF file.')).toBeVisible();
  await resourceForm
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cv-guide.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(resourceForm.getByText('Upload a PDF file.')).toHaveCount(0);
  await resourceForm.getByRole('button', { name: 'Post Resource' }).click();
  await toast(page, 'Career Resource submitted successfully!');
  await expect(page).toHaveURL(/\/career-resources$/);
  const resourceRow = page.getByRole('row', { name: new RegExp(resourceTitle) });
  await expect(resourceRow).toBeVisible();
  await expect(resourceRow.getByRole('link', { name: `Download ${resourceTitle} (PDF)` })).toBeVisible();

  // The information hub lists it, and its file downloads as a PDF.
  await page.goto('/information-hub');
  const hubLink = page
    .getByRole('region', { name: 'Career Resources' })
    .getByRole('link', { name: new RegExp(resourceTitle) });
  await expect(hubLink).toBeVisible();
  const href = await hubLink.getAttribute('href');
  expect(href).toMatch(/\.pdf$/);
  const file = await page.request.get(new URL(href!, page.url()).pathname);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // A career event: posted, listed in /events and shown on its detail page.
  const eventTitle = `Fair ${word}`;
  await page.goto('/career-events');
  await page.getByRole('link', { name: 'Post a new career event' }).click();
  await expect(page).toHaveURL(/\/post-career-event$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Post Career Event' })).toBeVisible();
  const eventForm = page.getByRole('main');
  await eventForm.getByRole('button', { name: 'Post Career Event' }).click();
  await expect(eventForm.getByText('Title is required')).toBeVisible();
  await expect(eventForm.getByText('Event date is required')).toBeVisible();
  await eventForm.getByLabel(/^Title/).fill(eventTitle);
  await eventForm.getByLabel(/^Theme/).fill('Meet employers hiring electricians, welders and mechanics this season.');
  await eventForm.getByLabel(/^Location/).fill('Nakawa Vocational Institute, Kampala');
  await pickDayAhead(page, eventForm, /^Event date/, 21);
  await eventForm.getByLabel(/^Start Time/).fill('09:00');
  await eventForm.getByLabel(/^End Time/).fill('08:00');
  await eventForm.getByLabel(/^Registration link/).fill('https://example.ug/register');
  await eventForm.getByLabel(/^Target Audience/).fill('TVET students and graduates');
  await eventForm.getByRole('button', { name: 'Post Career Event' }).click();
  await expect(eventForm.getByText('End time must be later than the start time')).toBeVisible();
  await eventForm.getByLabel(/^End Time/).fill('12:30');
  await eventForm.getByRole('button', { name: 'Post Career Event' }).click();
  await toast(page, 'Career Event posted successfully!');
  await expect(page).toHaveURL(/\/career-events$/);
  const eventRow = page.getByRole('row', { name: new RegExp(eventTitle) });
  await expect(eventRow).toBeVisible();
  await expect(eventRow.getByText('9:00 AM – 12:30 PM')).toBeVisible();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/events?search=${encodeURIComponent(word)}`);
  await expect(visitorPage.getByRole('link', { name: eventTitle, exact: true })).toBeVisible();
  await visitor.close();

  await eventRow.getByRole('link', { name: eventTitle, exact: true }).click();
  await expect(page).toHaveURL(/\/event-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: eventTitle })).toBeVisible();
  await expect(page.getByText('Nakawa Vocational Institute, Kampala').first()).toBeVisible();
  await page.goBack();

  // Edit it: the change shows.
  await page
    .getByRole('row', { name: new RegExp(eventTitle) })
    .getByRole('link', { name: `Edit ${eventTitle}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Career Event' })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue(eventTitle);
  await expect(page.getByLabel(/^Start Time/)).toHaveValue('09:00');
  await page.getByLabel(/^Location/).fill('Kyambogo University, Kampala');
  await page.getByRole('button', { name: 'Update Career Event' }).click();
  await toast(page, 'Career Event updated successfully!');
  await expect(page).toHaveURL(/\/career-events$/);
  await expect(
    page.getByRole('row', { name: new RegExp(eventTitle) }).getByText('Kyambogo University, Kampala'),
  ).toBeVisible();

  // Delete it with the confirmation; it leaves the table and the public list.
  await page.getByRole('button', { name: `Delete ${eventTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Career Event!' });
  await expect(dialog.getByText('Are you sure you want to remove this Career Event?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await toast(page, 'Career Event deleted successfully!');
  await expect(page.getByRole('row', { name: new RegExp(eventTitle) })).toHaveCount(0);
  await page.goto(`/events?search=${encodeURIComponent(word)}`);
  await expect(page.getByRole('heading', { name: 'No career events found' })).toBeVisible();

  // Delete the resource too.
  await page.goto('/career-resources');
  await page.getByRole('button', { name: `Delete ${resourceTitle}` }).click();
  const resourceDialog = page.getByRole('dialog', { name: 'Delete Career Resource!' });
  await resourceDialog.getByRole('button', { name: 'Remove' }).click();
  await toast(page, 'Career Resource deleted successfully!');
  await expect(page.getByRole('row', { name: new RegExp(resourceTitle) })).toHaveCount(0);
});

test('a counsellor on /become-career-counsellor is sent to the dashboard', async ({ page }) => {
  await loginAs(page, DEMO.counsellor);
  await page.goto('/become-career-counsellor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText('You already have a Career Counsellor account. No need to create another.'),
  ).toBeVisible();
});

test('a user without the Career Counsellor account type is offered to create one', async ({ page }) => {
  await loginAs(page, DEMO.seeker);
  await page.goto('/career-events');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Counsellor account needed' })).toBeVisible();
  await page.getByRole('link', { name: 'Create a Career Counsellor account' }).click();
  await expect(page).toHaveURL(/\/become-career-counsellor$/);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
});

test("the server's messages are listed under the event form when a save fails", async ({ page }) => {
  await loginAs(page, DEMO.counsellor);
  // A refusal the client rules cannot foresee (e.g. the account type removed in another tab meanwhile).
  await page.route('**/api/careers/counsellor-events/', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            non_field_errors: ['Create a career counsellor account first.'],
            location: ['Ensure this field has no more than 255 characters.'],
          }),
        })
      : route.fallback(),
  );
  await page.goto('/post-career-event');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(/^Title/).fill('Open day');
  await form.getByLabel(/^Theme/).fill('Meet the counsellors of the centre.');
  await form.getByLabel(/^Location/).fill('Kampala');
  await pickDayAhead(page, form, /^Event date/, 21);
  await form.getByLabel(/^Start Time/).fill('10:00');
  await form.getByLabel(/^End Time/).fill('11:00');
  await form.getByLabel(/^Registration link/).fill('https://example.ug/open-day');
  await form.getByLabel(/^Target Audience/).fill('Everyone');
  await form.getByRole('button', { name: 'Post Career Event' }).click();
  const alert = form.getByRole('alert').filter({ hasText: 'An Error Occurred while submitting your Career Event' });
  await expect(alert.getByRole('listitem')).toHaveText([
    'Create a career counsellor account first.',
    'Location: Ensure this field has no more than 255 characters.',
  ]);
  // The field's message also sits beside the field.
  await expect(form.getByLabel(/^Location/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/post-career-event$/);
});
