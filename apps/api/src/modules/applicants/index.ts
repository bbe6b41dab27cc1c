// A company's applicants (/api/employer/company-job-applications/, company-dashboard, company-resumes): reading
// and deciding on the applications to its jobs.
export { applicantRoutes } from './applicants.routes.js';
export { presentSeekerCard } from './applicants.presenter.js';
export { SEEKER_CARD_COLUMNS, SEEKER_CARD_JOINS } from './applicants.service.js';
