/** POST /api/job_seekers/job-alerts/: the search on screen saved as an alert (issue 15). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type JobAlert, type JobAlertBody } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';

export function useSaveJobAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobAlertBody) => api.post<JobAlert>(API.jobAlerts, body),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.jobAlerts }),
  });
}
