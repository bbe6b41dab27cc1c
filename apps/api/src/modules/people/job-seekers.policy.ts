// Who may do what to which job seeker row: applications, saved jobs, the profile, its CV sections, the full view.
import type { JobApplicationStatus } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/auth.js';

type Owned = { userId: number };

export const jobSeekersPolicy = {
  /** Applications and saved jobs are private: another user's row reads as missing (404), not as forbidden. */
  canSeeApplication: (actor: AuthUser, row: Owned) => actor.id === row.userId,
  /** A job seeker may only withdraw an application the company has not decided on yet (001 §4). */
  canCancelApplication: (actor: AuthUser, row: Owned & { status: JobApplicationStatus }) =>
    actor.id === row.userId && row.status === 'Under Review',
  /** A cancelled application may be sent again; any other standing application may not. */
  /** Only a job seeker applies: the employer reads the applicant's profile and CV. */
  canApply: (holdsJobSeekerGroup: boolean) => holdsJobSeekerGroup,
  canReapply: (row: { status: JobApplicationStatus }) => row.status === 'Cancelled',
  canDeleteFavourite: (actor: AuthUser, row: Owned) => actor.id === row.userId,

  /** The profile is its owner's alone, and only while active: a deactivated one is out of reach (404) until restored. */
  canManageProfile: (actor: AuthUser, row: Owned & { active: boolean }) => row.active && actor.id === row.userId,
  /** CV section rows: another user's row reads as missing (404). Writing also needs an active profile (403). */
  canManageSectionRow: (actor: AuthUser, row: { user_id: number }) => actor.id === row.user_id,
  /**
   * The full profile with its CV, certificates and portfolio (signed links included): the seeker, and the owner of
   * an active company to one of whose jobs the seeker has a standing (not cancelled) application, and the owner of
   * any active company while the seeker lets employers find them (a suggested candidate). Nobody else, and nobody
   * while the profile is deactivated; to them it does not exist (404).
   */
  canViewFullProfile: (
    actor: AuthUser,
    row: { user_id: number; active: boolean; applied_to_viewer: boolean; findable_by_viewer: boolean },
  ) => row.active && (actor.id === row.user_id || row.applied_to_viewer || row.findable_by_viewer),
};
