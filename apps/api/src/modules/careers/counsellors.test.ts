// Counsellor profiles: the career services list, registering, the owner-only profile and deactivating it, and the
// counsellor side's OpenAPI paths. The counsellor's own centre is in counselling-centres.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CAREERS_MESSAGES,
  type CareerCounsellor,
  type CareerEvent,
  type CareerResource,
  type CounsellingCenter,
  type Paged,
} from '@portal/contract';
import { careerCounsellors, careerResources, counsellingCenters } from '../../db/schema/index.js';
import { dbDay, make } from '../../test/factories.js';
import type { Part } from '../../test/multipart.js';
import { counsellorCast, counsellorTestKit } from './careers.fixtures.js';

const kit = counsellorTestKit();
const { call, send, groupsOf, expectDeactivated, expectOwnerOnly, sendCutOff } = kit;
const { profileForm, register, centerForm, publicCenterNames } = kit;

describe('GET /api/careers/careerservices/', () => {
  it('lists career services by name for anyone, up to 100 a page', async () => {
    const res = await call('GET', '/api/careers/careerservices/?page_size=100', null);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Paged<{ id: number; name: string }>;
    expect(body).toMatchObject({ count: kit.services.length, next: null, previous: null });
    // With their names in Swahili and Luganda beside the English (decision 027).
    expect(body.results).toEqual(
      kit.services.map((s) => ({ id: s.id, name: s.name, names: { sw: expect.any(String), lg: expect.any(String) } })),
    );
    const first = (await call('GET', '/api/careers/careerservices/?page_size=1', null)).json() as Paged<{
      name: string;
    }>;
    expect(first.results).toHaveLength(1);
    expect(first.next).toContain('page=2');
    expect((await call('GET', '/api/careers/careerservices/?page_size=101', null)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/careers/careerservices/?page=${kit.services.length + 1}&page_size=1`, null)).json(),
    ).toEqual({ detail: 'Invalid page.' });
  });
});

describe('POST /api/careers/careercounsellors/', () => {
  it('registers the counsellor (multipart, repeated services, a centre) and gives the CarrierCouncillor group', async () => {
    const user = await make.user(kit.t.db);
    const res = await register(user, { center: kit.centers.open });
    expect(res.statusCode).toBe(201);
    const body = res.json() as CareerCounsellor;
    expect(body).toEqual({
      id: expect.any(Number),
      services_provided: [kit.services[0], kit.services[1]].map((s) => ({ id: s!.id, name: s!.name })),
      location: 'Plot 12, Gulu Road, Lira',
      time_available: 'Weekdays 9:00 am - 4:00 pm',
      center: kit.centers.open,
      center_name: 'Gulu Youth Centre',
      user: user.id,
    });
    expect(await groupsOf(user)).toContain('CarrierCouncillor');
    expect((await call('GET', '/api/careers/careercounsellors/', user)).json()).toMatchObject({
      count: 1,
      results: [body],
    });
  });

  it('takes JSON, with the centre left out or empty', async () => {
    const user = await make.user(kit.t.db);
    const res = await call('POST', '/api/careers/careercounsellors/', user, {
      services_provided: [kit.services[0]!.id],
      location: 'Mbale',
      time_available: 'Saturdays',
      center: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      center: null,
      center_name: null,
      services_provided: [{ id: kit.services[0]!.id }],
    });
  });

  it('refuses a second profile, unknown services or centres, a closed centre and missing or long fields; writes nothing', async () => {
    const user = await make.user(kit.t.db);
    expect((await register(user)).statusCode).toBe(201);
    const again = await register(user);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [CAREERS_MESSAGES.alreadyCounsellor] });

    const other = await make.user(kit.t.db);
    const cases: [Record<string, Part | Part[]>, Record<string, string[]>][] = [
      [{ services_provided: [999_999] }, { services_provided: [CAREERS_MESSAGES.noSuchService] }],
      [
        { services_provided: [kit.services[0]!.id, 99_999_999_999] },
        { services_provided: [CAREERS_MESSAGES.noSuchService] },
      ],
      [{ center: 999_999 }, { center: [CAREERS_MESSAGES.noSuchCenter] }],
      [{ center: kit.centers.closed }, { center: [CAREERS_MESSAGES.noSuchCenter] }],
      [{ center: 'abc' }, { center: ['A valid integer is required.'] }],
      [
        { services_provided: [], location: ' ', time_available: '' },
        {
          services_provided: ['Choose the services you offer'],
          location: ['Address is required'],
          time_available: ['Time available is required'],
        },
      ],
      [{ location: 'x'.repeat(256) }, { location: ['Ensure this field has no more than 255 characters.'] }],
    ];
    for (const [over, errors] of cases) {
      const res = await register(other, over);
      expect(res.statusCode, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    expect(await kit.t.db.select().from(careerCounsellors).where(eq(careerCounsellors.userId, other.id))).toHaveLength(
      0,
    );
    expect(await groupsOf(other)).not.toContain('CarrierCouncillor');
  });

  it('two first registrations at once: one wins, the other is told the profile exists', async () => {
    const user = await make.user(kit.t.db);
    const answers = await Promise.all([register(user), register(user), register(user)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(r.json()).toEqual({ non_field_errors: [CAREERS_MESSAGES.alreadyCounsellor] });
    const owner = (await make.counsellor(kit.t.db)).user;
    const centres = await Promise.all(
      [0, 1, 2].map(() =>
        send('POST', '/api/careers/counsellor-counselling-center/', owner, centerForm({ center_name: 'Raced Centre' })),
      ),
    );
    expect(centres.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    for (const r of centres.filter((a) => a.statusCode === 400))
      expect(r.json()).toEqual({ non_field_errors: [CAREERS_MESSAGES.alreadyHasCenter] });
  });

  it('answers 400, not 500, to a broken multipart body; 401 to a visitor', async () => {
    const user = await make.user(kit.t.db);
    const broken = await sendCutOff('/api/careers/careercounsellors/', user, 'name="location"\r\n\r\nLira');
    expect(broken.statusCode).toBe(400);
    expect((await call('GET', '/api/careers/careercounsellors/', null)).statusCode).toBe(401);
    expect((await send('POST', '/api/careers/careercounsellors/', null, profileForm())).statusCode).toBe(401);
  });

  it('answers an empty page to a signed-in user without a profile', async () => {
    const seeker = (await make.jobSeeker(kit.t.db)).user;
    expect((await call('GET', '/api/careers/careercounsellors/', seeker)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });
});

describe('/api/careers/careercounsellors/{id}/', () => {
  it('reads, replaces and patches for the owner only; another counsellor, a seeker, a company and a visitor cannot', async () => {
    const owner = await make.user(kit.t.db);
    const profile = (await register(owner, { center: kit.centers.open })).json() as CareerCounsellor;
    const url = `/api/careers/careercounsellors/${profile.id}/`;
    const { rival, seeker, employer } = await counsellorCast(kit.t);

    expect((await call('GET', url, owner)).json()).toEqual(profile);
    await expectOwnerOnly('/api/careers/careercounsellors/', profile.id, [rival, seeker, employer], {
      put: profileForm(),
      patch: { location: 'Taken' },
    });

    const patched = await call('PATCH', url, owner, { time_available: 'Evenings' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      time_available: 'Evenings',
      location: profile.location,
      center: kit.centers.open,
    });

    // PUT is the whole form: a centre left out means none.
    const put = await send(
      'PUT',
      url,
      owner,
      profileForm({ services_provided: [kit.services[3]!.id], location: 'Arua' }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      location: 'Arua',
      center: null,
      center_name: null,
      services_provided: [{ id: kit.services[3]!.id, name: kit.services[3]!.name }],
    });
    const badPut = await call('PUT', url, owner, { location: 'Arua' });
    expect(badPut.statusCode).toBe(400);
    expect(badPut.json()).toMatchObject({
      services_provided: ['Choose the services you offer'],
      time_available: ['Time available is required'],
    });

    expect((await call('PATCH', url, owner, { center: kit.centers.closed })).json()).toEqual({
      center: [CAREERS_MESSAGES.noSuchCenter],
    });
    expect((await call('PATCH', url, owner, { services_provided: [999_999] })).json()).toEqual({
      services_provided: [CAREERS_MESSAGES.noSuchService],
    });
    expect((await call('PATCH', url, owner, { center: kit.centers.open })).json()).toMatchObject({
      center: kit.centers.open,
    });
    expect((await call('PATCH', url, owner, { center: null })).json()).toMatchObject({ center: null });
  });

  it('keeps a chosen centre that closed later, while a new choice must be open', async () => {
    const owner = await make.user(kit.t.db);
    const center = await make.counsellingCenter(kit.t.db, { name: 'Soon Closed Centre' });
    const profile = (await register(owner, { center: center.id })).json() as CareerCounsellor;
    await kit.t.db
      .update(counsellingCenters)
      .set({ deactivatedAt: new Date() })
      .where(eq(counsellingCenters.id, center.id));
    const put = await send(
      'PUT',
      `/api/careers/careercounsellors/${profile.id}/`,
      owner,
      profileForm({ center: center.id, location: 'Jinja' }),
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ center: center.id, location: 'Jinja' });
  });

  it('deactivates: group, centre, events and resources leave; the data stays; registering again restores them', async () => {
    const owner = await make.user(kit.t.db);
    const profile = (await register(owner)).json() as CareerCounsellor;
    const center = (
      await send(
        'POST',
        '/api/careers/counsellor-counselling-center/',
        owner,
        centerForm({ center_name: 'Owner Career Centre' }),
      )
    ).json() as CounsellingCenter;
    const event = await make.careerEvent(kit.t.db, {
      userId: owner.id,
      title: 'Owner Career Fair',
      eventDate: dbDay(4),
    });
    const [resource] = await kit.t.db
      .insert(careerResources)
      .values({
        userId: owner.id,
        title: 'Owner CV guide',
        description: 'How to write a CV.',
        upload: 'careers/resources/owner.pdf',
      })
      .returning();
    const publicEvents = async () =>
      ((await call('GET', '/api/careers/careerevent/?page_size=100', null)).json() as Paged<CareerEvent>).results.map(
        (e) => e.id,
      );
    const publicResources = async () =>
      ((await call('GET', '/api/careers/careerresources/', null)).json() as CareerResource[]).map((r) => r.id);
    expect(await publicCenterNames()).toContain('Owner Career Centre');
    expect(await publicEvents()).toContain(event.id);
    expect(await publicResources()).toContain(resource!.id);

    const url = `/api/careers/careercounsellors/${profile.id}/`;
    expect((await call('DELETE', url, owner)).statusCode).toBe(204);
    expect(await groupsOf(owner)).not.toContain('CarrierCouncillor');
    expect(await publicCenterNames()).not.toContain('Owner Career Centre');
    expect((await call('GET', `/api/careers/counsellingcenter/${center.id}/`, null)).statusCode).toBe(404);
    expect(await publicEvents()).not.toContain(event.id);
    expect((await call('GET', `/api/careers/careerevent/${event.id}/`, null)).statusCode).toBe(404);
    expect(await publicResources()).not.toContain(resource!.id);
    expect((await call('GET', `/api/careers/careerresources/${resource!.id}/`, null)).statusCode).toBe(404);
    await expectDeactivated('/api/careers/careercounsellors/', owner, profile.id);
    // Counsellor work is refused until the profile is restored.
    for (const path of ['counsellor-counselling-center', 'counsellor-events', 'counsellor-resources']) {
      const res = await call('GET', `/api/careers/${path}/`, owner);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: CAREERS_MESSAGES.notCounsellor });
    }
    const [kept] = await kit.t.db.select().from(careerCounsellors).where(eq(careerCounsellors.id, profile.id));
    expect(kept?.deactivatedAt).not.toBeNull();

    const again = await register(owner, { location: 'Back in Lira', center: center.id });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      id: profile.id,
      location: 'Back in Lira',
      center: center.id,
      center_name: 'Owner Career Centre',
    });
    expect(await groupsOf(owner)).toContain('CarrierCouncillor');
    expect(await publicCenterNames()).toContain('Owner Career Centre');
    expect(await publicEvents()).toContain(event.id);
    expect(await publicResources()).toContain(resource!.id);
    expect((await call('GET', '/api/careers/counsellor-counselling-center/', owner)).json()).toMatchObject({
      count: 1,
      results: [{ id: center.id }],
    });
  });
});

describe('OpenAPI document', () => {
  it('describes the counsellor side', async () => {
    const res = await call('GET', '/api/docs/json', null);
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const p of [
      '/api/careers/careerservices/',
      '/api/careers/careercounsellors/',
      '/api/careers/careercounsellors/{id}/',
      '/api/careers/counsellor-counselling-center/',
      '/api/careers/counsellor-counselling-center/{id}/',
      '/api/careers/counsellor-resources/',
      '/api/careers/counsellor-resources/{id}/',
      '/api/careers/counsellor-events/',
      '/api/careers/counsellor-events/{id}/',
      '/careers/api/careerevent/{id}/',
    ]) {
      expect(paths).toContain(p);
    }
  });
});
