// Suggested candidates (issue 15): the job seekers who fit one of a company's jobs, ranked with reasons, among those
// who chose "Let employers find me"; and the company's invitations to them to apply (in-app and by mail, once per
// seeker and job, at most JOB_INVITATIONS_PER_DAY per job and day). The fit is scored as the seeker's recommended
// jobs score it (lib/matching.ts): skills, sector, place, education, and how recently they were active (signed in or
// changed their profile).
import { sql, type SQL } from 'drizzle-orm';
import {
  INVITATION_MESSAGES,
  JOB_INVITATIONS_PER_DAY,
  MATCH_REASONS as R,
  type JobInvitation,
  type SuggestedCandidate,
} from '@portal/contract';
import type { Database, Executor } from '../../db/client.js';
import { c, ci, d, j, jc, js, u } from '../../db/aliases.js';
import { nullable, queryRows, type RowOf, type WireOf } from '../../db/typed-sql.js';
import { jobInvitations, type jobSeekers, notifications } from '../../db/schema/index.js';
import { educationRankOf, EDUCATION_LEVELS } from '../../lib/education.js';
import { fieldError, nonFieldError, notFound } from '../../lib/errors.js';
import { invalidPage } from '../../lib/listing.js';
import { queueMail } from '../../lib/mail.js';
import { mailText } from '../../lib/mail-text.js';
import { queueSmsToUser } from '../../lib/sms-to-user.js';
import { jobShortLink, smsText } from '../../lib/sms-text.js';
import {
  CANDIDATES,
  FIT_COLUMNS,
  MAX_SKILLS,
  scoredPage,
  skillQuery,
  textArray,
  titleSkillsQuery,
} from '../../lib/matching.js';
import { enforce, RATE_LIMITS } from '../../lib/rate-limits.js';
import { plainText } from '../../lib/text.js';
import { presentSeekerCard } from '../applicants/index.js';
import { SEEKER_CARD_COLUMNS, SEEKER_CARD_JOINS } from '../applicants/index.js';
import { kampalaMidnight, kampalaToday } from '../../lib/dates.js';
import { tradeSynonyms } from '../../lib/trade-synonyms.js';
import { publiclyVisible } from '../../lib/visibility.js';

type Ctx = { db: Database; publicUrl: string };

/** The job as the matching reads it, and the company's invitations for it today. */
const JOB_HEAD = {
  title: j.title,
  company_id: c.id,
  company_name: c.name,
  category_id: j.jobCategoryId,
  category_name: jc.name,
  district_id: j.locationId,
  district_name: d.name,
  city_id: j.cityId,
  city_name: nullable(ci.name),
  required_rank: sql<number>`${educationRankOf('j.qualifications', '0')}`,
  open: sql<boolean>`${publiclyVisible.job('j', 'c')}`,
  // Today: Kampala's day, whatever the session's time zone (the column bare, for the (job_id, created) index).
  invitations_today: sql<number>`(select count(*)::int from job_invitations i where i.job_id = j.id and i.created >= ${kampalaMidnight(kampalaToday)})`,
};
type JobHead = RowOf<typeof JOB_HEAD>;

async function jobHead(db: Executor, jobId: number): Promise<JobHead> {
  const [head] = await queryRows(
    db,
    JOB_HEAD,
    sql`
      from jobs j
      join companies c on c.id = j.company_id
      join job_categories jc on jc.id = j.job_category_id
      join districts d on d.id = j.location_id
      left join cities ci on ci.id = j.city_id
     where j.id = ${jobId}`,
  );
  if (!head) throw notFound();
  return head;
}

const allowance = (invitationsToday: number) => ({
  invitations_today: invitationsToday,
  invitations_left_today: Math.max(0, JOB_INVITATIONS_PER_DAY - invitationsToday),
});

/** Who may be suggested: a seeker who lets employers find them, with an active profile and account. */
const FINDABLE = sql`js.discoverable and js.deactivated_at is null`;

/** A candidate's skills taken into account: their first MAX_SKILLS, one per name. */
const SKILLS_OF = (userId: SQL) => sql`(select min(k.name) as name, lower(trim(k.name)) as key from skills k
  where k.user_id = ${userId} group by lower(trim(k.name)) order by min(k.id) limit ${MAX_SKILLS})`;

/** A candidate (`c`, the candidates found) with their skills' keys. */
const CANDIDATE_KEYS = {
  user_id: sql<WireOf<typeof jobSeekers.userId>>`c.user_id`,
  keys: sql<string[]>`array(select k.key from ${SKILLS_OF(sql`c.user_id`)} k)`,
};

/**
 * The candidates, read once: findable seekers who recently added a skill the job's title names (GIN on the skill
 * names), the newest profiles in its sector (job_seeker_categories_category_seeker_idx) and the most recently updated
 * in its district (job_seekers_discoverable_district_idx), at most CANDIDATES each and each read in its index's order
 * so it stops early; less the people who applied to the job and the company's owner. With each, their skills' keys.
 */
async function candidatesOf(
  db: Executor,
  jobId: number,
  viewerId: number,
  head: JobHead,
): Promise<RowOf<typeof CANDIDATE_KEYS>[]> {
  const titleQuery = titleSkillsQuery(plainText(head.title));
  const findable = (userId: SQL) =>
    sql`exists (select 1 from job_seekers js where js.user_id = ${userId} and ${FINDABLE})`;
  return queryRows(
    db,
    CANDIDATE_KEYS,
    (list) => sql`
    with candidates as (
      ${
        titleQuery
          ? sql`(select k.user_id from skills k
                           where to_tsvector('english', k.name) @@ to_tsquery('english', ${titleQuery}) and ${findable(sql`k.user_id`)}
                           order by k.id desc limit ${CANDIDATES}) union `
          : sql``
      }
      (select js.user_id from job_seeker_categories l join job_seekers js on js.id = l.job_seeker_id
        where l.job_category_id = ${head.category_id} and ${FINDABLE} order by l.job_seeker_id desc limit ${CANDIDATES})
      union
      (select js.user_id from job_seekers js
        where js.district_id = ${head.district_id} and ${FINDABLE} order by js.updated_at desc limit ${CANDIDATES})
    )
    select ${list}
      from candidates c join users u on u.id = c.user_id and u.is_active
     where c.user_id <> ${viewerId}
       and not exists (select 1 from job_applications a where a.job_id = ${jobId} and a.user_id = c.user_id)`,
  );
}

/** When the company invited the candidate (`top`) to the job: the invitation's created, a timestamp. */
const invitedAt = (jobId: number) => sql<WireOf<typeof jobInvitations.created>>`
  (select i.created from job_invitations i where i.job_id = ${jobId} and i.user_id = top.user_id)`;

/** A candidate as shown: the seeker's card and, from the page `top`, their fit (FIT_COLUMNS). */
const candidateColumns = (jobId: number) => ({
  ...SEEKER_CARD_COLUMNS,
  ...FIT_COLUMNS,
  invited: nullable(invitedAt(jobId)),
});

export async function suggestedCandidates(
  ctx: Ctx,
  jobId: number,
  viewerId: number,
  page: number,
  pageSize: number,
): Promise<{
  count: number;
  results: SuggestedCandidate[];
  invitations_today: number;
  invitations_left_today: number;
}> {
  const head = await jobHead(ctx.db, jobId);
  const candidates = await candidatesOf(ctx.db, jobId, viewerId, head);
  // Each candidate skill as the query the recommendations use, matched against the job's text below.
  const synonyms = await tradeSynonyms(ctx.db);
  const wanted = [...new Set(candidates.flatMap((c) => c.keys))].flatMap((name) => {
    const query = skillQuery(name, synonyms);
    return query ? [{ name, query }] : [];
  });

  const rows = await queryRows(
    ctx.db,
    candidateColumns(jobId),
    (list) => sql`
    with candidates as (
      select unnest(${sql.param(candidates.map((c) => c.user_id))}::int[]) as user_id
    ), matched as materialized (
      select t.name from unnest(${textArray(wanted.map((w) => w.name))}, ${textArray(wanted.map((w) => w.query))}) as t(name, query)
       where (select j.search from jobs j where j.id = ${jobId}) @@ to_tsquery('english', t.query)
    ), fits as (
      select js.id as job_seeker_id, js.user_id, js.updated_at,
             array(select k.name from ${SKILLS_OF(sql`js.user_id`)} k where k.key in (select name from matched)) as matched_skills,
             exists (select 1 from job_seeker_categories l where l.job_seeker_id = js.id and l.job_category_id = ${head.category_id}) as in_sector,
             js.district_id = ${head.district_id} as in_district,
             coalesce(js.city_id = ${head.city_id}, false) as in_town,
             ${head.required_rank}::int as required_rank,
             coalesce((select max(${educationRankOf('e.certification', '1')}) from education e where e.user_id = js.user_id), 0) as seeker_rank,
             extract(epoch from (now() - greatest(js.updated_at, u.last_login_at))) / 86400 as age_days
        from candidates c join job_seekers js on js.user_id = c.user_id join users u on u.id = js.user_id
    ), ${scoredPage(sql`f.updated_at desc, f.job_seeker_id desc`, page, pageSize)}
    select ${list}
      from top
      join job_seekers js on js.id = top.job_seeker_id
      ${SEEKER_CARD_JOINS}
     order by top.score desc, top.updated_at desc, top.job_seeker_id desc`,
  );
  if (rows.length === 0 && page > 1) throw invalidPage();

  return {
    count: rows[0]?.total ?? 0,
    results: rows.map((r) => {
      const reasons: string[] = [];
      if (r.matched_skills.length) reasons.push(`${R.candidateSkills}: ${r.matched_skills.slice(0, 4).join(', ')}`);
      if (r.in_sector) reasons.push(`${R.candidateField}: ${head.category_name}`);
      if (r.in_town && head.city_name) reasons.push(`${R.candidateTown}: ${head.city_name}`);
      else if (r.in_district) reasons.push(`${R.candidateDistrict}: ${head.district_name}`);
      if (head.required_rank > 0 && r.seeker_rank >= head.required_rank) {
        reasons.push(`${R.candidateEducation}: ${EDUCATION_LEVELS[head.required_rank] ?? EDUCATION_LEVELS[1]}`);
      }
      if (Number(r.age_days) < 7) reasons.push(R.candidateActive);
      return {
        ...presentSeekerCard(ctx.publicUrl, r),
        match: { score: Math.min(100, r.score), reasons },
        invited: r.invited === null ? null : new Date(r.invited).toISOString(),
      };
    }),
    ...allowance(head.invitations_today),
  };
}

/** Whom the company invites (`js` and their user `u`), and whether it already has. */
const inviteeColumns = (jobId: number) => ({
  user_id: js.userId,
  email: u.email,
  language: u.language,
  name: sql<string>`coalesce(nullif(trim(u.first_name), ''), u.username)`,
  already_invited: sql<boolean>`exists (select 1 from job_invitations i where i.job_id = ${jobId} and i.user_id = js.user_id)`,
});

/**
 * The company invites a findable seeker to apply to its open job, in one transaction: the job row is locked first, so
 * two invitations at once cannot both take the day's last place. The seeker is told in-app and by mail.
 */
export async function inviteToApply(
  ctx: Ctx,
  jobId: number,
  viewerId: number,
  jobSeekerId: number,
): Promise<JobInvitation> {
  return ctx.db.transaction(async (tx) => {
    // The job's row locked first, in a statement of its own: the count below is then read after any invitation that
    // held the lock has committed (in one statement, the count would be read from the snapshot taken before waiting).
    await tx.execute(sql`select 1 from jobs where id = ${jobId} for update`);
    const head = await jobHead(tx, jobId);
    if (!head.open) throw nonFieldError(INVITATION_MESSAGES.closed);
    const [invitee] = await queryRows(
      tx,
      inviteeColumns(jobId),
      sql`
        from job_seekers js join users u on u.id = js.user_id and u.is_active
       where js.id = ${jobSeekerId} and ${FINDABLE} and js.user_id <> ${viewerId}
         and not exists (select 1 from job_applications a where a.job_id = ${jobId} and a.user_id = js.user_id)`,
    );
    if (!invitee) throw fieldError('job_seeker', INVITATION_MESSAGES.notSuggestable);
    if (invitee.already_invited) throw fieldError('job_seeker', INVITATION_MESSAGES.alreadyInvited);
    if (head.invitations_today >= JOB_INVITATIONS_PER_DAY) throw nonFieldError(INVITATION_MESSAGES.dailyLimit);
    // Issue 28: over all the company's jobs (copies of one job included); rolled back with the transaction.
    await enforce(
      tx,
      [RATE_LIMITS.invitationsPerCompany, head.company_id],
      [RATE_LIMITS.invitationsPerCompanyAndSeeker, `${head.company_id}|${invitee.user_id}`],
    );

    const [created] = await tx
      .insert(jobInvitations)
      .values({ jobId, userId: invitee.user_id })
      .returning({ created: jobInvitations.created });
    const title = plainText(head.title);
    const place =
      head.city_name && head.city_name !== head.district_name
        ? `${head.city_name}, ${head.district_name}`
        : head.district_name;
    const jobLink = `/job-detail/${jobId}`;
    // In the invitee's language (issue 17), the notification as the mail.
    const words = mailText(invitee.language);
    const subject = words.invitation.subject(title).slice(0, 255);
    const body = words.invitation.body(head.company_name, title, place);
    await tx.insert(notifications).values({ userId: invitee.user_id, title: subject, body, actionLink: jobLink });
    await queueMail(tx, {
      to: invitee.email,
      subject,
      text:
        `${words.hello(invitee.name)}\n\n${body}\n\n${words.invitation.seeJob} ${ctx.publicUrl}${jobLink}\n\n` +
        `${words.invitation.why} ${ctx.publicUrl}${PROFILE_SETTING_LINK}\n`,
    });
    // And by SMS to a verified number, unless the invitee switched invitations off (issue 33).
    await queueSmsToUser(tx, invitee.user_id, 'invitation', (language) =>
      smsText(language).invitation(head.company_name, title, jobShortLink(ctx.publicUrl, jobId)),
    );
    return {
      job: jobId,
      job_seeker: jobSeekerId,
      created: (created?.created ?? new Date()).toISOString(),
      ...allowance(head.invitations_today + 1),
    };
  });
}

/** Where a seeker turns "Let employers find me" on or off (the personal details of their resume). */
const PROFILE_SETTING_LINK = '/jobs-my-resume#personal-details';
