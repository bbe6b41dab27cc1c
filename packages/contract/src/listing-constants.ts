// Orderings, statuses and messages of the public lists: plain values, kept apart from the zod schemas so a page
// that needs only these does not download zod.
export const JOB_ORDERINGS = [
  '-posted',
  'posted',
  'submission_deadline',
  '-submission_deadline',
  '-max_pay',
  'max_pay',
  '-min_pay',
  'min_pay',
  'popular',
  'relevance',
] as const;

export type JobOrdering = (typeof JOB_ORDERINGS)[number];

export const JOB_ORDERING_LABELS: Record<JobOrdering, string> = {
  '-posted': 'Newest first',
  posted: 'Oldest first',
  submission_deadline: 'Deadline: soonest first',
  '-submission_deadline': 'Deadline: latest first',
  '-max_pay': 'Pay: highest first',
  max_pay: 'Pay: lowest first',
  '-min_pay': 'Minimum pay: highest first',
  min_pay: 'Minimum pay: lowest first',
  popular: 'Most applied to',
  relevance: 'Best match',
};

export const JOB_GROUPINGS = [
  'category',
  'location',
  'city',
  'function_area',
  'company',
  'skill',
  'contract_type',
] as const;

export const APPLICATION_STATUSES = ['Under Review', 'Accepted', 'Declined', 'Cancelled'] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The decisions an employer may take on an application. */
export const EMPLOYER_STATUSES = ['Under Review', 'Accepted', 'Declined'] as const;
export type EmployerDecision = (typeof EMPLOYER_STATUSES)[number];

export const JOB_MESSAGES = {
  favouriteAdded: 'Job added to your favourites successfully!',
  favouriteFailed: 'Failed to add job to your favourites!',
  favouriteLogin: 'Log in to add jobs to your favourites!',
  favouriteRemoved: 'Favourite job deleted successfully!',
  applied: 'Your application has been successfully submitted!',
  applyFailed: 'Failed to submit application!',
  alreadyApplied: 'You have already applied for this job.',
  closed: 'This job is no longer accepting applications.',
  external: "This job takes applications on the employer's own site. Use its application link.",
  noSuchJob: 'This job does not exist or has been removed.',
  seekersOnly: 'Create a job seeker account before you apply for jobs: employers read your profile and CV.',
  cancelUnderReviewOnly: 'Only an application under review can be cancelled.',
  applicationCancelled: 'Application cancelled successfully!',
} as const;

export const TRAINING_ORDERINGS = ['date', '-date', '-created', 'fees'] as const;

export const COMPETITION_ORDERINGS = ['-created', 'start_date', 'end_date'] as const;

export const COMPETITION_ORDERING_LABELS: Record<(typeof COMPETITION_ORDERINGS)[number], string> = {
  '-created': 'Newest first',
  start_date: 'Starting soonest',
  end_date: 'Closing soonest',
};

export const EVENT_ORDERINGS = ['event_date', '-event_date', '-created'] as const;

export const CENTER_ORDERINGS = ['center_name', '-created'] as const;

/** Why a person reports a job to the Ministry (POST /api/common/reports/). */
export const JOB_REPORT_REASONS = ['fees_asked', 'fake', 'offensive', 'other'] as const;
export type JobReportReason = (typeof JOB_REPORT_REASONS)[number];
