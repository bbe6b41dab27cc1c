/** GET /api/common/stats/: live counts for the skills hub. */
import { useQuery } from '@tanstack/react-query';
import type { PortalStats } from '@portal/contract';
import { api } from '@/lib/api';

export function usePortalStats() {
  return useQuery({
    queryKey: ['common', 'stats'] as const,
    queryFn: ({ signal }) => api.get<PortalStats>('/api/common/stats/', { signal }),
  });
}
