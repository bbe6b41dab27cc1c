// Keeping the portal trustworthy (issue 14): verified employers, reports of jobs, unpublishing, and the fee-scam
// check's entries in the same queue. Every ministry action records itself in the audit log in its transaction.
import { sql } from 'drizzle-orm';
import { MINISTRY_MESSAGES, type JobReportInput, type JobReport, type MinistryCompany } from '@portal/contract';
import type { Database, Executor } from '../../db/client.js';
import { c, j, r, u } from '../../db/aliases.js';
import type { AuthUser } from '../../lib/auth.js';
import { badRequest, fieldError, notFound } from '../../lib/errors.js';
import { likeEscape } from '../../lib/text.js';
import { invalidPage } from '../../lib/listing.js';
import { queueMail } from '../../lib/mail.js';
import { mailText } from '../../lib/mail-text.js';
import { mediaUrl } from '../../lib/storage.js';
import { companies as companyTable, notifications } from '../../db/schema/index.js';
import { nullable, queryRows, type RowOf } from '../../db/typed-sql.js';
import { jobIs } from '../../lib/visibility.js';
import { recordAudit } from './ministry.access.js';

type Ctx = { db: Database; publicUrl: string };
const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());

// ---------- companies ----------

const COMPANY_COLUMNS = {
  id: c.id,
  name: c.name,
  logo: c.logo,
  address: c.address,
  owner_email: u.email,
  created_at: c.createdAt,
  active: sql<boolean>`c.deactivated_at is null`,
  verified_at: c.verifiedAt,
  registration_number: c.registrationNumber,
  jobs: sql<number>`(select count(*)::int from jobs j where j.company_id = c.id)`,
  open_reports: sql<number>`(select count(*)::int from job_reports r join jobs j on j.id = r.job_id where j.company_id = c.id and r.status = 'open')`,
};
type CompanyRow = RowOf<typeof COMPANY_COLUMNS>;

const presentCompany = (publicUrl: string, r: CompanyRow): MinistryCompany => ({
  id: r.id,
  name: r.name,
  logo: mediaUrl(publicUrl, r.logo),
  address: r.address,
  owner_email: r.owner_email,
  created: new Date(r.created_at).toISOString(),
  active: r.active,
  verified: r.verified_at !== null,
  verified_at: iso(r.verified_at),
  registration_number: r.registration_number,
  jobs: r.jobs,
  open_reports: r.open_reports,
});

/** Companies to verify (verified=false: the oldest waiting first) or all, by name; one page, one statement. */
export async function companies(
  ctx: Ctx,
  q: { verified?: 'true' | 'false' | undefined; search?: string | undefined; page: number; page_size: number },
) {
  const where = [sql`true`];
  if (q.verified === 'true') where.push(sql`c.verified_at is not null`);
  if (q.verified === 'false') where.push(sql`c.verified_at is null`);
  if (q.search) where.push(sql`lower(c.name) like ${`%${likeEscape(q.search.toLowerCase())}%`}`);
  const order = q.verified === 'false' ? sql`c.created_at, c.id` : sql`c.name, c.id`;
  const rows = await queryRows(
    ctx.db,
    { total: sql<number>`p.total`, ...COMPANY_COLUMNS },
    (list) => sql`
    with page as (
      select c.id, count(*) over () ::int as total from companies c
       where ${sql.join(where, sql` and `)}
       order by ${order}
       limit ${q.page_size} offset ${(q.page - 1) * q.page_size}
    )
    select ${list}
      from page p join companies c on c.id = p.id join users u on u.id = c.user_id
     order by ${order}`,
  );
  if (rows.length === 0 && q.page > 1) throw invalidPage();
  return { count: rows[0]?.total ?? 0, results: rows.map((r) => presentCompany(ctx.publicUrl, r)) };
}

async function companyById(db: Executor, publicUrl: string, id: number): Promise<MinistryCompany> {
  const [row] = await queryRows(
    db,
    COMPANY_COLUMNS,
    sql`from companies c join users u on u.id = c.user_id where c.id = ${id}`,
  );
  if (!row) throw notFound();
  return presentCompany(publicUrl, row);
}

export async function setVerified(
  ctx: Ctx,
  actor: AuthUser,
  id: number,
  verified: boolean,
  note: { registration_number?: string | undefined; reason?: string | undefined },
) {
  return ctx.db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      { name: companyTable.name },
      (list) => sql`
      update companies
         set verified_at = ${verified ? sql`coalesce(verified_at, now())` : sql`null`},
             verified_by = ${verified ? actor.id : null},
             registration_number = ${verified ? (note.registration_number ?? null) : sql`registration_number`}
       where id = ${id}
      returning ${list}`,
    );
    if (!rows[0]) throw notFound();
    await recordAudit(tx, actor, {
      action: verified ? 'verify_company' : 'unverify_company',
      targetType: 'company',
      targetId: id,
      target: `Company ${id}: ${rows[0].name}`,
      reason: verified
        ? note.registration_number
          ? `URSB registration number ${note.registration_number}`
          : ''
        : (note.reason ?? ''),
    });
    return companyById(tx, ctx.publicUrl, id);
  });
}

// ---------- reports ----------

/** A signed-in user reports a job that the public can see; once per job while their report is open. */
export async function reportJob(db: Database, reporterId: number, input: JobReportInput): Promise<void> {
  const rows = await queryRows(
    db,
    { id: sql<number>`j.id` },
    sql`
      from jobs j join companies c on c.id = j.company_id
       where j.id = ${input.job} and ${jobIs.listed('j', 'c')}`,
  );
  if (!rows[0]) throw fieldError('job', MINISTRY_MESSAGES.noSuchJob);
  const inserted = await db.execute(sql`
    insert into job_reports (job_id, reporter_id, reason, details) values (${input.job}, ${reporterId}, ${input.reason}, ${input.details})
    on conflict (job_id, coalesce(reporter_id, -1)) where status = 'open' do nothing`);
  if (!inserted.rowCount) throw badRequest({ non_field_errors: [MINISTRY_MESSAGES.alreadyReported] });
}

/**
 * The fee-scam check's report (no reporter) for a job whose text asks applicants to pay: opened when the phrases
 * are found and none is open yet, in the writer's transaction.
 */
export async function flagFeePhrases(tx: Executor, jobId: number, phrases: readonly string[]): Promise<void> {
  if (!phrases.length) return;
  await tx.execute(sql`
    insert into job_reports (job_id, reporter_id, reason, details)
    values (${jobId}, null, 'fees_asked', ${`Found by the automatic check: ${phrases.map((p) => `“${p}”`).join(', ')}`})
    on conflict (job_id, coalesce(reporter_id, -1)) where status = 'open' do nothing`);
}

const REPORT_COLUMNS = {
  total: sql<number>`p.total`,
  id: r.id,
  job_id: r.jobId,
  title: j.title,
  company_id: c.id,
  company_name: c.name,
  unpublished: sql<boolean>`j.unpublished_at is not null`,
  fee_phrases: j.feePhrases,
  reason: r.reason,
  details: r.details,
  reporter: nullable(u.email),
  status: r.status,
  created: r.created,
  handled_at: r.handledAt,
};

/** The queue: open reports oldest first (the longest waiting on top); handled ones newest first. */
export async function reports(db: Database, q: { status: JobReport['status']; page: number; page_size: number }) {
  const order = q.status === 'open' ? sql`r.created, r.id` : sql`r.created desc, r.id desc`;
  const rows = await queryRows(
    db,
    REPORT_COLUMNS,
    (list) => sql`
    with page as (
      select r.id, count(*) over () ::int as total from job_reports r where r.status = ${q.status}
       order by ${order} limit ${q.page_size} offset ${(q.page - 1) * q.page_size}
    )
    select ${list}
      from page p join job_reports r on r.id = p.id join jobs j on j.id = r.job_id join companies c on c.id = j.company_id
      left join users u on u.id = r.reporter_id
     order by ${order}`,
  );
  if (rows.length === 0 && q.page > 1) throw invalidPage();
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map((r): JobReport => ({
      id: r.id,
      job: {
        id: r.job_id,
        title: r.title,
        company: r.company_id,
        company_name: r.company_name,
        unpublished: r.unpublished,
        fee_phrases: r.fee_phrases,
      },
      reason: r.reason,
      details: r.details,
      reporter: r.reporter,
      status: r.status,
      created: new Date(r.created).toISOString(),
      handled_at: iso(r.handled_at),
    })),
  };
}

export async function dismissReport(db: Database, actor: AuthUser, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await queryRows(
      tx,
      { status: r.status, job_id: r.jobId, title: j.title },
      sql`
      from job_reports r join jobs j on j.id = r.job_id where r.id = ${id} for update of r`,
    );
    if (!report) throw notFound();
    if (report.status !== 'open') throw badRequest({ non_field_errors: [MINISTRY_MESSAGES.reportClosed] });
    await tx.execute(
      sql`update job_reports set status = 'dismissed', handled_by = ${actor.id}, handled_at = now() where id = ${id}`,
    );
    await recordAudit(tx, actor, {
      action: 'dismiss_report',
      targetType: 'report',
      targetId: id,
      target: `Report ${id} of job ${report.job_id}: ${report.title}`,
      reason,
    });
  });
}

// ---------- unpublishing ----------

const MODERATED_JOB = {
  title: j.title,
  unpublished: sql<boolean>`j.unpublished_at is not null`,
  owner_id: c.userId,
  owner_email: u.email,
  owner_language: u.language,
  company_name: c.name,
};
type ModeratedJob = RowOf<typeof MODERATED_JOB>;

async function lockJob(tx: Executor, id: number): Promise<ModeratedJob> {
  const [job] = await queryRows(
    tx,
    MODERATED_JOB,
    sql`
      from jobs j join companies c on c.id = j.company_id join users u on u.id = c.user_id
     where j.id = ${id} for update of j`,
  );
  if (!job) throw notFound();
  return job;
}

/**
 * Takes the job down: out of every public list, the search (its job_search row goes, migration 0012), the sitemap;
 * applications refused. Its open reports close as handled; the company is told why by mail and in the portal.
 */
export async function unpublishJob(ctx: Ctx, actor: AuthUser, id: number, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    if (job.unpublished) throw badRequest({ non_field_errors: [MINISTRY_MESSAGES.alreadyUnpublished] });
    await tx.execute(sql`update jobs set unpublished_at = now(), unpublish_reason = ${reason} where id = ${id}`);
    await tx.execute(sql`
      update job_reports set status = 'unpublished', handled_by = ${actor.id}, handled_at = now() where job_id = ${id} and status = 'open'`);
    // In the company owner's language (issue 17), the notification as the mail.
    const words = mailText(job.owner_language).takenDown;
    const title = words.subject(job.title);
    const body = words.body(job.title, reason);
    await tx.insert(notifications).values({ userId: job.owner_id, title, body, actionLink: '/company-manage-jobs' });
    await queueMail(tx, {
      to: job.owner_email,
      subject: title,
      text: `${body}\n\n${words.yourJobs} ${ctx.publicUrl}/company-manage-jobs\n`,
    });
    await recordAudit(tx, actor, {
      action: 'unpublish_job',
      targetType: 'job',
      targetId: id,
      target: `Job ${id}: ${job.title} (${job.company_name})`,
      reason,
    });
  });
}

export async function republishJob(ctx: Ctx, actor: AuthUser, id: number, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const job = await lockJob(tx, id);
    if (!job.unpublished) throw badRequest({ non_field_errors: [MINISTRY_MESSAGES.notUnpublished] });
    await tx.execute(sql`update jobs set unpublished_at = null, unpublish_reason = null where id = ${id}`);
    const { title, body } = mailText(job.owner_language).takenDown.again(job.title);
    await tx.insert(notifications).values({ userId: job.owner_id, title, body, actionLink: `/jobs/${id}` });
    await recordAudit(tx, actor, {
      action: 'republish_job',
      targetType: 'job',
      targetId: id,
      target: `Job ${id}: ${job.title} (${job.company_name})`,
      reason,
    });
  });
}
