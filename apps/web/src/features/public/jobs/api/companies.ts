/** GET /api/employer/company-directory/: companies with their open-job counts, by letter or search. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PUBLIC_PAGE_SIZE, type CompanyCard } from '@portal/contract';
import { api } from '@/lib/api';
import type { Paged } from '@portal/contract';

export type CompanyQuery = { search: string; letter: string; page: number };

export function useCompanyDirectory(query: CompanyQuery) {
  return useQuery({
    queryKey: ['companies', 'directory', query] as const,
    queryFn: ({ signal }) =>
      api.get<Paged<CompanyCard>>('/api/employer/company-directory/', {
        query: { ...query, page_size: PUBLIC_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
