// Companies, job posting and the company's view of applications (spec 002: company forms, job form §5, §3).
import { z } from 'zod';
import { APPLICATION_STATUSES, EMPLOYER_STATUSES } from '../listing-constants.js';
import { COMPANY_FORM_MESSAGES as C, FORM_MESSAGES as F, JOB_FORM_MESSAGES as J } from '../form-messages.js';
import { LIST_MESSAGES } from '../messages.js';
import { namedRef } from './common.js';
import {
  fileField,
  idList,
  notPastDate,
  optionalFileField,
  optionalId,
  optionalUrl,
  requiredId,
  requiredText,
  pageSizeField,
} from './fields.js';

const optionalPay = (message: string, min: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === 'null' ? undefined : v),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(1_000_000_000, { error: message })
      .optional(),
  );
/** Text content of an HTML fragment, for length rules on rich text. */
export const htmlTextLength = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim().length;

/** POST /api/employer/companies/ (gives the user the Company account type). */
export const companySchema = z.object({
  name: requiredText(C.nameRequired),
  category: idList(C.categoryRequired),
  no_of_employees: z.coerce
    .number({ error: C.employeesRequired })
    .int({ error: C.employeesWhole })
    .min(0, { error: C.employeesNegative })
    .max(10_000_000),
  address: requiredText(F.addressRequired),
  logo: fileField('image', C.logoRequired),
});
/** PUT/PATCH /api/employer/companies/{id}/: the logo may stay as it is. */
export const companyUpdateSchema = companySchema.extend({ logo: optionalFileField('image') });
export type CompanyInput = z.infer<typeof companySchema>;

export const companySchemaOut = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.array(namedRef),
  no_of_employees: z.number().int(),
  address: z.string(),
  logo: z.string().nullable(),
  user: z.number().int(),
});
export type Company = z.infer<typeof companySchemaOut>;

/** The job form (spec 002 §5), enforced by the server with the same messages. */
export const jobFormSchema = z
  .object({
    title: z
      .string({ error: J.titleRequired })
      .trim()
      .min(1, { error: J.titleRequired, abort: true })
      .min(3, { error: J.titleTooShort })
      .max(255, { error: J.titleInvalid }),
    location: requiredId(F.locationRequired),
    city: optionalId,
    job_category: requiredId(J.categoryRequired),
    function_area: requiredId(J.functionAreaRequired),
    contract_type: optionalId,
    available_positions: z.coerce
      .number({ error: J.positionsInvalid })
      .int({ error: J.positionsInvalid })
      .min(1, { error: J.positionsInvalid })
      .max(100_000, { error: J.positionsInvalid }),
    min_pay: optionalPay(J.minPayInvalid, 0),
    max_pay: optionalPay(J.maxPayInvalid, -1),
    submission_deadline: notPastDate(J.deadlineInvalid, J.deadlinePast, J.deadlineInvalid),
    description: z
      .string({ error: J.descriptionRequired })
      .refine((v) => htmlTextLength(v) > 0, { error: J.descriptionRequired })
      .refine((v) => htmlTextLength(v) >= 15, { error: J.descriptionTooShort })
      .refine((v) => v.length <= 50_000, { error: J.descriptionTooLong }),
    qualifications: z
      .string({ error: J.qualificationsRequired })
      .refine((v) => htmlTextLength(v) > 0, { error: J.qualificationsRequired })
      .refine((v) => v.length <= 50_000, { error: J.textTooLong }),
    application_procedure: z
      .string({ error: J.procedureRequired })
      .refine((v) => htmlTextLength(v) > 0, { error: J.procedureRequired })
      .refine((v) => v.length <= 50_000, { error: J.textTooLong }),
    job_link: optionalUrl(),
  })
  .refine((v) => v.min_pay === undefined || v.max_pay === undefined || v.max_pay < 0 || v.max_pay >= v.min_pay, {
    path: ['max_pay'],
    error: J.payOrder,
  });
export type JobFormInput = z.infer<typeof jobFormSchema>;

/** GET /api/employer/company-job-applications/ */
export const companyApplicationSchema = z.object({
  id: z.number().int(),
  job: z.number().int(),
  title: z.string(),
  job_seeker: z.string(),
  /** The applicant's job seeker profile (for /user-profile?id=), null when they have none. */
  job_seeker_id: z.number().int().nullable(),
  created: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Where the person applied (issue 33): the web app, or a phone's USSD menu. */
  channel: z.enum(['web', 'ussd']),
  /** The applicant's mobile number (E.164), when their account has one: the company may call its applicants. */
  phone: z.string().nullable(),
});
export type CompanyApplication = z.infer<typeof companyApplicationSchema>;
/** PATCH /api/employer/company-job-applications/{id}/: the employer's decision. */
export const applicationDecisionSchema = z.object({
  status: z.enum(EMPLOYER_STATUSES, { error: C.decision }),
});

/** GET /api/employer/company-dashboard/ */
export const companyDashboardSchema = z.object({
  company_id: z.number().int().nullable(),
  open_jobs: z.number().int(),
  total_jobs: z.number().int(),
  applicants: z.number().int(),
  new_this_week: z.number().int(),
  by_status: z.object({
    'Under Review': z.number().int(),
    Accepted: z.number().int(),
    Declined: z.number().int(),
    Cancelled: z.number().int(),
  }),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;

/** GET /api/employer/company-resumes/: the people who applied to the company's jobs (the spec's static sample made real). */
export const companyResumesQuery = z.object({
  skill: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(100).optional()),
  district: optionalId,
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(APPLICATION_STATUSES, { error: LIST_MESSAGES.applicationStatus }).optional(),
  ),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: pageSizeField(),
});
/** A job seeker as a company's lists show them (resumes of applicants, suggested candidates). */
export const seekerCardSchema = z.object({
  /** Their profile, which the company may open: /api/job_seekers/jobseeker-profile/{id}/ and /user-profile?id=. */
  job_seeker_id: z.number().int(),
  name: z.string(),
  head_line: z.string().nullable(),
  district: namedRef,
  city: namedRef,
  skills: z.array(z.string()),
  profile_pic: z.string().nullable(),
});
export type SeekerCard = z.infer<typeof seekerCardSchema>;
export const companyResumeSchema = seekerCardSchema.extend({
  applications: z.number().int(),
  latest_status: z.enum(APPLICATION_STATUSES),
  latest_applied: z.string(),
  latest_job_title: z.string(),
});
export type CompanyResume = z.infer<typeof companyResumeSchema>;

/** GET /api/employer/company-job-applications/ query. */
export const companyApplicationsQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(APPLICATION_STATUSES, { error: LIST_MESSAGES.applicationStatus }).optional(),
  ),
  job: optionalId,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: pageSizeField(),
});
