// The counsellor's own counselling centre (/api/careers/counsellor-counselling-center/): counsellors only, one each,
// public at once, its fields and booking contacts, and the owner-only detail.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CAREERS_MESSAGES,
  PHONE_INVALID,
  type CareerCounsellor,
  type CounsellingCenter,
  type Paged,
} from '@portal/contract';
import { counsellingCenters } from '../../db/schema/index.js';
import { make } from '../../test/factories.js';
import { counsellorCast, counsellorTestKit, expectCounsellorsOnly } from './careers.fixtures.js';

const CENTERS = '/api/careers/counsellor-counselling-center/';
const kit = counsellorTestKit();
const { call, send, register, centerForm, publicCenterNames } = kit;

describe('/api/careers/counsellor-counselling-center/', () => {
  it('is for counsellors only: 403 for a seeker, a company or a group holder without a profile; 401 for a visitor', async () => {
    const { seeker, employer, groupOnly } = await counsellorCast(kit.t);
    await expectCounsellorsOnly(
      kit.t,
      [seeker, employer, groupOnly],
      (user) => send('POST', CENTERS, user, centerForm()),
      CENTERS,
      () => kit.t.db.select().from(counsellingCenters).where(eq(counsellingCenters.userId, groupOnly.id)),
    );
  });

  it('opens the counsellor’s centre: public at once, linked to the profile, one per counsellor', async () => {
    const owner = await make.user(kit.t.db);
    const profile = (await register(owner)).json() as CareerCounsellor;
    const res = await send(
      'POST',
      CENTERS,
      owner,
      centerForm({
        center_location: 'Plot 9, Ngetta Road, Lira',
        service_offered: [kit.services[2]!.id, kit.services[0]!.id],
      }),
    );
    expect(res.statusCode).toBe(201);
    const center = res.json() as CounsellingCenter;
    expect(center).toEqual({
      id: expect.any(Number),
      center_name: 'Lira Career Centre',
      center_location: 'Plot 9, Ngetta Road, Lira',
      opening_hours: 'Monday to Friday, 8:00 am - 5:00 pm',
      terms_and_conditions: 'Free for TVET learners; book a session a day ahead.',
      service_offered: [kit.services[0], kit.services[2]].map((s) => ({ id: s!.id, name: s!.name })),
      phone: null,
      email: null,
    });
    expect((await call('GET', CENTERS, owner)).json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [center],
    });
    expect((await call('GET', `/api/careers/counsellingcenter/${center.id}/`, null)).json()).toEqual(center);
    const found = (
      await call('GET', '/api/careers/counsellingcenter/?search=ngetta', null)
    ).json() as Paged<CounsellingCenter>;
    expect(found.results.map((c) => c.id)).toEqual([center.id]);
    expect((await call('GET', `/api/careers/careercounsellors/${profile.id}/`, owner)).json()).toMatchObject({
      center: center.id,
      center_name: 'Lira Career Centre',
    });

    const again = await send('POST', CENTERS, owner, centerForm());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [CAREERS_MESSAGES.alreadyHasCenter] });
  });

  it('keeps the optional booking phone (as +256…) and e-mail, shows them publicly, and clears them with empty values', async () => {
    const owner = (await make.counsellor(kit.t.db)).user;
    const res = await send(
      'POST',
      CENTERS,
      owner,
      centerForm({ phone: '0772 123456', email: 'bookings@lira-centre.ug' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const center = res.json() as CounsellingCenter;
    expect(center).toMatchObject({ phone: '+256772123456', email: 'bookings@lira-centre.ug' });
    expect((await call('GET', `/api/careers/counsellingcenter/${center.id}/`, null)).json()).toMatchObject({
      phone: '+256772123456',
      email: 'bookings@lira-centre.ug',
    });
    const wrong = await call('PATCH', `${CENTERS}${center.id}/`, owner, {
      phone: '12',
      email: 'not-an-address',
    });
    expect(wrong.json()).toEqual({ phone: [PHONE_INVALID], email: ['Enter a valid e-mail address.'] });
    const cleared = await call('PATCH', `${CENTERS}${center.id}/`, owner, {
      phone: '',
      email: '',
    });
    expect(cleared.json()).toMatchObject({ phone: null, email: null });
  });

  it('checks every field with the form’s messages and the services against the list', async () => {
    const owner = (await make.counsellor(kit.t.db)).user;
    const empty = await call('POST', CENTERS, owner, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      center_name: ['Center name is required'],
      center_location: ['Address is required'],
      service_offered: ['Choose the services offered'],
      opening_hours: ['Working hours are required'],
      terms_and_conditions: ['Terms and conditions are required'],
    });
    expect((await send('POST', CENTERS, owner, centerForm({ service_offered: [999_999] }))).json()).toEqual({
      service_offered: [CAREERS_MESSAGES.noSuchService],
    });
    expect((await send('POST', CENTERS, owner, centerForm({ center_name: 'n'.repeat(256) }))).json()).toEqual({
      center_name: ['Ensure this field has no more than 255 characters.'],
    });
    expect(
      await kit.t.db.select().from(counsellingCenters).where(eq(counsellingCenters.userId, owner.id)),
    ).toHaveLength(0);
  });

  it('{id}: reads, replaces and patches for the owner only', async () => {
    const owner = (await make.counsellor(kit.t.db)).user;
    const center = (
      await send('POST', CENTERS, owner, centerForm({ center_name: 'Masaka Career Centre' }))
    ).json() as CounsellingCenter;
    const url = `${CENTERS}${center.id}/`;
    const { rival, seeker, employer } = await counsellorCast(kit.t);

    expect((await call('GET', url, owner)).json()).toEqual(center);
    for (const stranger of [rival]) {
      expect((await call('GET', url, stranger)).statusCode).toBe(404);
      expect((await call('PATCH', url, stranger, { center_name: 'Taken' })).statusCode).toBe(404);
      expect((await send('PUT', url, stranger, centerForm())).statusCode).toBe(404);
    }
    for (const stranger of [seeker, employer]) {
      expect((await call('GET', url, stranger)).statusCode).toBe(403);
      expect((await call('PATCH', url, stranger, { center_name: 'Taken' })).statusCode).toBe(403);
    }
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('PATCH', url, null, { center_name: 'Taken' })).statusCode).toBe(401);
    // A centre loaded as data belongs to nobody.
    expect(
      (
        await call('PATCH', `${CENTERS}${kit.centers.open}/`, owner, {
          center_name: 'Mine now',
        })
      ).statusCode,
    ).toBe(404);

    const patched = await send('PATCH', url, owner, {
      opening_hours: 'Weekends only',
      service_offered: [kit.services[1]!.id, kit.services[3]!.id],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      center_name: 'Masaka Career Centre',
      opening_hours: 'Weekends only',
      service_offered: [kit.services[1], kit.services[3]].map((s) => ({ id: s!.id, name: s!.name })),
    });
    expect((await call('PATCH', url, owner, { service_offered: [] })).json()).toEqual({
      service_offered: ['Choose the services offered'],
    });

    const put = await send('PUT', url, owner, centerForm({ center_name: 'Masaka Careers Hub' }));
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      center_name: 'Masaka Careers Hub',
      opening_hours: 'Monday to Friday, 8:00 am - 5:00 pm',
      service_offered: [{ id: kit.services[2]!.id }],
    });
    const badPut = await call('PUT', url, owner, { center_name: 'Only a name' });
    expect(badPut.statusCode).toBe(400);
    expect(badPut.json()).toHaveProperty('terms_and_conditions');
    expect(await publicCenterNames()).toContain('Masaka Careers Hub');
  });
});
