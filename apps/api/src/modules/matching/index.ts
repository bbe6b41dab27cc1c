// Alerts and matching: saved searches mailed as jobs arrive, the jobs and trainings that fit a job seeker, and the
// job seekers that fit a job.
export { deliverJobAlerts } from './job-alerts.delivery.js';
export { jobAlertRoutes } from './job-alerts.routes.js';
export { recommendationRoutes } from './recommendations.routes.js';
export { suggestedCandidateRoutes } from './suggested-candidates.routes.js';
export { createJobAlert, updateJobAlert } from './job-alerts.service.js';
