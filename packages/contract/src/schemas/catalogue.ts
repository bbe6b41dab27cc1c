// Trainings, skills competitions, career events, counselling centres, the information hub, testimonials,
// notifications and lookups as the public portal reads them (spec 000 §2.6–2.13, §3; 002 §3).
import { z } from 'zod';
import { pageSizeField } from './fields.js';
import { FIELD_MESSAGE_TEMPLATES, FIELD_MESSAGES, LIST_MESSAGES } from '../messages.js';
import { namedRef } from './common.js';
import { CENTER_ORDERINGS, COMPETITION_ORDERINGS, EVENT_ORDERINGS, TRAINING_ORDERINGS } from '../listing-constants.js';

/** `search`, `page`, `page_size` (and an optional ordering) of the public lists. */
export const listQuery = <O extends readonly [string, ...string[]]>(orderings: O) =>
  z.object({
    search: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(200).optional()),
    ordering: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(orderings, { error: FIELD_MESSAGE_TEMPLATES.chooseOneOf(orderings) }).default(orderings[0]),
    ),
    page: z.coerce.number({ error: LIST_MESSAGES.page }).int().min(1).max(100_000).default(1),
    page_size: pageSizeField(),
  });

export const trainingListQuery = listQuery(TRAINING_ORDERINGS);
export const trainingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  date: z.string(),
  time: z.string(),
  fees: z.number().int(),
  max_no_participants: z.number().int(),
  registration_link: z.string(),
  logo: z.string().nullable(),
  contract_type: z.object({ name: z.string() }).nullable(),
  trainer_name: z.string(),
});
export type Training = z.infer<typeof trainingSchema>;

/** "Freshness" sort of the competitions page: newest posted, starting soonest, ending soonest. */
export const competitionListQuery = listQuery(COMPETITION_ORDERINGS);
export const competitionSchema = z.object({
  id: z.number().int(),
  competition_title: z.string(),
  description: z.string(),
  guidelines: z.string(),
  location: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  application_link: z.string().nullable(),
  logo: z.string().nullable(),
  provider_name: z.string(),
  /** Whether the signed-in caller has applied in the portal (false for visitors). */
  has_applied: z.boolean(),
});
export type Competition = z.infer<typeof competitionSchema>;

export const eventListQuery = listQuery(EVENT_ORDERINGS);
export const careerEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  theme: z.string(),
  location: z.string(),
  event_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  registration_link: z.string(),
  target_audience: z.string(),
  logo: z.string().nullable(),
});
export type CareerEvent = z.infer<typeof careerEventSchema>;

export const centerListQuery = listQuery(CENTER_ORDERINGS);
export const counsellingCenterSchema = z.object({
  id: z.number().int(),
  center_name: z.string(),
  center_location: z.string(),
  opening_hours: z.string(),
  terms_and_conditions: z.string(),
  service_offered: z.array(namedRef),
  /** Extra to the spec's shape: how to book (null when the centre gave none). */
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type CounsellingCenter = z.infer<typeof counsellingCenterSchema>;

export const policySchema = z.object({ id: z.number().int(), title: z.string(), document: z.string() });
export const employerFrameworkSchema = z.object({ id: z.number().int(), title: z.string(), upload: z.string() });
export const careerResourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  upload: z.string(),
});
export type Policy = z.infer<typeof policySchema>;
export type EmployerFramework = z.infer<typeof employerFrameworkSchema>;
export type CareerResource = z.infer<typeof careerResourceSchema>;

export const testimonialSchema = z.object({
  id: z.number().int(),
  user: z.string(),
  user_profile_pic: z.string().nullable(),
  text: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  created: z.string(),
  action_link: z.string().nullable(),
  seen: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/common/contact/: how to reach the portal's team (CONTACT_EMAIL, CONTACT_PHONE; null when not set). */
export const portalContactSchema = z.object({ email: z.string().nullable(), phone: z.string().nullable() });
export type PortalContact = z.infer<typeof portalContactSchema>;

/** GET /api/common/notifications/unread-count/ and POST …/mark-all-read/: the header bell's figure. */
export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** PATCH /api/common/notifications/{id}/: mark one's own notification read (or unread again). JSON or multipart. */
export const notificationUpdateSchema = z.object({
  seen: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: (issue) => (issue.input === undefined ? FIELD_MESSAGES.required : FIELD_MESSAGES.boolean) }),
  ),
});
export type NotificationUpdate = z.infer<typeof notificationUpdateSchema>;

export const lookupSchema = namedRef;
/** A lookup row with its names in Swahili and Luganda (`names`, decision 027); `name` is English. */
export const translatedLookupSchema = namedRef.extend({
  names: z.object({ sw: z.string().optional(), lg: z.string().optional() }),
});
export type TranslatedLookup = z.infer<typeof translatedLookupSchema>;
export const citySchema = namedRef.extend({ district: z.number().int() });
export type Lookup = z.infer<typeof lookupSchema>;
export type City = z.infer<typeof citySchema>;

/** GET /api/common/stats/: the home page's real figures. */
export const portalStatsSchema = z.object({
  open_jobs: z.number().int(),
  trainings: z.number().int(),
  competitions: z.number().int(),
  events: z.number().int(),
  companies: z.number().int(),
});
export type PortalStats = z.infer<typeof portalStatsSchema>;
