// Career counsellors, counselling centres, career resources and events.
import { date, index, integer, pgTable, primaryKey, text, time, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accountRecordTable, users } from './account.js';
import {
  cascadeRef,
  createdAt,
  deactivatedAt,
  translatedLookupTable,
  primaryId,
  searchColumn,
  updatedAt,
} from './columns.js';

export const careerServices = translatedLookupTable('career_services');

export const counsellingCenters = pgTable(
  'counselling_centers',
  {
    id: primaryId(),
    // The counsellor who runs it; null for centres loaded as data. Several nulls are allowed by the unique index.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    centerName: varchar('center_name', { length: 255 }).notNull(),
    centerLocation: varchar('center_location', { length: 255 }).notNull(),
    openingHours: varchar('opening_hours', { length: 255 }).notNull(),
    termsAndConditions: text('terms_and_conditions').notNull(),
    // How to book (not in the spec's wire shape): optional, shown on the centre's public page.
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    deactivatedAt: deactivatedAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Includes the names of the services offered (see the search_triggers migration).
    search: searchColumn(),
  },
  (t) => [
    uniqueIndex('counselling_centers_user_uq').on(t.userId),
    index('counselling_centers_name_idx').on(t.centerName),
    index('counselling_centers_search_idx').using('gin', t.search),
  ],
);

export const counsellingCenterServices = pgTable(
  'counselling_center_services',
  {
    centerId: cascadeRef('center_id', () => counsellingCenters.id),
    serviceId: cascadeRef('service_id', () => careerServices.id),
  },
  (t) => [
    primaryKey({ columns: [t.centerId, t.serviceId] }),
    index('counselling_center_services_service_idx').on(t.serviceId),
  ],
);

export const careerCounsellors = accountRecordTable(
  'career_counsellors',
  {
    location: varchar('location', { length: 255 }).notNull(),
    timeAvailable: varchar('time_available', { length: 255 }).notNull(),
    centerId: integer('center_id').references(() => counsellingCenters.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('career_counsellors_center_idx').on(t.centerId),
    // The public lists hide what deactivated counsellors posted: this reads those few, not every counsellor.
    index('career_counsellors_deactivated_idx').on(t.deactivatedAt, t.userId),
  ],
);

export const careerCounsellorServices = pgTable(
  'career_counsellor_services',
  {
    counsellorId: cascadeRef('counsellor_id', () => careerCounsellors.id),
    serviceId: cascadeRef('service_id', () => careerServices.id),
  },
  (t) => [
    primaryKey({ columns: [t.counsellorId, t.serviceId] }),
    index('career_counsellor_services_service_idx').on(t.serviceId),
  ],
);

export const careerResources = pgTable(
  'career_resources',
  {
    id: primaryId(),
    // The counsellor who posted it; null for ministry or loaded documents.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull(),
    upload: text('upload').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('career_resources_user_idx').on(t.userId),
    index('career_resources_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const careerEvents = pgTable(
  'career_events',
  {
    id: primaryId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    theme: text('theme').notNull(),
    location: varchar('location', { length: 255 }).notNull(),
    eventDate: date('event_date').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    registrationLink: text('registration_link').notNull(),
    targetAudience: varchar('target_audience', { length: 255 }).notNull(),
    logo: text('logo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: searchColumn(),
  },
  (t) => [
    index('career_events_user_idx').on(t.userId),
    index('career_events_event_date_idx').on(t.eventDate),
    index('career_events_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('career_events_search_idx').using('gin', t.search),
  ],
);
