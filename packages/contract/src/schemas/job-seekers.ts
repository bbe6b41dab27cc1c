// The job seeker's profile and CV sections (spec 001 §3, §5): one rule and one message for the API and the forms.
import { z } from 'zod';
import { FORM_MESSAGES as F, SEEKER_FORM_MESSAGES as S } from '../form-messages.js';
import { FIELD_MESSAGES, PROFILE_MESSAGES } from '../messages.js';
import { namedRef } from './common.js';
import {
  fileField,
  idList,
  optionalDate,
  optionalUrl,
  phoneNumber,
  optionalFileField,
  pastDate,
  requiredText,
  strictlyPastDate,
} from './fields.js';

/** Referee and client contacts: a phone number in any usual form, kept as +256772123456. */
const contactField = phoneNumber();

const booleanField = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean(),
);

const birthDate = strictlyPastDate(S.birthDateRequired, S.birthDateNotPast);

/** POST /api/job_seekers/jobseekers/ (creates the profile and the JobSeeker account type); PUT replaces it. */
export const jobSeekerProfileSchema = z.object({
  job_category: idList(S.jobCategoryRequired),
  district: z.coerce.number({ error: S.districtRequired }).int().positive({ error: S.districtRequired }),
  city: z.coerce.number({ error: S.cityRequired }).int().positive({ error: S.cityRequired }),
  physical_address: requiredText(S.physicalAddressRequired),
  // Optional: '' (or left out) when the seeker would rather not say. Employers see them only with share_personal_details.
  date_of_birth: z
    .preprocess(
      (v) => (v === null ? '' : v),
      z
        .string()
        .trim()
        .superRefine((v, ctx) => {
          if (v === '') return;
          const checked = birthDate.safeParse(v);
          if (!checked.success)
            ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? FIELD_MESSAGES.date });
        }),
    )
    .optional(),
  language: requiredText(S.languageRequired, { max: 100 }),
  marital_status: z
    .preprocess(
      (v) => (v === '' ? null : v),
      z.coerce
        .number({ error: PROFILE_MESSAGES.noSuchMaritalStatus })
        .int()
        .positive({ error: PROFILE_MESSAGES.noSuchMaritalStatus })
        .nullable(),
    )
    .optional(),
  share_personal_details: booleanField.optional(),
  /** "Let employers find me" (issue 15): companies may be suggested this profile for their jobs. Off by default. */
  discoverable: booleanField.optional(),
});
export type JobSeekerProfileInput = z.infer<typeof jobSeekerProfileSchema>;

/** PATCH /api/job_seekers/jobseekers/{id}/: any subset of the profile, plus headline, statement, CV and another document. */
export const jobSeekerPatchSchema = jobSeekerProfileSchema.partial().extend({
  head_line: requiredText(S.headlineRequired).optional(),
  personal_statment: z.string().max(20_000, { error: S.statementTooLong }).optional(),
  cv_upload: optionalFileField('document'),
  other_document: optionalFileField('document'),
});
export type JobSeekerPatchInput = z.infer<typeof jobSeekerPatchSchema>;
/** PUT /api/job_seekers/jobseekers/{id}/: every personal detail, plus PATCH's optional headline, statement and files (the CV travels this way too). */
export const jobSeekerUpdateSchema = jobSeekerProfileSchema.extend(
  jobSeekerPatchSchema.pick({ head_line: true, personal_statment: true, cv_upload: true, other_document: true }).shape,
);
export type JobSeekerUpdateInput = z.infer<typeof jobSeekerUpdateSchema>;
export const headlineSchema = z.object({ head_line: requiredText(S.headlineRequired) });
export const personalStatementSchema = z.object({
  personal_statment: z.string().max(20_000, { error: S.statementTooLong }),
});
export const cvUploadSchema = z.object({ cv_upload: fileField('document', S.cvRequired) });

export const skillSchema = z.object({ name: requiredText(S.skillRequired, { max: 100 }) });

export const experienceSchema = z
  .object({
    designation: requiredText(S.designationRequired),
    organisation_name: requiredText(S.organisationNameRequired),
    start_date: pastDate(F.startDateRequired, S.startDateNotPast),
    end_date: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      pastDate(S.finishingDateRequired, S.finishingDateNotPast).optional(),
    ),
    current_employment: booleanField.default(false),
    duties_and_skills: requiredText(S.dutiesRequired, { max: 5000 }),
  })
  .refine((v) => v.current_employment || v.end_date !== undefined, {
    path: ['end_date'],
    error: S.finishingDateRequired,
  })
  .refine((v) => !v.end_date || v.end_date >= v.start_date, {
    path: ['end_date'],
    error: S.finishingDateBeforeStart,
  });

export const GRADING_METHODS = ['Points', 'Aggregate', 'Grade', 'CGPA'] as const;
export type GradingMethod = (typeof GRADING_METHODS)[number];
export const educationSchema = z
  .object({
    school: requiredText(S.schoolRequired),
    certification: requiredText(S.certificationRequired),
    total_score: z.coerce
      .number({ error: S.totalScoreRequired })
      .min(0, { error: S.totalScoreNegative })
      .max(9999, { error: S.totalScoreTooLarge }),
    grades: z.enum(GRADING_METHODS, { error: S.gradingMethod }),
    start_date: pastDate(F.startDateRequired, S.startDateNotPast),
    end_date: pastDate(S.finishingDateRequired, S.finishingDateNotPast),
  })
  .refine((v) => v.end_date >= v.start_date, {
    path: ['end_date'],
    error: S.finishingDateBeforeStart,
  });

export const certificationSchema = z.object({
  title: requiredText(F.titleRequired),
  granting_organisation: requiredText(S.grantingOrganisationRequired),
  date_granted: pastDate(S.dateGrantedRequired, S.dateGrantedNotPast),
  expiry_date: optionalDate,
  certificate: fileField('document', S.certificateRequired),
});
/** Updating a certification may keep the stored certificate. */
export const certificationUpdateSchema = certificationSchema.extend({ certificate: optionalFileField('document') });

/** A recent work: `image_1` is required when it is posted, and may stay as stored when it is updated. */
const recentWork = <I extends z.ZodType>(image_1: I) =>
  z
    .object({
      work_done: requiredText(S.workDoneRequired),
      client_name: requiredText(S.clientNameRequired),
      client_contact: contactField,
      date_stated: strictlyPastDate(S.dateStartedRequired, S.dateStartedNotPast),
      date_finished: strictlyPastDate(S.dateFinishedRequired, S.dateFinishedNotPast),
      description: z.string().trim().max(5000).optional(),
      image_1,
      image_2: optionalFileField('image'),
    })
    .refine((v) => v.date_finished >= v.date_stated, {
      path: ['date_finished'],
      error: S.dateFinishedBeforeStart,
    });
export const recentWorkSchema = recentWork(fileField('image', S.imageRequired));
export const recentWorkUpdateSchema = recentWork(optionalFileField('image'));

export const publicationSchema = z.object({
  topic: requiredText(S.topicRequired),
  location: requiredText(F.locationRequired),
  publication_link: optionalUrl(),
  date_published: pastDate(S.datePublishedRequired, S.datePublishedNotPast),
  description: z.string().trim().max(5000).optional(),
});

export const refereeSchema = z.object({
  name: requiredText(S.nameRequired),
  title: requiredText(F.titleRequired),
  organisation: requiredText(S.organisationRequired),
  contact: contactField,
});

/** The read shape of a job seeker profile (GET /api/job_seekers/jobseekers/{id}/). */
export const jobSeekerSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  job_category: z.array(namedRef),
  district: namedRef,
  city: namedRef,
  physical_address: z.string(),
  /** Null when not given, or (to an employer) when the seeker does not share it. */
  date_of_birth: z.string().nullable(),
  language: z.string(),
  marital_status: namedRef.nullable(),
  /** Whether employers see the date of birth and marital status (not in the spec; off by default). */
  share_personal_details: z.boolean(),
  /** "Let employers find me": companies may be suggested this profile for their jobs and invite the seeker to apply. */
  discoverable: z.boolean(),
  head_line: z.string().nullable(),
  personal_statment: z.string().nullable(),
  cv_upload: z.string().nullable(),
  other_document: z.string().nullable(),
});
export type JobSeeker = z.infer<typeof jobSeekerSchema>;

// ---------- read shapes of the profile sections ----------

export const skillRowSchema = z.object({ id: z.number().int(), name: z.string() });
export const experienceRowSchema = z.object({
  id: z.number().int(),
  designation: z.string(),
  organisation_name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  current_employment: z.boolean(),
  duties_and_skills: z.string(),
  job_seeker: z.number().int().nullable(),
});
export const educationRowSchema = z.object({
  id: z.number().int(),
  school: z.string(),
  certification: z.string(),
  total_score: z.number(),
  grades: z.enum(GRADING_METHODS),
  start_date: z.string(),
  end_date: z.string(),
});
/** `certificate` is a short-lived signed link: private files have no permanent public URL. */
export const certificationRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  granting_organisation: z.string(),
  date_granted: z.string(),
  expiry_date: z.string().nullable(),
  certificate: z.string().nullable(),
});
export const recentWorkRowSchema = z.object({
  id: z.number().int(),
  work_done: z.string(),
  client_name: z.string(),
  client_contact: z.string(),
  date_stated: z.string(),
  date_finished: z.string(),
  description: z.string().nullable(),
  image_1: z.string().nullable(),
  image_2: z.string().nullable(),
});
export const publicationRowSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  location: z.string(),
  publication_link: z.string().nullable(),
  date_published: z.string(),
  description: z.string().nullable(),
});
export const refereeRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  organisation: z.string(),
  contact: z.string(),
});
export type SkillRow = z.infer<typeof skillRowSchema>;
export type ExperienceRow = z.infer<typeof experienceRowSchema>;
export type EducationRow = z.infer<typeof educationRowSchema>;
export type CertificationRow = z.infer<typeof certificationRowSchema>;
export type RecentWorkRow = z.infer<typeof recentWorkRowSchema>;
export type PublicationRow = z.infer<typeof publicationRowSchema>;
export type RefereeRow = z.infer<typeof refereeRowSchema>;

/** How complete a profile is: one list of checks drives the dashboard's CV progress and the resume's strength. */
export const profileCompletenessSchema = z.object({
  percent: z.number().int().min(0).max(100),
  /** Weak (< 40), Average (< 70), Good (< 90), Excellent. */
  label: z.enum(['Weak', 'Average', 'Good', 'Excellent']),
  /** What is still missing, as actions the user can take (e.g. "Add your resume headline"), with the section anchor. */
  pending: z.array(z.object({ key: z.string(), label: z.string(), section: z.string() })),
});
export type ProfileCompleteness = z.infer<typeof profileCompletenessSchema>;

/** GET /api/job_seekers/jobseeker-profile/{id}/: the full read-only profile (owner, or a company the seeker applied to). */
export const jobSeekerFullProfileSchema = jobSeekerSchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  gender: z.string().nullable(),
  phone_number: z.string().nullable(),
  alternative_contact: z.string().nullable(),
  profile_pic: z.string().nullable(),
  skills: z.array(skillRowSchema),
  experiences: z.array(experienceRowSchema),
  education: z.array(educationRowSchema),
  certifications: z.array(certificationRowSchema),
  recent_works: z.array(recentWorkRowSchema),
  publications: z.array(publicationRowSchema),
  referees: z.array(refereeRowSchema),
  completeness: profileCompletenessSchema,
});
export type JobSeekerFullProfile = z.infer<typeof jobSeekerFullProfileSchema>;

/** GET /api/job_seekers/dashboard/: the job seeker panel's real figures. */
export const seekerDashboardSchema = z.object({
  has_profile: z.boolean(),
  job_seeker_id: z.number().int().nullable(),
  saved_jobs: z.number().int(),
  applications: z.number().int(),
  unseen_notifications: z.number().int(),
  completeness: profileCompletenessSchema,
});
export type SeekerDashboard = z.infer<typeof seekerDashboardSchema>;
