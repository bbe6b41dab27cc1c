// Job seekers (/api/job_seekers/): the profile, the CV's sections, the applications they send and the jobs they save.
export { jobSeekerRoutes } from './job-seekers.routes.js';
export { applyForJob, assertSeeker, listApplications } from './job-seekers.service.js';
export { createProfile } from './profile.service.js';
