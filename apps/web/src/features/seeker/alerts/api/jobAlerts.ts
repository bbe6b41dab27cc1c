/**
 * The user's job alerts (issue 15): list, change (frequency, on/off), delete; and the unsubscribe link's page,
 * which works without signing in.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type JobAlert, type Paged } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';

const keys = {
  list: (page: number, pageSize: number) => [...sharedKeys.jobAlerts, 'list', page, pageSize] as const,
  unsubscribe: (token: string) => [...sharedKeys.jobAlerts, 'unsubscribe', token] as const,
};

export function useJobAlerts(page: number, pageSize: number) {
  return useQuery({
    queryKey: keys.list(page, pageSize),
    queryFn: ({ signal }) => api.get<Paged<JobAlert>>(API.jobAlerts, { query: { page, page_size: pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useChangeJobAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      ...changes
    }: { id: number } & Partial<Pick<JobAlert, 'frequency' | 'channel' | 'active' | 'name'>>) =>
      api.patch<JobAlert>(API.jobAlert(id), changes),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.jobAlerts }),
  });
}

export function useDeleteJobAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(API.jobAlert(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.jobAlerts }),
  });
}

export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: keys.unsubscribe(token),
    queryFn: ({ signal }) => api.get<{ name: string; active: boolean }>(API.jobAlertUnsubscribe(token), { signal }),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ detail: string }>(API.jobAlertUnsubscribe(token), {}),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.jobAlerts }),
  });
}
