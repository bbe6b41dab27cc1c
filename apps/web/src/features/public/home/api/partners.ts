/** GET /api/common/partners/ → the home page's partners, as the ministry orders them (issue 14). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Partner } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';

export const partnersQuery = () =>
  queryOptions({
    queryKey: [...sharedKeys.homeContent, 'partners'] as const,
    queryFn: ({ signal }) => api.get<Partner[]>(API.partners, { signal }),
    staleTime: 10 * 60_000,
  });

export const usePartners = () => useQuery(partnersQuery());
