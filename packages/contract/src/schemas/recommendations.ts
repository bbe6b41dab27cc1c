// Recommendations (issue 15): jobs ranked by how well they fit a job seeker's profile, each with its reasons.
import { z } from 'zod';
import { INVITATION_MESSAGES } from '../area-messages.js';
import { seekerCardSchema } from './employer.js';
import { MAX_ID } from '../constants.js';
import { paged } from './fields.js';
import { jobCardSchema } from './jobs.js';

/** How a job fits: a score out of 100 and the reasons in words ("Matches your skills: welding, fabrication"). */
export const matchSchema = z.object({ score: z.number().int().min(0).max(100), reasons: z.array(z.string()) });
export type Match = z.infer<typeof matchSchema>;

/** GET /api/job_seekers/recommended-jobs/: a job card and its match. */
export const recommendedJobSchema = jobCardSchema.extend({ match: matchSchema });
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;

/**
 * Words that name the same trade, matched by their start (so "weld" covers welder and welding): a seeker who lists
 * "arc welding" is shown fabricator jobs too. Keys are starts of the seeker's words; values are starts of the stems
 * the search dictionary keeps ("fabricator" is stored as "fabric"), lower case.
 */
export const SKILL_SYNONYMS: Record<string, string[]> = {
  weld: ['fabric'],
  fabricat: ['weld'],
  electric: ['wiring', 'wireman'],
  wiring: ['electric'],
  plumb: ['pipefit'],
  mason: ['brick', 'bricklay'],
  brick: ['mason'],
  carpent: ['joiner', 'joinery'],
  joiner: ['carpent'],
  mechanic: ['motor vehicle', 'automotive'],
  automotive: ['mechanic'],
  tailor: ['garment', 'dressmak'],
  garment: ['tailor'],
  dressmak: ['tailor'],
  hairdress: ['salon', 'cosmetolog'],
  cosmetolog: ['hairdress', 'beauty'],
  cook: ['chef', 'catering'],
  chef: ['cook', 'catering'],
  catering: ['cook', 'chef'],
  bookkeep: ['accounts', 'accountant'],
  accountant: ['bookkeep'],
  solar: ['photovoltaic'],
};

export const RECOMMENDATION_MESSAGES = {
  seekersOnly: 'Create a job seeker profile to see the jobs that fit you.',
} as const;

/** One training or competition recommended for a skill employers ask for. */
export const recommendedLearningSchema = z.object({
  kind: z.enum(['training', 'competition']),
  id: z.number().int(),
  title: z.string(),
  /** The training's date, or the competition's start. */
  date: z.string(),
  location: z.string(),
  /** The skill in demand it teaches. */
  skill: z.string(),
  /** "Employers in your field ask for: solar installation". */
  reason: z.string(),
});
export type RecommendedLearning = z.infer<typeof recommendedLearningSchema>;

/** GET /api/job_seekers/recommended-trainings/ */
export const recommendedTrainingsSchema = z.object({
  /** The skills open jobs in the seeker's sectors ask for most that the seeker does not list, with how many jobs. */
  skills_in_demand: z.array(z.object({ skill: z.string(), jobs: z.number().int() })),
  results: z.array(recommendedLearningSchema),
  /** When the job figures were counted (the insights summary, rebuilt every few minutes). */
  counted_at: z.string(),
});
export type RecommendedTrainings = z.infer<typeof recommendedTrainingsSchema>;

/** GET /api/employer/jobs/{id}/suggested-candidates/: a job seeker who let employers find them, and how they fit. */
export const suggestedCandidateSchema = seekerCardSchema.extend({
  match: matchSchema,
  /** When the company invited them to apply to this job, or null. */
  invited: z.string().nullable(),
});
export type SuggestedCandidate = z.infer<typeof suggestedCandidateSchema>;

/** What the company may still send today for the job, with every page of suggestions and each invitation. */
export const invitationAllowanceSchema = z.object({
  invitations_today: z.number().int(),
  invitations_left_today: z.number().int(),
});
export const suggestedCandidatesSchema = paged(suggestedCandidateSchema).extend(invitationAllowanceSchema.shape);
export type SuggestedCandidates = z.infer<typeof suggestedCandidatesSchema>;

/** POST /api/employer/jobs/{id}/invitations/ */
export const jobInvitationSchema = z.object({
  job_seeker: z.coerce
    .number({ error: INVITATION_MESSAGES.jobSeekerRequired })
    .int({ error: INVITATION_MESSAGES.jobSeekerRequired })
    .positive({ error: INVITATION_MESSAGES.jobSeekerRequired })
    .max(MAX_ID, { error: INVITATION_MESSAGES.jobSeekerRequired }),
});
export const jobInvitationOutSchema = invitationAllowanceSchema.extend({
  job_seeker: z.number().int(),
  job: z.number().int(),
  created: z.string(),
});
export type JobInvitation = z.infer<typeof jobInvitationOutSchema>;
