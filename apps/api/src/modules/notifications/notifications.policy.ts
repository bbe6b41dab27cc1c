// Who may read and mark which notification.
import type { AuthUser } from '../../lib/auth.js';

export const notificationPolicy = {
  /** A notification is its recipient's alone; to anyone else it does not exist (404, not 403). */
  canRead: (actor: AuthUser, row: { userId: number }) => actor.id === row.userId,
  canUpdate: (actor: AuthUser, row: { userId: number }) => actor.id === row.userId,
};
