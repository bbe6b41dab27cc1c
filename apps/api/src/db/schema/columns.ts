// Column and table builders shared by the schema files; not re-exported from the barrel, so
// `import * as schema` holds tables (and a few enum constants) only.
import { sql } from 'drizzle-orm';
import type { LookupNames } from '@portal/contract';
import {
  customType,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Full-text document; filled by triggers in the search_triggers migration, never by the app. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** A tsvector column the database keeps current; the default only matters before the trigger runs. */
export const searchColumn = () =>
  tsvector('search')
    .notNull()
    .default(sql`''::tsvector`);

/** A table's own serial id. */
export const primaryId = () => serial('id').primaryKey();

/** Every timestamp of the portal is with time zone. */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });
/** When the row was made. */
export const createdNow = <N extends string>(name: N) => timestamptz(name).notNull().defaultNow();
export const createdAt = () => createdNow('created_at');
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const deactivatedAt = () => timestamptz('deactivated_at');

/** An id + unique name list; seeds use ON CONFLICT on the name. */
export const lookupTable = <N extends string>(tableName: N) =>
  pgTable(
    tableName,
    {
      id: primaryId(),
      name: varchar('name', { length: 150 }).notNull(),
    },
    (t) => [uniqueIndex(`${tableName}_name_uq`).on(t.name)],
  );

/**
 * A lookup list whose rows people read in their language (decision 027): `names` holds the Swahili and Luganda
 * (`{"sw": …, "lg": …}`), `name` the English the wire and the unique index keep.
 */
export const translatedLookupTable = <N extends string>(tableName: N) =>
  pgTable(
    tableName,
    {
      id: primaryId(),
      name: varchar('name', { length: 150 }).notNull(),
      names: jsonb('names')
        .$type<LookupNames>()
        .notNull()
        .default(sql`'{}'::jsonb`),
    },
    (t) => [uniqueIndex(`${tableName}_name_uq`).on(t.name)],
  );

/** A required reference whose row goes with the row it points at (owners, link tables). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
