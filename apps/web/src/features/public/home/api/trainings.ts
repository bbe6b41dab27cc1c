/** GET /api/trainings/trainings/?page_size=8&ordering=-created: the home page's Recent Trainings (spec 000 §2.3, §9). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, HOME_RECENT_TRAININGS, type Training } from '@portal/contract';
import { api } from '@/lib/api';
import type { Paged } from '@portal/contract';

export const recentTrainingsQuery = () =>
  queryOptions({
    queryKey: ['home', 'recent-trainings'] as const,
    queryFn: ({ signal }) =>
      api.get<Paged<Training>>(API.trainings, {
        query: { ordering: '-created', page_size: HOME_RECENT_TRAININGS, scope: 'public' },
        signal,
      }),
  });

export const useRecentTrainings = () => useQuery(recentTrainingsQuery());
