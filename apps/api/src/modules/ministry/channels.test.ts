// GET /api/ministry/channels/ (issue 33): sign-ups and applications by channel and the SMS sent per day with their
// cost, for the Ministry only.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChannelFigures } from '@portal/contract';
import * as schema from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { make, type TestUser } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';

let t: TestContext;
let ministry: TestUser;
let seeker: TestUser;
const { call } = httpFor(() => t);

beforeAll(async () => {
  t = await buildTestApp();
  ministry = await make.user(t.db, { groups: ['Ministry'] });
  seeker = await make.user(t.db, { groups: ['JobSeeker'] });
});

describe('GET /api/ministry/channels/', () => {
  it('counts sign-ups and applications by channel and the SMS sent per day with their cost', async () => {
    const before = (await call('GET', '/api/ministry/channels/', ministry)).json() as ChannelFigures;
    const phoneUser = await make.user(t.db, { groups: ['JobSeeker'] });
    await t.db.update(schema.users).set({ signupChannel: 'ussd' }).where(eq(schema.users.id, phoneUser.id));
    const company = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }));
    const job = await make.job(t.db, company);
    await t.db.insert(schema.jobApplications).values({ jobId: job.id, userId: phoneUser.id, channel: 'ussd' });
    await t.db.insert(schema.smsOutbox).values([
      { toNumber: '+256772990055', body: 'a', kind: 'code', sentAt: new Date(), cost: 25 },
      { toNumber: '+256772990055', body: 'b', kind: 'alert', sentAt: new Date(), cost: 25.5 },
      { toNumber: '+256772990055', body: 'c', kind: 'alert' },
    ]);

    const res = await call('GET', '/api/ministry/channels/', ministry);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as ChannelFigures;
    expect(after.sign_ups.ussd).toBe(before.sign_ups.ussd + 1);
    expect(after.sign_ups.web).toBe(before.sign_ups.web + 1);
    expect(after.applications.ussd).toBe(before.applications.ussd + 1);
    expect(after.sms.sent).toBe(before.sms.sent + 2);
    expect(after.sms.cost).toBeCloseTo(before.sms.cost + 50.5);
    expect(after.sms.unsent).toBe(before.sms.unsent + 1);
    expect(after.sms.days.at(-1)).toMatchObject({ sent: expect.any(Number), cost: expect.any(Number) });
  });

  it('is the Ministry’s alone, and refuses a bad period', async () => {
    expect((await call('GET', '/api/ministry/channels/', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/ministry/channels/', seeker)).statusCode).toBe(403);
    const bad = await call('GET', '/api/ministry/channels/?from=2026-02-30', ministry);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['from']);
  });
});
