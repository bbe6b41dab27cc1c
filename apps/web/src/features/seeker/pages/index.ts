// The job seeker's pages as one lazy module: one import in the route table instead of one per page keeps the entry
// chunk (the home page's JavaScript budget) lighter. The CV page, which needs the date picker and the rich text
// editor, stays its own chunk.
export { BasicInfoPage } from '../basic-info/pages/BasicInfoPage';
export { SavedJobsPage } from '../saved/pages/SavedJobsPage';
export { JobAlertsPage } from '../alerts/pages/JobAlertsPage';
export { SavedSearchesPage } from '../alerts/pages/SavedSearchesPage';
export { UnsubscribePage } from '../alerts/pages/UnsubscribePage';
export { UserProfilePage } from '../user-profile/pages/UserProfilePage';
export { AppliedJobsPage } from '../applied/pages/AppliedJobsPage';
export { BecomeJobSeekerPage } from '../become/pages/BecomeJobSeekerPage';
export { MyCompetitionsPage } from '../competitions/pages/MyCompetitionsPage';
