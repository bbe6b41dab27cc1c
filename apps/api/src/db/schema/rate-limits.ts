// The counters of lib/rate-limits.ts (issue 28): one row per limit and subject, shared by every instance.
import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.js';

/**
 * Hits of one named limit by one subject in a fixed window that starts with the first hit. The key is
 * `<limit>:<hash of the subject>`, so no address or id is stored; the retention job removes windows that are over.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamptz('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_counters_window_ends_idx').on(t.windowEndsAt)],
);
