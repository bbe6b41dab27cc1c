/** GET /api/account/users/{id}/: the signed-in user's record, for the pages that show it with its loading and error. */
import { useQuery } from '@tanstack/react-query';
import { userQuery, useSessionSnapshot } from '../session';

/** The session's own query (same key and options), so the page and the session share one cache entry. */
export function useCurrentUser() {
  const userId = useSessionSnapshot().user?.user_id;
  return useQuery({ ...userQuery(userId ?? 0), enabled: userId !== undefined });
}
