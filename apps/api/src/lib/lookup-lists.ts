// The small lists an account type's record links to by id (company categories, skills categories, career services):
// read a page at a time for the forms' pickers, and a record's chosen ids checked against them before linking.
import { count, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { type careerServices, type companyCategories, type skillsCategories } from '../db/schema/index.js';
import { fieldError } from './errors.js';
import { storableId } from './ids.js';
import { pageTotal } from './listing.js';
import { offsetOf } from './pagination.js';

/** The tables read here: id and name lists. */
export type LookupList = typeof companyCategories | typeof skillsCategories | typeof careerServices;

/** One page of the list, in name order. */
export async function lookupPage(db: Database, list: LookupList, page: number, pageSize: number) {
  const rows = await db
    .select({ id: list.id, name: list.name, total: sql<number>`count(*) over ()` })
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
