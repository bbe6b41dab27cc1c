// Job seekers (/api/job_seekers/): the profile, the CV's sections, the applications they send and the jobs they save.
export { jobSeekerRoutes } from './job-seekers.routes.js';
export { assertSeeker } from './job-seekers.service.js';
