// Applications to skills competitions taken in the portal (decision 005): a job seeker applies, the competition's
// provider is notified in the same transaction, sees the applications to their competitions and may remove them.
import { eq, sql } from 'drizzle-orm';
import { SKILLS_MESSAGES, type MySkillsApplication, type SkillsApplication } from '@portal/contract';
import { sqlState, type Database, type Executor } from '../../db/client.js';
import { notifications, skillsApplications } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/auth.js';
import { fieldError, forbidden, nonFieldError, notFound } from '../../lib/errors.js';
import { holdsGroup } from '../../lib/groups.js';
import { pageTotal } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import { skillsPolicy } from './skills.policy.js';
import { presentReceipt, presentSkillsApplication, type SkillsApplicationRow } from './skills.presenter.js';
import { SKILL_PROVIDER_GROUP } from './skills.service.js';
import { kampalaToday } from '../../lib/dates.js';

type Counted<T> = { count: number; results: T[] };

export const APPLICATION_MESSAGES = {
  noSuchCompetition: 'This competition does not exist or has been removed.',
} as const;
/** Where the provider sees new applications (the skills provider area's route). */
const PROVIDER_APPLICATIONS_LINK = '/skills-applications';
const NOTIFICATION_TITLE_MAX = 255;

const APPLICATION_COLUMNS = sql`
  a.id, a.competition_id, c.competition_title,
  coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as applicant_name,
  u.email as applicant_email, pr.phone_number as applicant_phone, a.created`;
const APPLICATION_FROM = sql`
  skills_applications a
  join skills_competitions c on c.id = a.competition_id
  join skill_providers p on p.id = c.provider_id
  join users u on u.id = a.user_id
  left join profiles pr on pr.user_id = a.user_id`;

type ApplicableCompetition = {
  id: number;
  competition_title: string;
  is_open: boolean;
  application_link: string | null;
  owner_id: number;
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
      const { rows } = await tx.execute<ApplicableCompetition>(sql`
        select c.id, c.competition_title, c.end_date >= ${kampalaToday} as is_open, c.application_link, p.user_id as owner_id
          from skills_competitions c join skill_providers p on p.id = c.provider_id
         where c.id = ${competitionId} and p.deactivated_at is null
           for share of c`);
      const competition = rows[0];
      if (!competition) throw fieldError('competition', APPLICATION_MESSAGES.noSuchCompetition);
      if (competition.application_link?.trim()) throw nonFieldError(SKILLS_MESSAGES.externalApplication);
      if (!competition.is_open) throw nonFieldError(SKILLS_MESSAGES.applicationsClosed);

      const [row] = await tx.insert(skillsApplications).values({ competitionId, userId: applicantId }).returning({
        id: skillsApplications.id,
        competitionId: skillsApplications.competitionId,
        created: skillsApplications.created,
      });
      if (!row) throw new Error('insert returned no row');

      const { rows: applicant } = await tx.execute<{ name: string }>(sql`
        select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as name from users u where u.id = ${applicantId}`);
      const title = competition.competition_title;
      await tx.insert(notifications).values({
        userId: competition.owner_id,
        title: `New application: ${title}`.slice(0, NOTIFICATION_TITLE_MAX),
        body: `${applicant[0]?.name ?? 'A job seeker'} applied to ${title}.`,
        actionLink: PROVIDER_APPLICATIONS_LINK,
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
  const { rows } = await db.execute<SkillsApplicationRow & { total: number }>(sql`
    select count(*) over () as total, ${APPLICATION_COLUMNS}
      from ${APPLICATION_FROM}
     where p.user_id = ${userId} and p.deactivated_at is null ${oneCompetition}
     order by a.created desc, a.id desc
     limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}`);
  return { count: pageTotal(q.page, rows), results: rows.map(presentSkillsApplication) };
}

type MyApplicationRow = {
  id: number;
  competition_id: number;
  competition_title: string;
  location: string;
  start_date: string;
  end_date: string;
  created: Date;
  can_withdraw: boolean;
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
  const { rows } = await db.execute<MyApplicationRow & { total: number }>(sql`
    select count(*) over () as total, a.id, a.competition_id, c.competition_title, c.location,
           c.start_date::text as start_date, c.end_date::text as end_date, a.created, c.end_date >= ${kampalaToday} as can_withdraw
      from skills_applications a
      join skills_competitions c on c.id = a.competition_id
      join skill_providers p on p.id = c.provider_id and p.deactivated_at is null
     where a.user_id = ${userId}
     order by a.created desc, a.id desc
     limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}`);
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
  const { rows } = await db.execute<{ open: boolean }>(sql`
    select c.end_date >= ${kampalaToday} as open
      from skills_applications a join skills_competitions c on c.id = a.competition_id
     where a.id = ${id} and a.user_id = ${userId}`);
  const row = rows[0];
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
  const { rows } = await db.execute<{ owner_id: number; provider_active: boolean }>(sql`
    select p.user_id as owner_id, p.deactivated_at is null as provider_active
      from skills_applications a join skills_competitions c on c.id = a.competition_id join skill_providers p on p.id = c.provider_id
     where a.id = ${id}`);
  return rows[0];
}

/** One application, for its provider (the route asked the policy). */
export async function applicationDetail(db: Database, actor: AuthUser, id: number): Promise<SkillsApplication> {
  const owner = await applicationOwner(db, id);
  if (!owner || !skillsPolicy.canSeeApplication(actor, owner)) throw notFound();
  const { rows } = await db.execute<SkillsApplicationRow>(
    sql`select ${APPLICATION_COLUMNS} from ${APPLICATION_FROM} where a.id = ${id}`,
  );
  const row = rows[0];
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
