// Documents of the information hub (career resources live in careers.ts).
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './account.js';
import { createdAt, primaryId } from './columns.js';

export const policies = pgTable(
  'policies',
  {
    id: primaryId(),
    title: varchar('title', { length: 255 }).notNull(),
    // Storage key of the PDF.
    document: text('document').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('policies_created_by_idx').on(t.createdBy)],
);

export const employerFrameworks = pgTable(
  'employer_frameworks',
  {
    id: primaryId(),
    title: varchar('title', { length: 255 }).notNull(),
    upload: text('upload').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('employer_frameworks_created_by_idx').on(t.createdBy)],
);
