// What the USSD menu reads and writes (issue 33). The job search, applications, profiles and alerts are their modules'
// own services (through each one's index.ts), so a phone sees and does exactly what the web does; what is the menu's
// alone is here: who is calling, the lists its screens number, the PIN, and the SMS confirming an application.
import { eq, inArray, sql } from 'drizzle-orm';
import {
  JOB_MESSAGES,
  jobSearchQuery,
  LANGUAGE_NAMES,
  isLanguage,
  lookupNameIn,
  type JobApplication,
  type JobCard,
  type JobDetail,
  type Language,
  type LookupNames,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import { d, u } from '../../db/aliases.js';
import { jobCategories, users } from '../../db/schema/index.js';
import { nullable, queryRows } from '../../db/typed-sql.js';
import { HttpError } from '../../lib/errors.js';
import { RATE_LIMITS, enforce } from '../../lib/rate-limits.js';
import type { Storage } from '../../lib/storage.js';
import { queueSms } from '../../lib/sms.js';
import { publiclyVisible } from '../../lib/visibility.js';
import { createUssdAccount } from '../accounts/index.js';
import { jobDetail, jobGroups, searchJobs } from '../jobs/index.js';
import { createJobAlert, updateJobAlert } from '../matching/index.js';
import { applyForJob, createProfile, listApplications } from '../people/index.js';
import { ussdText } from './ussd-text.js';

export type Ctx = { db: Database; publicUrl: string; storage: Storage; serviceCode: string };
export type Named = { id: number; name: string };

/** The account a number belongs to: its verified phone (the network vouches for the caller). */
export type Caller = {
  id: number;
  language: string;
  pinHash: string | null;
  /** The active job seeker profile's district and first trade (named in the account's language); null without one. */
  seeker: { district: Named; trade: Named | null } | null;
};

/**
 * The account whose verified number is calling, or null. `taken`: the number is on an account that has not verified
 * it (the web's registration), so the menu must not make a second account with it (the number is unique).
 */
export async function callerOf(db: Database, phone: string): Promise<{ caller: Caller | null; taken: boolean }> {
  const [row] = await queryRows(
    db,
    {
      id: u.id,
      language: u.language,
      pin_hash: u.ussdPinHash,
      verified: sql<boolean>`u.phone_verified_at is not null and u.is_active`,
      district_id: nullable(d.id),
      district_name: nullable(d.name),
      trade: sql<
        (Named & { names: LookupNames | null }) | null
      >`(select json_build_object('id', jc.id, 'name', jc.name, 'names', jc.names)
                                  from job_seeker_categories l join job_categories jc on jc.id = l.job_category_id
                                 where l.job_seeker_id = js.id order by jc.name limit 1)`,
    },
    sql`
      from users u
      left join job_seekers js on js.user_id = u.id and js.deactivated_at is null
      left join districts d on d.id = js.district_id
     where u.phone = ${phone}`,
  );
  if (!row) return { caller: null, taken: false };
  if (!row.verified) return { caller: null, taken: true };
  return {
    caller: {
      id: row.id,
      language: row.language,
      pinHash: row.pin_hash,
      seeker:
        row.district_id !== null && row.district_name !== null
          ? {
              district: { id: row.district_id, name: row.district_name },
              trade: row.trade && {
                id: row.trade.id,
                name: lookupNameIn(row.trade, isLanguage(row.language) ? row.language : 'en'),
              },
            }
          : null,
    },
    taken: false,
  };
}

/**
 * The trades with the most open jobs (then by name), named in `language` (decision 027's lookup names): the numbered
 * list of the trade screens.
 */
export async function topTrades(ctx: Ctx, count: number, language: Language): Promise<Named[]> {
  const top = [...(await jobGroups(ctx, 'category'))]
    .sort((x, y) => y.count - x.count || x.name.localeCompare(y.name))
    .slice(0, count);
  if (!top.length) return [];
  const named = await ctx.db
    .select({ id: jobCategories.id, name: jobCategories.name, names: jobCategories.names })
    .from(jobCategories)
    .where(
      inArray(
        jobCategories.id,
        top.map((g) => g.id),
      ),
    );
  const byId = new Map(named.map((row) => [row.id, lookupNameIn(row, language)]));
  return top.map(({ id, name }) => ({ id, name: byId.get(id) ?? name }));
}

/**
 * The districts whose name starts with `prefix` (any case), by name. `withCities`: only those with a city, as a
 * profile needs one (its first by name stands for the place until the person says more on the web).
 */
export async function districtsStartingWith(
  db: Database,
  prefix: string,
  count: number,
  withCities = false,
): Promise<Named[]> {
  const pattern = `${prefix
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return queryRows(
    db,
    { id: d.id, name: d.name },
    sql`from districts d
       where lower(d.name) like ${pattern}
         ${withCities ? sql`and exists (select 1 from cities ci where ci.district_id = d.id)` : sql``}
       order by d.name limit ${count}`,
  );
}

/** One page of the open jobs the web's search finds for a trade (or words) and a district. */
export async function jobPage(
  ctx: Ctx,
  find: { trade: number | null; words: string | null; district: number | null },
  page: number,
  pageSize: number,
): Promise<{ count: number; results: JobCard[] }> {
  const query = jobSearchQuery.parse({
    ...(find.trade !== null ? { sector: find.trade } : {}),
    ...(find.words !== null ? { search: find.words.slice(0, 100) } : {}),
    ...(find.district !== null ? { location: find.district } : {}),
    page,
    page_size: pageSize,
  });
  try {
    return await searchJobs(ctx, query);
  } catch {
    // A page past the end (the list shrank between two screens): nothing more to show.
    return { count: 0, results: [] };
  }
}

/** A job as a visitor reads it: open and listed, else null. */
export async function openJob(ctx: Ctx, id: number): Promise<JobDetail | null> {
  const job = await jobDetail(ctx, id, null);
  return job?.is_open ? job : null;
}

/** The caller's latest applications, newest first. */
export async function recentApplications(ctx: Ctx, userId: number, count: number): Promise<JobApplication[]> {
  return (await listApplications(ctx, userId, 1, count)).results;
}

/** The next open trainings (visible as on the web), soonest first. */
export async function nextTrainings(db: Database, count: number) {
  return queryRows(
    db,
    { title: sql<string>`t.title`, location: sql<string>`t.location`, date: sql<string>`t.date::text` },
    sql`from trainings t join trainers tr on tr.id = t.trainer_id
       where ${publiclyVisible.training('t', 'tr')}
       order by t.date, t.time, t.id limit ${count}`,
  );
}

/** The caller's SMS alerts still running, newest first. */
export async function smsAlerts(db: Database, userId: number, count: number): Promise<Named[]> {
  return queryRows(
    db,
    { id: sql<number>`a.id`, name: sql<string>`a.name` },
    sql`from job_alerts a
       where a.user_id = ${userId} and a.active and a.channel in ('sms', 'both')
       order by a.created_at desc, a.id desc limit ${count}`,
  );
}

/** Saves the PIN chosen in this session, when it was (a new account's is saved with it). */
async function savePin(db: Database, userId: number, pinHash: string | null): Promise<void> {
  if (pinHash) await db.update(users).set({ ussdPinHash: pinHash }).where(eq(users.id, userId));
}

/** An SMS alert for the trade and district, daily; false when the caller has as many alerts as one may (the service's rule). */
export async function subscribe(
  db: Database,
  userId: number,
  where: { trade: Named; district: Named },
  pinHash: string | null,
): Promise<boolean> {
  await savePin(db, userId, pinHash);
  try {
    await createJobAlert(db, userId, {
      name: `${where.trade.name}, ${where.district.name}`.slice(0, 100),
      sector: where.trade.id,
      location: where.district.id,
      frequency: 'daily',
      channel: 'sms',
      active: true,
    });
    return true;
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 400) return false;
    throw err;
  }
}

export async function stopAlert(db: Database, userId: number, alertId: number, pinHash: string | null) {
  await savePin(db, userId, pinHash);
  await updateJobAlert(db, alertId, userId, { active: false }, true);
}

export async function saveLanguage(db: Database, userId: number, language: Language, pinHash: string | null) {
  await db
    .update(users)
    .set({ language, ...(pinHash ? { ussdPinHash: pinHash } : {}) })
    .where(eq(users.id, userId));
}

/** What a number without an account (or without a profile) told the menu before applying. */
export type NewProfile = { firstName: string; lastName: string; district: Named; trade: Named };

/**
 * Makes what the caller lacks (an account with the PIN; a job seeker profile, as the web's "become a job seeker"
 * does), and returns the account. Each part is its module's own transaction: a profile that fails leaves an account
 * the next session completes.
 */
export async function ensureSeeker(
  ctx: Ctx,
  phone: string,
  language: Language,
  caller: Caller | null,
  profile: Partial<NewProfile>,
  pinHash: string | null,
): Promise<number> {
  let userId = caller?.id;
  if (userId === undefined) {
    if (!profile.firstName || !profile.lastName || !pinHash) throw new Error('a new account needs its name and PIN');
    const input = { phone, firstName: profile.firstName, lastName: profile.lastName, language, pinHash };
    userId = (await ctx.db.transaction((tx) => createUssdAccount(tx, input))).id;
  } else {
    await savePin(ctx.db, userId, pinHash);
  }
  if (!caller?.seeker && profile.district && profile.trade) {
    const [city] = await queryRows(
      ctx.db,
      { id: sql<number>`ci.id` },
      sql`from cities ci where ci.district_id = ${profile.district.id} order by ci.name, ci.id limit 1`,
    );
    if (!city) throw new Error('a district offered for a profile has no city');
    await createProfile(ctx, userId, {
      job_category: [profile.trade.id],
      district: profile.district.id,
      city: city.id,
      physical_address: profile.district.name,
      language: LANGUAGE_NAMES[language],
    });
  }
  return userId;
}

export type ApplyOutcome = 'applied' | 'already' | 'closed' | 'notSeeker' | 'limited';

/**
 * Applies as the web does (the applications service: one application per job, the deadline, the employer told),
 * marked as sent by USSD, and queues the confirming SMS in the same transaction; counted against the same daily limit.
 */
export async function applyByUssd(ctx: Ctx, userId: number, phone: string, jobId: number): Promise<ApplyOutcome> {
  const [person] = await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const text = ussdText(person?.language);
  try {
    await enforce(ctx.db, [RATE_LIMITS.jobApplicationsPerUser, userId]);
    await applyForJob(ctx, userId, jobId, {
      channel: 'ussd',
      alsoInTransaction: async (tx, application) => {
        await queueSms(tx, {
          to: phone,
          text: confirmation(text, application.title, application.company, ctx.serviceCode),
          kind: 'confirmation',
          userId,
          language: person?.language ?? 'en',
        });
      },
    });
    return 'applied';
  } catch (err) {
    // The service's refusals, as the web shows them: not a job seeker (403), past the limit (429), or the job's
    // field error (already applied, closed, taken down, applied for elsewhere).
    if (!(err instanceof HttpError)) throw err;
    if (err.statusCode === 403) return 'notSeeker';
    if (err.statusCode === 429) return 'limited';
    const [message] = (err.body.job as string[] | undefined) ?? [];
    return message === JOB_MESSAGES.alreadyApplied ? 'already' : 'closed';
  }
}

/** The SMS, its title cut so the whole fits one message. */
function confirmation(text: ReturnType<typeof ussdText>, title: string, company: string, code: string): string {
  const full = text.appliedSms(title, company, code);
  const over = full.length - 160;
  if (over <= 0) return full;
  const cut = (s: string, by: number) => `${s.slice(0, Math.max(8, s.length - by - 1))}…`;
  const shorter = text.appliedSms(cut(title, over), company, code);
  return shorter.length <= 160 ? shorter : text.appliedSms(cut(title, over), cut(company, shorter.length - 160), code);
}
