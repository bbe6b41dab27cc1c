import { beforeAll, describe, expect, it } from 'vitest';
import type { CareerEvent, CareerResource, CounsellingCenter } from '@portal/contract';
import { careerResources } from '../../db/schema/index.js';
import { buildTestApp, PUBLIC_URL, type TestContext } from '../../test/app.js';
import { dbDay, make } from '../../test/factories.js';
import { PDF } from '../../test/multipart.js';

let t: TestContext;
const ids: Record<string, number> = {};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await buildTestApp();
  const counsellor = await make.counsellor(t.db);
  const gone = await make.counsellor(t.db, { deactivated: true });

  ids.oil = (
    await make.careerEvent(t.db, {
      userId: counsellor.user.id,
      title: 'Oil and Gas Career Fair',
      location: 'Hoima City',
      eventDate: dbDay(5),
      logo: 'events/logos/oil.png',
      createdAt: daysAgo(6),
    })
  ).id;
  ids.expo = (
    await make.careerEvent(t.db, {
      userId: counsellor.user.id,
      title: 'Youth Career Expo',
      eventDate: dbDay(1),
      startTime: '14:00:00',
      endTime: '17:30:00',
      targetAudience: 'Secondary school leavers',
      createdAt: daysAgo(2),
    })
  ).id;
  ids.today = (
    await make.careerEvent(t.db, { title: 'Digital Jobs Day', eventDate: dbDay(0), createdAt: daysAgo(9) })
  ).id;
  ids.past = (
    await make.careerEvent(t.db, { userId: counsellor.user.id, title: 'Careers Past Day', eventDate: dbDay(-2) })
  ).id;
  ids.hiddenEvent = (
    await make.careerEvent(t.db, { userId: gone.user.id, title: 'Hidden Oil Fair', eventDate: dbDay(3) })
  ).id;

  ids.makerere = (
    await make.counsellingCenter(t.db, {
      name: 'Makerere Career Centre',
      location: 'Wandegeya, Kampala',
      services: ['Interview Preparation', 'Career Guidance'],
      userId: counsellor.user.id,
    })
  ).id;
  ids.gulu = (
    await make.counsellingCenter(t.db, {
      name: 'Gulu Youth Centre',
      location: 'Pece Road, Gulu',
      services: ['Entrepreneurship Coaching'],
    })
  ).id;
  ids.closed = (
    await make.counsellingCenter(t.db, {
      name: 'Closed Interview Centre',
      services: ['Interview Preparation'],
      deactivated: true,
    })
  ).id;

  await t.storage.put('careers/resources/cv-guide.pdf', PDF, 'application/pdf');
  const [older, newer, hidden] = await t.db
    .insert(careerResources)
    .values([
      {
        userId: counsellor.user.id,
        title: 'Writing a CV for a technical job',
        description: 'A step-by-step guide.',
        upload: 'careers/resources/cv-guide.pdf',
        createdAt: daysAgo(10),
      },
      {
        userId: null,
        title: 'Apprenticeship guide',
        description: 'How apprenticeships work.',
        upload: 'careers/resources/apprenticeship.pdf',
        createdAt: daysAgo(1),
      },
      {
        userId: gone.user.id,
        title: 'Hidden guide',
        description: 'From a deactivated counsellor.',
        upload: 'careers/resources/hidden.pdf',
      },
    ])
    .returning();
  ids.cvGuide = older!.id;
  ids.apprenticeship = newer!.id;
  ids.hiddenResource = hidden!.id;
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/careers/careerevent/', () => {
  const titles = (body: { results: CareerEvent[] }) => body.results.map((r) => r.title);

  it('lists upcoming events (today included), soonest first, without a deactivated counsellor’s', async () => {
    const res = await get('/api/careers/careerevent/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 3, next: null, previous: null });
    expect(titles(res.json())).toEqual(['Digital Jobs Day', 'Youth Career Expo', 'Oil and Gas Career Fair']);
  });

  it('orders by -event_date and -created', async () => {
    const orders = {
      '-event_date': ['Oil and Gas Career Fair', 'Youth Career Expo', 'Digital Jobs Day'],
      '-created': ['Youth Career Expo', 'Oil and Gas Career Fair', 'Digital Jobs Day'],
    };
    for (const [ordering, expected] of Object.entries(orders)) {
      expect(titles((await get(`/api/careers/careerevent/?ordering=${ordering}`)).json()), ordering).toEqual(expected);
    }
  });

  it('searches by prefix over title, theme, location and audience', async () => {
    expect(titles((await get('/api/careers/careerevent/?search=oil')).json())).toEqual(['Oil and Gas Career Fair']);
    expect(titles((await get('/api/careers/careerevent/?search=hoim')).json())).toEqual(['Oil and Gas Career Fair']);
    expect(titles((await get('/api/careers/careerevent/?search=secondary%20school')).json())).toEqual([
      'Youth Career Expo',
    ]);
  });

  it('pages: 404 "Invalid page." past the end, 400 for page_size over 100', async () => {
    const p3 = (await get('/api/careers/careerevent/?page_size=1&page=3')).json();
    expect(p3).toMatchObject({ count: 3, next: null });
    expect(titles(p3)).toEqual(['Oil and Gas Career Fair']);
    const past = await get('/api/careers/careerevent/?page_size=1&page=4');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    expect((await get('/api/careers/careerevent/?page_size=101')).statusCode).toBe(200);
  });

  it('answers one event (past ones too) with its logo URL; 404 for hidden or unknown, 400 for a bad id', async () => {
    const res = await get(`/api/careers/careerevent/${ids.oil}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.oil,
      title: 'Oil and Gas Career Fair',
      theme: 'Meet employers hiring artisans and technicians.',
      location: 'Hoima City',
      event_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      start_time: '09:00:00',
      end_time: '13:00:00',
      registration_link: 'https://register.example.ug/fair',
      target_audience: 'TVET graduates',
      logo: `${PUBLIC_URL}/media/events/logos/oil.png`,
    });
    expect((await get(`/api/careers/careerevent/${ids.past}`)).statusCode).toBe(200);
    expect((await get(`/api/careers/careerevent/${ids.hiddenEvent}/`)).statusCode).toBe(404);
    expect((await get('/api/careers/careerevent/777777/')).json()).toEqual({ detail: 'Not found.' });
    expect((await get('/api/careers/careerevent/1.5/')).statusCode).toBe(400);
  });
});

describe('GET /api/careers/counsellingcenter/', () => {
  const names = (body: { results: CounsellingCenter[] }) => body.results.map((r) => r.center_name);

  it('lists active centres by name, each with its services (ordered by name)', async () => {
    const res = await get('/api/careers/counsellingcenter/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, next: null, previous: null });
    expect(names(body)).toEqual(['Gulu Youth Centre', 'Makerere Career Centre']);
    // Each centre carries its own services, not another's.
    expect(body.results[0].service_offered.map((s: { name: string }) => s.name)).toEqual(['Entrepreneurship Coaching']);
    expect(body.results[1].service_offered.map((s: { name: string }) => s.name)).toEqual([
      'Career Guidance',
      'Interview Preparation',
    ]);
    expect(body.results[1].service_offered[0]).toEqual({ id: expect.any(Number), name: 'Career Guidance' });
  });

  it('finds a centre by the prefix of its name, address or a service it offers', async () => {
    expect(names((await get('/api/careers/counsellingcenter/?search=interv')).json())).toEqual([
      'Makerere Career Centre',
    ]);
    expect(names((await get('/api/careers/counsellingcenter/?search=Entrepreneur')).json())).toEqual([
      'Gulu Youth Centre',
    ]);
    expect(names((await get('/api/careers/counsellingcenter/?search=wandeg')).json())).toEqual([
      'Makerere Career Centre',
    ]);
  });

  it('orders by -created; pages with 404 past the end', async () => {
    expect(names((await get('/api/careers/counsellingcenter/?ordering=-created')).json())).toEqual([
      'Gulu Youth Centre',
      'Makerere Career Centre',
    ]);
    expect((await get('/api/careers/counsellingcenter/?page=2')).json()).toEqual({ detail: 'Invalid page.' });
    expect((await get('/api/careers/counsellingcenter/?page_size=1000')).statusCode).toBe(200);
  });

  it('answers one centre with its services; 404 for a deactivated one, 400 for a bad id', async () => {
    const res = await get(`/api/careers/counsellingcenter/${ids.makerere}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.makerere,
      center_name: 'Makerere Career Centre',
      center_location: 'Wandegeya, Kampala',
      opening_hours: 'Monday to Friday, 9:00 am - 4:00 pm',
      terms_and_conditions: 'Sessions are free for registered learners.',
      service_offered: [
        { id: expect.any(Number), name: 'Career Guidance' },
        { id: expect.any(Number), name: 'Interview Preparation' },
      ],
      phone: null,
      email: null,
    });
    expect((await get(`/api/careers/counsellingcenter/${ids.closed}/`)).statusCode).toBe(404);
    expect((await get('/api/careers/counsellingcenter/x/')).statusCode).toBe(400);
  });
});

describe('GET /api/careers/careerresources/', () => {
  it('answers an array, newest first, with document URLs that download', async () => {
    const res = await get('/api/careers/careerresources/');
    expect(res.statusCode).toBe(200);
    const body = res.json() as CareerResource[];
    expect(body.map((r) => r.title)).toEqual(['Apprenticeship guide', 'Writing a CV for a technical job']);
    expect(body[1]).toEqual({
      id: ids.cvGuide,
      title: 'Writing a CV for a technical job',
      description: 'A step-by-step guide.',
      upload: `${PUBLIC_URL}/media/careers/resources/cv-guide.pdf`,
    });
    const file = await get(body[1]!.upload.replace(PUBLIC_URL, ''));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers one resource; 404 for a deactivated counsellor’s or an unknown id', async () => {
    expect((await get(`/api/careers/careerresources/${ids.apprenticeship}/`)).json()).toMatchObject({
      title: 'Apprenticeship guide',
    });
    expect((await get(`/api/careers/careerresources/${ids.hiddenResource}/`)).statusCode).toBe(404);
    expect((await get('/api/careers/careerresources/0/')).statusCode).toBe(400);
  });
});
