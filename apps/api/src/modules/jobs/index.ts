// Jobs (/api/employer/): the public search and its projection, job pages, companies, and the postings of a company.
export { employerRoutes } from './jobs.routes.js';
export {
  jobDetail,
  jobGroups,
  jobSearchSql,
  jobsMatchingSearchSql,
  openJobsTallied,
  presentSearchRow,
  SEARCH_CARD_COLUMNS,
  searchJobs,
  type Counted,
} from './job-search.service.js';
export { employerPolicy } from './jobs.policy.js';
export { ownJobCheck } from './postings.routes.js';
export { postingCompany } from './postings.service.js';
