// Job alerts: saving and managing searches (the owner only), delivery of matching new jobs by mail (over SMTP, to a
// test server) and notification, exactly once per job and alert, the one-click unsubscribe without signing in,
// daily and weekly digests on a clock the test moves, and two deliveries at once sending nothing twice.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JOB_ALERTS, type JobAlert } from '@portal/contract';
import { districts, jobAlerts, mailOutbox, notifications, smsOutbox, users } from '../../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { lookupId, make, type TestUser } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';
import { headerOf, smtpSinkForFile, unQuotedPrintable } from '../../test/smtp.js';
import { deliverJobAlerts } from './job-alerts.delivery.js';

let t: TestContext;
const { mailsTo } = smtpSinkForFile(() => t.db);
const { call } = httpFor(() => t);
let seeker: TestUser;
let company: { id: number };
let gulu: number;
let kampala: number;

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);

beforeAll(async () => {
  t = await buildTestApp();
  seeker = await make.user(t.db, { groups: ['JobSeeker'], firstName: 'Okello' });
  company = await make.company(t.db, await make.user(t.db, { groups: ['Company'] }), { name: 'Gulu Steel Works' });
  gulu = await lookupId(t.db, districts, 'Gulu');
  kampala = await lookupId(t.db, districts, 'Kampala');
});

const save = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await call('POST', '/api/job_seekers/job-alerts/', user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as JobAlert;
};

describe('job alerts: saving and managing', () => {
  it('saves a search with its filters, lists, reads, changes and deletes it, for its owner only', async () => {
    const alert = await save(seeker, {
      name: 'Welding in Gulu',
      search: 'welder',
      location: gulu,
      min_pay: 300_000,
      frequency: 'weekly',
    });
    expect(alert).toMatchObject({
      name: 'Welding in Gulu',
      search: 'welder',
      location: gulu,
      sector: null,
      min_pay: 300_000,
      frequency: 'weekly',
      active: true,
      last_sent: null,
    });

    const list = await call('GET', '/api/job_seekers/job-alerts/', seeker);
    expect(list.json().results.map((a: JobAlert) => a.id)).toContain(alert.id);
    expect((await call('GET', `/api/job_seekers/job-alerts/${alert.id}/`, seeker)).json()).toMatchObject({
      id: alert.id,
    });

    const paused = await call('PATCH', `/api/job_seekers/job-alerts/${alert.id}/`, seeker, {
      active: false,
      frequency: 'daily',
    });
    expect(paused.json()).toMatchObject({ active: false, frequency: 'daily', search: 'welder', location: gulu });
    // PUT replaces: a filter left out is cleared.
    const replaced = await call('PUT', `/api/job_seekers/job-alerts/${alert.id}/`, seeker, {
      name: 'Any welding',
      search: 'weld',
      frequency: 'instant',
      active: true,
    });
    expect(replaced.json()).toMatchObject({
      name: 'Any welding',
      search: 'weld',
      location: null,
      min_pay: null,
      frequency: 'instant',
    });

    // Someone else's alert does not exist for them; a visitor must sign in.
    const other = await make.user(t.db, { groups: ['JobSeeker'] });
    for (const method of ['GET', 'PATCH', 'PUT', 'DELETE'] as const) {
      const res = await call(
        method,
        `/api/job_seekers/job-alerts/${alert.id}/`,
        other,
        method === 'GET' || method === 'DELETE' ? undefined : { name: 'Mine now', frequency: 'daily', active: true },
      );
      expect(res.statusCode, method).toBe(404);
    }
    expect((await call('GET', '/api/job_seekers/job-alerts/', other)).json().count).toBe(0);
    expect((await call('GET', '/api/job_seekers/job-alerts/', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/job_seekers/job-alerts/', null, { name: 'x' })).statusCode).toBe(401);

    expect((await call('DELETE', `/api/job_seekers/job-alerts/${alert.id}/`, seeker)).statusCode).toBe(204);
    expect((await call('GET', `/api/job_seekers/job-alerts/${alert.id}/`, seeker)).statusCode).toBe(404);
  });

  it('refuses a nameless alert, an unknown frequency, bad filters, and a 21st alert', async () => {
    const user = await make.user(t.db);
    const bad = await call('POST', '/api/job_seekers/job-alerts/', user, {
      name: ' ',
      frequency: 'hourly',
      location: 'Gulu',
      min_pay: -5,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['frequency', 'location', 'min_pay', 'name']);
    expect(bad.json().name).toEqual(['Give the alert a name.']);
    for (let i = 0; i < MAX_JOB_ALERTS; i++) await save(user, { name: `Search ${i}` });
    const tooMany = await call('POST', '/api/job_seekers/job-alerts/', user, { name: 'One more' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().non_field_errors[0]).toMatch(/at most 20 job alerts/);
  });
});

describe('job alerts: delivery', () => {
  it('texts an SMS alert to a verified number, mails an e-mail one, does both for both, refuses another channel (issue 33)', async () => {
    const phoneOnly = await make.user(t.db, { groups: ['JobSeeker'], firstName: 'Opio' });
    const phone = '+256772990033';
    await t.db
      .update(users)
      .set({ email: '', emailVerifiedAt: null, phone, phoneVerifiedAt: new Date(), language: 'sw' })
      .where(eq(users.id, phoneOnly.id));
    const both = await make.user(t.db, { groups: ['JobSeeker'], firstName: 'Apio' });
    const bothPhone = '+256772990044';
    await t.db.update(users).set({ phone: bothPhone, phoneVerifiedAt: new Date() }).where(eq(users.id, both.id));
    expect(
      (await call('POST', '/api/job_seekers/job-alerts/', phoneOnly, { name: 'x', channel: 'fax' })).statusCode,
    ).toBe(400);
    const sms = await save(phoneOnly, { name: 'Plumbers', search: 'plumber', frequency: 'instant', channel: 'sms' });
    expect(sms.channel).toBe('sms');
    await save(both, { name: 'Plumbers', search: 'plumber', frequency: 'instant', channel: 'both' });
    const job = await make.job(t.db, company, { title: 'Plumber', locationId: gulu, minPay: 400_000, maxPay: 600_000 });

    await deliverJobAlerts(t.db, 'instant', { publicUrl: PUBLIC_URL, now: later(0.005), ussdServiceCode: '*284*12#' });
    const textsTo = (to: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, to));
    const [text] = await textsTo(phone);
    expect(text).toMatchObject({ kind: 'alert', language: 'sw' });
    expect(text!.body).toBe(
      `Plumber, Gulu, UGX 400,000 – 600,000 kwa mwezi. Omba: ${PUBLIC_URL}/j/${job.id} au piga *284*12#`,
    );
    expect(await textsTo(bothPhone)).toHaveLength(1);
    expect(await mailsTo(both.email)).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ''))).toHaveLength(0);
  });

  it('mails a matching new job once, as the search shows it, with a one-click unsubscribe that needs no sign-in', async () => {
    const user = await make.user(t.db, { groups: ['JobSeeker'], firstName: 'Akello' });
    const alert = await save(user, { name: 'Welders in Gulu', search: 'weld', location: gulu, frequency: 'instant' });
    const match = await make.job(t.db, company, {
      title: 'Welder',
      locationId: gulu,
      minPay: 500_000,
      maxPay: 700_000,
    });
    await make.job(t.db, company, { title: 'Welder', locationId: kampala }); // another district
    await make.job(t.db, company, { title: 'Cook', locationId: gulu }); // another trade

    // What the search page shows for the same filters.
    const search = (await call('GET', `/api/employer/jobs/?search=weld&location=${gulu}`, null)).json();
    expect(search.results.map((j: { id: number }) => j.id)).toEqual([match.id]);

    expect(await deliverJobAlerts(t.db, 'instant', { publicUrl: PUBLIC_URL, now: later(0.01) })).toBeGreaterThanOrEqual(
      1,
    );
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    const raw = unQuotedPrintable(mails[0]!.raw);
    expect(headerOf(mails[0]!.raw, 'Subject')).toBe('1 new job for "Welders in Gulu"');
    expect(raw).toContain('Welder, Gulu Steel Works, Gulu');
    expect(raw).toContain('UGX 500,000 – 700,000 / month');
    expect(raw).toContain(`${PUBLIC_URL}/job-detail/${match.id}`);
    const [row] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id));
    const token = row!.unsubscribeToken;
    expect(headerOf(mails[0]!.raw, 'List-Unsubscribe')).toBe(
      `<${PUBLIC_URL}/api/job_seekers/job-alerts/unsubscribe/${token}/>`,
    );
    expect(headerOf(mails[0]!.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // And in the portal.
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note).toMatchObject({
      title: '1 new job for "Welders in Gulu"',
      actionLink: `/jobs?search=weld&location=${gulu}`,
    });

    // Never the same job twice: a later run finds it sent already.
    await deliverJobAlerts(t.db, 'instant', { publicUrl: PUBLIC_URL, now: later(0.02) });
    expect(await mailsTo(user.email)).toHaveLength(1);

    // The mail client's one-click POST: no sign-in, a form body. The alert is off, and sends nothing more.
    const link = `/api/job_seekers/job-alerts/unsubscribe/${token}/`;
    expect((await call('GET', link, null)).json()).toEqual({ name: 'Welders in Gulu', active: true });
    const off = await t.app.inject({
      method: 'POST',
      url: link,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().detail).toBe('You will no longer get this alert.');
    expect((await call('GET', `/api/job_seekers/job-alerts/${alert.id}/`, user)).json().active).toBe(false);
    await make.job(t.db, company, { title: 'Senior Welder', locationId: gulu });
    await deliverJobAlerts(t.db, 'instant', { publicUrl: PUBLIC_URL, now: later(0.03) });
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect(
      (await call('POST', '/api/job_seekers/job-alerts/unsubscribe/not-a-real-token-at-all-1234/', null)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/job_seekers/job-alerts/unsubscribe/bad/', null)).statusCode).toBe(400);
  });

  it('sends daily and weekly digests when their time comes, each job once', async () => {
    const user = await make.user(t.db, { groups: ['JobSeeker'] });
    await save(user, { name: 'Plumbing daily', search: 'plumber', frequency: 'daily' });
    await save(user, { name: 'Plumbing weekly', search: 'plumber', frequency: 'weekly' });
    await make.job(t.db, company, { title: 'Plumber' });
    await make.job(t.db, company, { title: 'Assistant Plumber' });

    await deliverJobAlerts(t.db, 'instant', { publicUrl: PUBLIC_URL, now: later(1) });
    expect(await mailsTo(user.email)).toHaveLength(0);
    await deliverJobAlerts(t.db, 'daily', { publicUrl: PUBLIC_URL, now: later(24) });
    let mails = await mailsTo(user.email);
    expect(mails.map((m) => headerOf(m.raw, 'Subject'))).toEqual(['2 new jobs for "Plumbing daily"']);
    // The next day: nothing new, nothing sent.
    await deliverJobAlerts(t.db, 'daily', { publicUrl: PUBLIC_URL, now: later(48) });
    expect(await mailsTo(user.email)).toHaveLength(1);
    // Monday: the weekly digest lists both too, once.
    await deliverJobAlerts(t.db, 'weekly', { publicUrl: PUBLIC_URL, now: later(24 * 7) });
    await deliverJobAlerts(t.db, 'weekly', { publicUrl: PUBLIC_URL, now: later(24 * 7 + 1) });
    mails = await mailsTo(user.email);
    expect(mails.map((m) => headerOf(m.raw, 'Subject'))).toEqual([
      '2 new jobs for "Plumbing daily"',
      '2 new jobs for "Plumbing weekly"',
    ]);
  });

  it('sends each alert once when two deliveries run at once (as two portal processes would)', async () => {
    const users = await Promise.all([1, 2, 3].map(() => make.user(t.db, { groups: ['JobSeeker'] })));
    for (const u of users) await save(u, { name: 'Carpentry', search: 'carpenter', frequency: 'instant' });
    await make.job(t.db, company, { title: 'Carpenter' });
    const now = later(2);
    await Promise.all([
      deliverJobAlerts(t.db, 'instant', { publicUrl: PUBLIC_URL, now }),
      deliverJobAlerts(t.db, 'instant', { publicUrl: PUBLIC_URL, now }),
    ]);
    for (const u of users) {
      const queued = await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, u.email)));
      expect(queued, u.email).toHaveLength(1);
    }
  });
});
