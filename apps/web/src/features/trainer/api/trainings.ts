/**
 * The trainer's own trainings: the list (the shared path with scope=own, decision 005: a stale token then gets a 401 to
 * refresh on, never the public list),
 * one training for editing, create (multipart with the logo), update (PUT) and delete.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Training } from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { TRAINER_API, TRAINER_KEY } from './paths';
import type { Paged } from '@portal/contract';

export const trainingKeys = {
  all: [...TRAINER_KEY, 'trainings'] as const,
  lists: (userId: number) => [...TRAINER_KEY, 'trainings', userId, 'list'] as const,
  list: (userId: number, page: number, pageSize: number) => [...TRAINER_KEY, 'trainings', userId, 'list', page, pageSize] as const,
  one: (userId: number, id: number) => [...TRAINER_KEY, 'trainings', userId, 'one', id] as const,
};

export function useOwnTrainings(page: number, pageSize: number) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: trainingKeys.list(user?.user_id ?? 0, page, pageSize),
    queryFn: ({ signal }) => api.get<Paged<Training>>(TRAINER_API.trainings, { signal, query: { scope: 'own', page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useOwnTraining(id: number | null) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: trainingKeys.one(user?.user_id ?? 0, id ?? 0),
    queryFn: ({ signal }) => api.get<Training>(TRAINER_API.training(id ?? 0), { signal }),
    enabled: id !== null,
    // Always the current values in the edit form.
    staleTime: 0,
  });
}

/** The trainer area, the public trainings lists and details, the home page's recent trainings and the portal figures. */
function invalidateTrainings(queryClient: QueryClient) {
  for (const queryKey of [TRAINER_KEY, ['catalogue', 'trainings'], ['home', 'recent-trainings'], ['common', 'stats']]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

export function useSaveTraining() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FormData }) =>
      id === null ? api.post<Training>(TRAINER_API.trainings, body) : api.put<Training>(TRAINER_API.training(id), body),
    onSuccess: () => invalidateTrainings(queryClient),
  });
}

export function useDeleteTraining() {
  const queryClient = useQueryClient();
  const { user } = useSessionSnapshot();
  return useMutation({
    mutationFn: (id: number) => api.delete(TRAINER_API.training(id)),
    onSuccess: (_, id) => {
      // The row leaves the table at once; the refetch then fills the page.
      queryClient.setQueriesData<Paged<Training>>({ queryKey: trainingKeys.lists(user?.user_id ?? 0) }, (page) =>
        page && page.results.some((t) => t.id === id) ? { ...page, count: page.count - 1, results: page.results.filter((t) => t.id !== id) } : page,
      );
      invalidateTrainings(queryClient);
    },
  });
}
