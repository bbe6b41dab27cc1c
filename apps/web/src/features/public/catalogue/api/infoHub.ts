/** The information hub's three lists, each a bare array (spec 000 §2.12). */
import { useQuery } from '@tanstack/react-query';
import type { CareerResource, EmployerFramework, Policy } from '@portal/contract';
import { api } from '@/lib/api';

export const infoHubKeys = {
  policies: ['catalogue', 'info-hub', 'policies'] as const,
  frameworks: ['catalogue', 'info-hub', 'employer-frameworks'] as const,
  resources: ['catalogue', 'info-hub', 'career-resources'] as const,
};

/** GET /api/info_hub/Policies/ */
export function usePolicies() {
  return useQuery({
    queryKey: infoHubKeys.policies,
    queryFn: ({ signal }) => api.get<Policy[]>('/api/info_hub/Policies/', { signal }),
  });
}

/** GET /api/info_hub/employer-frameworks/ */
export function useEmployerFrameworks() {
  return useQuery({
    queryKey: infoHubKeys.frameworks,
    queryFn: ({ signal }) => api.get<EmployerFramework[]>('/api/info_hub/employer-frameworks/', { signal }),
  });
}

/** GET /api/careers/careerresources/ */
export function useCareerResources() {
  return useQuery({
    queryKey: infoHubKeys.resources,
    queryFn: ({ signal }) => api.get<CareerResource[]>('/api/careers/careerresources/', { signal }),
  });
}
