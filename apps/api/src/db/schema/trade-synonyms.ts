// The trade words of the three languages (issue 32): groups of terms that name the same trade, so a seeker who types
// "fundi umeme" or "omukozi w'amasannyalaze" finds the electricians' jobs (lib/trade-synonyms.ts expands the search).
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.js';

/** One group: its terms in English, Kiswahili and Luganda (lower case, as the Ministry wrote them). */
export const tradeSynonymGroups = pgTable('trade_synonym_groups', {
  id: primaryId(),
  en: text('en')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  sw: text('sw')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  lg: text('lg')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The table's version, one row, raised in the transaction of every change to the groups: each instance keeps the
 * groups in memory and reads this number (a primary-key read, at most once every few seconds) to know they changed.
 * 0 until the seed first fills the groups, which it does only then (the Ministry's deletions stay deleted).
 */
export const tradeSynonymsVersion = pgTable(
  'trade_synonyms_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('trade_synonyms_version_one_row', sql`${t.id} = 1`)],
);
