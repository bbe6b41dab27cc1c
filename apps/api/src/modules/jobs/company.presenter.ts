// Company rows → companySchemaOut and the category list's {id, name}.
import type { Company } from '@portal/contract';
import type { RowOf } from '../../db/typed-sql.js';
import { mediaUrl } from '../../lib/storage.js';
import type { COMPANY_COLUMNS } from './company.service.js';

export type CompanyDb = RowOf<typeof COMPANY_COLUMNS>;

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
