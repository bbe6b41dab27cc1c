/** The caller's company: GET/POST /api/employer/companies/, PATCH /api/employer/companies/{id}/, and the company categories. */
import { API, type Company } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { companyCategoriesQuery } from '@/lib/form-lookups';
import { ownRecord } from '@/lib/queries/ownRecord';
import { COMPANY_KEY } from './keys';

export const {
  keys: companyKeys,
  useMine: useMyCompany,
  useSave: useSaveCompany,
} = ownRecord<Company>({
  root: COMPANY_KEY,
  name: 'mine',
  list: API.companies,
  one: API.company,
  update: 'PATCH',
});

export const useCompanyCategories = () => useQuery(companyCategoriesQuery());
