/**
 * GET /api/job_seekers/recommended-jobs/ (issue 15): the open jobs that fit the signed-in job seeker, best first, each
 * with its reasons. Read by the dashboard ("Jobs for you") and the jobs page's "Jobs for you" tab. Applying and the
 * profile change the answer, so it is asked again on every visit.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API, type Paged, type RecommendedJob } from '@portal/contract';
import { api } from '../api';
import { sharedKeys } from './keys';

export function useRecommendedJobs(page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: [...sharedKeys.jobApplications, 'recommended', page, pageSize],
    queryFn: ({ signal }) =>
      api.get<Paged<RecommendedJob>>(API.recommendedJobs, {
        query: { page, page_size: pageSize },
        signal,
      }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
