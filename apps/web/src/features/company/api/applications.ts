/** Applications to the company's jobs, the employer's decision on one, the dashboard figures and the applicants' resumes. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus, CompanyApplication, CompanyDashboard, CompanyResume } from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { COMPANY_KEY, EMPLOYER } from './paths';
import type { Paged } from '@portal/contract';

export interface ApplicationFilter {
  page: number;
  pageSize: number;
  status: ApplicationStatus | null;
  job: number | null;
}

export function useCompanyApplications({ page, pageSize, status, job }: ApplicationFilter) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: [...COMPANY_KEY, 'applications', user?.user_id ?? 0, page, pageSize, status, job],
    queryFn: ({ signal }) =>
      api.get<Paged<CompanyApplication>>(EMPLOYER.applications, {
        signal,
        query: { page, page_size: pageSize, status, job },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: CompanyApplication['status'] }) =>
      api.patch<CompanyApplication>(EMPLOYER.application(id), { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }),
  });
}

export function useCompanyDashboard() {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: [...COMPANY_KEY, 'dashboard', user?.user_id ?? 0],
    queryFn: ({ signal }) => api.get<CompanyDashboard>(EMPLOYER.dashboard, { signal }),
  });
}

export interface ResumeFilter {
  skill: string;
  district: number | null;
  status: ApplicationStatus | null;
  page: number;
  pageSize: number;
}

export function useCompanyResumes({ skill, district, status, page, pageSize }: ResumeFilter) {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: [...COMPANY_KEY, 'resumes', user?.user_id ?? 0, skill, district, status, page, pageSize],
    queryFn: ({ signal }) =>
      api.get<Paged<CompanyResume>>(EMPLOYER.resumes, {
        signal,
        query: { skill, district, status, page, page_size: pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}
