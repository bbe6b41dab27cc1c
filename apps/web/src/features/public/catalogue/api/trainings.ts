/** GET /api/trainings/trainings/ and /{id}/ (spec 000 §2.6, §2.7). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RELATED_ITEMS, type Training } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';
import { fetchPage, type ListParams } from './list';

const PATH = '/api/trainings/trainings/';

export const trainingKeys = {
  all: sharedKeys.trainings,
  list: (params: ListParams) => [...trainingKeys.all, 'list', params] as const,
  detail: (id: number) => [...trainingKeys.all, 'detail', id] as const,
  related: (id: number) => [...trainingKeys.all, 'related', id] as const,
};

export function useTrainings(params: ListParams) {
  return useQuery({
    queryKey: trainingKeys.list(params),
    queryFn: ({ signal }) => fetchPage<Training>(PATH, params, signal),
  });
}

export function useTraining(id: number | null) {
  return useQuery({
    queryKey: trainingKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<Training>(`${PATH}${id}/`, { signal }),
    enabled: id !== null,
  });
}

/** Up to 4 other trainings, the soonest first (spec 000 §9: "related: first 4"). */
export function useRelatedTrainings(id: number | null) {
  return useQuery({
    queryKey: trainingKeys.related(id ?? 0),
    queryFn: async ({ signal }) => {
      const page = await fetchPage<Training>(PATH, { search: '', page: 1, ordering: 'date' }, signal, RELATED_ITEMS + 1);
      return page.results.filter((t) => t.id !== id).slice(0, RELATED_ITEMS);
    },
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
