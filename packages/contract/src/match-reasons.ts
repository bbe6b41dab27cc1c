// The words of the reasons a job fits a seeker, or a candidate a job (issue 15), without zod: the web's cards that show
// them (lib/match-reasons.ts) need only these, not the recommendations' schemas.

/**
 * The words of each match reason, before its ": values" (skills, a place, a level: data). The API writes them in
 * English; the web app translates these words (lib/i18n `translateMatchReason`) and shows the values as they are.
 */
export const MATCH_REASONS = {
  skills: 'Matches your skills',
  field: 'In your field',
  town: 'In your town',
  district: 'In your district',
  education: 'Your education fits what it asks for',
  recent: 'Posted this week',
  candidateSkills: 'Has the skills',
  candidateField: 'Works in this field',
  candidateTown: "Lives in the job's town",
  candidateDistrict: "Lives in the job's district",
  candidateEducation: 'Has the education asked for',
  candidateActive: 'Active on the portal this week',
} as const;
