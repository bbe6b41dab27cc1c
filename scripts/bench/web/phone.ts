// The pages people use signed in, and the taps they make, on a cheap phone (e2e/support/phone-profile.ts: 360 px,
// CPU 4× slower, 150 ms RTT, ~1.6 Mbit/s, a cold cache): the bytes each page transfers, when it is usable, its
// blocking time, and each tap's interaction time (INP). Judged against issue 31's targets: ≤ 250 KB, blocking
// ≤ 200 ms, usable ≤ 3.5 s; a tap's next frame within 200 ms. Part of npm run bench:web (run.mjs).
import { chromium, type Browser } from '@playwright/test';
import { DEMO_PASSWORD, accountEmail } from '../../../apps/api/src/db/seed/demo/accounts';
import { measureTap, measureVisit, phoneContext, signIn, throttle } from '../../../e2e/support/phone-profile';
import { PHONE_TAPS, type Who } from '../../../e2e/support/phone-taps';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../lib/chromium.mjs';

export const PHONE_TARGET = { bytes: 250 * 1024, blockingMs: 200, usableMs: 3_500, tapMs: 200 };

/** The pages of issue 31's table, and the manage pages of the trainer, skills provider and counsellor. */
export const PHONE_PAGES: ReadonlyArray<{ who: Who; path: string }> = [
  { who: 'visitor', path: '/jobs' },
  { who: 'visitor', path: '/job-detail/{job}' },
  { who: 'JobSeeker', path: '/dashboard' },
  { who: 'JobSeeker', path: '/jobs-my-resume' },
  { who: 'JobSeeker', path: '/jobs-applied-job' },
  { who: 'Company', path: '/company-manage-job' },
  { who: 'Company', path: '/company-post-job' },
  { who: 'Company', path: '/company-manage-job-applications' },
  { who: 'Ministry', path: '/ministry' },
  { who: 'Trainer', path: '/trainer-manage-training' },
  { who: 'SkillProvider', path: '/manage-competitions' },
  { who: 'CarrierCouncillor', path: '/career-resources' },
  { who: 'CarrierCouncillor', path: '/career-events' },
];

export interface PhoneRow {
  who: Who;
  path: string;
  bytes: number;
  usableMs: number;
  idleMs: number;
  blockingMs: number;
}

async function visit(browser: Browser, origin: string, who: Who, path: string) {
  const context = await phoneContext(browser);
  if (who !== 'visitor') await signIn(context, origin, accountEmail(who), DEMO_PASSWORD);
  const page = await context.newPage();
  const meter = await throttle(page);
  return { context, page, meter, url: `${origin}${path}` };
}

/** Each page once, each in a fresh context (a cold cache), then each tap on its page. */
export async function measurePhone(origin: string, say: (line?: string) => void) {
  const jobs = (await (await fetch(`${origin}/api/employer/jobs/?page_size=1`)).json()) as {
    results: { id: number }[];
  };
  const job = String(jobs.results[0]?.id ?? '');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  const pages: PhoneRow[] = [];
  const taps: { name: string; ms: number }[] = [];
  try {
    for (const { who, path } of PHONE_PAGES) {
      const { context, page, meter, url } = await visit(browser, origin, who, path.replace('{job}', job));
      const measured = await measureVisit(page, meter, url);
      pages.push({ who, ...measured, path: path.replace('{job}', job) });
      say(`  ${who} ${path}: ${Math.round(measured.bytes / 1024)} KB, usable ${measured.usableMs} ms`);
      await context.close();
    }
    for (const t of PHONE_TAPS) {
      const { context, page, meter, url } = await visit(browser, origin, t.who, t.path);
      await measureVisit(page, meter, url);
      await t.prepare?.(page);
      taps.push({
        name: t.name,
        ms: await measureTap(
          page,
          () => t.tap(page),
          () => t.settled(page),
        ),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { pages, taps };
}
