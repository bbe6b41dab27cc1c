// What the counsellor's own resources and events tests share: the same cast of users, and the check that only an
// active counsellor may post and list (403 with the spec's message for everyone else signed in, 401 for a visitor).
import { expect } from 'vitest';
import { CAREERS_MESSAGES } from '@portal/contract';
import type { TestContext } from '../../test/app.js';
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

/** Posting and listing answer 403 (with the message) to each of `others`, 401 to a visitor, and nothing is stored. */
export async function expectCounsellorsOnly(
  others: TestUser[],
  post: (user: TestUser | null) => Promise<Answer>,
  list: (user: TestUser | null) => Promise<Answer>,
  stored: () => Promise<unknown[]>,
): Promise<void> {
  for (const user of others) {
    for (const res of [await post(user), await list(user)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: CAREERS_MESSAGES.notCounsellor });
    }
  }
  expect((await post(null)).statusCode).toBe(401);
  expect((await list(null)).statusCode).toBe(401);
  expect(await stored()).toHaveLength(0);
}
