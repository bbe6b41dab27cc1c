/** GET /api/common/stats/: the portal's real figures (open jobs, trainings, competitions…), on the home page and the skills hub. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type PortalStats } from '@portal/contract';
import { api } from '../api';

export const portalStatsQuery = () =>
  queryOptions({
    queryKey: ['common', 'stats'] as const,
    queryFn: ({ signal }) => api.get<PortalStats>(API.stats, { signal }),
  });

export const usePortalStats = () => useQuery(portalStatsQuery());
