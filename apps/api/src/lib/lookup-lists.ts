// The small lists an account type's record links to by id (company categories, skills categories, career services):
// read a page at a time for the forms' pickers, and a record's chosen ids checked against them before linking.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { fieldError } from './errors.js';
import { storableId } from './ids.js';
import { pageTotal } from './listing.js';
import { offsetOf } from './pagination.js';

/** The tables read here: a closed list, so the name written into the SQL is always the code's own. */
export type LookupList = 'company_categories' | 'skills_categories' | 'career_services';

/** One page of the list, in name order. */
export async function lookupPage(db: Database, list: LookupList, page: number, pageSize: number) {
  const { rows } = await db.execute<{ id: number; name: string; total: number }>(sql`
    select id, name, count(*) over () as total from ${sql.raw(list)}
     order by name, id limit ${pageSize} offset ${offsetOf(page, pageSize)}`);
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
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*) as n from ${sql.raw(list)} where id in (${sql.join(
      unique.map((id) => sql`${storableId(id)}`),
      sql`, `,
    )})`);
  if (rows[0]?.n !== unique.length) throw fieldError(field, message);
  return unique;
}
