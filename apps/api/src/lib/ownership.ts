// Per-object authorization in one shape: load the few columns that say who owns an object, ask the domain's policy,
// and answer 404 when the object is missing or not the caller's (never 403: an id of someone else's object must
// not reveal that it exists). Routes build one checker per resource instead of each writing its own.
import type { Database } from '../db/client.js';
import type { AuthUser } from './auth.js';
import { notFound } from './errors.js';

type Loader<Row> = (db: Database, id: number) => Promise<Row | null | undefined>;
type Rule<Row> = (actor: AuthUser, row: Row) => boolean;

/**
 * A checker `(actor, id) => row` for one resource. `precondition` runs first (e.g. "the caller is an active
 * counsellor", which answers 403 of its own); then the owner row is loaded and the rule applied.
 */
export function ownedBy<Row>(
  db: () => Database,
  load: Loader<Row>,
  rule: Rule<Row>,
  precondition?: (db: Database, userId: number) => Promise<unknown>,
): (actor: AuthUser, id: number) => Promise<Row> {
  return async (actor, id) => {
    if (precondition) await precondition(db(), actor.id);
    const row = await load(db(), id);
    if (!row || !rule(actor, row)) throw notFound();
    return row;
  };
}
