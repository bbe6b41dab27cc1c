// The company's side of applications: the list, the decision (with the applicant told in-app and by mail), the
// company dashboard and the people who applied (spec 002: company applications, company resumes; 001 dashboard).
import { eq, sql, type SQL } from 'drizzle-orm';
import { type CompanyApplication, type CompanyDashboard, type CompanyResume } from '@portal/contract';
import type { Database, Executor } from '../../db/client.js';
import { a, c, ci, d, j, js, pr, u } from '../../db/aliases.js';
import {
  jobApplications,
  type jobs,
  notifications,
  type JobApplicationStatus,
  type skills,
} from '../../db/schema/index.js';
import { nullable, queryRows, type RowOf, type WireOf } from '../../db/typed-sql.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { invalidPage } from '../../lib/listing.js';
import { queueMail } from '../../lib/mail.js';
import { mailText } from '../../lib/mail-text.js';
import { queueSmsToUser } from '../../lib/sms-to-user.js';
import { smsText } from '../../lib/sms-text.js';
import { NOTIFICATION_TITLE_MAX, PERSON_NAME } from '../../lib/notify.js';
import { offsetOf } from '../../lib/pagination.js';
import { enforce, RATE_LIMITS } from '../../lib/rate-limits.js';
import { plainText, likeEscape } from '../../lib/text.js';
import type { AuthUser } from '../../lib/auth.js';
import { presentCompanyApplication, presentCompanyDashboard, presentResume } from './applicants.presenter.js';
import { employerPolicy } from '../jobs/index.js';
import type { Counted } from '../jobs/index.js';
import { jobIs } from '../../lib/visibility.js';

type Ctx = { db: Database; publicUrl: string };
export const APPLICANT_MESSAGES = { cancelled: 'A cancelled application cannot be changed.' } as const;
const SEEKER_APPLICATIONS_LINK = '/jobs-applied-job';

/** The caller's active company's id, as a scalar subquery (null when they have none). */
const OWN_COMPANY = (userId: number) =>
  sql`(select c.id from companies c where c.user_id = ${userId} and c.deactivated_at is null)`;

/** A job seeker as the company's lists show them (SeekerCardDb), from `js` (job_seekers) and SEEKER_CARD_JOINS. */
export const SEEKER_CARD_COLUMNS = {
  job_seeker_id: js.id,
  name: PERSON_NAME,
  head_line: js.headLine,
  district_id: d.id,
  district_name: d.name,
  city_id: ci.id,
  city_name: ci.name,
  skills: sql<WireOf<typeof skills.name>[]>`
    coalesce((select json_agg(s.name order by s.name) from skills s where s.user_id = js.user_id), '[]'::json)`,
  profile_pic: nullable(pr.profilePic),
};
export const SEEKER_CARD_JOINS = sql`
  join users u on u.id = js.user_id
  join districts d on d.id = js.district_id
  join cities ci on ci.id = js.city_id
  left join profiles pr on pr.user_id = js.user_id`;

/** An application as the company reads it (CompanyApplicationDb), from `a` and APPLICATION_FROM's joins. */
export const APPLICATION_COLUMNS = {
  id: a.id,
  job_id: a.jobId,
  title: j.title,
  applicant: PERSON_NAME,
  job_seeker_id: nullable(js.id),
  created: a.created,
  status: a.status,
  channel: a.channel,
  phone: u.phone,
};
const APPLICATION_FROM = sql`
  job_applications a
  join jobs j on j.id = a.job_id
  join users u on u.id = a.user_id
  left join job_seekers js on js.user_id = a.user_id and js.deactivated_at is null`;

/**
 * The Applicants page: the page's applications read in date order from the company's range of
 * job_applications_company_created_idx (status, job and applicant are in its key; index-only) and stopped after the
 * page; the total from job_application_tally (per company and status), or for one job from that job's applications.
 * Only the page's rows are then joined to the job, the applicant and their profile. "desc nulls last" spells the
 * index's order (the planner matches the spelling), so no sort of every application is needed.
 */
export async function listApplications(
  ctx: Ctx,
  userId: number,
  q: { status?: JobApplicationStatus | undefined; job?: number | undefined; page: number; page_size: number },
): Promise<Counted<CompanyApplication>> {
  const where: SQL[] = [sql`a.company_id = ${OWN_COMPANY(userId)}`];
  if (q.status) where.push(sql`a.status = ${q.status}`);
  if (q.job !== undefined) where.push(sql`a.job_id = ${q.job}`);
  const matching = sql.join(where, sql` and `);
  const total =
    q.job === undefined
      ? sql<number>`(select coalesce(sum(t.n), 0) from job_application_tally t
              where t.company_id = ${OWN_COMPANY(userId)}${q.status ? sql` and t.status = ${q.status}` : sql``})`
      : sql<number>`(select count(*) from job_applications a where ${matching})`;
  // `a` is the page here, which carries the application's own columns.
  const rows = await queryRows(
    ctx.db,
    { total, ...APPLICATION_COLUMNS },
    (list) => sql`
    with page as (
      select a.id, a.job_id, a.user_id, a.created, a.status, a.channel from job_applications a
       where ${matching}
       order by a.created desc nulls last, a.id desc nulls last
       limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}
    )
    select ${list}
      from page a
      join jobs j on j.id = a.job_id
      join users u on u.id = a.user_id
      left join job_seekers js on js.user_id = a.user_id and js.deactivated_at is null
     order by a.created desc nulls last, a.id desc nulls last`,
  );
  if (rows.length === 0 && q.page > 1) throw invalidPage();
  return { count: rows[0]?.total ?? 0, results: rows.map(presentCompanyApplication) };
}

const DECISION_COLUMNS = {
  ...APPLICATION_COLUMNS,
  owner_id: c.userId,
  company_active: sql<boolean>`c.deactivated_at is null`,
  company_name: c.name,
  applicant_id: u.id,
  applicant_email: u.email,
  applicant_language: u.language,
};
type DecisionRow = RowOf<typeof DECISION_COLUMNS>;

/**
 * The company decides on an application, in one transaction: the new status, an in-app notification to the
 * applicant and a mail to them. The row is locked first, so a cancellation racing the decision is seen.
 * The same status again changes nothing and tells nobody.
 */
/** 404 unless the application is to one of the caller's jobs (the route checks it before reading the body, too). */
export async function assertCanSeeApplication(db: Executor, actor: AuthUser, id: number): Promise<DecisionRow> {
  const row = await decisionRow(db, id);
  if (!row || !employerPolicy.canSeeApplication(actor, row)) throw notFound();
  return row;
}

/** `status` undefined: a PATCH without it changes nothing and answers the application as it is. */
export async function decideApplication(
  ctx: Ctx,
  actor: AuthUser,
  id: number,
  status: Exclude<JobApplicationStatus, 'Cancelled'> | undefined,
): Promise<CompanyApplication> {
  return ctx.db.transaction(async (tx) => {
    const row = await assertCanSeeApplication(tx, actor, id);
    if (status === undefined || row.status === status) return presentCompanyApplication(row);
    if (!employerPolicy.canDecide(row)) throw fieldError('status', APPLICANT_MESSAGES.cancelled);
    // Each decision notifies and mails the applicant (issue 28): flipping it back and forth must not flood them.
    await enforce(tx, [RATE_LIMITS.decisionsPerApplication, id]);

    await tx.update(jobApplications).set({ status, updatedAt: new Date() }).where(eq(jobApplications.id, id));
    const title = plainText(row.title);
    // In the applicant's language (issue 17): the notification as the mail.
    const words = mailText(row.applicant_language);
    const subject = words.decision.subject(status, title).slice(0, NOTIFICATION_TITLE_MAX);
    const body = words.decision.body(status, row.company_name, title);
    await tx
      .insert(notifications)
      .values({ userId: row.applicant_id, title: subject, body, actionLink: SEEKER_APPLICATIONS_LINK });
    await queueMail(tx, {
      to: row.applicant_email,
      subject,
      text: `${words.hello(row.applicant)}\n\n${body}\n\n${words.decision.seeAll} ${ctx.publicUrl}${SEEKER_APPLICATIONS_LINK}\n`,
    });
    // And by SMS to a verified number, unless the applicant switched decisions off (issue 33).
    await queueSmsToUser(tx, row.applicant_id, 'decision', (language) =>
      smsText(language).decision(status, title, row.company_name),
    );
    return presentCompanyApplication({ ...row, status });
  });
}

async function decisionRow(tx: Executor, id: number): Promise<DecisionRow | undefined> {
  const [row] = await queryRows(
    tx,
    DECISION_COLUMNS,
    sql`
      from ${APPLICATION_FROM}
      join companies c on c.id = j.company_id
     where a.id = ${id}
       for update of a`,
  );
  return row;
}

/** The company panel's row: `jj` counts the jobs, `aa` the applications (bigint counts come back as numbers). */
export const COMPANY_DASHBOARD = {
  company_id: nullable(c.id),
  open_jobs: sql<number>`coalesce(jj.open_jobs, 0)`,
  total_jobs: sql<number>`coalesce(jj.total_jobs, 0)`,
  applicants: sql<number>`coalesce(aa.applicants, 0)`,
  new_this_week: sql<number>`coalesce(aa.new_this_week, 0)`,
  under_review: sql<number>`coalesce(aa.under_review, 0)`,
  accepted: sql<number>`coalesce(aa.accepted, 0)`,
  declined: sql<number>`coalesce(aa.declined, 0)`,
  cancelled: sql<number>`coalesce(aa.cancelled, 0)`,
};

/**
 * The company panel in one statement: jobs counted per company, applications per status. `applicants` counts what
 * the Applicants page lists (every application to the company's jobs), so the two figures always agree.
 */
export async function companyDashboard(db: Database, userId: number): Promise<CompanyDashboard> {
  const rows = await queryRows(
    db,
    COMPANY_DASHBOARD,
    sql`
      from (select 1) one
      left join companies c on c.user_id = ${userId} and c.deactivated_at is null
      left join lateral (
        select count(*) filter (where ${jobIs.open('j')}) as open_jobs, count(*) as total_jobs
          from jobs j where j.company_id = c.id
      ) jj on true
      left join lateral (
        select count(*) as applicants,
               count(*) filter (where a.created >= now() - interval '7 days') as new_this_week,
               count(*) filter (where a.status = 'Under Review') as under_review,
               count(*) filter (where a.status = 'Accepted') as accepted,
               count(*) filter (where a.status = 'Declined') as declined,
               count(*) filter (where a.status = 'Cancelled') as cancelled
          from jobs j join job_applications a on a.job_id = j.id
         where j.company_id = c.id
      ) aa on true`,
  );
  const row = rows[0];
  if (!row) throw new Error('the dashboard query returned no row');
  return presentCompanyDashboard(row);
}

/** A resume row: the seeker's card and, from the page `p`, their latest standing application to the company. */
export const RESUME_COLUMNS = {
  ...SEEKER_CARD_COLUMNS,
  applications: sql<number>`p.applications`,
  latest_status: sql<WireOf<typeof jobApplications.status>>`p.status`,
  latest_applied: sql<WireOf<typeof jobApplications.created>>`p.created`,
  latest_job_title: sql<WireOf<typeof jobs.title>>`p.title`,
};

/**
 * One row per job seeker with a standing (not cancelled) application to the company's jobs and an active
 * profile: exactly the people whose full profile the company may open. Their latest standing application gives
 * the status, date and job; `applications` counts their standing applications to the company.
 */
export async function companyResumes(
  ctx: Ctx,
  userId: number,
  q: {
    skill?: string | undefined;
    district?: number | undefined;
    status?: JobApplicationStatus | undefined;
    page: number;
    page_size: number;
  },
): Promise<Counted<CompanyResume>> {
  const where: SQL[] = [sql`x.rn = 1`];
  if (q.status) where.push(sql`x.status = ${q.status}`);
  if (q.district !== undefined) where.push(sql`js.district_id = ${q.district}`);
  if (q.skill)
    where.push(
      sql`exists (select 1 from skills s where s.user_id = x.user_id and s.name ilike ${`%${likeEscape(q.skill)}%`})`,
    );
  const rows = await queryRows(
    ctx.db,
    { total: sql<number>`p.total`, ...RESUME_COLUMNS },
    (list) => sql`
    with apps as (
      select a.id, a.user_id, a.status, a.created, j.title,
             row_number() over (partition by a.user_id order by a.created desc, a.id desc) as rn,
             count(*) over (partition by a.user_id) as applications
        from jobs j join job_applications a on a.job_id = j.id
       where j.company_id = ${OWN_COMPANY(userId)} and a.status <> 'Cancelled'
    ),
    page as (
      select x.*, js.id as job_seeker_id, count(*) over () as total
        from apps x join job_seekers js on js.user_id = x.user_id and js.deactivated_at is null
       where ${sql.join(where, sql` and `)}
       order by x.created desc, x.id desc
       limit ${q.page_size} offset ${offsetOf(q.page, q.page_size)}
    )
    select ${list}
      from page p
      join job_seekers js on js.id = p.job_seeker_id
      ${SEEKER_CARD_JOINS}
     order by p.created desc, p.id desc`,
  );
  if (rows.length === 0 && q.page > 1) throw invalidPage();
  return { count: rows[0]?.total ?? 0, results: rows.map((r) => presentResume(ctx.publicUrl, r)) };
}
