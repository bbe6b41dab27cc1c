// The search's trade synonyms (issue 32), kept by the Ministry: groups of words naming one trade in English, Kiswahili
// and Luganda. Each change is audited and raises the table's version, so every instance's copy
// (lib/trade-synonyms.ts) follows it; this instance's at once.
import { asc, eq } from 'drizzle-orm';
import type { AuditAction, TradeSynonymGroup } from '@portal/contract';
import type { Database, Tx } from '../../db/client.js';
import { tradeSynonymGroups } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/auth.js';
import { notFound } from '../../lib/errors.js';
import { forgetTradeSynonyms, raiseTradeSynonymsVersion } from '../../lib/trade-synonyms.js';
import { recordAudit } from './ministry.access.js';

type GroupInput = { en: string[]; sw: string[]; lg: string[] };
type GroupRow = typeof tradeSynonymGroups.$inferSelect;

const present = (r: GroupRow): TradeSynonymGroup => ({
  id: r.id,
  en: r.en,
  sw: r.sw,
  lg: r.lg,
  updated: r.updatedAt.toISOString(),
});

/** The audit log's name of a group: its terms, English first. */
const named = (g: GroupInput) => [...g.en, ...g.sw, ...g.lg].join(' / ').slice(0, 255);

/** Every group, in the order they were added. */
export async function listTradeSynonyms(db: Database): Promise<TradeSynonymGroup[]> {
  const rows = await db.select().from(tradeSynonymGroups).orderBy(asc(tradeSynonymGroups.id));
  return rows.map(present);
}

/** One change: the write, its audit record and the version in one transaction; then this instance forgets its copy. */
async function change(
  db: Database,
  actor: AuthUser,
  action: AuditAction,
  write: (tx: Tx) => Promise<GroupRow | undefined>,
): Promise<GroupRow> {
  const row = await db.transaction(async (tx) => {
    const written = await write(tx);
    if (!written) throw notFound();
    await recordAudit(tx, actor, {
      action,
      targetType: 'trade_synonyms',
      targetId: written.id,
      target: named(written),
    });
    await raiseTradeSynonymsVersion(tx);
    return written;
  });
  forgetTradeSynonyms(db);
  return row;
}

export async function createTradeSynonyms(db: Database, actor: AuthUser, input: GroupInput) {
  const row = await change(
    db,
    actor,
    'create_trade_synonyms',
    async (tx) => (await tx.insert(tradeSynonymGroups).values(input).returning())[0],
  );
  return present(row);
}

export async function updateTradeSynonyms(db: Database, actor: AuthUser, id: number, input: GroupInput) {
  const row = await change(
    db,
    actor,
    'update_trade_synonyms',
    async (tx) =>
      (
        await tx
          .update(tradeSynonymGroups)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(tradeSynonymGroups.id, id))
          .returning()
      )[0],
  );
  return present(row);
}

export async function deleteTradeSynonyms(db: Database, actor: AuthUser, id: number): Promise<void> {
  await change(
    db,
    actor,
    'delete_trade_synonyms',
    async (tx) => (await tx.delete(tradeSynonymGroups).where(eq(tradeSynonymGroups.id, id)).returning())[0],
  );
}
