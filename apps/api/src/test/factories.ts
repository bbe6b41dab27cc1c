// Rows for tests, written straight to the database (the API is what the tests exercise, not the set-up). One entry
// for every test file: `make.<row>(t.db, …)` builds a row; the helpers beside it name days, lookups and tokens.
// Each subject's factories live in factories/<subject>.ts.
import { createNotification, createUser } from './factories/accounts.js';
import { createCareerEvent, createCounsellingCenter, createCounsellor } from './factories/careers.js';
import { createCompetition, createSkillProvider, createSkillsApplication } from './factories/competitions.js';
import { createCompany, createJob } from './factories/jobs.js';
import { createJobSeeker } from './factories/seekers.js';
import { createTrainer, createTraining } from './factories/trainings.js';

export const make = {
  user: createUser,
  notification: createNotification,
  company: createCompany,
  job: createJob,
  jobSeeker: createJobSeeker,
  trainer: createTrainer,
  training: createTraining,
  skillProvider: createSkillProvider,
  competition: createCompetition,
  skillsApplication: createSkillsApplication,
  counsellor: createCounsellor,
  careerEvent: createCareerEvent,
  counsellingCenter: createCounsellingCenter,
};

/** What `make.<name>` builds, e.g. `Made<'jobSeeker'>`. */
export type Made<K extends keyof typeof make> = Awaited<ReturnType<(typeof make)[K]>>;

export { authHeaders, DEFAULT_PASSWORD, userRow, type TestUser } from './factories/accounts.js';
export { jobForm, jobFormLookups } from './factories/jobs.js';
export { dbDay, isoDay, lookupId } from './factories/shared.js';
