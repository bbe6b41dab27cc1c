// Shared rules of the public, searchable, paged lists.
import { sql, type Column, type SQL } from 'drizzle-orm';
import { HttpError } from './errors.js';
import { NO_SYNONYMS, searchTsQuery } from './trade-synonyms.js';

/**
 * The `search` box as a prefix full-text query: each word becomes `word:*`, all of them required (`&`); at most
 * twelve. Only letters and digits survive, so no tsquery operator typed by a visitor can reach the parser; the result
 * is passed as a bound parameter to `to_tsquery('english', $1)`. Null when nothing searchable was typed. The job
 * search adds the trade synonyms to the same rule (lib/trade-synonyms.ts); the other lists search the words only.
 */
export const prefixTsQuery = (search: string | undefined): string | null => searchTsQuery(search, NO_SYNONYMS);

/**
 * The WHERE condition of a `search` box over a tsvector column, or undefined when there is nothing to search.
 * A query left empty by the dictionary (only stop words, e.g. "the") filters nothing instead of matching nothing.
 */
export function matchesSearch(document: Column, search: string | undefined): SQL | undefined {
  const q = prefixTsQuery(search);
  if (q === null) return undefined;
  return sql`(numnode(to_tsquery('english', ${q})) = 0 or ${document} @@ to_tsquery('english', ${q}))`;
}

/** DRF's answer to a page number past the last page. */
export const invalidPage = () => new HttpError(404, { detail: 'Invalid page.' });

/** Rows of one page from a `count(*) over ()` query: the total, or 404 "Invalid page." past the end (page 1 may be empty). */
export function pageTotal(page: number, rows: readonly { total: number }[]): number {
  const first = rows[0];
  if (!first) {
    if (page > 1) throw invalidPage();
    return 0;
  }
  return first.total;
}
