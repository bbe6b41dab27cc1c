// DRF order: the object is the caller's (get_object) before the body is read (the serializer), so someone else's row
// answers 404/403 whatever the body; and PATCH is partial everywhere (issue 12's wire deviations).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../db/schema/index.js';
import { buildTestApp, type TestContext } from '../test/app.js';
import { authHeaders, make } from '../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const send = async (
  method: 'PUT' | 'PATCH',
  url: string,
  body: unknown,
  user: { id: number; username: string; email: string },
) =>
  t.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...(await authHeaders(t.tokens, user as never)) },
    payload: JSON.stringify(body),
  });

const GARBAGE = { title: '', event_date: '2026-02-31', no_of_vacancies: 'many', max_no_participants: -4 };

describe("someone else's row answers before its body is read", () => {
  it('a counsellor event: 404 for another counsellor, whatever the body; the owner gets the 400', async () => {
    const owner = await make.counsellor(t.db);
    const other = await make.counsellor(t.db);
    const event = await make.careerEvent(t.db, { userId: owner.user.id });
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await send(method, `/api/careers/counsellor-events/${event.id}/`, GARBAGE, other.user);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
      expect((await send(method, `/api/careers/counsellor-events/${event.id}/`, GARBAGE, owner.user)).statusCode).toBe(
        400,
      );
    }
  });

  it("a job (the shared own-item routes): 404 for another company's owner, whatever the body", async () => {
    const owner = await make.user(t.db, { groups: ['Company'] });
    const job = await make.job(t.db, await make.company(t.db, owner));
    const rival = await make.user(t.db, { groups: ['Company'] });
    await make.company(t.db, rival);
    for (const method of ['PUT', 'PATCH'] as const) {
      expect((await send(method, `/api/employer/jobs/${job.id}/`, GARBAGE, rival)).statusCode).toBe(404);
    }
  });

  it("another user's basic information: 403 whatever the body; a malformed id is still the validator's 400", async () => {
    const a = await make.user(t.db);
    const b = await make.user(t.db);
    const res = await send('PATCH', `/api/account/register/${b.id}/`, { first_name: '', 'profile.gender': 'Other' }, a);
    expect(res.statusCode).toBe(403);
    expect((await send('PATCH', '/api/account/register/abc/', { first_name: 'X' }, a)).statusCode).toBe(400);
  });
});

describe('PATCH is partial', () => {
  it('PATCH /api/account/register/{id}/ with only first_name changes just that', async () => {
    const user = await make.user(t.db);
    await t.db
      .update(profiles)
      .set({ gender: 'Female', phoneNumber: '+256772123456' })
      .where(eq(profiles.userId, user.id));
    await t.db.update(users).set({ lastName: 'Auma' }).where(eq(users.id, user.id));
    const res = await send('PATCH', `/api/account/register/${user.id}/`, { first_name: 'Grace' }, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Grace', gender: 'Female', phone_number: '+256772123456' });
    const [row] = await t.db.select({ lastName: users.lastName }).from(users).where(eq(users.id, user.id));
    expect(row?.lastName).toBe('Auma');
  });
});
