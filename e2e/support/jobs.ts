// Jobs the browser tests make for themselves, so a test never depends on (or changes) the demo data's own; and the job
// search's filters as the tests set and read them.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  JOB_FILTER_NAMES,
  JOB_FILTERS,
  type JobFilterControl,
  type JobFilterName,
} from '../../packages/contract/src/job-filters';
import { DEMO } from './accounts';
import { choose, pickDayAhead, typeRichText } from './forms';
import { message } from './messages';
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
  await choose(page, form, /^Functional area/, 'Installation & Maintenance');
  await choose(page, form, /^Contract type/, 'Full Time');
  await form.getByLabel(/^Available positions/).fill('2');
  await form.getByLabel(/^Minimum pay/).fill('600000');
  await form.getByLabel(/^Maximum pay/).fill('900000');
  await pickDayAhead(page, form, /Submission deadline/, 30);
  for (const [name, text] of [
    ['Job description', description],
    ['Qualifications', 'A certificate in welding and fabrication.'],
    ['Application procedure', 'Apply through the portal with your CV.'],
  ] as const)
    await typeRichText(page, form, name, text);
}

// ---------- the job search's filters, from the contract's definition (a new filter is covered without a change here) ----------

/** The filters a link sets (the search bar's words, a town, a company): /jobs has no panel field for them. */
export function filterLinks(): URLSearchParams {
  const sample = { text: 'Kampala', int: '1', flag: 'true' } as const;
  return new URLSearchParams(
    JOB_FILTER_NAMES.filter((name) => ['searchBar', 'chip'].includes(JOB_FILTERS[name].control.type)).map((name) => [
      name,
      sample[JOB_FILTERS[name].kind],
    ]),
  );
}

/** The filters in the page's address. */
export const filtersInUrl = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return JOB_FILTER_NAMES.filter((name) => params.has(name));
};

/** How many filters the Filters button counts with every filter on: one per control of the drawer. */
export const DRAWER_CONTROLS = new Set(
  JOB_FILTER_NAMES.filter((name) => JOB_FILTERS[name].control.type !== 'searchBar').map(
    (name) => JOB_FILTERS[name].control.label,
  ),
).size;

const chip = (scope: Locator, control: JobFilterControl) =>
  scope.getByRole('button', { name: message('filters.remove', { filter: message(control.label) }), exact: true });
const slider = (scope: Locator, thumb: string) => scope.getByRole('slider', { name: message(thumb), exact: true });

/** What each filter's control in `scope` (the side panel or the drawer) shows: compare before, set and cleared. */
export async function filterControls(scope: Locator): Promise<Record<JobFilterName, string>> {
  const shown = async (control: JobFilterControl): Promise<string> => {
    switch (control.type) {
      case 'select':
        return scope.getByLabel(message(control.label), { exact: true }).inputValue();
      case 'checkbox':
        return String(await scope.getByLabel(message(control.label), { exact: true }).isChecked());
      case 'range':
        return (await slider(scope, control.thumb).getAttribute('aria-valuenow')) ?? '';
      case 'chip':
        return `${await chip(scope, control).count()} chip`;
      case 'searchBar':
        // In the search bar above the list, not in the panel.
        return '';
    }
  };
  const states: Partial<Record<JobFilterName, string>> = {};
  for (const name of JOB_FILTER_NAMES) states[name] = await shown(JOB_FILTERS[name].control);
  return states as Record<JobFilterName, string>;
}

/** Turns on every filter of the panel in `scope`; those a link sets (the chips) are already on from the address. */
export async function setEveryFilter(scope: Locator) {
  for (const name of JOB_FILTER_NAMES) {
    const control: JobFilterControl = JOB_FILTERS[name].control;
    switch (control.type) {
      case 'select': {
        const select = scope.getByLabel(message(control.label), { exact: true });
        await select.selectOption({ index: 1 });
        await expect(select).not.toHaveValue('');
        break;
      }
      case 'checkbox': {
        // Its checked state follows the address bar, a moment after the click: click, then wait for it.
        const box = scope.getByLabel(message(control.label), { exact: true });
        await box.click();
        await expect(box).toBeChecked();
        break;
      }
      case 'range': {
        // Four steps in from whichever end the thumb rests at.
        const thumb = slider(scope, control.thumb);
        const rest = await thumb.getAttribute('aria-valuenow');
        const key = rest === (await thumb.getAttribute('aria-valuemin')) ? 'ArrowRight' : 'ArrowLeft';
        await thumb.focus();
        for (let i = 0; i < 4; i++) await thumb.press(key);
        await expect(thumb).not.toHaveAttribute('aria-valuenow', rest ?? '');
        break;
      }
      case 'chip':
        await expect(chip(scope, control)).toBeVisible();
        break;
      case 'searchBar':
        break;
    }
  }
}
