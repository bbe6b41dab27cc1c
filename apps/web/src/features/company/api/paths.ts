/** The employer endpoints (spec 002; contract schemas/employer.ts). */
export const EMPLOYER = {
  categories: '/api/employer/categories/',
  companies: '/api/employer/companies/',
  company: (id: number) => `/api/employer/companies/${id}/`,
  jobs: '/api/employer/jobs/',
  job: (id: number) => `/api/employer/jobs/${id}/`,
  companyJobs: '/api/employer/company-jobs/',
  companyJob: (id: number) => `/api/employer/company-jobs/${id}/`,
  applications: '/api/employer/company-job-applications/',
  application: (id: number) => `/api/employer/company-job-applications/${id}/`,
  dashboard: '/api/employer/company-dashboard/',
  resumes: '/api/employer/company-resumes/',
  suggestedCandidates: (job: number) => `/api/employer/jobs/${job}/suggested-candidates/`,
  invitations: (job: number) => `/api/employer/jobs/${job}/invitations/`,
  contractTypes: '/api/common/contract-types/',
} as const;

/** Everything the employer area caches starts with this key, so one change can refresh the area. */
export const COMPANY_KEY = ['company-area'] as const;
