// Who may do what to a company, its jobs and the applications to them. Another user's row reads as missing (404).
import type { JobApplicationStatus } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/auth.js';

type CompanyRow = { userId: number; active: boolean };
type JobRow = { owner_id: number; company_active: boolean };

export const employerPolicy = {
  /** The company is its owner's alone, and only while active: a deactivated one is out of reach until restored. */
  ownsCompany: (actor: AuthUser, row: CompanyRow) => row.active && row.userId === actor.id,
  /** Posting a job needs an active company of one's own. */
  canPostJobs: (company: { active: boolean } | undefined) => company?.active === true,
  /** A job is managed by the owner of its (active) company only. */
  ownsJob: (actor: AuthUser, row: JobRow) => row.company_active && row.owner_id === actor.id,
  /** Applications to a job are seen and decided by the job's company. */
  canSeeApplication: (actor: AuthUser, row: JobRow) => row.company_active && row.owner_id === actor.id,
  /** The company decides while the applicant still stands: a cancelled application is the applicant's last word. */
  canDecide: (row: { status: JobApplicationStatus }) => row.status !== 'Cancelled',
};
