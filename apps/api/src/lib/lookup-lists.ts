// The small lists an account type's record links to by id (company categories, skills categories, career services,
// job categories): read a page at a time for the forms' pickers, a record's chosen ids checked against them, and the
// record's links to one list, written and read back.
import { count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TranslatedLookup } from '@portal/contract';
import type { Database, Executor } from '../db/client.js';
import {
  type careerServices,
  type companyCategories,
  type jobCategories,
  type skillsCategories,
} from '../db/schema/index.js';
import { fieldError } from './errors.js';
import { storableId } from './ids.js';
import { pageTotal } from './listing.js';
import { offsetOf } from './pagination.js';

/** The tables read here: id and name lists. */
export type LookupList =
  typeof companyCategories | typeof skillsCategories | typeof careerServices | typeof jobCategories;

/** A row of a list on the wire: its id, its English name and its names in the other languages (decision 027). */
export const presentLookupRow = (r: Pick<LookupList['$inferSelect'], 'id' | 'name' | 'names'>): TranslatedLookup => ({
  id: r.id,
  name: r.name,
  names: r.names,
});

/** One page of the list, in name order. */
async function lookupPage(db: Database, list: LookupList, page: number, pageSize: number) {
  const rows = await db
    .select({ id: list.id, name: list.name, names: list.names, total: sql<number>`count(*) over ()` })
    .from(list)
    .orderBy(list.name, list.id)
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  return { count: pageTotal(page, rows), rows };
}

/**
 * The chosen ids, each once, when every one names a row of the list; else a 400 on `field` saying `message`. Run in
 * the transaction that links them.
 */
export async function knownIds(
  tx: Executor,
  list: LookupList,
  ids: readonly number[],
  field: string,
  message: string,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ n: count() })
    .from(list)
    .where(inArray(list.id, unique.map(storableId)));
  if (rows[0]?.n !== unique.length) throw fieldError(field, message);
  return unique;
}

type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

/**
 * A record's links to the rows of `list`: `table` holds one row a link, its column `record` naming the record and
 * `row` the list's row.
 */
export function lookupLinks<T extends PgTable>(table: T, record: ColumnKey<T>, row: ColumnKey<T>, list: LookupList) {
  const columns = getTableColumns(table);
  const recordColumn = columns[record];
  const rowColumn = columns[row];
  if (!recordColumn || !rowColumn) throw new Error(`${record} or ${row} is not a column of the link table`);
  return {
    /** One page of the list itself, for the forms' pickers (lookupPage). */
    page: (db: Database, page: number, pageSize: number) => lookupPage(db, list, page, pageSize),

    /** The linked rows as JSON `[{id, name}]` in name order, for the record `recordId` of the outer query. */
    json: (recordId: SQL) => sql<Pick<LookupList['$inferSelect'], 'id' | 'name'>[]>`
      coalesce((select json_agg(json_build_object('id', x.id, 'name', x.name) order by x.name, x.id)
                  from ${table} l join ${list} x on x.id = l.${sql.identifier(rowColumn.name)}
                 where l.${sql.identifier(recordColumn.name)} = ${recordId}), '[]'::json)`,

    /**
     * Links the record to the rows `ids` (each once) instead of those it had, in the caller's transaction. With
     * `check`, an id naming no row of the list is a 400 on its field first (knownIds).
     */
    async replace(
      tx: Executor,
      recordId: number,
      ids: readonly number[],
      check?: { field: string; message: string },
    ): Promise<void> {
      const unique = check ? await knownIds(tx, list, ids, check.field, check.message) : [...new Set(ids)];
      await tx.delete(table).where(eq(recordColumn, recordId));
      if (unique.length)
        await tx.execute(sql`
          insert into ${table} (${sql.identifier(recordColumn.name)}, ${sql.identifier(rowColumn.name)})
          select ${recordId}, unnest(${sql.param(unique)}::int[])`);
    },
  };
}
