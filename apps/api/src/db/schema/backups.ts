// The backups the portal made (issue 29): one row per attempt, so the Ministry and /metrics can say when the last one
// was taken, how big it was, where it went, or why it failed.
import type { BackupKind, BackupLocation } from '@portal/contract';
import { bigint, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';

export const backups = pgTable(
  'backups',
  {
    id: primaryId(),
    /** The archive's file name (`nightly-….tar.gz`, `pre-migrate-….tar.gz`). */
    fileName: varchar('file_name', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<BackupKind>().notNull(),
    createdAt: createdAt(),
    /** Bytes of the archive; null when it failed. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    location: varchar('location', { length: 20 }).$type<BackupLocation>().notNull(),
    /** null: ok; else what went wrong. */
    error: text('error'),
  },
  (t) => [index('backups_created_idx').on(t.createdAt)],
);
