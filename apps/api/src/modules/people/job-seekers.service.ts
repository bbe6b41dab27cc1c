// A job seeker's applications and saved (favourite) jobs (spec 000 §2.5, 001 §3–4).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { JOB_MESSAGES, MINISTRY_MESSAGES, type FavoriteJob, type JobApplication } from '@portal/contract';
import { sqlState, type Database, type Executor } from '../../db/client.js';
import { a, c, f, j } from '../../db/aliases.js';
import { favoriteJobs, jobApplications, type JobApplicationStatus } from '../../db/schema/index.js';
import { queryRows, type RowOf, type Selection } from '../../db/typed-sql.js';
import { fieldError, forbidden, notFound } from '../../lib/errors.js';
import { holdsGroup } from '../../lib/groups.js';
import { notifyNewApplication } from '../../lib/notify.js';
import { invalidPage } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import { plainText } from '../../lib/text.js';
import { jobSeekersPolicy } from './job-seekers.policy.js';
import { presentApplication, presentFavourite, type ApplicationRow } from './job-seekers.presenter.js';
import { jobIs } from '../../lib/visibility.js';

type Ctx = { db: Database; publicUrl: string };
type Counted<T> = { count: number; results: T[] };

const jobError = (message: string) => fieldError('job', message);

/** Where the company sees new applications (the company area's route). */
const COMPANY_APPLICATIONS_LINK = '/company-manage-job-applications';

/** The job a seeker's row (an application or a saved job) is about, and its company. */
const ABOUT_JOB = { title: j.title, company_name: c.name, company_logo: c.logo };
/** A saved job (FavouriteRow), from FAVOURITES. */
export const FAVOURITE_COLUMNS = { id: f.id, job_id: f.jobId, ...ABOUT_JOB };
/** An application (ApplicationRow), from APPLICATIONS. */
export const APPLICATION_COLUMNS = { id: a.id, job_id: a.jobId, ...ABOUT_JOB, created: a.created, status: a.status };

/** A seeker's rows of one kind (alias `x`) joined to their job and company. */
type SeekerRows = { from: SQL; x: SQL };
const APPLICATIONS: SeekerRows = {
  from: sql`job_applications a join jobs j on j.id = a.job_id join companies c on c.id = j.company_id`,
  x: sql.raw('a'),
};
const FAVOURITES: SeekerRows = {
  from: sql`favorite_jobs f join jobs j on j.id = f.job_id join companies c on c.id = j.company_id`,
  x: sql.raw('f'),
};

/** A page of the user's rows of `rows`, newest first, as `present` shows them, and their total. */
async function ownPage<S extends Selection, T>(
  ctx: Ctx,
  rows: SeekerRows,
  columns: S,
  present: (publicUrl: string, row: RowOf<S>) => T,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Counted<T>> {
  const found = await queryRows(
    ctx.db,
    { ...columns, total: sql<number>`count(*) over()` },
    sql`
      from ${rows.from}
     where ${rows.x}.user_id = ${userId}
     order by ${rows.x}.created desc, ${rows.x}.id desc
     limit ${pageSize} offset ${offsetOf(page, pageSize)}`,
  );
  if (found.length === 0 && page > 1) throw invalidPage();
  return { count: Number(found[0]?.total ?? 0), results: found.map((r) => present(ctx.publicUrl, r)) };
}

async function applicationById(db: Executor, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await queryRows(db, APPLICATION_COLUMNS, sql`from ${APPLICATIONS.from} where a.id = ${id}`);
  return row;
}

/** The job applied to, and who is told. */
const APPLICABLE_JOB = {
  id: j.id,
  title: j.title,
  is_open: sql<boolean>`${jobIs.open('j')}`,
  job_link: j.jobLink,
  owner_id: c.userId,
  taken_down: sql<boolean>`j.unpublished_at is not null`,
};

/**
 * Applies the caller for a job and tells the company's owner, in one transaction: either both rows are
 * written or neither. A cancelled application is sent again by reusing its row. Two racing applies end
 * with one row: the (job, user) unique index decides and the loser hears "already applied".
 */
/** 403 unless the caller holds the job seeker account type: an employer reads the applicant's profile and CV. */
export async function assertSeeker(db: Executor, userId: number): Promise<void> {
  if (!jobSeekersPolicy.canApply(await holdsGroup(db, userId, 'JobSeeker'))) throw forbidden(JOB_MESSAGES.seekersOnly);
}

/** How an application arrived, and what its channel does in the same transaction (the USSD menu's confirming SMS). */
export type ApplyOptions = {
  channel?: 'web' | 'ussd';
  alsoInTransaction?: (tx: Executor, application: JobApplication, job: { title: string }) => Promise<void>;
};

export async function applyForJob(
  ctx: Ctx,
  applicantId: number,
  jobId: number,
  options: ApplyOptions = {},
): Promise<JobApplication> {
  const channel = options.channel ?? 'web';
  try {
    return await ctx.db.transaction(async (tx) => {
      // Before anything about the job, as DRF checks permissions first: an employer reads the applicant's profile and CV.
      await assertSeeker(tx, applicantId);
      const [job] = await queryRows(
        tx,
        APPLICABLE_JOB,
        sql`
          from jobs j join companies c on c.id = j.company_id
         where j.id = ${jobId} and c.deactivated_at is null`,
      );
      if (!job) throw jobError(JOB_MESSAGES.noSuchJob);
      if (job.taken_down) throw jobError(MINISTRY_MESSAGES.jobTakenDown);
      if (!job.is_open) throw jobError(JOB_MESSAGES.closed);
      if (job.job_link?.trim()) throw jobError(JOB_MESSAGES.external);

      const [existing] = await tx
        .select({ id: jobApplications.id, status: jobApplications.status })
        .from(jobApplications)
        .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.userId, applicantId)))
        .for('update');
      let applicationId: number;
      if (existing) {
        if (!jobSeekersPolicy.canReapply(existing)) throw jobError(JOB_MESSAGES.alreadyApplied);
        await tx
          .update(jobApplications)
          .set({ status: 'Under Review', created: sql`now()`, channel })
          .where(eq(jobApplications.id, existing.id));
        applicationId = existing.id;
      } else {
        const [inserted] = await tx
          .insert(jobApplications)
          .values({ jobId, userId: applicantId, channel })
          .returning({ id: jobApplications.id });
        if (!inserted) throw new Error('insert returned no row');
        applicationId = inserted.id;
      }

      await notifyNewApplication(tx, {
        ownerId: job.owner_id,
        applicantId,
        applied: 'applied for',
        title: plainText(job.title),
        link: COMPANY_APPLICATIONS_LINK,
      });

      const row = await applicationById(tx, applicationId);
      if (!row) throw new Error('application vanished inside its transaction');
      const application = presentApplication(ctx.publicUrl, row);
      await options.alsoInTransaction?.(tx, application, { title: plainText(job.title) });
      return application;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw jobError(JOB_MESSAGES.alreadyApplied);
    // The job was deleted between the check and the insert.
    if (sqlState(err) === '23503') throw jobError(JOB_MESSAGES.noSuchJob);
    throw err;
  }
}

export const listApplications = (ctx: Ctx, userId: number, page: number, pageSize: number) =>
  ownPage(ctx, APPLICATIONS, APPLICATION_COLUMNS, presentApplication, userId, page, pageSize);

export async function applicationOwner(
  db: Database,
  id: number,
): Promise<{ userId: number; status: JobApplicationStatus } | undefined> {
  const [row] = await db
    .select({ userId: jobApplications.userId, status: jobApplications.status })
    .from(jobApplications)
    .where(eq(jobApplications.id, id));
  return row;
}

/** One application as its applicant sees it. */
export async function applicationOf(ctx: Ctx, id: number): Promise<JobApplication> {
  const row = await applicationById(ctx.db, id);
  if (!row) throw notFound();
  return presentApplication(ctx.publicUrl, row);
}

/** Under Review → Cancelled; the status is re-checked in the update, so a company's decision made meanwhile wins. */
export async function cancelApplication(ctx: Ctx, id: number): Promise<JobApplication> {
  const updated = await ctx.db
    .update(jobApplications)
    .set({ status: 'Cancelled' })
    .where(and(eq(jobApplications.id, id), eq(jobApplications.status, 'Under Review')))
    .returning({ id: jobApplications.id });
  if (!updated.length) throw fieldError('status', JOB_MESSAGES.cancelUnderReviewOnly);
  return applicationOf(ctx, id);
}

// ---------- saved jobs ----------

/** Saves a job once; saving it again answers the existing row (`created: false`). */
export async function saveFavourite(
  ctx: Ctx,
  userId: number,
  jobId: number,
): Promise<{ created: boolean; favourite: FavoriteJob }> {
  const found = await queryRows(
    ctx.db,
    { id: sql<number>`j.id` },
    sql`
      from jobs j join companies c on c.id = j.company_id
       where j.id = ${jobId} and ${jobIs.listed('j', 'c')}`,
  );
  if (!found.length) throw jobError(JOB_MESSAGES.noSuchJob);
  let inserted: { id: number }[];
  try {
    inserted = await ctx.db
      .insert(favoriteJobs)
      .values({ jobId, userId })
      .onConflictDoNothing()
      .returning({ id: favoriteJobs.id });
  } catch (err) {
    if (sqlState(err) === '23503') throw jobError(JOB_MESSAGES.noSuchJob);
    throw err;
  }
  const [row] = await queryRows(
    ctx.db,
    FAVOURITE_COLUMNS,
    sql`from ${FAVOURITES.from} where f.job_id = ${jobId} and f.user_id = ${userId}`,
  );
  if (!row) throw jobError(JOB_MESSAGES.noSuchJob);
  return { created: inserted.length > 0, favourite: presentFavourite(ctx.publicUrl, row) };
}

export const listFavourites = (ctx: Ctx, userId: number, page: number, pageSize: number) =>
  ownPage(ctx, FAVOURITES, FAVOURITE_COLUMNS, presentFavourite, userId, page, pageSize);

export async function favouriteOwner(db: Database, id: number): Promise<{ userId: number } | undefined> {
  const [row] = await db.select({ userId: favoriteJobs.userId }).from(favoriteJobs).where(eq(favoriteJobs.id, id));
  return row;
}

/** One statement that says whether it removed the row: of simultaneous deletes exactly one succeeds, the rest 404. */
export async function deleteFavourite(db: Database, id: number): Promise<void> {
  const gone = await db.delete(favoriteJobs).where(eq(favoriteJobs.id, id)).returning({ id: favoriteJobs.id });
  if (gone.length === 0) throw notFound();
}
