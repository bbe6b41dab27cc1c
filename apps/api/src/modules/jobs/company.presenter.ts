// Company rows → companySchemaOut and the category list's {id, name}.
import type { Company } from '@portal/contract';
import { mediaUrl } from '../../lib/storage.js';

export type CompanyDb = {
  id: number;
  user_id: number;
  name: string;
  no_of_employees: number;
  address: string;
  logo: string | null;
  category: { id: number; name: string }[];
};

export function presentCompany(publicUrl: string, r: CompanyDb): Company {
  return {
    id: r.id,
    name: r.name,
    category: r.category.map((c) => ({ id: c.id, name: c.name })),
    no_of_employees: r.no_of_employees,
    address: r.address,
    logo: mediaUrl(publicUrl, r.logo),
    user: r.user_id,
  };
}

export const presentCategory = (r: { id: number; name: string }) => ({ id: r.id, name: r.name });
