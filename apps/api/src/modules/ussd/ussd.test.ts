// The USSD menu through Africa's Talking's callback (issue 33): whole sessions of a new number in each language (the
// language, the search by trade and by word, the district, the job, the profile, the PIN, the application, its SMS and
// its status), a web user known by their verified number, the PIN's three tries, alerts, trainings, language, help,
// back; the key, malformed bodies, and the Ministry's simulator.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, FIELD_MESSAGES, LANGUAGES, type Language } from '@portal/contract';
import { buildApp } from '../../app.js';
import * as schema from '../../db/schema/index.js';
import { buildTestApp, TEST_USSD, type TestContext } from '../../test/app.js';
import { lookupId, make, type TestUser } from '../../test/factories.js';
import { httpFor } from '../../test/http.js';
import { callback, lastOf, session, step } from './ussd.fixtures.js';
import { ussdText } from './ussd-text.js';

let t: TestContext;
let job: { id: number; title: string };
let companyName: string;
let ministry: TestUser;
let employer: TestUser;
let seeker: Awaited<ReturnType<typeof make.jobSeeker>>;
const { call } = httpFor(() => t);

const WEB_USER_PHONE = '+256772000009';

beforeAll(async () => {
  t = await buildTestApp();
  employer = await make.user(t.db, { groups: ['Company'] });
  const company = await make.company(t.db, employer, { name: 'Jinja Steel Works' });
  companyName = company.name;
  // Welding has the most open jobs (two), so it is trade 1 and electrical installation trade 2.
  job = await make.job(t.db, company, { title: 'Metal Fabricator' });
  await make.job(t.db, company, { title: 'Gate Welder', locationId: await lookupId(t.db, schema.districts, 'Gulu') });
  await make.job(t.db, company, {
    title: 'Electrician',
    jobCategoryId: await lookupId(t.db, schema.jobCategories, 'Electrical Installation'),
    locationId: await lookupId(t.db, schema.districts, 'Wakiso'),
  });
  ministry = await make.user(t.db, { groups: ['Ministry'] });
  seeker = await make.jobSeeker(t.db);
  await t.db
    .update(schema.users)
    .set({ phone: WEB_USER_PHONE, phoneVerifiedAt: new Date() })
    .where(eq(schema.users.id, seeker.user.id));
  await make.training(t.db, await make.trainer(t.db), { title: 'Solar Installation Basics', location: 'Nakawa' });
});

const PIN = '2580';
/** The inputs of a new number applying for the Kampala welding job: trade 1, "Kamp" → Kampala, job 1, Apply. */
const findWeldingInKampala = ['1', '1', 'Kamp', '1', '1'];
const newProfile = (first: string) => [first, 'Nakato', 'Kamp', '1', '1', PIN, PIN];

describe('a new number', () => {
  const phones: Record<Language, string> = { en: '+256772100001', sw: '+256772100002', lg: '+256772100003' };

  it.each(LANGUAGES)(
    'chooses %s, finds a job, makes its profile and PIN, applies, and sees its status',
    async (lang) => {
      const text = ussdText(lang);
      const phone = phones[lang];
      const choice = String(LANGUAGES.indexOf(lang) + 1);
      const screens = await session(t, phone, [choice, ...findWeldingInKampala, '1', ...newProfile('Amina')]);
      expect(screens[0]).toMatch(/^CON Choose language.*\n1 English\n2 Kiswahili\n3 Luganda$/s);
      expect(screens[1]).toBe(`CON ${text.mainMenu}`);
      expect(screens[2]).toContain(text.chooseTrade);
      expect(screens[3]).toContain(text.typeDistrict);
      expect(screens[4]).toBe(`CON ${text.chooseDistrict}\n1 Kampala\n${text.back}`);
      expect(screens[5]).toMatch(/^CON 1 Metal Fabricator – Kampala – UGX 600k–900k – /);
      expect(screens[6]).toContain(text.job.company('Jinja Steel Works'));
      expect(screens[6]).toContain(text.apply);
      expect(screens[7]).toBe(`CON ${text.firstName}`);
      expect(screens[12]).toBe(`CON ${text.newPin}`);
      expect(screens[13]).toBe(`CON ${text.pinAgain}`);
      expect(lastOf(screens)).toBe(`END ${text.applied('Metal Fabricator')}`);

      const [user] = await t.db.select().from(schema.users).where(eq(schema.users.phone, phone));
      expect(user).toMatchObject({ username: phone, email: '', signupChannel: 'ussd', language: lang });
      expect(user?.phoneVerifiedAt).not.toBeNull();
      expect(user?.ussdPinHash).toMatch(/^\$argon2id\$/);
      const [application] = await t.db
        .select()
        .from(schema.jobApplications)
        .where(eq(schema.jobApplications.userId, user?.id ?? 0));
      expect(application).toMatchObject({ jobId: job.id, channel: 'ussd', status: 'Under Review' });
      const sms = await t.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.toNumber, phone));
      expect(sms).toHaveLength(1);
      expect(sms[0]).toMatchObject({ kind: 'confirmation', language: lang, userId: user?.id });
      expect(sms[0]?.body).toBe(text.appliedSms('Metal Fabricator', companyName, TEST_USSD.serviceCode));
      expect(sms[0]?.body.length).toBeLessThanOrEqual(160);

      // The next session is theirs: the main menu in their language, their application with its status.
      expect(await step(t, phone, [])).toBe(`CON ${text.mainMenu}`);
      expect(await step(t, phone, ['2'])).toBe(
        `END ${text.applicationsTitle}\n1 Metal Fabricator: ${text.status['Under Review']}`,
      );
      // Applying again is refused, after the PIN.
      expect(await step(t, phone, [...findWeldingInKampala, '1', PIN])).toBe(`END ${text.alreadyApplied}`);
    },
  );

  it('gets its profile as the web makes one: the JobSeeker group, the district and the trade', async () => {
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.phone, phones.en));
    const profile = await call('GET', '/api/job_seekers/jobseekers/', { ...tokenUser(user) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().results[0]).toMatchObject({
      district: { name: 'Kampala' },
      job_category: [expect.objectContaining({ name: 'Welding & Fabrication' })],
    });
  });

  it('shows the employer the application as made by phone, with the number to call', async () => {
    const res = await call('GET', API.companyJobApplications, employer);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toContainEqual(
      expect.objectContaining({ job: job.id, job_seeker: 'Amina Nakato', channel: 'ussd', phone: phones.en }),
    );
  });

  it('finds jobs by a word, a Kiswahili trade word included, in any district', async () => {
    const byWord = await session(t, phones.sw, ['1', 'fundi umeme', '1']);
    expect(lastOf(byWord)).toMatch(/^CON 1 Electrician – Wakiso – /);
    const english = await session(t, phones.en, ['1', 'fabricator', '1']);
    expect(lastOf(english)).toMatch(/^CON 1 Metal Fabricator – Kampala – UGX 600k–900k – closes \d+ \w+\n/);
    expect(lastOf(await session(t, phones.en, ['1', 'astronaut', '1']))).toBe(
      `CON ${ussdText('en').noJobs}\n${ussdText('en').back}`,
    );
  });

  it('goes back one screen with 0, to the main menu with 00, and to help with 0 there', async () => {
    const text = ussdText('en');
    expect(await step(t, '+256772100009', ['1', '1', '0'])).toBe(`CON ${text.mainMenu}`);
    expect(await step(t, '+256772100009', ['1', '1', '1', 'Kamp', '00'])).toBe(`CON ${text.mainMenu}`);
    const help = await step(t, '+256772100009', ['1', '0']);
    expect(help).toBe(`END ${text.help(TEST_USSD.serviceCode, 'portal.test')}`);
    expect(await step(t, '+256772100009', ['1', '7'])).toBe(`CON ${text.invalid}\n${text.mainMenu}`);
    expect(await step(t, '+256772100009', ['1', '1', '1', 'Zzz'])).toBe(`CON ${text.noDistrict}\n${text.typeDistrict}`);
  });

  it('has no applications or alerts before it has an account', async () => {
    expect(await step(t, '+256772100008', ['2', '2'])).toBe(`END ${ussdText('sw').needAccount}`);
    expect(await step(t, '+256772100008', ['3', '3'])).toBe(`END ${ussdText('lg').needAccount}`);
  });
});

describe('a known number', () => {
  it('is the web user whose verified number it is, asked to choose a PIN before the first change', async () => {
    const text = ussdText('en');
    const screens = await session(t, WEB_USER_PHONE, [...findWeldingInKampala, '1', '4321', '4321']);
    expect(screens[0]).toBe(`CON ${text.mainMenu}`);
    expect(screens[6]).toBe(`CON ${text.newPin}`);
    expect(lastOf(screens)).toBe(`END ${text.applied('Metal Fabricator')}`);
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.id, seeker.user.id));
    expect(user?.ussdPinHash).toMatch(/^\$argon2id\$/);
    expect(user?.signupChannel).toBe('web');
  });

  it('makes no second account with a number a web account holds unverified', async () => {
    const holder = await make.user(t.db);
    await t.db.update(schema.users).set({ phone: '+256772100010' }).where(eq(schema.users.id, holder.id));
    const screens = await session(t, '+256772100010', ['1', ...findWeldingInKampala, '1']);
    expect(screens[0]).toMatch(/^CON Choose language/);
    expect(lastOf(screens)).toBe(`END ${ussdText('en').numberTaken}`);
  });

  it('ends the session after three wrong PINs', async () => {
    const text = ussdText('en');
    const start = [...findWeldingInKampala, '1'];
    expect(await step(t, WEB_USER_PHONE, [...start, '1111'])).toBe(`CON ${text.wrongPin(2)}\n${text.enterPin}`);
    expect(await step(t, WEB_USER_PHONE, [...start, '1111', '2222'])).toBe(`CON ${text.wrongPin(1)}\n${text.enterPin}`);
    expect(await step(t, WEB_USER_PHONE, [...start, '1111', '2222', '3333'])).toBe(`END ${text.pinLocked}`);
  });

  it('subscribes to SMS alerts for its trade and district, lists them and stops one', async () => {
    const text = ussdText('en');
    expect(await step(t, WEB_USER_PHONE, ['3'])).toBe(`CON ${text.alertsMenu('Welding & Fabrication', 'Kampala')}`);
    expect(await step(t, WEB_USER_PHONE, ['3', '1', '4321'])).toBe(
      `END ${text.alertSaved('Welding & Fabrication', 'Kampala')}`,
    );
    const [alert] = await t.db.select().from(schema.jobAlerts).where(eq(schema.jobAlerts.userId, seeker.user.id));
    expect(alert).toMatchObject({ channel: 'sms', frequency: 'daily', active: true, location: seeker.districtId });
    expect(await step(t, WEB_USER_PHONE, ['3', '2'])).toBe(
      `CON ${text.alertsTitle}\n1 Welding & Fabrication, Kampala\n${text.back}`,
    );
    expect(await step(t, WEB_USER_PHONE, ['3', '2', '1', '4321'])).toBe(`END ${text.alertStopped}`);
    const [stopped] = await t.db
      .select()
      .from(schema.jobAlerts)
      .where(eq(schema.jobAlerts.id, alert?.id ?? 0));
    expect(stopped?.active).toBe(false);
  });

  it('reads the next trainings', async () => {
    expect(await step(t, WEB_USER_PHONE, ['4'])).toMatch(
      new RegExp(`^END ${ussdText('en').trainingsTitle}\\n1 Solar Installation Basics – Nakawa – \\d+ \\w+`),
    );
  });

  it('saves a new language after the PIN', async () => {
    expect(await step(t, WEB_USER_PHONE, ['5', '3', '4321'])).toBe(`END ${ussdText('lg').languageSaved}`);
    const [user] = await t.db.select().from(schema.users).where(eq(schema.users.id, seeker.user.id));
    expect(user?.language).toBe('lg');
    expect(await step(t, WEB_USER_PHONE, [])).toBe(`CON ${ussdText('lg').mainMenu}`);
  });

  it('does not make a change again when a step follows the one that made it', async () => {
    expect(await step(t, WEB_USER_PHONE, ['5', '1', '4321', '1'])).toBe(`END ${ussdText('lg').sessionOver}`);
  });
});

describe('a long list', () => {
  const PAGING_PHONE = '+256772100006';
  it('pages three jobs at a time, 9 for more and 0 for back', async () => {
    const owner = await make.user(t.db, { groups: ['Company'] });
    const company = await make.company(t.db, owner);
    for (const n of [1, 2, 3, 4])
      await make.job(t.db, company, { title: `Plumber ${n}`, jobCategoryId: await plumbing() });
    const first = await step(t, PAGING_PHONE, ['1', '1', 'plumber', '1']);
    expect(first.split('\n').slice(0, 3)).toEqual([
      expect.stringMatching(/^CON 1 Plumber 4 – /),
      expect.stringMatching(/^2 Plumber 3 – /),
      expect.stringMatching(/^3 Plumber 2 – /),
    ]);
    expect(first).toContain('9 More\n0 Back');
    expect(await step(t, PAGING_PHONE, ['1', '1', 'plumber', '1', '9'])).toMatch(/^CON 1 Plumber 1 – .*\n0 Back$/);
    expect(await step(t, PAGING_PHONE, ['1', '1', 'plumber', '1', '9', '0'])).toBe(first);
  });
});

describe('the callback', () => {
  const fields = { sessionId: 'ATUid_1', serviceCode: '*284*12#', phoneNumber: '+256772100005', text: '' };

  it('answers 403 without the key or with a wrong one', async () => {
    for (const key of [null, '', 'wrong-key', `${TEST_USSD.callbackSecret}x`]) {
      const res = await callback(t, fields, key);
      expect(res.statusCode, String(key)).toBe(403);
    }
  });

  it('answers 403 to everyone while USSD_CALLBACK_SECRET is unset', async () => {
    const { ussd: _ussd, ...config } = t.app.deps.config;
    const app = await buildApp({ ...t.app.deps, config });
    try {
      const res = await app.inject({
        method: 'POST',
        url: `${API.ussdCallback}?key=${TEST_USSD.callbackSecret}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('answers 400 to a malformed body, never 500', async () => {
    const { phoneNumber: _phone, ...withoutPhone } = fields;
    expect((await callback(t, withoutPhone)).statusCode).toBe(400);
    expect((await callback(t, { ...fields, phoneNumber: 'not a number' })).json()).toEqual({
      phoneNumber: [FIELD_MESSAGES.phone],
    });
    expect((await callback(t, { ...fields, text: '1*'.repeat(1100) })).statusCode).toBe(400);
    const garbage = await t.app.inject({
      method: 'POST',
      url: `${API.ussdCallback}?key=${TEST_USSD.callbackSecret}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '%%%&&&==',
    });
    expect(garbage.statusCode).toBe(400);
  });
});

describe('the simulator', () => {
  const body = { phoneNumber: '+256772100007', text: '', sessionId: 'sim-1' };

  it('runs the menu for the Ministry only', async () => {
    expect((await call('POST', API.ministryUssdSimulator, null, body)).statusCode).toBe(401);
    expect((await call('POST', API.ministryUssdSimulator, seeker.user, body)).statusCode).toBe(403);
    const res = await call('POST', API.ministryUssdSimulator, ministry, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().screen).toMatch(/^CON Choose language/);
    const menu = await call('POST', API.ministryUssdSimulator, ministry, { ...body, text: '1' });
    expect(menu.json()).toEqual({ screen: `CON ${ussdText('en').mainMenu}` });
  });
});

async function plumbing() {
  return lookupId(t.db, schema.jobCategories, 'Plumbing');
}

/** A TestUser for an account the menu made (its token is all `call` needs). */
function tokenUser(user: { id: number; username: string } | undefined): TestUser {
  if (!user) throw new Error('no such user');
  return { id: user.id, username: user.username, email: '', password: '', profileId: 0 };
}
