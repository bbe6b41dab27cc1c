/** The information hub's three lists, each a bare array (spec 000 §2.12). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type CareerResource, type EmployerFramework, type Policy } from '@portal/contract';
import { api } from '@/lib/api';

export const infoHubKeys = {
  policies: ['catalogue', 'info-hub', 'policies'] as const,
  frameworks: ['catalogue', 'info-hub', 'employer-frameworks'] as const,
  resources: ['catalogue', 'info-hub', 'career-resources'] as const,
};

/** GET /api/info_hub/Policies/ */
export const policiesQuery = () =>
  queryOptions({
    queryKey: infoHubKeys.policies,
    queryFn: ({ signal }) => api.get<Policy[]>(API.policies, { signal }),
  });
export const usePolicies = () => useQuery(policiesQuery());

/** GET /api/info_hub/employer-frameworks/ */
export const employerFrameworksQuery = () =>
  queryOptions({
    queryKey: infoHubKeys.frameworks,
    queryFn: ({ signal }) => api.get<EmployerFramework[]>(API.employerFrameworks, { signal }),
  });
export const useEmployerFrameworks = () => useQuery(employerFrameworksQuery());

/** GET /api/careers/careerresources/ */
export const careerResourcesQuery = () =>
  queryOptions({
    queryKey: infoHubKeys.resources,
    queryFn: ({ signal }) => api.get<CareerResource[]>(API.careerResources, { signal }),
  });
export const useCareerResources = () => useQuery(careerResourcesQuery());
