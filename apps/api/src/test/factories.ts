// Rows for tests, written straight to the database (the API is what the tests exercise, not the set-up).
import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { today, type GroupName } from '@portal/contract';
import type { Database } from '../db/client.js';
import { groups, profiles, userGroups, users } from '../db/schema/index.js';
import {
  companies,
  districts,
  functionalAreas,
  jobCategories,
  jobs,
  type cities,
  type contractTypes,
} from '../db/schema/index.js';
import {
  cities as citiesTable,
  contractTypes as contractTypesTable,
  jobSeekerCategories,
  jobSeekers,
  maritalStatuses,
} from '../db/schema/index.js';
import {
  careerCounsellors,
  careerEvents,
  careerServices,
  counsellingCenterServices,
  counsellingCenters,
  notifications,
  skillProviders,
  skillsCompetitions,
  trainers,
  trainings,
} from '../db/schema/index.js';
import { kampalaToday } from '../lib/dates.js';
import { hashPassword } from '../lib/passwords.js';
import type { TokenService } from '../lib/tokens.js';

/** yyyy-MM-dd `offset` days from today in Uganda, the clock the server's date rules use (lib/dates.ts). */
export function isoDay(offset: number): string {
  const base = Date.parse(`${today()}T00:00:00Z`);
  return new Date(base + offset * 86_400_000).toISOString().slice(0, 10);
}

export const DEFAULT_PASSWORD = 'Kampala#2026';
let defaultHash: Promise<string> | undefined;

export type TestUser = { id: number; username: string; email: string; password: string; profileId: number };

export async function createUser(
  db: Database,
  opts: { verified?: boolean; groups?: GroupName[]; password?: string; username?: string; firstName?: string } = {},
): Promise<TestUser> {
  const username = opts.username ?? `user-${randomBytes(4).toString('hex')}@example.ug`;
  const password = opts.password ?? DEFAULT_PASSWORD;
  const passwordHash = opts.password
    ? await hashPassword(password)
    : await (defaultHash ??= hashPassword(DEFAULT_PASSWORD));
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: username,
      passwordHash,
      firstName: opts.firstName ?? 'Test',
      emailVerifiedAt: opts.verified === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error('no user');
  const [profile] = await db.insert(profiles).values({ userId: user.id }).returning();
  if (!profile) throw new Error('no profile');
  if (opts.groups?.length) {
    const rows = await db.select().from(groups).where(inArray(groups.name, opts.groups));
    await db.insert(userGroups).values(rows.map((g) => ({ userId: user.id, groupId: g.id })));
  }
  return { id: user.id, username, email: username, password, profileId: profile.id };
}

/** An access token for the user, signed like the login's (no HTTP round trip). */
export async function accessTokenFor(tokens: TokenService, user: TestUser): Promise<string> {
  return tokens.signAccess({
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: 'Test',
    verified: true,
    tokenVersion: 0,
  });
}

export async function authHeaders(tokens: TokenService, user: TestUser) {
  return { authorization: `JWT ${await accessTokenFor(tokens, user)}` };
}

export async function userRow(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

// ---------- companies and jobs ----------

type NamedTable =
  typeof jobCategories | typeof functionalAreas | typeof districts | typeof contractTypes | typeof cities;

/** The id of a seeded lookup row by its name (the template database holds every lookup list). */
export async function lookupId(db: Database, table: NamedTable, name: string): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.name, name));
  if (!row) throw new Error(`no lookup row named ${name}`);
  return row.id;
}

export async function createCompany(
  db: Database,
  owner: TestUser,
  overrides: Partial<typeof companies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(companies)
    .values({
      userId: owner.id,
      name: `Company ${randomBytes(3).toString('hex')}`,
      noOfEmployees: 25,
      address: 'Plot 1, Jinja Road, Kampala',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no company');
  return row;
}

/** An open job (deadline in 30 days) in Kampala, Welding & Fabrication, unless overridden. */
export async function createJob(
  db: Database,
  company: { id: number },
  overrides: Partial<typeof jobs.$inferInsert> = {},
) {
  const deadline = isoDay(30);
  const [row] = await db
    .insert(jobs)
    .values({
      companyId: company.id,
      title: 'Metal Fabricator',
      jobCategoryId: overrides.jobCategoryId ?? (await lookupId(db, jobCategories, 'Welding & Fabrication')),
      functionAreaId: overrides.functionAreaId ?? (await lookupId(db, functionalAreas, 'Production & Operations')),
      locationId: overrides.locationId ?? (await lookupId(db, districts, 'Kampala')),
      description: '<p>Fabricate gates, windows and steel structures.</p>',
      qualifications: '<ul><li>Trade test certificate</li></ul>',
      applicationProcedure: '<p>Apply through the portal.</p>',
      availablePositions: 2,
      minPay: 600_000,
      maxPay: 900_000,
      submissionDeadline: deadline,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no job');
  return row;
}

// ---------- trainings, competitions, events, centres, notifications ----------

/** A date `days` from the database's today in Kampala (negative: in the past), so "upcoming" agrees with the server's rules. */
export const dbDay = (days: number) => sql<string>`(${kampalaToday} + ${days}::int)`;

const tag = () => randomBytes(3).toString('hex');

export async function createTrainer(
  db: Database,
  opts: { deactivated?: boolean; firstName?: string; lastName?: string } = {},
) {
  const user = await createUser(db, { groups: ['Trainer'], firstName: opts.firstName ?? 'Joseph' });
  if (opts.lastName !== undefined) await db.update(users).set({ lastName: opts.lastName }).where(eq(users.id, user.id));
  const [row] = await db
    .insert(trainers)
    .values({
      userId: user.id,
      address: 'Plot 14, Port Bell Road, Kampala',
      deactivatedAt: opts.deactivated ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('no trainer');
  return { ...row, user };
}

/** An upcoming training (in 10 days) unless `date` says otherwise. */
export async function createTraining(
  db: Database,
  trainer: { id: number },
  overrides: Partial<Omit<typeof trainings.$inferInsert, 'date'>> & { date?: ReturnType<typeof dbDay> | string } = {},
) {
  const [row] = await db
    .insert(trainings)
    .values({
      trainerId: trainer.id,
      title: `Short Course ${tag()}`,
      description: '<p>Hands-on practical course with a certificate of attendance.</p>',
      location: 'Nakawa training centre',
      date: dbDay(10),
      time: '09:00:00',
      maxNoParticipants: 20,
      fees: 350_000,
      registrationLink: 'https://register.example.ug/solar',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no training');
  return row;
}

export async function createSkillProvider(db: Database, opts: { deactivated?: boolean; title?: string } = {}) {
  const user = await createUser(db, { groups: ['SkillProvider'] });
  const [row] = await db
    .insert(skillProviders)
    .values({
      userId: user.id,
      title: opts.title ?? `Skills Uganda ${tag()}`,
      location: 'Kampala',
      description: 'Runs national skills competitions.',
      deactivatedAt: opts.deactivated ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('no skill provider');
  return { ...row, user };
}

/** A competition starting in 10 days and ending in 12, unless overridden. */
export async function createCompetition(
  db: Database,
  provider: { id: number },
  overrides: Partial<Omit<typeof skillsCompetitions.$inferInsert, 'startDate' | 'endDate'>> & {
    startDate?: ReturnType<typeof dbDay> | string;
    endDate?: ReturnType<typeof dbDay> | string;
  } = {},
) {
  const [row] = await db
    .insert(skillsCompetitions)
    .values({
      providerId: provider.id,
      competitionTitle: `Youth Welding Challenge ${tag()}`,
      description: '<p>Compete for tool kits and an industrial placement.</p>',
      guidelines: '<ul><li>Bring protective wear.</li></ul>',
      location: 'Kampala',
      startDate: dbDay(10),
      endDate: dbDay(12),
      applicationLink: 'https://register.example.ug/welding',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no competition');
  return row;
}

export async function createCounsellor(db: Database, opts: { deactivated?: boolean } = {}) {
  const user = await createUser(db, { groups: ['CarrierCouncillor'] });
  const [row] = await db
    .insert(careerCounsellors)
    .values({
      userId: user.id,
      location: 'Wandegeya, Kampala',
      timeAvailable: 'Weekdays 9-4',
      deactivatedAt: opts.deactivated ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('no counsellor');
  return { ...row, user };
}

/** An event in 10 days, posted by `userId` (none: a loaded event). */
export async function createCareerEvent(
  db: Database,
  overrides: Partial<Omit<typeof careerEvents.$inferInsert, 'eventDate'>> & {
    eventDate?: ReturnType<typeof dbDay> | string;
  } = {},
) {
  const [row] = await db
    .insert(careerEvents)
    .values({
      title: `Career Fair ${tag()}`,
      theme: 'Meet employers hiring artisans and technicians.',
      location: 'Kampala',
      eventDate: dbDay(10),
      startTime: '09:00:00',
      endTime: '13:00:00',
      registrationLink: 'https://register.example.ug/fair',
      targetAudience: 'TVET graduates',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no career event');
  return row;
}

/** A counselling centre offering the named career services (seeded lookup names). */
export async function createCounsellingCenter(
  db: Database,
  opts: { name?: string; location?: string; services?: string[]; deactivated?: boolean; userId?: number } = {},
) {
  const [row] = await db
    .insert(counsellingCenters)
    .values({
      userId: opts.userId ?? null,
      centerName: opts.name ?? `Career Centre ${tag()}`,
      centerLocation: opts.location ?? 'Wandegeya, Kampala',
      openingHours: 'Monday to Friday, 9:00 am - 4:00 pm',
      termsAndConditions: 'Sessions are free for registered learners.',
      deactivatedAt: opts.deactivated ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('no centre');
  const names = opts.services ?? ['Career Guidance'];
  if (names.length) {
    const services = await db.select().from(careerServices).where(inArray(careerServices.name, names));
    if (services.length !== names.length) throw new Error(`unknown career service in ${names.join(', ')}`);
    await db.insert(counsellingCenterServices).values(services.map((s) => ({ centerId: row.id, serviceId: s.id })));
  }
  return row;
}

export async function createNotification(
  db: Database,
  user: { id: number },
  overrides: Partial<typeof notifications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: user.id,
      title: 'Application received',
      body: 'Your application is under review.',
      actionLink: '/jobs-applied-job',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no notification');
  return row;
}

// ---------- job seekers ----------

/**
 * A job seeker with an active profile (Kampala, Kampala; Single; Welding & Fabrication) and the JobSeeker group.
 * Pass `user` to give an existing account the profile.
 */
export async function createJobSeeker(
  db: Database,
  opts: { user?: TestUser; firstName?: string; profile?: Partial<typeof jobSeekers.$inferInsert> } = {},
) {
  const user = opts.user ?? (await createUser(db, { groups: ['JobSeeker'], firstName: opts.firstName ?? 'Seeker' }));
  if (opts.user) {
    await db.execute(sql`
      insert into user_groups (user_id, group_id) select ${user.id}, id from groups where name = 'JobSeeker' on conflict do nothing`);
  }
  const kampala = await lookupId(db, districts, 'Kampala');
  const [city] = await db.select({ id: citiesTable.id }).from(citiesTable).where(eq(citiesTable.name, 'Kampala'));
  const [single] = await db
    .select({ id: maritalStatuses.id })
    .from(maritalStatuses)
    .where(eq(maritalStatuses.name, 'Single'));
  if (!city || !single) throw new Error('lookups missing');
  const [row] = await db
    .insert(jobSeekers)
    .values({
      userId: user.id,
      districtId: kampala,
      cityId: city.id,
      physicalAddress: 'Plot 5, Bombo Road',
      dateOfBirth: '1999-05-20',
      language: 'English, Luganda',
      maritalStatusId: single.id,
      ...opts.profile,
    })
    .returning();
  if (!row) throw new Error('no job seeker');
  await db
    .insert(jobSeekerCategories)
    .values({ jobSeekerId: row.id, jobCategoryId: await lookupId(db, jobCategories, 'Welding & Fabrication') });
  return { ...row, user };
}

// ---------- skills applications ----------

/** An application of `applicant` to a competition, taken in the portal (`created`: now unless given). */
export async function createSkillsApplication(
  db: Database,
  competition: { id: number },
  applicant: { id: number },
  created?: Date,
) {
  const { rows } = await db.execute<{ id: number; created: string }>(sql`
    insert into skills_applications (competition_id, user_id, created)
    values (${competition.id}, ${applicant.id}, coalesce(${created?.toISOString() ?? null}::timestamptz, now()))
    returning id, created`);
  const row = rows[0];
  if (!row) throw new Error('no skills application');
  return row;
}

/** The lookups a job form names (Kampala, welding, production, full time), for `jobForm`. */
export async function jobFormLookups(db: Database) {
  return {
    kampala: await lookupId(db, districts, 'Kampala'),
    kampalaCity: await lookupId(db, citiesTable, 'Kampala'),
    welding: await lookupId(db, jobCategories, 'Welding & Fabrication'),
    area: await lookupId(db, functionalAreas, 'Production & Operations'),
    fullTime: await lookupId(db, contractTypesTable, 'Full Time'),
  };
}

/** A valid body of POST /api/employer/jobs/ (a welder in Kampala, closing in 14 days), with `over` on top. */
export const jobForm = (ids: Awaited<ReturnType<typeof jobFormLookups>>, over: Record<string, unknown> = {}) => ({
  title: 'Welder & Fitter',
  location: ids.kampala,
  city: ids.kampalaCity,
  job_category: ids.welding,
  function_area: ids.area,
  contract_type: ids.fullTime,
  available_positions: 3,
  min_pay: 500_000,
  max_pay: 800_000,
  submission_deadline: isoDay(14),
  description: '<p>Fabricate gates, windows and steel structures on site.</p>',
  qualifications: '<ul><li>Trade test certificate</li></ul>',
  application_procedure: '<p>Apply through the portal.</p>',
  job_link: '',
  ...over,
});
