/** GET /api/trainings/trainings/ and /{id}/ (spec 000 §2.6, §2.7). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, RELATED_ITEMS, type Training } from '@portal/contract';
import { sharedKeys } from '@/lib/queries/keys';
import { catalogueQueries, fetchPage } from './list';

const trainings = catalogueQueries<Training>(sharedKeys.trainings, { list: API.trainings, one: API.training });

export const {
  listQuery: trainingsQuery,
  oneQuery: trainingQuery,
  useList: useTrainings,
  useOne: useTraining,
} = trainings;
export const trainingKeys = {
  ...trainings.keys,
  related: (id: number) => [...sharedKeys.trainings, 'related', id] as const,
};

/** Up to 4 other trainings, the soonest first (spec 000 §9: "related: first 4"). */
export function relatedTrainingsQuery(id: number) {
  return queryOptions({
    queryKey: trainingKeys.related(id),
    queryFn: async ({ signal }) => {
      const page = await fetchPage<Training>(
        API.trainings,
        { search: '', page: 1, ordering: 'date' },
        signal,
        RELATED_ITEMS + 1,
      );
      return page.results.filter((t) => t.id !== id).slice(0, RELATED_ITEMS);
    },
  });
}

export function useRelatedTrainings(id: number | null) {
  return useQuery({ ...relatedTrainingsQuery(id ?? 0), enabled: id !== null, placeholderData: keepPreviousData });
}
