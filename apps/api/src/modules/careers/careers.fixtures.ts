// What the counsellor tests share: the same cast of users; the check that only an active counsellor may post and list
// (403 with the spec's message for everyone else signed in, 401 for a visitor); and the profile and centre tests' app,
// career services, loaded centres and forms.
import { eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { CAREERS_MESSAGES, type CounsellingCenter, type Paged } from '@portal/contract';
import { careerServices, type careerEvents, type careerResources } from '../../db/schema/index.js';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { httpFor } from '../../test/http.js';
import { make, type TestUser } from '../../test/factories.js';
import type { Part } from '../../test/multipart.js';

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
 * Posting (a `title` of 'Not mine to post', where the form has one) and listing `list` answer 403 with the message to
 * each of `others` and 401 to a visitor, and nothing was stored: no row of that title in `stored`, or none it answers.
 */
export async function expectCounsellorsOnly(
  t: TestContext,
  others: TestUser[],
  post: (user: TestUser | null, over: { title: string }) => Promise<Answer>,
  list: string,
  stored: typeof careerEvents | typeof careerResources | (() => Promise<unknown[]>),
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
  const rows = typeof stored === 'function' ? stored() : t.db.select().from(stored).where(eq(stored.title, title));
  expect(await rows).toHaveLength(0);
}

/**
 * The counsellor profile and centre tests' set-up, built once per file: the app, the career services by name, a loaded
 * open centre and a closed one, and the profile and centre forms with valid values (`over` on top).
 */
export function counsellorTestKit() {
  let t: TestContext;
  let services: { id: number; name: string }[] = [];
  const centers = { open: 0, closed: 0 };
  beforeAll(async () => {
    t = await buildTestApp();
    services = await t.db.select().from(careerServices).orderBy(careerServices.name);
    centers.open = (await make.counsellingCenter(t.db, { name: 'Gulu Youth Centre' })).id;
    centers.closed = (await make.counsellingCenter(t.db, { name: 'Closed Centre', deactivated: true })).id;
  });
  const http = httpFor(() => t);
  const profileForm = (over: Record<string, Part | Part[]> = {}) => ({
    services_provided: [services[0]!.id, services[1]!.id],
    location: 'Plot 12, Gulu Road, Lira',
    time_available: 'Weekdays 9:00 am - 4:00 pm',
    ...over,
  });
  const centerForm = (over: Record<string, Part | Part[]> = {}) => ({
    center_name: 'Lira Career Centre',
    center_location: 'Plot 4, Obote Avenue, Lira',
    service_offered: [services[2]!.id],
    opening_hours: 'Monday to Friday, 8:00 am - 5:00 pm',
    terms_and_conditions: 'Free for TVET learners; book a session a day ahead.',
    ...over,
  });
  return {
    get t() {
      return t;
    },
    get services() {
      return services;
    },
    centers,
    ...http,
    profileForm,
    centerForm,
    /** Registers `user` as a counsellor through the multipart form. */
    register: (user: TestUser, over: Record<string, Part | Part[]> = {}) =>
      http.send('POST', '/api/careers/careercounsellors/', user, profileForm(over)),
    /** The names in the public list of counselling centres. */
    publicCenterNames: async () =>
      (
        (
          await http.call('GET', '/api/careers/counsellingcenter/?page_size=100', null)
        ).json() as Paged<CounsellingCenter>
      ).results.map((c) => c.center_name),
  };
}
