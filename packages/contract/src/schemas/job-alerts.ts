// Job alerts (issue 15): a /jobs search saved with a name and how often to hear about new jobs that match it. The
// filters are the search's own parameters (jobSearchQuery: city and contract type by name), so an alert matches
// what the search shows.
import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages.js';
import { requiredText } from './fields.js';
import { jobSearchFields } from './jobs.js';
import {
  ALERT_FILTER_NAMES,
  JOB_FILTERS,
  type AlertFilterName,
  type JobFilterKind,
  type JobFilterSpec,
} from '../job-filters.js';

export const JOB_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];
export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  instant: 'As soon as a job is posted',
  daily: 'Once a day (7:00)',
  weekly: 'Once a week (Monday 7:00)',
};

/** How an alert reaches its owner (issue 33): by e-mail, by SMS to their verified number, or both. */
export const JOB_ALERT_CHANNELS = ['email', 'sms', 'both'] as const;
export type JobAlertChannel = (typeof JOB_ALERT_CHANNELS)[number];

/** How many alerts one account may keep. */
export const MAX_JOB_ALERTS = 20;

export const JOB_ALERT_MESSAGES = {
  nameRequired: 'Give the alert a name.',
  tooMany: `You can have at most ${MAX_JOB_ALERTS} job alerts. Delete one to add another.`,
  frequency: `Choose one of: ${JOB_ALERT_FREQUENCIES.join(', ')}.`,
  channel: `Choose one of: ${JOB_ALERT_CHANNELS.join(', ')}.`,
  created: 'Alert saved. We will e-mail you when new jobs match this search.',
  unsubscribed: 'You will no longer get this alert.',
  noSuchLink: 'This unsubscribe link is not valid. The alert may have been deleted.',
} as const;

/** The search an alert follows: the /jobs filters it keeps (JOB_FILTERS), with the search's own rules. */
const alertFilters = jobSearchFields.pick(
  Object.fromEntries(ALERT_FILTER_NAMES.map((name) => [name, true])) as { [N in AlertFilterName]: true },
).shape;

/** A saved filter as an alert answers it: the search's own value, or null when the alert does not filter by it. */
type SavedFilter<N extends AlertFilterName> = {
  text: z.ZodNullable<z.ZodString>;
  int: z.ZodNullable<z.ZodNumber>;
  flag: z.ZodNullable<z.ZodEnum<{ true: 'true'; false: 'false' }>>;
}[JobFilterKind<N>];
const savedFilter = (spec: JobFilterSpec) =>
  spec.kind === 'text'
    ? z.string().nullable()
    : spec.kind === 'int'
      ? z.number().int().nullable()
      : z.enum(['true', 'false']).nullable();
const savedFilters = Object.fromEntries(ALERT_FILTER_NAMES.map((name) => [name, savedFilter(JOB_FILTERS[name])])) as {
  [N in AlertFilterName]: SavedFilter<N>;
};

const alertFields = {
  name: requiredText(JOB_ALERT_MESSAGES.nameRequired, { max: 100 }),
  ...alertFilters,
  frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: JOB_ALERT_MESSAGES.frequency }),
  // Left out of a PUT or PATCH: unchanged (the channel came after the original clients, which never send it).
  channel: z.enum(JOB_ALERT_CHANNELS, { error: JOB_ALERT_MESSAGES.channel }).optional(),
  active: z.boolean({ error: FIELD_MESSAGES.trueOrFalse }),
};

/** POST /api/job_seekers/job-alerts/ */
export const jobAlertBody = z.object({
  ...alertFields,
  frequency: alertFields.frequency.default('daily'),
  channel: alertFields.channel.unwrap().default('email'),
  active: alertFields.active.default(true),
});
export type JobAlertBody = z.input<typeof jobAlertBody>;

/** PUT: every field; PATCH /api/job_seekers/job-alerts/{id}/: any of them. */
export const jobAlertUpdateBody = z.object(alertFields);
export const jobAlertPatchBody = jobAlertUpdateBody.partial();

export const jobAlertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...savedFilters,
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  channel: z.enum(JOB_ALERT_CHANNELS),
  active: z.boolean(),
  created: z.string(),
  /** When the last mail for this alert went out (extra to the issue's fields); null before the first. */
  last_sent: z.string().nullable(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

/** GET /api/job_seekers/job-alerts/unsubscribe/{token}/: what the unsubscribe page names. */
export const jobAlertUnsubscribeSchema = z.object({ name: z.string(), active: z.boolean() });
export const unsubscribeTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: JOB_ALERT_MESSAGES.noSuchLink }),
});

/** The /jobs address of an alert's search (its filters as the search page reads them): the mail's and the manage page's link. */
export function jobAlertSearchPath(a: Pick<JobAlert, AlertFilterName>): string {
  const q = ALERT_FILTER_NAMES.map((name) => [name, a[name]] as const)
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
  return `/jobs${q ? `?${q}` : ''}`;
}
