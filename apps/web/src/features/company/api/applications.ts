/** Applications to the company's jobs, the employer's decision on one, the dashboard figures and the applicants' resumes. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API,
  type ApplicationStatus,
  type CompanyApplication,
  type CompanyDashboard,
  type CompanyResume,
} from '@portal/contract';
import { api } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { COMPANY_KEY } from './keys';
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
      api.get<Paged<CompanyApplication>>(API.companyJobApplications, {
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
      api.patch<CompanyApplication>(API.companyJobApplication(id), { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_KEY }),
  });
}

export function useCompanyDashboard() {
  const { user } = useSessionSnapshot();
  return useQuery({
    queryKey: [...COMPANY_KEY, 'dashboard', user?.user_id ?? 0],
    queryFn: ({ signal }) => api.get<CompanyDashboard>(API.companyDashboard, { signal }),
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
      api.get<Paged<CompanyResume>>(API.companyResumes, {
        signal,
        query: { skill, district, status, page, page_size: pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}
