// The taps people make on a phone, on a phone's CPU (4× slower): each must work and paint its next frame, and the
// time it took (Event Timing, what INP reports) is written in the run's report. Timings are judged by
// npm run bench:web, on an idle machine, not here (issue 31). The taps of one account share one browser context
// (one sign-in; each tap opens its page afresh).
import { DEMO_PASSWORD } from './support/accounts';
import { accountEmail } from '../apps/api/src/db/seed/demo/accounts';
import { measureTap, measureVisit, phoneContext, signIn, throttle } from './support/phone-profile';
import { PHONE_TAPS, type Who } from './support/phone-taps';
import { expect, test } from './support/test';

for (const who of new Set<Who>(PHONE_TAPS.map((t) => t.who))) {
  test(`taps on a phone, as ${who === 'visitor' ? 'a visitor' : `the demo ${who}`}`, async ({ browser, baseURL }) => {
    const context = await phoneContext(browser);
    try {
      if (who !== 'visitor') await signIn(context, baseURL ?? '', accountEmail(who), DEMO_PASSWORD);
      const page = await context.newPage();
      const meter = await throttle(page, { network: false });
      for (const t of PHONE_TAPS.filter((tap) => tap.who === who)) {
        await test.step(t.name, async () => {
          await measureVisit(page, meter, `${baseURL}${t.path}`);
          await t.prepare?.(page);
          const ms = await measureTap(
            page,
            () => t.tap(page),
            () => t.settled(page),
          );
          test.info().annotations.push({ type: 'INP', description: `${t.name}: ${Math.round(ms)} ms` });
          expect(ms).toBeGreaterThan(0);
        });
      }
    } finally {
      await context.close();
    }
  });
}
