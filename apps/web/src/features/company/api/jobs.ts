/** The company's own jobs: list and load (company-jobs), create, update and delete (jobs). */
import { useQuery } from '@tanstack/react-query';
import { API, type JobCard, type JobDetail, type TranslatedLookup } from '@portal/contract';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/queries/keys';
import { ownedItems } from '@/lib/queries/ownedItems';
import { COMPANY_KEY } from './keys';

// Read through company-jobs, written through jobs; the public job lists and details show them too.
const jobs = ownedItems<JobDetail, Record<string, unknown>, JobCard>({
  root: COMPANY_KEY,
  name: 'jobs',
  list: API.companyJobs,
  one: API.companyJob,
  create: API.jobs,
  update: API.job,
  shownIn: [sharedKeys.jobs],
});

export const {
  keys: jobKeys,
  useList: useCompanyJobs,
  useOne: useCompanyJob,
  useSave: useSaveJob,
  useDelete: useDeleteJob,
} = jobs;

export function useContractTypes() {
  return useQuery({
    queryKey: ['lookup', 'contract-types'],
    queryFn: ({ signal }) => api.get<TranslatedLookup[]>(API.contractTypes, { signal }),
    staleTime: 60 * 60_000,
  });
}
