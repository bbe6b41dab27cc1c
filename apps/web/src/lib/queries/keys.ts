/**
 * The roots of query keys that one area writes and another reads, so a write can refresh the other's screens
 * without copying its keys: each area's own keys start with these.
 */
export const sharedKeys = {
  /** The public job lists and details (the company's job writes refresh them). */
  jobs: ['jobs'] as const,
  /** The public training lists and details (the trainer's writes refresh them). */
  trainings: ['catalogue', 'trainings'] as const,
  /** The seeker's applications (applying from a job's page refreshes them). */
  jobApplications: ['job-applications'] as const,
  /** The public competition lists and details (`has_applied`: a seeker's withdrawal refreshes them). */
  competitions: ['catalogue', 'competitions'] as const,
  /** The seeker's applications to competitions (applying from a competition refreshes them). */
  competitionApplications: ['competition-applications'] as const,
  /** The seeker's saved jobs (saving from a job card refreshes them). */
  favouriteJobs: ['favorite-jobs'] as const,
  /** The home page's testimonials and partners (the ministry's content writes refresh them). */
  homeContent: ['home-content'] as const,
  /** The user's job alerts (saving one from a search refreshes the page that manages them). */
  jobAlerts: ['job-alerts'] as const,
  /** The information hub's policies and frameworks (the ministry publishes them). */
  infoHub: ['catalogue', 'info-hub'] as const,
};
