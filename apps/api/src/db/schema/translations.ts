// Translations people can correct (issue 32): readers' suggestions for the web app's messages, and the wordings the
// Ministry accepted, served over the built catalogues (docs/decisions/029).
import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import type { SuggestionStatus, TranslatedLanguage } from '@portal/contract';
import { users } from './account.js';
import { createdNow, primaryId, timestamptz } from './columns.js';

export const translationSuggestions = pgTable(
  'translation_suggestions',
  {
    id: primaryId(),
    messageId: varchar('message_id', { length: 300 }).notNull(),
    language: varchar('language', { length: 5 }).$type<TranslatedLanguage>().notNull(),
    text: text('text').notNull(),
    status: varchar('status', { length: 10 }).$type<SuggestionStatus>().notNull().default('pending'),
    suggestedBy: integer('suggested_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamptz('reviewed_at'),
    created: createdNow('created'),
  },
  (t) => [
    // The Ministry's queue (a status, oldest first) and its count of pending ones per language.
    index('translation_suggestions_status_idx').on(t.status, t.language, t.created),
    index('translation_suggestions_suggested_by_idx').on(t.suggestedBy),
    index('translation_suggestions_reviewed_by_idx').on(t.reviewedBy),
  ],
);

/** An accepted wording: shown instead of the built catalogue's, and the message counts as reviewed. */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    language: varchar('language', { length: 5 }).$type<TranslatedLanguage>().notNull(),
    messageId: varchar('message_id', { length: 300 }).notNull(),
    text: text('text').notNull(),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    updated: createdNow('updated'),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.messageId] }),
    index('translation_overrides_accepted_by_idx').on(t.acceptedBy),
  ],
);
