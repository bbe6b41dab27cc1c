/** GET /api/job_seekers/dashboard/ (spec 001 §Dashboard): the seeker panel's figures and CV progress, and the sidebar's unseen count. */
import { useQuery } from '@tanstack/react-query';
import { API, type SeekerDashboard } from '@portal/contract';
import { api } from '../api';

/**
 * Kept under the ['notifications'] prefix on purpose: whoever marks a notification seen (the alerts list, the
 * notification detail page) invalidates that prefix, and the unseen count in the sidebar follows.
 */
export const seekerDashboardKey = ['notifications', 'seeker-dashboard'] as const;

/** Counts change elsewhere (applying, saving a job on a card), so every page that shows them asks again. */
export function useSeekerDashboard(enabled = true) {
  return useQuery({
    queryKey: seekerDashboardKey,
    queryFn: ({ signal }) => api.get<SeekerDashboard>(API.seekerDashboard, { signal }),
    enabled,
    staleTime: 0,
  });
}
