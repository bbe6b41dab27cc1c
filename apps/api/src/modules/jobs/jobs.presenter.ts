// Job and company rows → the wire shapes of packages/contract/src/schemas/jobs.ts (spec 000 §3).
import type { CompanyCard, JobCard, JobDetail, JobGroup } from '@portal/contract';
import type { RowOf } from '../../db/typed-sql.js';
import { mediaUrl } from '../../lib/storage.js';
import { plainText } from '../../lib/text.js';
import type { COMPANY_CARD_COLUMNS } from './company-directory.service.js';
import type { CARD_COLUMNS, detailColumns } from './job-search.service.js';

/**
 * A job card's row (CARD_COLUMNS): a stored search card written before migration 0012 has no company_verified; the
 * company's own list adds unpublish_reason.
 */
export type JobCardRow = Omit<RowOf<typeof CARD_COLUMNS>, 'company_verified'> & {
  company_verified?: boolean;
  unpublish_reason?: string | null;
};

export type JobDetailRow = RowOf<ReturnType<typeof detailColumns>>;

export type CompanyCardRow = RowOf<typeof COMPANY_CARD_COLUMNS>;

export function presentJobCard(publicUrl: string, r: JobCardRow): JobCard {
  const category = { id: r.job_category_id, name: r.category_name };
  return {
    id: r.id,
    title: plainText(r.title),
    company: r.company_id,
    company_name: r.company_name,
    logo: mediaUrl(publicUrl, r.company_logo),
    posted: new Date(r.posted).toISOString(),
    available_positions: r.available_positions,
    contract_type: r.contract_type === null ? null : { name: r.contract_type },
    min_pay: r.min_pay,
    max_pay: r.max_pay,
    location: { id: r.location_id, name: r.location_name },
    city: r.city_id === null || r.city_name === null ? null : { id: r.city_id, name: r.city_name },
    category,
    function_area: { id: r.function_area_id, name: r.function_area_name },
    submission_deadline: r.submission_deadline,
    application_deadline: r.submission_deadline,
    job_link: r.job_link || null,
    is_open: r.is_open,
    company_verified: r.company_verified === true,
    ...(r.unpublish_reason === undefined ? {} : { unpublished_reason: r.unpublish_reason }),
  };
}

/** Rich text goes out as stored: it was sanitised when it was written. */
export function presentJobDetail(publicUrl: string, r: JobDetailRow): JobDetail {
  const card = presentJobCard(publicUrl, r);
  return {
    ...card,
    job_category: card.category,
    description: r.description,
    qualifications: r.qualifications,
    application_procedure: r.application_procedure,
    company_address: r.company_address,
    has_applied: r.has_applied,
    is_favourite: r.favourite_id !== null,
    favourite_id: r.favourite_id,
    fee_warning: r.fee_phrases.length > 0,
    unpublished_reason: r.unpublished ? (r.unpublish_reason ?? '') : null,
  };
}

export const presentJobGroup = (r: JobGroup): JobGroup => ({ id: r.id, name: r.name, count: r.count });

export function presentCompanyCard(publicUrl: string, r: CompanyCardRow): CompanyCard {
  return {
    id: r.id,
    name: r.name,
    logo: mediaUrl(publicUrl, r.logo),
    address: r.address,
    no_of_employees: r.no_of_employees,
    category: r.category.map((c) => ({ id: c.id, name: c.name })),
    open_jobs: r.open_jobs,
  };
}
