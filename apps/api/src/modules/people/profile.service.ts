// The job seeker profile: creating it (which is what gives the JobSeeker account type), updating it with its CV and
// documents, deactivating and restoring it, the employer's full view and the dashboard figures (spec 001, 002 §pickers).
import { eq, sql } from 'drizzle-orm';
import { PROFILE_MESSAGES, type JobSeekerPatchInput, type JobSeekerProfileInput } from '@portal/contract';
import { type Database, type Executor } from '../../db/client.js';
import { ci, d, js, ms, pr, u } from '../../db/aliases.js';
import { type cities, jobSeekerCategories, jobSeekers, jobCategories } from '../../db/schema/index.js';
import { nullable, queryRows, type RowOf, type WireOf } from '../../db/typed-sql.js';
import { badRequest, notFound, type FieldErrors } from '../../lib/errors.js';
import { storableId } from '../../lib/ids.js';
import { isUploadedFile } from '../../lib/multipart.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { Storage } from '../../lib/storage.js';
import { plainText } from '../../lib/text.js';
import { profileCompleteness, type CompletenessFacts } from './profile.completeness.js';
import type { ProfileDb, SectionsDb } from './profile.presenter.js';
import { accountRecord } from '../../lib/account-type.js';
import { withUploads, type Upload } from '../../lib/uploads.js';
import { lookupLinks } from '../../lib/lookup-lists.js';

const JOB_SEEKER_GROUP = 'JobSeeker' as const;

type Ctx = { db: Database; storage: Storage };

/** Any subset of the profile (PATCH), or all of it (PUT). */
export type ProfileFields = JobSeekerPatchInput;

const categoryLinks = lookupLinks(jobSeekerCategories, 'jobSeekerId', 'jobCategoryId', jobCategories);

/** The profile joined to its lookups (ProfileDb), from PROFILE_FROM; `job_category` is json_agg'd, ordered by name. */
export const PROFILE_COLUMNS = {
  id: js.id,
  user_id: js.userId,
  physical_address: js.physicalAddress,
  date_of_birth: js.dateOfBirth,
  language: js.language,
  head_line: js.headLine,
  personal_statment: js.personalStatment,
  share_personal_details: js.sharePersonalDetails,
  discoverable: js.discoverable,
  cv_upload: js.cvUpload,
  other_document: js.otherDocument,
  district_id: d.id,
  district_name: d.name,
  city_id: ci.id,
  city_name: ci.name,
  marital_status_id: nullable(ms.id),
  marital_status_name: nullable(ms.name),
  job_category: categoryLinks.json(sql`js.id`),
};
const PROFILE_FROM = sql`
  job_seekers js
  join districts d on d.id = js.district_id
  join cities ci on ci.id = js.city_id
  left join marital_statuses ms on ms.id = js.marital_status_id`;

const record = accountRecord(jobSeekers, JOB_SEEKER_GROUP, PROFILE_MESSAGES.alreadyExists, {
  from: PROFILE_FROM,
  as: 'js',
  columns: PROFILE_COLUMNS,
});
/**
 * Who owns a profile and whether it is active (a deactivated profile is out of reach until restored); the caller's
 * active profile as a page of at most one row (the clients read `results[0]`).
 */
export const { owner: profileOwner, ownPage: ownProfiles } = record;

export async function activeProfile(db: Database, id: number): Promise<ProfileDb> {
  const [row] = await queryRows(
    db,
    PROFILE_COLUMNS,
    sql`from ${PROFILE_FROM} where js.id = ${id} and js.deactivated_at is null`,
  );
  if (!row) throw notFound();
  return row;
}

/**
 * The chosen lookups exist and the city lies in the district: one query, every problem reported on its field.
 * `stored` is the row being changed, so a PATCH of the district alone is checked against the stored city.
 */
type CityDistrict = WireOf<typeof cities.districtId> | null;
async function checkChoices(
  db: Executor,
  input: ProfileFields,
  stored?: { districtId: number; cityId: number },
): Promise<void> {
  const district = input.district ?? stored?.districtId;
  const city = input.city ?? stored?.cityId;
  const checkCity = input.city !== undefined || input.district !== undefined;
  const categories = [...new Set(input.job_category ?? [])];
  const [found] = await queryRows(
    db,
    {
      district_ok:
        input.district === undefined
          ? sql<boolean | null>`null`
          : sql<boolean | null>`exists (select 1 from districts where id = ${storableId(input.district)})`,
      city_district:
        checkCity && city !== undefined
          ? sql<CityDistrict>`(select district_id from cities where id = ${storableId(city)})`
          : sql<CityDistrict>`null`,
      marital_ok:
        input.marital_status === undefined || input.marital_status === null
          ? sql<boolean | null>`null`
          : sql<boolean | null>`exists (select 1 from marital_statuses where id = ${storableId(input.marital_status)})`,
      categories_found: categories.length
        ? sql<number | null>`(select count(*) from job_categories where id in (${sql.join(
            categories.map((c) => sql`${storableId(c)}`),
            sql`, `,
          )}))`
        : sql<number | null>`null`,
    },
    (list) => sql`select ${list}`,
  );
  if (!found) throw new Error('the lookup check returned no row');
  const errors: FieldErrors = {};
  if (found.district_ok === false) errors.district = [PROFILE_MESSAGES.noSuchDistrict];
  if (checkCity) {
    if (found.city_district === null) {
      if (input.city !== undefined) errors.city = [PROFILE_MESSAGES.noSuchCity];
    } else if (!errors.district && found.city_district !== district) {
      errors.city = [PROFILE_MESSAGES.cityNotInDistrict];
    }
  }
  if (found.marital_ok === false) errors.marital_status = [PROFILE_MESSAGES.noSuchMaritalStatus];
  if (found.categories_found !== null && found.categories_found !== categories.length)
    errors.job_category = [PROFILE_MESSAGES.noSuchCategory];
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** The sectors were checked with the other choices (checkChoices). */
const setCategories = (tx: Executor, jobSeekerId: number, ids: readonly number[]) =>
  categoryLinks.replace(tx, jobSeekerId, ids);

/** Sanitised HTML, or null when nothing readable is left (so "has a summary" means it has text). */
const cleanStatement = (html: string): string | null => {
  const clean = sanitizeRichText(html);
  return plainText(clean) ? clean : null;
};

function columnsOf(input: ProfileFields): Partial<typeof jobSeekers.$inferInsert> {
  const set: Partial<typeof jobSeekers.$inferInsert> = {};
  if (input.district !== undefined) set.districtId = input.district;
  if (input.city !== undefined) set.cityId = input.city;
  if (input.physical_address !== undefined) set.physicalAddress = input.physical_address;
  if (input.date_of_birth !== undefined) set.dateOfBirth = input.date_of_birth || null;
  if (input.language !== undefined) set.language = input.language;
  if (input.marital_status !== undefined) set.maritalStatusId = input.marital_status;
  if (input.share_personal_details !== undefined) set.sharePersonalDetails = input.share_personal_details;
  if (input.discoverable !== undefined) set.discoverable = input.discoverable;
  if (input.head_line !== undefined) set.headLine = input.head_line;
  if (input.personal_statment !== undefined) set.personalStatment = cleanStatement(input.personal_statment);
  return set;
}

/**
 * Creates the caller's profile and gives them the JobSeeker group, in one transaction. A deactivated profile is
 * restored instead (its CV sections, headline and files were kept), with the personal details given now.
 */
export function createProfile(ctx: Ctx, userId: number, input: JobSeekerProfileInput): Promise<ProfileDb> {
  return record.create(
    ctx.db,
    userId,
    async (tx) => {
      await checkChoices(tx, input);
      return {
        districtId: input.district,
        cityId: input.city,
        physicalAddress: input.physical_address,
        dateOfBirth: input.date_of_birth || null,
        language: input.language,
        maritalStatusId: input.marital_status ?? null,
        sharePersonalDetails: input.share_personal_details ?? false,
        discoverable: input.discoverable ?? false,
      };
    },
    (tx, id) => setCategories(tx, id, input.job_category),
  );
}

/** Changes the given fields of an active profile; a new CV or document replaces the stored one after the commit. */
export async function updateProfile(ctx: Ctx, id: number, userId: number, input: ProfileFields): Promise<ProfileDb> {
  const uploads: Upload[] = [];
  if (isUploadedFile(input.cv_upload))
    uploads.push({ field: 'cv_upload', folder: 'private/cv', file: input.cv_upload });
  if (isUploadedFile(input.other_document))
    uploads.push({ field: 'other_document', folder: 'private/documents', file: input.other_document });
  return withUploads(ctx.storage, uploads, (keys) =>
    ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          districtId: jobSeekers.districtId,
          cityId: jobSeekers.cityId,
          cvUpload: jobSeekers.cvUpload,
          otherDocument: jobSeekers.otherDocument,
        })
        .from(jobSeekers)
        .where(record.mine(id, userId))
        .for('update');
      if (!current) throw notFound();
      await checkChoices(tx, input, current);
      const set = columnsOf(input);
      const cv = keys.get('cv_upload');
      const other = keys.get('other_document');
      if (cv) set.cvUpload = cv;
      if (other) set.otherDocument = other;
      await tx
        .update(jobSeekers)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(jobSeekers.id, id));
      if (input.job_category) await setCategories(tx, id, input.job_category);
      return {
        value: await record.byId(tx, id),
        replaced: [cv ? current.cvUpload : null, other ? current.otherDocument : null],
      };
    }),
  );
}

/** Ends the JobSeeker account type: the group goes, every row stays for a later restore. */
export const deactivateProfile = (db: Database, id: number, userId: number) => record.deactivate(db, id, userId);

// ---------- the full profile ----------

/** The person (PersonDb): their account `u` and its profile `pr`. */
export const PERSON_COLUMNS = {
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  gender: nullable(pr.gender),
  phone_number: nullable(pr.phoneNumber),
  alternative_contact: nullable(pr.alternativeContact),
  profile_pic: nullable(pr.profilePic),
};

/** The profile with its person, and what the access rule needs to know about the viewer. */
const fullProfileHeadColumns = (viewerId: number) => ({
  ...PROFILE_COLUMNS,
  active: sql<boolean>`js.deactivated_at is null`,
  ...PERSON_COLUMNS,
  /** The viewer owns an active company to one of whose jobs this seeker has a standing (not cancelled) application. */
  applied_to_viewer: sql<boolean>`exists (
    select 1
      from companies c
      join jobs j on j.company_id = c.id
      join job_applications a on a.job_id = j.id
     where c.user_id = ${viewerId} and c.deactivated_at is null
       and a.user_id = js.user_id and a.status <> 'Cancelled')`,
  /** The seeker lets employers find them and the viewer owns an active company (suggested candidates, issue 15). */
  findable_by_viewer: sql<boolean>`js.discoverable and exists (select 1 from companies c where c.user_id = ${viewerId} and c.deactivated_at is null)`,
});
export type FullProfileHead = RowOf<ReturnType<typeof fullProfileHeadColumns>>;

export async function fullProfileHead(
  db: Database,
  id: number,
  viewerId: number,
): Promise<FullProfileHead | undefined> {
  const [row] = await queryRows(
    db,
    fullProfileHeadColumns(viewerId),
    sql`
      from ${PROFILE_FROM}
      join users u on u.id = js.user_id
      left join profiles pr on pr.user_id = u.id
     where js.id = ${id}`,
  );
  return row;
}

const hasText = (s: string | null | undefined) => !!s?.trim();

export function factsOfProfile(head: FullProfileHead, sections: SectionsDb): CompletenessFacts {
  return {
    hasProfile: head.active,
    hasGender: hasText(head.gender),
    hasPhone: hasText(head.phone_number),
    hasHeadline: hasText(head.head_line),
    hasStatement: head.personal_statment !== null,
    hasCv: head.cv_upload !== null,
    skills: sections.skills.length,
    experiences: sections.experiences.length,
    education: sections.education.length,
    certifications: sections.certifications.length,
    recentWorks: sections.recent_works.length,
    publications: sections.publications.length,
    referees: sections.referees.length,
  };
}

// ---------- the dashboard ----------

/** The job seeker panel's figures and the profile's completeness, in one query (each count from a user_id index). */
export async function dashboardFigures(db: Database, userId: number) {
  const count = (table: string, extra = sql``) =>
    sql<number>`(select count(*) from ${sql.identifier(table)} x where x.user_id = u.id${extra})`;
  const rows = await queryRows(
    db,
    {
      job_seeker_id: nullable(js.id),
      saved_jobs: count('favorite_jobs'),
      applications: count('job_applications'),
      unseen_notifications: count('notifications', sql` and not x.seen`),
      has_gender: sql<boolean>`coalesce(nullif(trim(pr.gender), '') is not null, false)`,
      has_phone: sql<boolean>`coalesce(nullif(trim(pr.phone_number), '') is not null, false)`,
      has_headline: sql<boolean>`coalesce(nullif(trim(js.head_line), '') is not null, false)`,
      has_statement: sql<boolean>`coalesce(js.personal_statment is not null, false)`,
      has_cv: sql<boolean>`coalesce(js.cv_upload is not null, false)`,
      skills: count('skills'),
      experiences: count('experiences'),
      education: count('education'),
      certifications: count('certifications'),
      recent_works: count('recent_works'),
      publications: count('publications'),
      referees: count('referees'),
    },
    sql`
      from users u
      left join profiles pr on pr.user_id = u.id
      left join job_seekers js on js.user_id = u.id and js.deactivated_at is null
     where u.id = ${userId}`,
  );
  const r = rows[0];
  if (!r) throw notFound();
  const completeness = profileCompleteness({
    hasProfile: r.job_seeker_id !== null,
    hasGender: r.has_gender,
    hasPhone: r.has_phone,
    hasHeadline: r.has_headline,
    hasStatement: r.has_statement,
    hasCv: r.has_cv,
    skills: r.skills,
    experiences: r.experiences,
    education: r.education,
    certifications: r.certifications,
    recentWorks: r.recent_works,
    publications: r.publications,
    referees: r.referees,
  });
  return { figures: r, completeness };
}
