// Applications, dashboard figures and resumes as the company reads them (companyApplicationSchema & co).
import type { CompanyApplication, CompanyDashboard, CompanyResume, SeekerCard } from '@portal/contract';
import type { JobApplicationStatus } from '../../db/schema/index.js';
import { mediaUrl } from '../../lib/storage.js';
import { plainText } from '../../lib/text.js';

export type CompanyApplicationDb = {
  id: number;
  job_id: number;
  title: string;
  applicant: string;
  job_seeker_id: number | null;
  created: string;
  status: JobApplicationStatus;
};

export const presentCompanyApplication = (r: CompanyApplicationDb): CompanyApplication => ({
  id: r.id,
  job: r.job_id,
  title: plainText(r.title),
  job_seeker: r.applicant,
  job_seeker_id: r.job_seeker_id,
  created: new Date(r.created).toISOString(),
  status: r.status,
});

export type DashboardDb = {
  company_id: number | null;
  open_jobs: number;
  total_jobs: number;
  applicants: number;
  new_this_week: number;
  under_review: number;
  accepted: number;
  declined: number;
  cancelled: number;
};

export const presentCompanyDashboard = (r: DashboardDb): CompanyDashboard => ({
  company_id: r.company_id,
  open_jobs: r.open_jobs,
  total_jobs: r.total_jobs,
  applicants: r.applicants,
  new_this_week: r.new_this_week,
  by_status: { 'Under Review': r.under_review, Accepted: r.accepted, Declined: r.declined, Cancelled: r.cancelled },
});

/** A job seeker as the company's lists show them (applicants.service.ts SEEKER_CARD_COLUMNS). */
export type SeekerCardDb = {
  job_seeker_id: number;
  name: string;
  head_line: string | null;
  district_id: number;
  district_name: string;
  city_id: number;
  city_name: string;
  skills: string[];
  profile_pic: string | null;
};

export const presentSeekerCard = (publicUrl: string, r: SeekerCardDb): SeekerCard => ({
  job_seeker_id: r.job_seeker_id,
  name: r.name,
  head_line: r.head_line,
  district: { id: r.district_id, name: r.district_name },
  city: { id: r.city_id, name: r.city_name },
  skills: r.skills,
  profile_pic: mediaUrl(publicUrl, r.profile_pic),
});

export type ResumeDb = SeekerCardDb & {
  applications: number;
  latest_status: JobApplicationStatus;
  latest_applied: string;
  latest_job_title: string;
};

export const presentResume = (publicUrl: string, r: ResumeDb): CompanyResume => ({
  ...presentSeekerCard(publicUrl, r),
  applications: r.applications,
  latest_status: r.latest_status,
  latest_applied: new Date(r.latest_applied).toISOString(),
  latest_job_title: plainText(r.latest_job_title),
});
