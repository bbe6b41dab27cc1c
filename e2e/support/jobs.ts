// Jobs the browser tests make for themselves, so a test never depends on (or changes) the demo data's own.
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from './accounts';
import { choose, pickDayAhead } from './forms';
import { authHeader } from './session';
import { expect } from './test';

/** A fresh open job of the demo company (nobody has applied to it), with a long description to scroll through. */
export async function freshJob(request: APIRequestContext, title: string, fields: Record<string, unknown> = {}) {
  const headers = await authHeader(request, DEMO.company);
  const list = async (path: string) => (await (await request.get(path)).json()) as { id: number }[];
  const deadline = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const res = await request.post('/api/employer/jobs/', {
    headers,
    data: {
      title,
      location: (await list('/api/common/districts/'))[0]!.id,
      job_category: (await list('/api/common/job-categories/'))[0]!.id,
      function_area: (await list('/api/common/functional-areas/'))[0]!.id,
      available_positions: 2,
      min_pay: 550_000,
      max_pay: 1_350_000,
      submission_deadline: deadline,
      description: `<p>${'Build and repair steel frames, gates and roofing trusses on site in Kampala. '.repeat(40)}</p>`,
      qualifications: '<p>A certificate in welding and fabrication.</p>',
      application_procedure: '<p>Apply through the portal.</p>',
      ...fields,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Opens /company-post-job as the signed-in company and fills every field, without posting. */
export async function fillJobForm(page: Page, title: string, description: string) {
  await page.goto('/company-post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Create new job' })).toBeVisible();
  const form = page.getByRole('main');
  await form.getByLabel(/^Job title/).fill(title);
  await choose(page, form, /^Location/, 'Kampala');
  await choose(page, form, /^Job category/, 'Welding & Fabrication');
  await choose(page, form, /^Function area/, 'Installation & Maintenance');
  await choose(page, form, /^Contract type/, 'Full Time');
  await form.getByLabel(/^Available positions/).fill('2');
  await form.getByLabel(/^Minimum pay/).fill('600000');
  await form.getByLabel(/^Maximum pay/).fill('900000');
  await pickDayAhead(page, form, /Submission deadline/, 30);
  for (const [name, text] of [
    ['Job description', description],
    ['Qualifications', 'A certificate in welding and fabrication.'],
    ['Application procedure', 'Apply through the portal with your CV.'],
  ] as const) {
    await form.getByRole('textbox', { name }).click();
    await page.keyboard.insertText(text);
  }
}
