/** POST /api/job_seekers/job-applications/ {job} → 201 (spec 000 §2.5, §4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type JobApplication } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';
import { jobKeys } from './jobs';

export function useApplyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: number) => api.post<JobApplication>(API.jobApplications, { job }),
    onSuccess: (_application, job) => {
      // The seeker's applications list (its own feature) and this job's has_applied.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.jobApplications });
      void queryClient.invalidateQueries({ queryKey: jobKeys.detail(job) });
    },
  });
}
