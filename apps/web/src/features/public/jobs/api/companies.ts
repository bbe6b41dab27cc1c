/** GET /api/employer/company-directory/: companies with their open-job counts, by letter or search. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, PUBLIC_PAGE_SIZE, type CompanyCard } from '@portal/contract';
import { api } from '@/lib/api';
import type { Paged } from '@portal/contract';

export type CompanyQuery = { search: string; letter: string; page: number };

export const companyDirectoryQuery = (query: CompanyQuery) =>
  queryOptions({
    queryKey: ['companies', 'directory', query] as const,
    queryFn: ({ signal }) =>
      api.get<Paged<CompanyCard>>(API.companyDirectory, {
        query: { ...query, page_size: PUBLIC_PAGE_SIZE },
        signal,
      }),
  });

export const useCompanyDirectory = (query: CompanyQuery) =>
  useQuery({ ...companyDirectoryQuery(query), placeholderData: keepPreviousData });
