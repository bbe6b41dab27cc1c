/** GET /api/job_seekers/favorite-jobs/?page=&page_size= (paged) and DELETE …/{id}/ (spec 001 "Saved Jobs"). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type FavoriteJob, type Paged, type UserDetail } from '@portal/contract';
import { ApiError, api } from '@/lib/api';
import { useSessionSnapshot, userQueryKey } from '@/lib/session';
import { sharedKeys } from '@/lib/queries/keys';
import { seekerDashboardKey } from '@/lib/queries/seekerDashboard';

export const favouriteKeys = {
  all: sharedKeys.favouriteJobs,
  list: (page: number, pageSize: number) => [...favouriteKeys.all, 'list', { page, page_size: pageSize }] as const,
};

export function useFavouriteJobs(page: number, pageSize: number) {
  return useQuery({
    queryKey: favouriteKeys.list(page, pageSize),
    queryFn: ({ signal }) =>
      api.get<Paged<FavoriteJob>>(API.favoriteJobs, { query: { page, page_size: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Removes a saved job. The signed-in user's record (`favourite_jobs`) is updated too, so the job cards
 * elsewhere show it unsaved without another request.
 */
export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  const userId = useSessionSnapshot().user?.user_id;
  return useMutation({
    mutationFn: async (id: number) => {
      try {
        await api.delete(API.favoriteJob(id));
      } catch (error) {
        // Already removed (another tab): the outcome the user asked for.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onSuccess: (_nothing, id) => {
      if (userId !== undefined) {
        queryClient.setQueryData<UserDetail>(userQueryKey(userId), (user) =>
          user ? { ...user, favourite_jobs: user.favourite_jobs.filter((f) => f.id !== id) } : user,
        );
      }
      void queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
      void queryClient.invalidateQueries({ queryKey: seekerDashboardKey });
    },
  });
}
