/**
 * POST /api/job_seekers/favorite-jobs/ {job} and DELETE /api/job_seekers/favorite-jobs/{id}/ (spec 000 §4, §8).
 * Which jobs are saved comes from the signed-in user's record (`favourite_jobs: [{id, job}]`), already loaded
 * by the session, so a list of cards needs no extra request.
 */
import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API, JOB_MESSAGES, type FavoriteJob, type UserDetail } from '@portal/contract';
import { ApiError, api, errorMessage } from '@/lib/api';
import { t, english } from '@/lib/i18n';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { isConnectionError, queueOfflineAction } from '@/lib/offlineQueue';
import { userQueryKey, useSession } from '@/lib/session';
import { jobKeys } from './jobs';

export const REMOVE_FAILED = english('Failed to remove the job from your favourites!');

export interface Favourites {
  /** Saved state shown for a job: the pending choice while a request runs, else the user's record, else `fallback`. */
  isSaved: (job: number, fallback?: boolean) => boolean;
  isBusy: (job: number) => boolean;
  /** Check → add, uncheck → remove; a visitor is asked to log in and nothing changes. */
  toggle: (job: number, next: boolean, knownFavouriteId?: number | null) => Promise<void>;
}

export function useFavourites(): Favourites {
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.isLoggedIn ? session.user?.user_id : undefined;
  const userDetail = session.userDetail;
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(() => new Map());

  const saved = useMemo(() => new Map((userDetail?.favourite_jobs ?? []).map((f) => [f.job, f.id])), [userDetail]);

  const setUserFavourites = useCallback(
    (update: (list: UserDetail['favourite_jobs']) => UserDetail['favourite_jobs']) => {
      if (userId === undefined) return;
      queryClient.setQueryData<UserDetail>(userQueryKey(userId), (user) =>
        user ? { ...user, favourite_jobs: update(user.favourite_jobs) } : user,
      );
    },
    [queryClient, userId],
  );

  const toggle = useCallback(
    async (job: number, next: boolean, knownFavouriteId?: number | null) => {
      if (userId === undefined) {
        notifyInfo(JOB_MESSAGES.favouriteLogin);
        return;
      }
      setPending((p) => new Map(p).set(job, next));
      try {
        if (next) {
          const favourite = await api.post<FavoriteJob>(API.favoriteJobs, { job });
          setUserFavourites((list) => [...list.filter((f) => f.job !== job), { id: favourite.id, job }]);
          notifySuccess(JOB_MESSAGES.favouriteAdded);
        } else {
          const favouriteId = saved.get(job) ?? knownFavouriteId;
          if (favouriteId != null) {
            try {
              await api.delete(API.favoriteJob(favouriteId));
            } catch (error) {
              // Already removed (another tab): the outcome the user asked for.
              if (!(error instanceof ApiError && error.status === 404)) throw error;
            }
          }
          setUserFavourites((list) => list.filter((f) => f.job !== job));
          notifySuccess(JOB_MESSAGES.favouriteRemoved);
        }
        void queryClient.invalidateQueries({ queryKey: jobKeys.detail(job) });
      } catch (error) {
        // No connection: saving waits on the phone and goes when the connection returns (issue 17); shown saved
        // meanwhile. Removing one is refused with the network message.
        const title = queryClient.getQueryData<{ title?: string }>(jobKeys.detail(job))?.title ?? `#${job}`;
        if (next && isConnectionError(error) && queueOfflineAction({ kind: 'save', job, title, user: userId })) {
          setUserFavourites((list) => [...list.filter((f) => f.job !== job), { id: -job, job }]);
          notifyInfo(t('offline.saveQueued'));
        } else notifyError(errorMessage(error), next ? JOB_MESSAGES.favouriteFailed : REMOVE_FAILED);
      } finally {
        setPending((p) => {
          const rest = new Map(p);
          rest.delete(job);
          return rest;
        });
      }
    },
    [userId, saved, setUserFavourites, queryClient],
  );

  const isSaved = useCallback(
    (job: number, fallback = false) => pending.get(job) ?? (userDetail ? saved.has(job) : fallback),
    [pending, userDetail, saved],
  );
  const isBusy = useCallback((job: number) => pending.has(job), [pending]);

  return { isSaved, isBusy, toggle };
}
