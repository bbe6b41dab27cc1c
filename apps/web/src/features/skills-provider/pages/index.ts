// The skills provider area as one lazy module: the route table imports it once, which keeps the entry chunk (the
// home page's JavaScript budget) lighter than one import per page. The area is small, so loading it whole is cheap.
export { RequireSkillProvider } from '../components/RequireSkillProvider';
export { BecomeSkillProviderPage } from './BecomeSkillProviderPage';
export { SkillProviderProfilePage } from './SkillProviderProfilePage';
export { PostCompetitionPage } from './PostCompetitionPage';
export { ManageCompetitionsPage } from './ManageCompetitionsPage';
export { SkillsApplicationsPage } from './SkillsApplicationsPage';
export { ApplicationDetailPage } from './ApplicationDetailPage';
