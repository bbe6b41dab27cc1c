// The company area as one lazy module: one import in the route table instead of one per page keeps the entry chunk
// (the home page's JavaScript budget) lighter. The job form, which needs the rich text editor, stays its own chunk.
export { RequireCompany } from '../components/RequireCompany';
export { BecomeCompanyPage } from './BecomeCompanyPage';
export { CompanyProfilePage } from './CompanyProfilePage';
export { CompanyDashboardPage } from './CompanyDashboardPage';
export { ManageJobsPage } from './ManageJobsPage';
export { ApplicationsPage } from './ApplicationsPage';
export { CompanyResumesPage } from './CompanyResumesPage';
export { SuggestedCandidatesPage } from './SuggestedCandidatesPage';
