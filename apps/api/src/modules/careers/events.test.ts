import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAREERS_MESSAGES, type CareerEvent, type Paged } from '@portal/contract';
import { careerEvents } from '../../db/schema/index.js';
import { httpFor } from '../../test/http.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { isoDay, make, type TestUser } from '../../test/factories.js';
import { counsellorCast, expectCounsellorsOnly, type CounsellorCast } from './careers.fixtures.js';
import { NOT_AN_IMAGE, PDF, PNG_1PX, type Part } from '../../test/multipart.js';

let t: TestContext;
let cast: CounsellorCast;

const LIST = '/api/careers/counsellor-events/';
const png = { filename: 'logo.png', contentType: 'image/png', content: PNG_1PX };

beforeAll(async () => {
  t = await buildTestApp();
  cast = await counsellorCast(t);
});

const { call, send, sendCutOff } = httpFor(() => t);
const form = (over: Record<string, Part | Part[]> = {}): Record<string, Part | Part[]> => ({
  title: 'Lira Youth Career Day',
  theme: 'Finding work after a TVET course.',
  location: 'Lira Main Hall',
  event_date: isoDay(7),
  start_time: '09:00',
  end_time: '12:30',
  registration_link: 'https://register.example.ug/lira',
  target_audience: 'TVET graduates',
  ...over,
});
const post = (user: TestUser | null, over: Record<string, Part | Part[]> = {}) => send('POST', LIST, user, form(over));
const keyOf = (url: string) => url.slice(`${PUBLIC_URL}/media/`.length);
const publicIds = async () =>
  ((await call('GET', '/api/careers/careerevent/?page_size=100', null)).json() as Paged<CareerEvent>).results.map(
    (e) => e.id,
  );

describe('POST /api/careers/counsellor-events/', () => {
  it('posts an event with a logo; it appears in the public events list', async () => {
    const res = await post(cast.owner, { logo: png });
    expect(res.statusCode).toBe(201);
    const event = res.json() as CareerEvent;
    expect(event).toEqual({
      id: expect.any(Number),
      title: 'Lira Youth Career Day',
      theme: 'Finding work after a TVET course.',
      location: 'Lira Main Hall',
      event_date: isoDay(7),
      start_time: '09:00:00',
      end_time: '12:30:00',
      registration_link: 'https://register.example.ug/lira',
      target_audience: 'TVET graduates',
      logo: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/media/events/logos/[0-9a-f-]+\\.png$`)),
    });
    expect((await call('GET', event.logo!.slice(PUBLIC_URL.length), null)).statusCode).toBe(200);
    expect(await publicIds()).toContain(event.id);
    expect((await call('GET', `/api/careers/careerevent/${event.id}/`, null)).json()).toEqual(event);
  });

  it('takes JSON without a logo, today included', async () => {
    const res = await call('POST', LIST, cast.owner, {
      ...form({ event_date: isoDay(0), title: 'Today Careers Talk' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Today Careers Talk', logo: null, event_date: isoDay(0) });
  });

  it('applies every rule of the event form with its message', async () => {
    const empty = await call('POST', LIST, cast.owner, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      title: ['Title is required'],
      theme: ['Enter Theme'],
      location: ['You must enter location'],
      event_date: ['Event date is required'],
      start_time: ['You must enter event start time'],
      end_time: ['You must enter event end time'],
      registration_link: ['Registration Link is Required'],
      target_audience: ['You must enter target audience'],
    });
    const cases: [Record<string, Part>, Record<string, string[]>][] = [
      [{ theme: 'ab' }, { theme: ['Theme too short'] }],
      [{ event_date: isoDay(-1) }, { event_date: ['Event date cannot be in the past'] }],
      [{ event_date: '2026-02-30' }, { event_date: ['Enter a valid date (yyyy-MM-dd).'] }],
      [{ start_time: '14:00', end_time: '13:00' }, { end_time: ['End time must be later than the start time'] }],
      [{ start_time: '14:00', end_time: '14:00' }, { end_time: ['End time must be later than the start time'] }],
      [{ start_time: '25:00' }, { start_time: ['Enter a valid time (HH:MM).'] }],
      [{ registration_link: 'register here' }, { registration_link: ['Enter a valid URL.'] }],
      [{ registration_link: 'ftp://example.ug/x' }, { registration_link: ['Enter a valid URL.'] }],
      [{ location: 'l'.repeat(256) }, { location: ['Ensure this field has no more than 255 characters.'] }],
      [
        { target_audience: 'a'.repeat(256) },
        { target_audience: ['Ensure this field has no more than 255 characters.'] },
      ],
      [
        { logo: { filename: 'logo.png', contentType: 'image/png', content: NOT_AN_IMAGE } },
        { logo: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] },
      ],
      [
        { logo: { filename: 'logo.png', contentType: 'image/png', content: PDF } },
        { logo: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] },
      ],
    ];
    for (const [over, errors] of cases) {
      const res = await post(cast.owner, { ...over, title: 'Refused event' });
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    // An image over the 2 MB image limit (but under the 3 MB upload limit) is refused on its field.
    const bigImage = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024, 0)]);
    const big = await post(cast.owner, {
      title: 'Refused event',
      logo: { filename: 'big.png', contentType: 'image/png', content: bigImage },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ logo: ['The file is too large. The limit is 2 MB.'] });
    const broken = await sendCutOff(LIST, cast.owner, 'name="title"\r\n\r\nBroken');
    expect(broken.statusCode).toBe(400);
    expect(await t.db.select().from(careerEvents).where(eq(careerEvents.title, 'Refused event'))).toHaveLength(0);
  });

  it('is for counsellors only: 403 for a seeker, a company or a group holder without a profile; 401 for a visitor', async () => {
    await expectCounsellorsOnly(t, [cast.seeker, cast.employer, cast.groupOnly], post, LIST, careerEvents);
  });
});

describe('GET /api/careers/counsellor-events/', () => {
  it('lists the counsellor’s own events, past ones too, latest event date first, paged', async () => {
    const host = (await make.counsellor(t.db)).user;
    const past = await make.careerEvent(t.db, { userId: host.id, title: 'Past Fair', eventDate: isoDay(-30) });
    const soon = (await post(host, { title: 'Soon Fair', event_date: isoDay(2) })).json() as CareerEvent;
    const later = (await post(host, { title: 'Later Fair', event_date: isoDay(40) })).json() as CareerEvent;
    await post(cast.rival, { title: 'Rival Fair' });
    const body = (await call('GET', `${LIST}?page_size=10`, host)).json() as Paged<CareerEvent>;
    expect(body).toMatchObject({ count: 3, next: null, previous: null });
    expect(body.results.map((e) => e.id)).toEqual([later.id, soon.id, past.id]);
    const second = (await call('GET', `${LIST}?page_size=2&page=2`, host)).json() as Paged<CareerEvent>;
    expect(second).toMatchObject({ count: 3, next: null, previous: `${PUBLIC_URL}${LIST}?page_size=2` });
    expect(second.results.map((e) => e.title)).toEqual(['Past Fair']);
    expect((await call('GET', `${LIST}?page=3&page_size=2`, host)).json()).toEqual({ detail: 'Invalid page.' });
    expect(await publicIds()).not.toContain(past.id);
  });
});

describe('/api/careers/counsellor-events/{id}/', () => {
  it('reads, replaces and patches for the owner only; the times are checked against the stored ones', async () => {
    const event = (await post(cast.owner, { title: 'Gulu Careers Week', logo: png })).json() as CareerEvent;
    const url = `${LIST}${event.id}/`;

    expect((await call('GET', url, cast.owner)).json()).toEqual(event);
    expect((await call('GET', url, cast.rival)).statusCode).toBe(404);
    expect((await send('PUT', url, cast.rival, form())).statusCode).toBe(404);
    expect((await call('PATCH', url, cast.rival, { title: 'Taken' })).statusCode).toBe(404);
    for (const user of [cast.seeker, cast.employer]) {
      expect((await call('GET', url, user)).statusCode).toBe(403);
      expect((await call('PATCH', url, user, { title: 'Taken' })).statusCode).toBe(403);
    }
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await send('PUT', url, null, form())).statusCode).toBe(401);

    // PATCH: only one of the times against the stored other one (09:00–12:30).
    const earlyEnd = await call('PATCH', url, cast.owner, { end_time: '08:30' });
    expect(earlyEnd.statusCode).toBe(400);
    expect(earlyEnd.json()).toEqual({ end_time: ['End time must be later than the start time'] });
    expect((await call('PATCH', url, cast.owner, { start_time: '13:00' })).json()).toEqual({
      end_time: ['End time must be later than the start time'],
    });
    expect((await call('PATCH', url, cast.owner, { start_time: '11:00', end_time: '10:00' })).json()).toEqual({
      end_time: ['End time must be later than the start time'],
    });
    expect((await call('PATCH', url, cast.owner, { registration_link: 'nope' })).json()).toEqual({
      registration_link: ['Enter a valid URL.'],
    });
    const patched = await call('PATCH', url, cast.owner, { end_time: '16:00', title: 'Gulu Careers Week 2026' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({ ...event, end_time: '16:00:00', title: 'Gulu Careers Week 2026' });

    // PUT: the whole form; the logo may stay, and an old event may keep (or be moved to) a past date.
    const put = await send(
      'PUT',
      url,
      cast.owner,
      form({ title: 'Gulu Careers Week (moved)', event_date: isoDay(-3), start_time: '10:00', end_time: '11:00' }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      title: 'Gulu Careers Week (moved)',
      event_date: isoDay(-3),
      start_time: '10:00:00',
      end_time: '11:00:00',
      logo: event.logo,
    });
    const badPut = await call('PUT', url, cast.owner, { title: 'Only a title' });
    expect(badPut.statusCode).toBe(400);
    expect(badPut.json()).toMatchObject({ theme: ['Enter Theme'], event_date: ['Event date is required'] });

    // A new logo replaces the stored file.
    const relogo = await send('PATCH', url, cast.owner, { logo: png });
    expect(relogo.statusCode).toBe(200);
    const relogoed = relogo.json() as CareerEvent;
    expect(relogoed.logo).not.toBe(event.logo);
    expect(await t.storage.get(keyOf(event.logo!))).toBeNull();
    expect(
      (await send('PATCH', url, cast.owner, { logo: { filename: 'x.png', contentType: 'image/png', content: PDF } }))
        .statusCode,
    ).toBe(400);
  });

  it('deletes for the owner only, at the manage path, the public path and the spec’s swapped path; the logo goes too', async () => {
    const paths = [LIST, '/api/careers/careerevent/', '/careers/api/careerevent/'];
    for (const base of paths) {
      const event = (await post(cast.owner, { title: `Delete me ${base}`, logo: png })).json() as CareerEvent;
      const url = `${base}${event.id}/`;
      expect((await call('DELETE', url, cast.rival)).statusCode).toBe(404);
      for (const user of [cast.seeker, cast.employer, cast.groupOnly]) {
        const res = await call('DELETE', url, user);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: CAREERS_MESSAGES.notCounsellor });
      }
      expect((await call('DELETE', url, null)).statusCode).toBe(401);
      expect(await publicIds()).toContain(event.id);

      expect((await call('DELETE', url.replace(/\/$/, ''), cast.owner)).statusCode).toBe(204);
      expect(await publicIds()).not.toContain(event.id);
      expect((await call('GET', `/api/careers/careerevent/${event.id}/`, null)).statusCode).toBe(404);
      expect(await t.storage.get(keyOf(event.logo!))).toBeNull();
      expect((await call('DELETE', url, cast.owner)).statusCode).toBe(404);
    }
    // An event loaded as data (no poster) is nobody's to delete.
    const loaded = await make.careerEvent(t.db, { title: 'Loaded fair' });
    expect((await call('DELETE', `/api/careers/careerevent/${loaded.id}/`, cast.owner)).statusCode).toBe(404);
  });
});
