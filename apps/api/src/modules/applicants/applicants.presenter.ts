// Applications, dashboard figures and resumes as the company reads them (companyApplicationSchema & co).
import type { CompanyApplication, CompanyDashboard, CompanyResume, SeekerCard } from '@portal/contract';
import type { RowOf } from '../../db/typed-sql.js';
import { mediaUrl } from '../../lib/storage.js';
import { plainText } from '../../lib/text.js';
import type {
  APPLICATION_COLUMNS,
  COMPANY_DASHBOARD,
  RESUME_COLUMNS,
  SEEKER_CARD_COLUMNS,
} from './applicants.service.js';

export type CompanyApplicationDb = RowOf<typeof APPLICATION_COLUMNS>;

export const presentCompanyApplication = (r: CompanyApplicationDb): CompanyApplication => ({
  id: r.id,
  job: r.job_id,
  title: plainText(r.title),
  job_seeker: r.applicant,
  job_seeker_id: r.job_seeker_id,
  created: new Date(r.created).toISOString(),
  status: r.status,
  channel: r.channel,
  phone: r.phone,
});

export type DashboardDb = RowOf<typeof COMPANY_DASHBOARD>;

export const presentCompanyDashboard = (r: DashboardDb): CompanyDashboard => ({
  company_id: r.company_id,
  open_jobs: r.open_jobs,
  total_jobs: r.total_jobs,
  applicants: r.applicants,
  new_this_week: r.new_this_week,
  by_status: { 'Under Review': r.under_review, Accepted: r.accepted, Declined: r.declined, Cancelled: r.cancelled },
});

/** A job seeker as the company's lists show them (applicants.service.ts SEEKER_CARD_COLUMNS). */
export type SeekerCardDb = RowOf<typeof SEEKER_CARD_COLUMNS>;

export const presentSeekerCard = (publicUrl: string, r: SeekerCardDb): SeekerCard => ({
  job_seeker_id: r.job_seeker_id,
  name: r.name,
  head_line: r.head_line,
  district: { id: r.district_id, name: r.district_name },
  city: { id: r.city_id, name: r.city_name },
  skills: r.skills,
  profile_pic: mediaUrl(publicUrl, r.profile_pic),
});

export type ResumeDb = RowOf<typeof RESUME_COLUMNS>;

export const presentResume = (publicUrl: string, r: ResumeDb): CompanyResume => ({
  ...presentSeekerCard(publicUrl, r),
  applications: r.applications,
  latest_status: r.latest_status,
  latest_applied: new Date(r.latest_applied).toISOString(),
  latest_job_title: plainText(r.latest_job_title),
});
