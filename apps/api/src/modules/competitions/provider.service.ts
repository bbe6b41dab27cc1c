// The skills provider record: creating it (which gives the SkillProvider account type), reading and changing it,
// deactivating and restoring it (spec 002: skills provider registration and profile, account-type pickers).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SKILLS_MESSAGES, type SkillProviderInput } from '@portal/contract';
import { type Database, type Executor } from '../../db/client.js';
import { skillProviders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { accountType } from '../../lib/account-type.js';
import { pageTotal } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import type { SkillProviderRow } from './skills.presenter.js';
import { SKILL_PROVIDER_GROUP } from './skills.service.js';

const p = skillProviders;
const lifecycle = accountType(skillProviders, SKILL_PROVIDER_GROUP, SKILLS_MESSAGES.alreadyProvider);
const COLUMNS = { id: p.id, userId: p.userId, title: p.title, location: p.location, description: p.description };

async function providerById(db: Executor, id: number): Promise<SkillProviderRow> {
  const [row] = await db.select(COLUMNS).from(p).where(eq(p.id, id));
  if (!row) throw notFound();
  return row;
}

/** The caller's active record as a page of at most one row (the clients read `results[0]`). */
export async function ownProviders(db: Database, userId: number, page: number, pageSize: number) {
  const rows = await db
    .select({ ...COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(p)
    .where(and(eq(p.userId, userId), isNull(p.deactivatedAt)))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  return { count: pageTotal(page, rows), rows: rows as SkillProviderRow[] };
}

/** Who owns a record and whether it is active. */
export const providerOwner = lifecycle.owner;

/** The caller's record (active or not), for the competition rules. */
export const providerOf = lifecycle.of;

export const readProvider = (db: Database, id: number): Promise<SkillProviderRow> => providerById(db, id);

/**
 * Creates the caller's record and gives them the SkillProvider group. A deactivated record is restored instead (its
 * competitions and their applications were kept), with the details given now.
 */
export function createProvider(db: Database, userId: number, input: SkillProviderInput): Promise<SkillProviderRow> {
  return lifecycle.createOrRestore(
    db,
    userId,
    async () => ({ title: input.title, location: input.location, description: input.description }),
    (tx, id) => providerById(tx, id),
  );
}

/** Changes the given fields of the caller's active record (PUT gives all of them, PATCH any). */
export async function updateProvider(
  db: Database,
  id: number,
  userId: number,
  input: Partial<SkillProviderInput>,
): Promise<SkillProviderRow> {
  const set: Partial<typeof p.$inferInsert> = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.location !== undefined) set.location = input.location;
  if (input.description !== undefined) set.description = input.description;
  const mine = lifecycle.mine(id, userId);
  const [row] = Object.keys(set).length
    ? await db.update(p).set(set).where(mine).returning(COLUMNS)
    : await db.select(COLUMNS).from(p).where(mine);
  if (!row) throw notFound();
  return row;
}

/** Ends the SkillProvider account type: the group goes, the competitions leave the public lists, every row stays. */
export const deactivateProvider = (db: Database, id: number, userId: number) => lifecycle.deactivate(db, id, userId);
