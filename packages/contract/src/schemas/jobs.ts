// Jobs as the public portal reads them (spec 000 §2.3–2.5, §3), applications and favourites (001 §3).
import { z } from 'zod';
import { namedRef } from './common.js';
import { MAX_ID } from '../constants.js';
import { optionalInt, optionalText, pageSizeField } from './fields.js';
import { APPLICATION_STATUSES, JOB_GROUPINGS, JOB_ORDERINGS } from '../listing-constants.js';
import {
  JOB_FILTER_NAMES,
  JOB_FILTERS,
  type JobFilterKind,
  type JobFilterName,
  type JobFilterSpec,
} from '../job-filters.js';
import { FORM_MESSAGES, JOB_FORM_MESSAGES } from '../form-messages.js';
import { FIELD_MESSAGE_TEMPLATES, FIELD_MESSAGES, LIST_MESSAGES } from '../messages.js';

/** A flag of the query: "true" or "false"; blank means not given. */
const trueOrFalse = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(['true', 'false'], { error: FIELD_MESSAGES.trueOrFalse }).optional(),
);
type FilterRule<N extends JobFilterName> = {
  text: ReturnType<typeof optionalText>;
  int: typeof optionalInt;
  flag: typeof trueOrFalse;
}[JobFilterKind<N>];

function filterRule(spec: JobFilterSpec) {
  // Ids and amounts alike: the query takes any whole number from 0 (the web's reading is stricter, job-filters.ts).
  return spec.kind === 'text' ? optionalText(spec.max) : spec.kind === 'int' ? optionalInt : trueOrFalse;
}

/** The query's rule of each filter of JOB_FILTERS. */
const filterFields = Object.fromEntries(JOB_FILTER_NAMES.map((name) => [name, filterRule(JOB_FILTERS[name])])) as {
  [N in JobFilterName]: FilterRule<N>;
};

/** GET /api/employer/jobs/ query's fields (all optional; unknown parameters are ignored): the filters, the order, the page. */
export const jobSearchFields = z.object({
  ...filterFields,
  ordering: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(JOB_ORDERINGS, { error: FIELD_MESSAGE_TEMPLATES.chooseOneOf(JOB_ORDERINGS) }).optional(),
  ),
  page: z.coerce.number({ error: LIST_MESSAGES.page }).int().min(1).max(100_000).default(1),
  page_size: pageSizeField(),
});
/** GET /api/employer/jobs/ query. */
export const jobSearchQuery = jobSearchFields.transform((q) => ({
  ...q,
  // Unless told otherwise: the best matches first when something was typed in the search box, else the newest.
  ordering: q.ordering ?? (q.search ? 'relevance' : '-posted'),
}));
export type JobSearchQuery = z.infer<typeof jobSearchQuery>;

/** A job card (search results, related jobs, home lists). */
export const jobCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.number().int(),
  company_name: z.string(),
  logo: z.string().nullable(),
  posted: z.string(),
  available_positions: z.number().int(),
  contract_type: z.object({ name: z.string() }).nullable(),
  min_pay: z.number().int().nullable(),
  max_pay: z.number().int().nullable(),
  location: namedRef,
  city: namedRef.nullable(),
  category: namedRef,
  function_area: namedRef,
  submission_deadline: z.string(),
  application_deadline: z.string(),
  job_link: z.string().nullable(),
  is_open: z.boolean(),
  /** The ministry verified the company (issue 14; extra to the spec's card). */
  company_verified: z.boolean(),
  /** Only on the owning company's own list: why the ministry took the job down, while it is down. */
  unpublished_reason: z.string().nullable().optional(),
});
export type JobCard = z.infer<typeof jobCardSchema>;

/** GET /api/employer/jobs/{id}/ */
export const jobDetailSchema = jobCardSchema.extend({
  job_category: namedRef,
  description: z.string(),
  qualifications: z.string(),
  application_procedure: z.string(),
  company_address: z.string(),
  /** For the signed-in caller; false for visitors. */
  has_applied: z.boolean(),
  is_favourite: z.boolean(),
  /** The caller's favourite row, to remove it with DELETE /api/job_seekers/favorite-jobs/{id}/. */
  favourite_id: z.number().int().nullable(),
  /** The fee-scam check found the advert asking applicants to pay (issue 14): the page warns job seekers. */
  fee_warning: z.boolean(),
  /** Why the ministry took the job down; only its company (and the ministry) can still open such a job. */
  unpublished_reason: z.string().nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** GET /api/employer/job-groups/?by=… : open jobs counted per category, district, functional area, company or skill. */
export const jobGroupsQuery = z.object({
  by: z.enum(JOB_GROUPINGS, { error: FIELD_MESSAGE_TEMPLATES.chooseOneOf(JOB_GROUPINGS) }),
});
export const jobGroupSchema = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type JobGroup = z.infer<typeof jobGroupSchema>;

/** GET /api/employer/company-directory/ */
export const companyDirectoryQuery = z.object({
  search: optionalText(200),
  letter: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^([A-Za-z]|0-9)$/, { error: LIST_MESSAGES.letter })
      .optional(),
  ),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: pageSizeField(),
});
export const companyCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  address: z.string(),
  no_of_employees: z.number().int(),
  category: z.array(namedRef),
  open_jobs: z.number().int(),
});
export type CompanyCard = z.infer<typeof companyCardSchema>;

/** POST /api/job_seekers/job-applications/ and /favorite-jobs/ */
export const jobRefBody = z.object({
  job: z.coerce
    .number({ error: FIELD_MESSAGES.integer })
    .int()
    .positive({ error: FORM_MESSAGES.chooseJob })
    .max(MAX_ID),
});

export const jobApplicationSchema = z.object({
  id: z.number().int(),
  job: z.number().int(),
  title: z.string(),
  company: z.string(),
  logo: z.string().nullable(),
  created: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** PATCH /api/job_seekers/job-applications/{id}/ : a job seeker may only cancel (001 §4). */
export const applicationStatusBody = z.object({
  status: z.literal('Cancelled', { error: JOB_FORM_MESSAGES.cancelOnly }),
});

export const favoriteJobSchema = z.object({
  id: z.number().int(),
  job: z.number().int(),
  title: z.string(),
  company: z.string(),
  logo: z.string().nullable(),
});
export type FavoriteJob = z.infer<typeof favoriteJobSchema>;
