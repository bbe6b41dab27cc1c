// The taps people make on a phone, on a phone's CPU (4× slower): each must work and paint its next frame, and the
// time it took (Event Timing, what INP reports) is written in the run's report. Timings are judged by
// npm run bench:web, on an idle machine, not here (issue 31).
import { DEMO_PASSWORD } from './support/accounts';
import { accountEmail } from '../apps/api/src/db/seed/demo/accounts';
import { measureTap, measureVisit, phoneContext, signIn, throttle } from './support/phone-profile';
import { PHONE_TAPS } from './support/phone-taps';
import { expect, test } from './support/test';

for (const t of PHONE_TAPS) {
  test(`tap on a phone: ${t.name}`, async ({ browser, baseURL }) => {
    const context = await phoneContext(browser);
    try {
      if (t.who !== 'visitor') await signIn(context, baseURL ?? '', accountEmail(t.who), DEMO_PASSWORD);
      const page = await context.newPage();
      const meter = await throttle(page, { network: false });
      await measureVisit(page, meter, `${baseURL}${t.path}`);
      await t.prepare?.(page);
      const ms = await measureTap(
        page,
        () => t.tap(page),
        () => t.settled(page),
      );
      test.info().annotations.push({ type: 'INP', description: `${t.name}: ${Math.round(ms)} ms` });
      expect(ms).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
}
