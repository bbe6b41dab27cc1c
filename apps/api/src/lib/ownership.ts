// Per-object authorization in one shape: load the few columns that say who owns an object, ask the domain's policy,
// and answer 404 when the object is missing or not the caller's (never 403: an id of someone else's object must
// not reveal that it exists). Routes build one checker per resource instead of each writing its own.
import type { FastifyInstance } from 'fastify';
import { MAX_ID } from '@portal/contract';
import type { Database } from '../db/client.js';
import type { AuthUser } from './auth.js';
import { notFound } from './errors.js';

/** May `actor` touch the object `id`? Throws the 404 (or the resource's 403) when not. */
export type OwnerCheck = (actor: AuthUser, id: number) => Promise<unknown>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The caller may use the route at all (e.g. holds the account type that posts jobs): checked first (see ownerFirst). */
    permission?: (actor: AuthUser) => Promise<unknown>;
    /** The object at `:id` must be the caller's: checked before the body is validated (see ownerFirst). */
    owner?: OwnerCheck;
  }
}

/**
 * Runs a route's `config.permission` and `config.owner` checks before its body is validated, as DRF checks
 * permissions and runs `get_object()` before the serializer: a user without the right account type, or a PUT or
 * PATCH of someone else's row, answers 403/404 whatever the body, never a 400 that would tell what the route
 * accepts. A malformed id is left to validation (400 {id}).
 */
export function ownerFirst(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (!req.user) return;
    const { permission, owner: check } = req.routeOptions.config;
    if (permission) await permission(req.user);
    if (!check) return;
    const raw = (req.params as Record<string, unknown>).id;
    const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
    if (id === null || id > MAX_ID) return;
    await check(req.user, id);
  });
}

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
