// Applications to skills competitions taken in the portal (decision 005): a job seeker applies, the competition's
// provider is notified in the same transaction, sees the applications to their competitions and may remove them.
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SKILLS_MESSAGES, type MySkillsApplication, type SkillsApplication } from '@portal/contract';
import { sqlState, type Database, type Executor } from '../../db/client.js';
import { pr, u } from '../../db/aliases.js';
import { skillProviders, skillsApplications, skillsCompetitions } from '../../db/schema/index.js';
import { nullable, queryRows, type WireOf } from '../../db/typed-sql.js';
import type { AuthUser } from '../../lib/auth.js';
import { fieldError, forbidden, nonFieldError, notFound } from '../../lib/errors.js';
import { holdsGroup } from '../../lib/groups.js';
import { notifyNewApplication, PERSON_NAME } from '../../lib/notify.js';
import { pageTotal } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import { skillsPolicy } from './skills.policy.js';
import { presentReceipt, presentSkillsApplication } from './skills.presenter.js';
import { SKILL_PROVIDER_GROUP } from './skills.service.js';
import { kampalaToday } from '../../lib/dates.js';

type Counted<T> = { count: number; results: T[] };

export const APPLICATION_MESSAGES = {
  noSuchCompetition: 'This competition does not exist or has been removed.',
} as const;
/** Where the provider sees new applications (the skills provider area's route). */
const PROVIDER_APPLICATIONS_LINK = '/skills-applications';

const a = alias(skillsApplications, 'a');
const c = alias(skillsCompetitions, 'c');
const p = alias(skillProviders, 'p');

/** An application as its provider reads it (SkillsApplicationRow), from APPLICATION_FROM. */
export const APPLICATION_COLUMNS = {
  id: a.id,
  competition_id: a.competitionId,
  competition_title: c.competitionTitle,
  applicant_name: PERSON_NAME,
  applicant_email: u.email,
  applicant_phone: nullable(pr.phoneNumber),
  created: a.created,
};
const APPLICATION_FROM = sql`
  skills_applications a
  join skills_competitions c on c.id = a.competition_id
  join skill_providers p on p.id = c.provider_id
  join users u on u.id = a.user_id
  left join profiles pr on pr.user_id = a.user_id`;

/** The competition applied to (share-locked), and who is told. */
const APPLICABLE_COMPETITION = {
  id: c.id,
  competition_title: c.competitionTitle,
  is_open: sql<boolean>`c.end_date >= ${kampalaToday}`,
  application_link: c.applicationLink,
  owner_id: p.userId,
};

/**
 * Applies the caller (a job seeker) to a competition and tells its provider, in one transaction: either both rows
 * are written or neither. Two racing applies end with one row: the (competition, user) unique index decides and the
 * loser hears "already applied". The competition row is share-locked so it cannot vanish in between.
 */
/** 403 unless the caller holds the job seeker account type. */
export async function assertApplicant(db: Executor, userId: number): Promise<void> {
  if (!skillsPolicy.canApply(await holdsGroup(db, userId, 'JobSeeker'))) throw forbidden(SKILLS_MESSAGES.seekersOnly);
}

export async function applyToCompetition(db: Database, applicantId: number, competitionId: number) {
  try {
    return await db.transaction(async (tx) => {
      await assertApplicant(tx, applicantId);
      const [competition] = await queryRows(
        tx,
        APPLICABLE_COMPETITION,
        sql`
          from skills_competitions c join skill_providers p on p.id = c.provider_id
         where c.id = ${competitionId} and p.deactivated_at is null
           for share of c`,
      );
      if (!competition) throw fieldError('competition', APPLICATION_MESSAGES.noSuchCompetition);
      if (competition.application_link?.trim()) throw nonFieldError(SKILLS_MESSAGES.externalApplication);
      if (!competition.is_open) throw nonFieldError(SKILLS_MESSAGES.applicationsClosed);

      const [row] = await tx.insert(skillsApplications).values({ competitionId, userId: applicantId }).returning({
        id: skillsApplications.id,
        competitionId: skillsApplications.competitionId,
        created: skillsApplications.created,
      });
      if (!row) throw new Error('insert returned no row');

      await notifyNewApplication(tx, {
        ownerId: competition.owner_id,
        applicantId,
        applied: 'applied to',
        title: competition.competition_title,
        link: PROVIDER_APPLICATIONS_LINK,
      });
      return presentReceipt(row);
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw nonFieldError(SKILLS_MESSAGES.alreadyApplied);
    throw err;
  }
}

/** 403 unless the caller holds the SkillProvider account type (the applications list is theirs). */
export async function assertMayListApplications(db: Executor, userId: number): Promise<void> {
  if (!skillsPolicy.canListApplications(await holdsGroup(db, userId, SKILL_PROVIDER_GROUP)))
    throw forbidden(SKILLS_MESSAGES.notProvider);
}

/**
 * Applications to the caller's active provider's competitions, newest first, optionally of one competition
 * (skill_providers_user_uq → skills_competitions_provider_idx → the applications' (competition_id, user_id) index).
 */
export async function listApplications(
  db: Database,
  userId: number,
  q: { page: number; page_size: number; competition?: number | null | undefined },
): Promise<Counted<SkillsApplication>> {
  const oneCompetition = q.competition ? sql`and c.id = ${q.competition}` : sql``;
  const rows = await queryRows(
    db,
    { total: sql<number>`count(*) over ()`, ...APPLICATION_COLUMNS },
    sql`
      from ${APPLICATION_FROM}
     where p.user_id = ${userId} and p.deactivated_at is null ${oneCompetition}
     order by a.created desc, a.id desc
     limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}`,
  );
  return { count: pageTotal(q.page, rows), results: rows.map(presentSkillsApplication) };
}

/** The seeker's own application, with its competition's place and dates. */
const MY_APPLICATION_COLUMNS = {
  total: sql<number>`count(*) over ()`,
  id: a.id,
  competition_id: a.competitionId,
  competition_title: c.competitionTitle,
  location: c.location,
  start_date: sql<WireOf<typeof skillsCompetitions.startDate>>`c.start_date::text`,
  end_date: sql<WireOf<typeof skillsCompetitions.endDate>>`c.end_date::text`,
  created: a.created,
  can_withdraw: sql<boolean>`c.end_date >= ${kampalaToday}`,
};

/**
 * The caller's own applications to competitions of active providers, newest first (skills_applications_user_idx):
 * the seeker's "My competitions".
 */
export async function listMyApplications(
  db: Database,
  userId: number,
  q: { page: number; page_size: number },
): Promise<Counted<MySkillsApplication>> {
  const rows = await queryRows(
    db,
    MY_APPLICATION_COLUMNS,
    sql`
      from skills_applications a
      join skills_competitions c on c.id = a.competition_id
      join skill_providers p on p.id = c.provider_id and p.deactivated_at is null
     where a.user_id = ${userId}
     order by a.created desc, a.id desc
     limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}`,
  );
  return {
    count: pageTotal(q.page, rows),
    results: rows.map((r) => ({
      id: r.id,
      competition: r.competition_id,
      competition_title: r.competition_title,
      location: r.location,
      start_date: r.start_date,
      end_date: r.end_date,
      created: new Date(r.created).toISOString(),
      can_withdraw: r.can_withdraw,
    })),
  };
}

/** The applicant withdraws their own application while the competition has not ended; anyone else's: 404. */
export async function withdrawMyApplication(db: Database, userId: number, id: number): Promise<void> {
  const [row] = await queryRows(
    db,
    { open: sql<boolean>`c.end_date >= ${kampalaToday}` },
    sql`
      from skills_applications a join skills_competitions c on c.id = a.competition_id
     where a.id = ${id} and a.user_id = ${userId}`,
  );
  if (!row) throw notFound();
  if (!row.open) throw nonFieldError(SKILLS_MESSAGES.cannotWithdraw);
  await db
    .delete(skillsApplications)
    .where(sql`${skillsApplications.id} = ${id} and ${skillsApplications.userId} = ${userId}`);
}

/** Who owns the competition an application went to, and whether that provider is active. */
export async function applicationOwner(
  db: Database,
  id: number,
): Promise<{ owner_id: number; provider_active: boolean } | undefined> {
  const [row] = await queryRows(
    db,
    { owner_id: p.userId, provider_active: sql<boolean>`p.deactivated_at is null` },
    sql`
      from skills_applications a join skills_competitions c on c.id = a.competition_id join skill_providers p on p.id = c.provider_id
     where a.id = ${id}`,
  );
  return row;
}

/** One application, for its provider (the route asked the policy). */
export async function applicationDetail(db: Database, actor: AuthUser, id: number): Promise<SkillsApplication> {
  const owner = await applicationOwner(db, id);
  if (!owner || !skillsPolicy.canSeeApplication(actor, owner)) throw notFound();
  const [row] = await queryRows(db, APPLICATION_COLUMNS, sql`from ${APPLICATION_FROM} where a.id = ${id}`);
  if (!row) throw notFound();
  return presentSkillsApplication(row);
}

/** Removes an application to one of the caller's competitions. */
export async function deleteApplication(db: Database, actor: AuthUser, id: number): Promise<void> {
  const owner = await applicationOwner(db, id);
  if (!owner || !skillsPolicy.canSeeApplication(actor, owner)) throw notFound();
  const done = await db
    .delete(skillsApplications)
    .where(eq(skillsApplications.id, id))
    .returning({ id: skillsApplications.id });
  if (!done.length) throw notFound();
}
