// The demo accounts the browser tests sign in with: the seed's own list and password (one place for both).
import { accountEmail } from '../../apps/api/src/db/seed/demo/accounts';

export { DEMO_PASSWORD, OTHER_COMPANY_EMAIL } from '../../apps/api/src/db/seed/demo/accounts';

/** The ready demo account of each account type. */
export const DEMO = {
  seeker: accountEmail('JobSeeker'),
  company: accountEmail('Company'),
  trainer: accountEmail('Trainer'),
  skillProvider: accountEmail('SkillProvider'),
  counsellor: accountEmail('CarrierCouncillor'),
  ministry: accountEmail('Ministry'),
} as const;

/** The demo company's name (what its job cards and applicant views show). */
export const DEMO_COMPANY_NAME = 'Pearl Horizon Construction Ltd';
