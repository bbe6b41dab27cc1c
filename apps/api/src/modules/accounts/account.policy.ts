// Who may do what to which account row.
import type { AuthUser } from '../../lib/auth.js';

export const accountPolicy = {
  /** A user's own record (details, basic information, password) belongs to that user alone. */
  canReadUser: (actor: AuthUser, userId: number) => actor.id === userId,
  canUpdateUser: (actor: AuthUser, userId: number) => actor.id === userId,
  canUpdateProfile: (actor: AuthUser, profileOwnerId: number) => actor.id === profileOwnerId,
};
