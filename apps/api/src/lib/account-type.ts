// The lifecycle every account type's record shares (company, trainer, skills provider, career counsellor, job
// seeker): one record per user; creating it gives the user the group, and a deactivated record is restored by
// creating again; deactivating keeps every row but takes the group away; an inactive record is out of reach (404).
// Each service keeps only what is its own: its fields, its links, its extra steps.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { GroupName } from '@portal/contract';
import { sqlState, type Database, type Executor } from '../db/client.js';
import { queryRows, type RowOf, type Selection } from '../db/typed-sql.js';
import { nonFieldError, notFound } from './errors.js';
import { giveGroup, removeGroup } from './groups.js';
import { pageTotal } from './listing.js';
import { offsetOf } from './pagination.js';

type AccountTable = PgTable & { id: PgColumn; userId: PgColumn; deactivatedAt: PgColumn };

/**
 * An account type whose service answers with its record as read by `read` (accountRecordReads): the lifecycle and the
 * reads in one. `from` is the table under the alias `as` unless the reads need joins.
 */
export function accountRecord<T extends AccountTable, S extends Selection>(
  table: T,
  group: GroupName,
  alreadyMessage: string,
  read: { from?: SQL; as: string; columns: S },
) {
  const lifecycle = accountType(table, group, alreadyMessage);
  const reads = accountRecordReads(read.from ?? sql`${table} ${sql.raw(read.as)}`, read.as, read.columns);
  return {
    ...lifecycle,
    ...reads,
    /** createOrRestore, then `link` sets the record's links and the record is answered as `byId` reads it. */
    create: (
      db: Database,
      user: number,
      fields: Parameters<typeof lifecycle.createOrRestore>[2],
      link: (tx: Executor, recordId: number) => Promise<void>,
    ): Promise<RowOf<S>> =>
      lifecycle.createOrRestore(db, user, fields, async (tx, recordId) => {
        await link(tx, recordId);
        return reads.byId(tx, recordId);
      }),
  };
}

export function accountType<T extends AccountTable>(table: T, group: GroupName, alreadyMessage: string) {
  const { id, userId, deactivatedAt } = table;
  // Selects read the table by its shape only (drizzle's from() cannot take the generic table type).
  const shape: AccountTable = table;

  /** The caller's active record with this id. */
  const mine = (recordId: number, user: number): SQL =>
    and(eq(id, recordId), eq(userId, user), isNull(deactivatedAt)) as SQL;

  return {
    mine,

    /** Who owns a record and whether it is active (for the ownership check). */
    async owner(db: Executor, recordId: number): Promise<{ userId: number; active: boolean } | undefined> {
      const [row] = await db.select({ userId, deactivatedAt }).from(shape).where(eq(id, recordId));
      return row && { userId: Number(row.userId), active: row.deactivatedAt === null };
    },

    /** The user's record, active or not. */
    async of(db: Executor, user: number): Promise<{ id: number; active: boolean } | undefined> {
      const [row] = await db.select({ id, deactivatedAt }).from(shape).where(eq(userId, user));
      return row && { id: Number(row.id), active: row.deactivatedAt === null };
    },

    /**
     * Creates the user's record, or restores a deactivated one with the details given now, and gives the group, in
     * one transaction. `fields(tx, existing)` checks the input and answers the record's own columns; `finish(tx, id)`
     * sets the links and reads what to answer. An active record is a 400 with the type's message, also when two
     * first requests race (the unique index on user_id lets one through).
     */
    async createOrRestore<R>(
      db: Database,
      user: number,
      fields: (tx: Executor, existing: { id: number } | undefined) => Promise<Partial<T['$inferInsert']>>,
      finish: (tx: Executor, recordId: number) => Promise<R>,
    ): Promise<R> {
      try {
        return await db.transaction(async (tx) => {
          const [found] = await tx.select({ id, deactivatedAt }).from(shape).where(eq(userId, user)).for('update');
          if (found && found.deactivatedAt === null) throw nonFieldError(alreadyMessage);
          const existing = found && { id: Number(found.id) };
          const values = await fields(tx, existing);
          let recordId: number;
          // The table is only known as "an account type's" here, so drizzle cannot type its columns: `never` lets
          // the caller's typed values through (they were checked against this table's $inferInsert above).
          if (existing) {
            await tx
              .update(table)
              .set({ ...values, deactivatedAt: null } as never)
              .where(eq(id, existing.id));
            recordId = existing.id;
          } else {
            const [inserted] = await tx
              .insert(table)
              .values({ ...values, userId: user } as never)
              .returning({ id });
            if (!inserted) throw new Error('insert returned no row');
            recordId = Number(inserted.id);
          }
          const result = await finish(tx, recordId);
          await giveGroup(tx, user, group);
          return result;
        });
      } catch (err) {
        if (sqlState(err) === '23505') throw nonFieldError(alreadyMessage);
        throw err;
      }
    },

    /** Deactivates the caller's active record and takes the group away; `also` runs in the same transaction. */
    async deactivate(
      db: Database,
      recordId: number,
      user: number,
      also?: (tx: Executor) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        // `never`: as in createOrRestore, drizzle cannot type the columns of a table known only by its shape.
        const done = await tx
          .update(table)
          .set({ deactivatedAt: sql`now()` } as never)
          .where(mine(recordId, user))
          .returning({ id });
        if (!done.length) throw notFound();
        if (also) await also(tx);
        await removeGroup(tx, user, group);
      });
    },
  };
}

/**
 * How a service reads its account type's record for an answer: `columns` (a typed select list over the table's alias
 * `as`) from `from` (the table and any joins), by id, and the user's active record as a page.
 */
export function accountRecordReads<S extends Selection>(from: SQL, as: string, columns: S) {
  const alias = sql.raw(as);
  const paged = { ...columns, total: sql<number>`count(*) over ()` };
  return {
    /** The record with this id, active or not; 404 when there is none. */
    async byId(db: Executor, recordId: number): Promise<RowOf<S>> {
      const rows = await queryRows(db, columns, sql`from ${from} where ${alias}.id = ${recordId}`);
      const row = rows[0];
      if (!row) throw notFound();
      return row;
    },

    /** The user's active record as a page of at most one row (the clients read `results[0]`). */
    async ownPage(
      db: Database,
      user: number,
      page: number,
      pageSize: number,
    ): Promise<{ count: number; rows: RowOf<S>[] }> {
      const rows = await queryRows(
        db,
        paged,
        sql`
            from ${from}
           where ${alias}.user_id = ${user} and ${alias}.deactivated_at is null
           limit ${pageSize} offset ${offsetOf(page, pageSize)}`,
      );
      return {
        count: pageTotal(
          page,
          rows.map((row) => ({ total: Number(row.total) })),
        ),
        rows,
      };
    },
  };
}
