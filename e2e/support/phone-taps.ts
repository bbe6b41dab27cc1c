// The taps of issue 31 whose next frame must paint within 200 ms on a phone: measured by npm run bench:web
// (scripts/bench/web/phone.ts, judged) and by e2e/phone-speed.spec.ts (reported). Each names its page and who opens
// it, what comes before it (not measured), the tap, and what shows it took effect.
import type { Page } from '@playwright/test';
import type { accountEmail } from '../../apps/api/src/db/seed/demo/accounts';

export type Who = 'visitor' | Parameters<typeof accountEmail>[0];

export interface Tap {
  name: string;
  who: Who;
  path: string;
  prepare?: (page: Page) => Promise<void>;
  tap: (page: Page) => Promise<void>;
  settled: (page: Page) => Promise<void>;
}

const openFilters = (page: Page) => page.getByRole('button', { name: /^Filters/ }).click();
const addSkill = (page: Page) => page.getByRole('button', { name: 'Add a skill' }).click();

export const PHONE_TAPS: readonly Tap[] = [
  {
    name: 'Filters (job search)',
    who: 'visitor',
    path: '/jobs',
    tap: openFilters,
    settled: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'Apply filters (job search)',
    who: 'visitor',
    path: '/jobs',
    prepare: async (page) => {
      await openFilters(page);
      await page.getByRole('dialog').getByRole('checkbox').first().check();
    },
    tap: (page) => page.getByRole('button', { name: 'Apply filters' }).click(),
    settled: (page) => page.getByRole('dialog').waitFor({ state: 'hidden' }),
  },
  {
    name: 'the next page (job search)',
    who: 'visitor',
    path: '/jobs',
    tap: (page) => page.getByRole('button', { name: 'Next', exact: true }).click(),
    settled: (page) => page.waitForURL(/page=2/),
  },
  {
    name: "a CV section's Add",
    who: 'JobSeeker',
    path: '/jobs-my-resume',
    tap: addSkill,
    settled: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: "Save (a CV section's dialog)",
    who: 'JobSeeker',
    path: '/jobs-my-resume',
    prepare: async (page) => {
      await addSkill(page);
      await page
        .getByRole('dialog')
        .getByLabel(/^Skill/)
        .fill(`Tiling ${Date.now()}`);
    },
    tap: (page) => page.getByRole('dialog').getByRole('button', { name: 'Save' }).click(),
    settled: (page) => page.getByRole('dialog').waitFor({ state: 'hidden' }),
  },
  {
    name: "an applicant's decision",
    who: 'Company',
    path: '/company-manage-job-applications',
    tap: (page) =>
      page
        .getByRole('combobox', { name: /^Decision on/ })
        .first()
        .click(),
    settled: (page) => page.getByRole('option', { name: 'Accepted', exact: true }).waitFor(),
  },
];
