/** GET /api/job_seekers/recommended-trainings/ (issue 15): what employers in the seeker's field ask for, and where to learn it. */
import { useQuery } from '@tanstack/react-query';
import { API, type RecommendedTrainings } from '@portal/contract';
import { api } from '@/lib/api';

export function useRecommendedTrainings() {
  return useQuery({
    queryKey: ['recommended-trainings'],
    queryFn: ({ signal }) => api.get<RecommendedTrainings>(API.recommendedTrainings, { signal }),
  });
}
