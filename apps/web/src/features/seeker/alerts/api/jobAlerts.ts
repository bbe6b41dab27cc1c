/**
 * The user's job alerts (issue 15): list, change (frequency, on/off), delete; and the unsubscribe link's page,
 * which works without signing in.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobAlert, Paged } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';

const keys = {
  list: (page: number, pageSize: number) => [...sharedKeys.jobAlerts, 'list', page, pageSize] as const,
  unsubscribe: (token: string) => [...sharedKeys.jobAlerts, 'unsubscribe', token] as const,
};

export function useJobAlerts(page: number, pageSize: number) {
  return useQuery({
    queryKey: keys.list(page, pageSize),
    queryFn: ({ signal }) =>
      api.get<Paged<JobAlert>>('/api/job_seekers/job-alerts/', { query: { page, page_size: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useChangeJobAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: number } & Partial<Pick<JobAlert, 'frequency' | 'active' | 'name'>>) =>
      api.patch<JobAlert>(`/api/job_seekers/job-alerts/${id}/`, changes),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.jobAlerts }),
  });
}

export function useDeleteJobAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/job_seekers/job-alerts/${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.jobAlerts }),
  });
}

const unsubscribePath = (token: string) => `/api/job_seekers/job-alerts/unsubscribe/${encodeURIComponent(token)}/`;

export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: keys.unsubscribe(token),
    queryFn: ({ signal }) => api.get<{ name: string; active: boolean }>(unsubscribePath(token), { signal }),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ detail: string }>(unsubscribePath(token), {}),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.jobAlerts }),
  });
}
