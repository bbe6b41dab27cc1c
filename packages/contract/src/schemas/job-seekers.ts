// The job seeker's profile and CV sections (spec 001 §3, §5): one rule and one message for the API and the forms.
import { z } from 'zod';
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

const birthDate = strictlyPastDate('Date of birth is required', 'Date of birth should be earlier than today');

/** POST /api/job_seekers/jobseekers/ (creates the profile and the JobSeeker account type); PUT replaces it. */
export const jobSeekerProfileSchema = z.object({
  job_category: idList('Job Category is required'),
  district: z.coerce.number({ error: 'District is required' }).int().positive({ error: 'District is required' }),
  city: z.coerce.number({ error: 'City is required' }).int().positive({ error: 'City is required' }),
  physical_address: requiredText('Physical address is required'),
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
            ctx.addIssue({
              code: 'custom',
              message: checked.error.issues[0]?.message ?? 'Enter a valid date (yyyy-MM-dd).',
            });
        }),
    )
    .optional(),
  language: requiredText('Language is required', { max: 100 }),
  marital_status: z
    .preprocess(
      (v) => (v === '' ? null : v),
      z.coerce
        .number({ error: 'Choose a marital status from the list.' })
        .int()
        .positive({ error: 'Choose a marital status from the list.' })
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
  head_line: requiredText('Headline is required').optional(),
  personal_statment: z.string().max(20_000, { error: 'The statement is too long.' }).optional(),
  cv_upload: optionalFileField('document'),
  other_document: optionalFileField('document'),
});
export type JobSeekerPatchInput = z.infer<typeof jobSeekerPatchSchema>;
/** PUT /api/job_seekers/jobseekers/{id}/: every personal detail, plus PATCH's optional headline, statement and files (the CV travels this way too). */
export const jobSeekerUpdateSchema = jobSeekerProfileSchema.extend(
  jobSeekerPatchSchema.pick({ head_line: true, personal_statment: true, cv_upload: true, other_document: true }).shape,
);
export type JobSeekerUpdateInput = z.infer<typeof jobSeekerUpdateSchema>;
export const headlineSchema = z.object({ head_line: requiredText('Headline is required') });
export const personalStatementSchema = z.object({
  personal_statment: z.string().max(20_000, { error: 'The statement is too long.' }),
});
export const cvUploadSchema = z.object({ cv_upload: fileField('document', 'Choose your CV (PDF or Word).') });

export const skillSchema = z.object({ name: requiredText('Skill is required', { max: 100 }) });

export const experienceSchema = z
  .object({
    designation: requiredText('Designation is required'),
    organisation_name: requiredText('Organisation name is required'),
    start_date: pastDate('Start date is required', 'Start Date should be earlier than today'),
    end_date: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      pastDate('Finishing date is required', 'Finishing Date should be earlier than today').optional(),
    ),
    current_employment: booleanField.default(false),
    duties_and_skills: requiredText('Duties and skills are required', { max: 5000 }),
  })
  .refine((v) => v.current_employment || v.end_date !== undefined, {
    path: ['end_date'],
    error: 'Finishing date is required',
  })
  .refine((v) => !v.end_date || v.end_date >= v.start_date, {
    path: ['end_date'],
    error: 'Finishing Date should be after the Start Date',
  });

export const GRADING_METHODS = ['Points', 'Aggregate', 'Grade', 'CGPA'] as const;
export const educationSchema = z
  .object({
    school: requiredText('School is required'),
    certification: requiredText('Certification is required'),
    total_score: z.coerce
      .number({ error: 'Total score is required' })
      .min(0, { error: 'Enter a score of 0 or more.' })
      .max(9999, { error: 'Enter a smaller score.' }),
    grades: z.enum(GRADING_METHODS, { error: 'Choose a grading method: Points, Aggregate, Grade or CGPA' }),
    start_date: pastDate('Start date is required', 'Start Date should be earlier than today'),
    end_date: pastDate('Finishing date is required', 'Finishing Date should be earlier than today'),
  })
  .refine((v) => v.end_date >= v.start_date, {
    path: ['end_date'],
    error: 'Finishing Date should be after the Start Date',
  });

export const certificationSchema = z.object({
  title: requiredText('Title is required'),
  granting_organisation: requiredText('Granting organisation is required'),
  date_granted: pastDate('Date granted is required', 'Date Granted should be earlier than today'),
  expiry_date: optionalDate,
  certificate: fileField('document', 'Upload the certificate (PDF or Word).'),
});
/** Updating a certification may keep the stored certificate. */
export const certificationUpdateSchema = certificationSchema.extend({ certificate: optionalFileField('document') });

export const recentWorkSchema = z
  .object({
    work_done: requiredText('Work done is required'),
    client_name: requiredText('Client name is required'),
    client_contact: contactField,
    date_stated: strictlyPastDate('Date started is required', 'Date Started should be earlier than today'),
    date_finished: strictlyPastDate('Date finished is required', 'Date finished should be earlier than today'),
    description: z.string().trim().max(5000).optional(),
    image_1: fileField('image', 'Please upload at least one Image'),
    image_2: optionalFileField('image'),
  })
  .refine((v) => v.date_finished >= v.date_stated, {
    path: ['date_finished'],
    error: 'Date finished should be after the Date Started',
  });
export const recentWorkUpdateSchema = z
  .object({
    work_done: requiredText('Work done is required'),
    client_name: requiredText('Client name is required'),
    client_contact: contactField,
    date_stated: strictlyPastDate('Date started is required', 'Date Started should be earlier than today'),
    date_finished: strictlyPastDate('Date finished is required', 'Date finished should be earlier than today'),
    description: z.string().trim().max(5000).optional(),
    image_1: optionalFileField('image'),
    image_2: optionalFileField('image'),
  })
  .refine((v) => v.date_finished >= v.date_stated, {
    path: ['date_finished'],
    error: 'Date finished should be after the Date Started',
  });

export const publicationSchema = z.object({
  topic: requiredText('Topic is required'),
  location: requiredText('Location is required'),
  publication_link: optionalUrl(),
  date_published: pastDate('Date published is required', 'Date Published should be earlier than today'),
  description: z.string().trim().max(5000).optional(),
});

export const refereeSchema = z.object({
  name: requiredText('Name is required'),
  title: requiredText('Title is required'),
  organisation: requiredText('Organisation is required'),
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

export const SEEKER_MESSAGES = {
  skillPosted: 'Skill posted successfully!',
  skillUpdated: 'Skill updated successfully!',
  skillDeleted: 'Skill deleted successfully!',
  experiencePosted: 'Experience posted successfully!',
  experienceUpdated: 'Experience updated successfully!',
  educationPosted: 'Education history posted successfully!',
  educationUpdated: 'Education history updated successfully!',
  certificationPosted: 'Certification posted successfully!',
  certificationUpdated: 'Certification updated successfully!',
  publicationAdded: 'Publication added successfully!',
  publicationUpdated: 'Publication updated successfully!',
  refereePosted: 'Referee posted successfully!',
  refereeUpdated: 'Referee updated successfully!',
  statementUpdated: 'Personal Statement updated successfully!',
  experienceDeleted: 'Work experience deleted successfully!',
  educationDeleted: 'Education history deleted successfully!',
  certificationDeleted: 'Certification deleted successfully!',
  publicationDeleted: 'Publication deleted successfully!',
  refereeDeleted: 'Referee deleted successfully!',
  recentWorkDeleted: 'Recent work deleted successfully!',
  cvUpdated: 'CV updated successfully!',
  profileUpdated: 'Profile updated successfully!',
  profileCreated: 'Profile created successfully!',
  recentWorkUpdated: 'Recent Work updated successfully!',
  recentWorkPosted: 'Recent work posted successfully!',
  applicationCancelled: 'Application cancelled successfully!',
  favouriteDeleted: 'Favourite job deleted successfully!',
  basicInfoUpdated: 'Profile updated successfully!',
  headlineUpdated: 'Headline successfully updated!',
  skillUpdateFailed: 'Failed to update skill',
  skillDeleteFailed: 'Failed to delete skill',
  skillPostFailed: 'Failed to post skill',
  experienceFailed: 'Failed to post experience!',
  educationUpdateFailed: 'Failed to update education history',
  educationPostFailed: 'Failed to post education history',
  certificationUpdateFailed: 'Failed to update certification',
  certificationPostFailed: 'Failed to post certification',
  publicationUpdateFailed: 'Failed to update publication',
  publicationAddFailed: 'Failed to add publication',
  refereeUpdateFailed: 'Failed to update referee',
  refereePostFailed: 'Failed to post referee',
  statementFailed: 'Failed to update Personal Statement',
  experienceDeleteFailed: 'Failed to delete work experience',
  educationDeleteFailed: 'Failed to delete education history',
  certificationDeleteFailed: 'Failed to delete certification',
  publicationDeleteFailed: 'Failed to delete publication',
  refereeDeleteFailed: 'Failed to delete referee',
  recentWorkDeleteFailed: 'Failed to delete recent work',
  cvFailed: 'Failed to update CV',
  profileCreateFailed: 'Failed to create profile, please try again',
  recentWorkUpdateFailed: 'Failed to update Recent Work!',
  recentWorkPostFailed: 'Failed to post recent work!',
  basicInfoFailed: 'An Error Occurred while Updating your profile',
} as const;

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
