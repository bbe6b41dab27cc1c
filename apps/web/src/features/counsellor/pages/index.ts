// The counsellor area's pages as one lazy chunk: one import in the route table instead of one per page keeps the
// entry (and the home page's download) small. The event form, which needs @mantine/dates, stays its own chunk.
export { BecomeCounsellorPage } from './BecomeCounsellorPage';
export { CounsellorProfilePage } from './CounsellorProfilePage';
export { CounsellingCenterPage } from './CounsellingCenterPage';
export { CareerResourcesPage } from './CareerResourcesPage';
export { PostCareerResourcePage } from './PostCareerResourcePage';
export { CareerEventsPage } from './CareerEventsPage';
export { RequireCounsellor } from '../components/RequireCounsellor';
