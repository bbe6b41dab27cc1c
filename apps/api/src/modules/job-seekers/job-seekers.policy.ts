// Who may do what to which application or favourite row.
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
  canReapply: (row: { status: JobApplicationStatus }) => row.status === 'Cancelled',
  canDeleteFavourite: (actor: AuthUser, row: Owned) => actor.id === row.userId,
};
