// The Ministry's area (issue 14): labour-market insights, verified employers, reports and moderation, the audit log,
// and the home page's content. Every /api/ministry/ route answers the Ministry account type only.
import { z } from 'zod';
import { namedRef } from './common.js';
import { INSIGHT_TOTALS, MAX_ID, type InsightTotal } from '../constants.js';
import { JOB_REPORT_REASONS } from '../listing-constants.js';
import { FORM_MESSAGES, MINISTRY_FORM_MESSAGES as F } from '../form-messages.js';
import { FIELD_MESSAGE_TEMPLATES, FIELD_MESSAGES, LIST_MESSAGES, MINISTRY_MESSAGES } from '../messages.js';
import {
  fileField,
  isoDate,
  optionalFileField,
  optionalId,
  optionalText,
  optionalUrl,
  pageSizeField,
  requiredText,
} from './fields.js';

/** No figure about people is shown for a district or sector cell with fewer than this many (null instead). */
export const SMALL_GROUP_MIN = 5;

// ---------- insights ----------

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /api/ministry/insights/ and /insights.csv: a period (default: the last twelve months) and optional filters. */
export const insightsQuery = z
  .object({
    from: z.preprocess(blankToUndefined, isoDate(F.fromRequired).optional()),
    to: z.preprocess(blankToUndefined, isoDate(F.toRequired).optional()),
    district: optionalId,
    sector: optionalId,
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: MINISTRY_MESSAGES.periodOrder });
    if (q.from && q.to && Date.parse(q.to) - Date.parse(q.from) > 5 * 366 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: MINISTRY_MESSAGES.periodTooLong });
  });
export type InsightsQuery = z.infer<typeof insightsQuery>;

/** A count of people: null when fewer than SMALL_GROUP_MIN (suppressed so nobody can be identified). */
const peopleCount = z.number().int().nullable();

const breakdownRow = namedRef.extend({
  jobs: z.number().int(),
  positions: z.number().int(),
  applications: peopleCount,
  seekers: peopleCount,
  /** Median monthly pay offered (the middle of each job's stated range), UGX; null when no job stated pay. */
  median_pay: z.number().int().nullable(),
});
export type InsightsBreakdownRow = z.infer<typeof breakdownRow>;

const skillRow = z.object({
  skill: z.string(),
  jobs: z.number().int(),
  seekers: peopleCount,
  gap: z.number().int().nullable(),
});
export type InsightsSkillRow = z.infer<typeof skillRow>;

/** The totals that count people: withheld (null) below SMALL_GROUP_MIN when a district or sector is chosen. */
export const PEOPLE_TOTALS: ReadonlySet<InsightTotal> = new Set([
  'applications',
  'accepted',
  'job_seekers',
  'new_job_seekers',
]);

/** What each figure counts, in words a reader cannot misread (shown next to the figure and in the CSV). */
export const INSIGHT_DEFINITIONS: Record<InsightTotal, string> = {
  jobs_posted: 'Jobs posted in the period',
  open_jobs: 'Jobs open now (deadline not passed), whatever the period',
  positions: 'Positions offered by the jobs posted in the period',
  applications: 'Applications made in the period (withdrawn ones left out)',
  accepted: 'Applications made in the period that the employer has accepted',
  job_seekers: 'Job seekers with a profile now, whatever the period',
  new_job_seekers: 'Job seekers who created their profile in the period',
  companies: 'Companies that posted a job in the period',
  trainings: 'Trainings held in the period (not filtered by district or sector)',
  competitions: 'Skills competitions running in the period (not filtered by district or sector)',
  events: 'Career events held in the period (not filtered by district or sector)',
};

export const insightsSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), interval: z.enum(['week', 'month']) }),
  filters: z.object({ district: namedRef.nullable(), sector: namedRef.nullable() }),
  /**
   * When the summary these figures come from was built from the portal's records (companies and what is open now are
   * counted live); it is rebuilt every `refreshed_every_minutes`, or on POST /api/ministry/insights/refresh/.
   */
  generated_at: z.string(),
  refreshed_every_minutes: z.number().int(),
  suppressed_below: z.number().int(),
  /** People figures (applications, accepted, job_seekers, new_job_seekers) are null below the threshold under a filter. */
  totals: z.object(
    Object.fromEntries(INSIGHT_TOTALS.map((k) => [k, PEOPLE_TOTALS.has(k) ? peopleCount : z.number().int()])) as Record<
      InsightTotal,
      z.ZodNumber | typeof peopleCount
    >,
  ),
  definitions: z.record(z.string(), z.string()),
  by_district: z.array(breakdownRow),
  by_sector: z.array(breakdownRow),
  over_time: z.array(
    z.object({
      period: z.string(),
      jobs_posted: z.number().int(),
      applications: peopleCount,
      new_job_seekers: peopleCount,
    }),
  ),
  /** Skills most asked for in open jobs (matched in their text), with how many seekers list them. */
  skills_demand: z.array(skillRow),
  /** Skills most listed by job seekers, with how many open jobs ask for them. */
  skills_supply: z.array(skillRow),
  /** Job seekers by the highest level of education on their CV. */
  education_levels: z.array(z.object({ level: z.string(), seekers: peopleCount })),
  /** Days from a job being posted to its first application (jobs posted in the period that got one). */
  time_to_first_application: z.object({ median_days: z.number().nullable(), jobs: z.number().int() }),
  /** Days from an application to the employer's decision (applications made in the period and decided). */
  application_to_decision: z.object({ median_days: z.number().nullable(), decisions: z.number().int() }),
});
export type Insights = z.infer<typeof insightsSchema>;

/** POST /api/ministry/insights/refresh/: when the rebuilt summary's figures date from, and how long the rebuild took. */
export const insightsRefreshSchema = z.object({ generated_at: z.string(), took_ms: z.number().int() });
export type InsightsRefresh = z.infer<typeof insightsRefreshSchema>;

// ---------- verified employers ----------

const booleanText = z.preprocess(
  blankToUndefined,
  z.enum(['true', 'false'], { error: FIELD_MESSAGES.trueOrFalse }).optional(),
);

export const ministryCompaniesQuery = z.object({
  verified: booleanText,
  search: optionalText(200),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: pageSizeField(),
});

export const ministryCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  address: z.string(),
  owner_email: z.string(),
  created: z.string(),
  active: z.boolean(),
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  registration_number: z.string().nullable(),
  jobs: z.number().int(),
  open_reports: z.number().int(),
});
export type MinistryCompany = z.infer<typeof ministryCompanySchema>;

/** POST /api/ministry/companies/{id}/verify/: the URSB registration number, when the ministry checked one. */
export const verifyCompanyBody = z.object({
  registration_number: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(50, { error: FIELD_MESSAGE_TEMPLATES.tooLong(50) })
      .regex(/^[A-Za-z0-9/ -]+$/, { error: F.registrationNumber })
      .optional(),
  ),
});
export const unverifyCompanyBody = z.object({ reason: optionalText(2000) });

// ---------- reports and moderation ----------

/** POST /api/common/reports/ */
export const jobReportBody = z
  .object({
    job: z.coerce
      .number({ error: FIELD_MESSAGES.integer })
      .int()
      .positive({ error: FORM_MESSAGES.chooseJob })
      .max(MAX_ID),
    reason: z.enum(JOB_REPORT_REASONS, { error: F.reportReason }),
    details: z.preprocess(
      (v) => (v === null || v === undefined ? '' : v),
      z
        .string()
        .trim()
        .max(2000, { error: FIELD_MESSAGE_TEMPLATES.tooLong(2000) }),
    ),
  })
  .superRefine((b, ctx) => {
    if (b.reason === 'other' && !b.details)
      ctx.addIssue({ code: 'custom', path: ['details'], message: MINISTRY_MESSAGES.detailsRequired });
  });
export type JobReportInput = z.infer<typeof jobReportBody>;

export const JOB_REPORT_STATUSES = ['open', 'dismissed', 'unpublished'] as const;

export const jobReportSchema = z.object({
  id: z.number().int(),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    company: z.number().int(),
    company_name: z.string(),
    unpublished: z.boolean(),
    fee_phrases: z.array(z.string()),
  }),
  reason: z.enum(JOB_REPORT_REASONS),
  details: z.string(),
  /** Who reported it; null: the fee-scam check when the job was posted. */
  reporter: z.string().nullable(),
  status: z.enum(JOB_REPORT_STATUSES),
  created: z.string(),
  handled_at: z.string().nullable(),
});
export type JobReport = z.infer<typeof jobReportSchema>;

export const reportsQuery = z.object({
  status: z.preprocess(
    blankToUndefined,
    z.enum(JOB_REPORT_STATUSES, { error: LIST_MESSAGES.reportStatus }).default('open'),
  ),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: pageSizeField(),
});

/** POST /api/ministry/jobs/{id}/unpublish/: the reason is mailed to the company. */
export const unpublishBody = z.object({ reason: requiredText(MINISTRY_MESSAGES.reasonRequired, { max: 2000 }) });
/** POST /api/ministry/jobs/{id}/republish/ and /api/ministry/reports/{id}/dismiss/ */
export const moderationNoteBody = z.object({
  reason: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(2000)),
});

// ---------- audit log ----------

export const AUDIT_ACTIONS = [
  'verify_company',
  'unverify_company',
  'unpublish_job',
  'republish_job',
  'dismiss_report',
  'export_insights',
  'create_partner',
  'update_partner',
  'delete_partner',
  'create_testimonial',
  'update_testimonial',
  'delete_testimonial',
  'publish_document',
  'replace_document',
  'withdraw_document',
  'accept_translation',
  'reject_translation',
  'create_trade_synonyms',
  'update_trade_synonyms',
  'delete_trade_synonyms',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  target: z.string(),
  reason: z.string(),
  created: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Why the portal took a backup: the nightly task, or before migrations at start. */
export const BACKUP_KINDS = ['nightly', 'pre-migrate'] as const;
export type BackupKind = (typeof BACKUP_KINDS)[number];
/** Where a backup is: this machine's backups folder, and also BACKUP_S3_BUCKET. */
export const BACKUP_LOCATIONS = ['local', 'local+s3'] as const;
export type BackupLocation = (typeof BACKUP_LOCATIONS)[number];

/** GET /api/ministry/backups/: the last backup the portal took (issue 29); `last` is null before the first. */
export const backupStatusSchema = z.object({
  last: z
    .object({
      file_name: z.string(),
      kind: z.enum(BACKUP_KINDS),
      created: z.string(),
      /** Bytes; null when it failed. */
      size_bytes: z.number().int().nullable(),
      /** 'local': this machine only; 'local+s3': also copied to BACKUP_S3_BUCKET. */
      location: z.enum(BACKUP_LOCATIONS),
      ok: z.boolean(),
      /** Why it failed (or why the copy to the bucket did); null when ok. */
      error: z.string().nullable(),
    })
    .nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const auditLogQuery = z.object({
  action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS, { error: LIST_MESSAGES.auditAction }).optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: pageSizeField(),
});

// ---------- site content ----------

const position = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: FIELD_MESSAGES.integer }).int().min(0).max(10_000).default(0),
);
const flag = z.preprocess(
  (v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean({ error: FIELD_MESSAGES.trueOrFalse }).default(false),
);

export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The mark's text, e.g. "DIT". */
  short_name: z.string(),
  /** The mark's colour, #rrggbb. */
  color: z.string(),
  url: z.string().nullable(),
  position: z.number().int(),
  hidden: z.boolean(),
  /** Made up by the demo data. */
  example: z.boolean(),
});
export type Partner = z.infer<typeof partnerSchema>;
export const partnerBody = z.object({
  name: requiredText(F.partnerName, { max: 150 }),
  short_name: requiredText(F.partnerShortName, { max: 12 }),
  color: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? '#1a1a1a' : v),
    z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: F.partnerColour }),
  ),
  url: optionalUrl(),
  position,
  hidden: flag,
});

export const managedTestimonialSchema = z.object({
  id: z.number().int(),
  user: z.string(),
  text: z.string(),
  picture: z.string().nullable(),
  position: z.number().int(),
  hidden: z.boolean(),
  created: z.string(),
});
export type ManagedTestimonial = z.infer<typeof managedTestimonialSchema>;
export const testimonialBody = z.object({
  user: requiredText(F.testimonialUser, { max: 255 }),
  text: requiredText(F.testimonialText, { max: 2000 }),
  position,
  hidden: flag,
});

/** Policies and employer frameworks the ministry publishes (multipart: title and the PDF). */
export const documentTitleBody = z.object({ title: requiredText(F.documentTitle, { max: 255 }) });
export const documentFormBody = z.object({
  ...documentTitleBody.shape,
  file: fileField('pdf', F.documentFile),
});
/** PATCH: a new title, a new PDF, or both. */
export const documentUpdateBody = z.object({ title: optionalText(255), file: optionalFileField('pdf') });
/** The ministry's replace form: the title still required, the stored PDF kept unless a new one is chosen. */
export const documentReplaceForm = z.object({ ...documentTitleBody.shape, file: optionalFileField('pdf') });

// ---------- trade synonyms (issue 32) ----------

/** Terms a group holds per language, and a term's length. */
export const SYNONYM_TERMS_MAX = 20;
export const SYNONYM_TERM_MAX = 60;

/**
 * A group of words naming the same trade in English, Kiswahili and Luganda: a search for any Kiswahili or Luganda
 * term finds what any term of the group finds ("fundi umeme" finds the electricians' jobs). Terms in lower case.
 */
export const tradeSynonymGroupSchema = z.object({
  id: z.number().int(),
  en: z.array(z.string()),
  sw: z.array(z.string()),
  lg: z.array(z.string()),
  updated: z.string(),
});
export type TradeSynonymGroup = z.infer<typeof tradeSynonymGroupSchema>;

/** One language's terms (a list, or one text of terms between commas): trimmed, lower case, each once, blanks left out; each with a letter. */
const synonymTerms = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',') : v === undefined || v === null ? [] : v),
  z
    .array(
      z
        .string({ error: F.synonymTerm })
        .trim()
        .toLowerCase()
        .max(SYNONYM_TERM_MAX, { error: F.synonymTerm })
        .refine((t) => t === '' || /\p{L}/u.test(t), { error: F.synonymTerm }),
      { error: F.synonymTerm },
    )
    .transform((terms) => [...new Set(terms.map((t) => t.replace(/\s+/g, ' ')).filter(Boolean))])
    .refine((terms) => terms.length <= SYNONYM_TERMS_MAX, { error: F.synonymTerm }),
);
/** POST /api/ministry/trade-synonyms/ and PUT …/{id}/: an English term and a Kiswahili or Luganda one at least. */
export const tradeSynonymGroupBody = z
  .object({ en: synonymTerms, sw: synonymTerms, lg: synonymTerms })
  .superRefine((g, ctx) => {
    if (!g.en.length) ctx.addIssue({ code: 'custom', path: ['en'], message: F.synonymEnglish });
    if (!g.sw.length && !g.lg.length) ctx.addIssue({ code: 'custom', path: ['sw'], message: F.synonymOther });
  });
export type TradeSynonymGroupBody = z.input<typeof tradeSynonymGroupBody>;

/**
 * GET /api/ministry/channels/?from&to (issue 33): how people reach the portal in the period (Kampala days, the
 * insights' period, default the last twelve months): sign-ups and applications by channel (the web app, a phone's USSD
 * menu), and the SMS sent with the gateway's cost, per day that sent any.
 */
export const channelFiguresSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  sign_ups: z.object({ web: z.number().int(), ussd: z.number().int() }),
  applications: z.object({ web: z.number().int(), ussd: z.number().int() }),
  sms: z.object({
    sent: z.number().int(),
    /** In the gateway's currency (UGX for a Ugandan account). */
    cost: z.number(),
    /** Queued and not sent yet (or given up on after their tries). */
    unsent: z.number().int(),
    days: z.array(z.object({ day: z.string(), sent: z.number().int(), cost: z.number() })),
  }),
});
export type ChannelFigures = z.infer<typeof channelFiguresSchema>;
