/** GET /api/common/stats/: the home page's real figures (open jobs, trainings, competitions…). */
import { useQuery } from '@tanstack/react-query';
import type { PortalStats } from '@portal/contract';
import { api } from '@/lib/api';

export function usePortalStats() {
  return useQuery({
    // The catalogue pages ask for the same figures under this key: one cache entry for both.
    queryKey: ['common', 'stats'] as const,
    queryFn: ({ signal }) => api.get<PortalStats>('/api/common/stats/', { signal }),
  });
}
