// What the public may see, in one place: the lists, the home page's figures (modules/lookups) and the sitemap
// (modules/site) all apply these, so a count never disagrees with the list it summarises. Each fragment takes the
// names (table or alias) the calling query gives the rows; they are the code's own identifiers, never input. "Today"
// is Kampala's, whatever the session's time zone (lib/dates.ts).
import { sql, type SQL } from 'drizzle-orm';
import { KAMPALA_TODAY } from './dates.js';

/** A job's deadline not passed: it closes at the end of its deadline's day (as text, for the fragments below). */
const jobOpenText = (job: string) => `${job}.submission_deadline >= ${KAMPALA_TODAY}`;
/** A job still listed, whatever its deadline: its company active and the ministry has not taken it down. */
const jobListedText = (job: string, company: string) =>
  `${company}.deactivated_at is null and ${job}.unpublished_at is null`;

/** The two halves of a job's visibility, for the queries that tell them apart (a closed job can still be saved). */
export const jobIs = {
  open: (job: string): SQL => sql.raw(jobOpenText(job)),
  listed: (job: string, company: string): SQL => sql.raw(jobListedText(job, company)),
};

export const publiclyVisible = {
  /** A job advert: its deadline not passed, its company active, not taken down by the ministry. */
  job: (job: string, company: string): SQL => sql.raw(`${jobOpenText(job)} and ${jobListedText(job, company)}`),
  /** A training: today or later, its trainer active. */
  training: (training: string, trainer: string): SQL =>
    sql.raw(`${training}.date >= ${KAMPALA_TODAY} and ${trainer}.deactivated_at is null`),
  /** A skills competition: not yet ended, its provider active. */
  competition: (competition: string, provider: string): SQL =>
    sql.raw(`${competition}.end_date >= ${KAMPALA_TODAY} and ${provider}.deactivated_at is null`),
  /** A career event: today or later, and not posted by a counsellor who has since deactivated. */
  event: (event: string): SQL =>
    sql.raw(
      `${event}.event_date >= ${KAMPALA_TODAY} and not exists ` +
        `(select 1 from career_counsellors cc where cc.user_id = ${event}.user_id and cc.deactivated_at is not null)`,
    ),
};
