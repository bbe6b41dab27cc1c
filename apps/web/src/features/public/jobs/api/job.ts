/** GET /api/employer/jobs/{id}/ (spec 000 §2.5). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@portal/contract';
import { api } from '../../../../lib/api';
import { fetchUser, userQueryKey, useSessionSnapshot } from '../../../../lib/session';
import { getAccessToken, isTokenExpired } from '../../../../lib/storage';
import { JOBS_PATH, jobKeys } from './jobs';

/**
 * The job as the caller sees it (has_applied, is_favourite). Keyed by the user too, so logging in or out
 * reloads it.
 */
export function useJob(id: number | null) {
  const snapshot = useSessionSnapshot();
  const queryClient = useQueryClient();
  const userId = snapshot.loggedIn ? snapshot.user?.user_id : undefined;
  return useQuery({
    queryKey: [...jobKeys.detail(id ?? 0), userId ?? 0] as const,
    queryFn: async ({ signal }) => {
      // A public route answers a stale token as it would a visitor (docs/decisions/002), which would show a
      // signed-in seeker "Apply" for a job they applied to. One protected call first lets the client refresh
      // the token; it also brings the user's favourites up to date.
      if (userId !== undefined && isTokenExpired(getAccessToken(), 0)) {
        try {
          queryClient.setQueryData(userQueryKey(userId), await fetchUser(userId, signal));
        } catch {
          // The job still loads, as a visitor sees it.
        }
      }
      return api.get<JobDetail>(`${JOBS_PATH}${id}/`, { signal });
    },
    enabled: id !== null,
  });
}
