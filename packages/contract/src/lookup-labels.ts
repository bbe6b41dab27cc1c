// The fixed lists (not tables) whose values the API sends in English: the web shows each in the person's language
// under its `server:` key in the catalogues, like the API's messages (decision 027); the catalogue test finds these
// tables by their `_MESSAGES` names.
import type { GradingMethod } from './schemas/job-seekers.js';

/** A CV's grading methods (GRADING_METHODS), by value. */
export const GRADING_METHOD_MESSAGES: Record<GradingMethod, string> = {
  Points: 'Points',
  Aggregate: 'Aggregate',
  Grade: 'Grade',
  CGPA: 'CGPA',
};

/**
 * A level of education as a rank, read from free text (the API's lib/education.ts): the Ministry's insights name
 * each, and the job recommendations give it as a reason.
 */
export const EDUCATION_LEVEL_MESSAGES: Record<number, string> = {
  6: "Master's or doctorate",
  5: "Bachelor's degree",
  4: 'Diploma',
  3: 'Certificate (national, craft or trade test)',
  2: 'Secondary school (UCE or UACE)',
  1: 'Other',
  0: 'None listed',
};
