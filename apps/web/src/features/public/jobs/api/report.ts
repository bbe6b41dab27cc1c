/** POST /api/common/reports/: a signed-in user reports a job to the Ministry (issue 14). */
import { useMutation } from '@tanstack/react-query';
import { API, type JobReportInput } from '@portal/contract';
import { api } from '@/lib/api';

export const useReportJob = () =>
  useMutation({ mutationFn: (report: JobReportInput) => api.post<{ detail: string }>(API.jobReports, report) });
