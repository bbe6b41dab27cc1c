// Skills providers, their competitions and the applications to them (spec 002: skills provider registration and
// profile, post/manage competitions, skills applications, §5, §8).
import { z } from 'zod';
import { FORM_MESSAGES as F, SKILLS_FORM_MESSAGES as S } from '../form-messages.js';
import {
  isHttpUrl,
  isoDate,
  longText,
  optionalFileField,
  postingDate,
  requiredId,
  requiredText,
  tooLong,
} from './fields.js';

/** POST /api/skills/skill-provider/ (gives the SkillProvider account type); PUT /{id}/ replaces it. */
export const skillProviderSchema = z.object({
  title: requiredText(F.titleRequired),
  location: requiredText(F.locationRequired),
  description: requiredText(S.aboutRequired, { max: 5_000 }),
});
export type SkillProviderInput = z.infer<typeof skillProviderSchema>;
export const skillProviderSchemaOut = z.object({
  id: z.number().int(),
  title: z.string(),
  location: z.string(),
  description: z.string(),
  user: z.number().int(),
});
export type SkillProvider = z.infer<typeof skillProviderSchemaOut>;

/**
 * application_link: the spec requires it; the portal now also takes applications itself, so an empty link means
 * "apply in the portal" (decision 005). A given link must be a valid URL.
 */
const applicationLink = z.preprocess(
  (v) => (v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
  z
    .string()
    .trim()
    .max(500, { error: tooLong(500), abort: true })
    .refine(isHttpUrl, { error: S.applicationLinkInvalid })
    .nullable()
    .optional(),
);

const competitionFields = {
  competition_title: requiredText(S.titleRequired),
  description: longText(F.enterDescription, F.descriptionTooShort),
  guidelines: longText(S.guidelinesRequired, S.guidelinesTooShort),
  location: requiredText(F.enterLocation),
  end_date: isoDate(S.endDateRequired),
  application_link: applicationLink,
  logo: optionalFileField('image'),
};
const endNotBeforeStart = <T extends { start_date?: string | undefined; end_date?: string | undefined }>(v: T) =>
  v.start_date === undefined || v.end_date === undefined || v.end_date >= v.start_date;
const END_BEFORE_START = { path: ['end_date'], error: S.endBeforeStart };

const startDate = postingDate(F.startDateRequired, S.startDateInPast);
/** POST /api/skills/skillscompetition/ (multipart, optional logo image): a new competition cannot start in the past. */
export const competitionFormSchema = z
  .object({ ...competitionFields, start_date: startDate.create })
  .refine(endNotBeforeStart, END_BEFORE_START);
const competitionUpdateObject = z.object({ ...competitionFields, start_date: startDate.update });
/** PUT /{id}/: every field (the logo may stay). */
export const competitionUpdateSchema = competitionUpdateObject.refine(endNotBeforeStart, END_BEFORE_START);
/** PATCH /{id}/: any fields; the date order is checked against the stored dates by the server. */
export const competitionPatchSchema = competitionUpdateObject.partial().refine(endNotBeforeStart, END_BEFORE_START);
export type CompetitionFormInput = z.infer<typeof competitionFormSchema>;

/** POST /api/skills/skillsapplications/: a signed-in job seeker applies to a competition in the portal. */
export const skillsApplicationCreateSchema = z.object({
  competition: requiredId(S.competitionRequired),
});
/** GET /api/skills/skillsapplications/ (the provider's view; `competition_title`, `applicant_name`, `created` per spec). */
export const skillsApplicationSchema = z.object({
  id: z.number().int(),
  competition: z.number().int(),
  competition_title: z.string(),
  applicant_name: z.string(),
  applicant_email: z.string(),
  applicant_phone: z.string().nullable(),
  created: z.string(),
});
export type SkillsApplication = z.infer<typeof skillsApplicationSchema>;
/** GET /api/skills/my-applications/: the caller's own applications to competitions (not in the spec). */
export const mySkillsApplicationSchema = z.object({
  id: z.number().int(),
  competition: z.number().int(),
  competition_title: z.string(),
  location: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  created: z.string(),
  /** Until the competition ends its applicant may withdraw. */
  can_withdraw: z.boolean(),
});
export type MySkillsApplication = z.infer<typeof mySkillsApplicationSchema>;
/** What the applicant gets back from POST. */
export const skillsApplicationReceiptSchema = z.object({
  id: z.number().int(),
  competition: z.number().int(),
  created: z.string(),
});
