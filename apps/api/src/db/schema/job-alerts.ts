// Job alerts (issue 15): a user's saved /jobs search, and which jobs each alert has already sent (a job goes out
// once per alert, however often the delivery runs or overlaps).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.js';
import { cascadeRef, createdAt, createdNow, primaryId, timestamptz } from './columns.js';
import { jobs } from './employer.js';

export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: primaryId(),
    userId: cascadeRef('user_id', () => users.id),
    name: varchar('name', { length: 100 }).notNull(),
    // The search's parameters, as /jobs takes them (city and contract type by name).
    search: varchar('search', { length: 200 }),
    sector: integer('sector'),
    location: integer('location'),
    city: varchar('city', { length: 100 }),
    minPay: integer('min_pay'),
    maxPay: integer('max_pay'),
    contractType: varchar('contract_type', { length: 100 }),
    frequency: text('frequency', { enum: ['instant', 'daily', 'weekly'] })
      .notNull()
      .default('daily'),
    active: boolean('active').notNull().default(true),
    // How the alert reaches its owner (issue 33): by e-mail, by SMS to their verified number, or both.
    channel: text('channel', { enum: ['email', 'sms', 'both'] })
      .notNull()
      .default('email'),
    // The one-click unsubscribe link's secret (random; it only turns this alert off).
    unsubscribeToken: varchar('unsubscribe_token', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    // Jobs posted after this (less a margin for slow commits) are new to the alert; moved on by every delivery.
    checkedAt: createdNow('checked_at'),
    lastSentAt: timestamptz('last_sent_at'),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.createdAt.desc()),
    index('job_alerts_due_idx')
      .on(t.frequency, t.checkedAt)
      .where(sql`${t.active}`),
  ],
);

export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    alertId: cascadeRef('alert_id', () => jobAlerts.id),
    jobId: cascadeRef('job_id', () => jobs.id),
    sentAt: createdNow('sent_at'),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] }), index('job_alert_deliveries_job_idx').on(t.jobId)],
);
