// What the counsellor's own resources and events tests share: the same cast of users, and the check that only an
// active counsellor may post and list (403 with the spec's message for everyone else signed in, 401 for a visitor).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { CAREERS_MESSAGES } from '@portal/contract';
import type { careerEvents, careerResources } from '../../db/schema/index.js';
import type { TestContext } from '../../test/app.js';
import { httpFor } from '../../test/http.js';
import { make, type TestUser } from '../../test/factories.js';

export type CounsellorCast = {
  owner: TestUser;
  rival: TestUser;
  seeker: TestUser;
  employer: TestUser;
  groupOnly: TestUser;
};

/** Two counsellors, a job seeker, a company, and a user holding the group without a counsellor profile. */
export async function counsellorCast(t: TestContext): Promise<CounsellorCast> {
  const owner = (await make.counsellor(t.db)).user;
  const rival = (await make.counsellor(t.db)).user;
  const seeker = (await make.jobSeeker(t.db)).user;
  const employer = await make.user(t.db, { groups: ['Company'] });
  await make.company(t.db, employer);
  const groupOnly = await make.user(t.db, { groups: ['CarrierCouncillor'] });
  return { owner, rival, seeker, employer, groupOnly };
}

type Answer = { statusCode: number; json: () => unknown };

/**
 * Posting (a `title` of 'Not mine to post') and listing `list` answer 403 with the message to each of `others` and 401
 * to a visitor, and `table` holds no row of that title.
 */
export async function expectCounsellorsOnly(
  t: TestContext,
  others: TestUser[],
  post: (user: TestUser | null, over: { title: string }) => Promise<Answer>,
  list: string,
  table: typeof careerEvents | typeof careerResources,
): Promise<void> {
  const { call } = httpFor(() => t);
  const title = 'Not mine to post';
  for (const user of others) {
    for (const res of [await post(user, { title }), await call('GET', list, user)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: CAREERS_MESSAGES.notCounsellor });
    }
  }
  expect((await post(null, { title })).statusCode).toBe(401);
  expect((await call('GET', list, null)).statusCode).toBe(401);
  expect(await t.db.select().from(table).where(eq(table.title, title))).toHaveLength(0);
}
