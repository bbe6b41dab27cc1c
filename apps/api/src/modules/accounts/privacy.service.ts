// People's data (Uganda's Data Protection and Privacy Act 2019): everything the portal holds about a user, to take
// away, and the deletion of their account. Both find the user's rows the same way, from the database's own catalogue,
// so a table or a column added later is covered without a change here.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { ACCOUNT_MESSAGES } from '@portal/contract';
import type { Database, Executor } from '../../db/client.js';
import { queryRows } from '../../db/typed-sql.js';
import { profiles, users } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail.js';
import { mailText } from '../../lib/mail-text.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { looksLikeFileKey, readAll, type Storage } from '../../lib/storage.js';

type Ctx = { db: Database; storage: Storage };
type Row = Record<string, unknown>;

/** Never exported: secrets, and what only the server reads. */
const SECRET_COLUMNS = new Set(['password_hash', 'token_hash', 'code_hash', 'jti', 'family', 'unsubscribe_token']);
/** Kept, without personal data, for the employer's or provider's records: applications. */
const KEPT_ON_DELETE = new Set(['users', 'profiles', 'job_applications', 'skills_applications']);
/** An account type's record: deactivated on delete, so its public posts leave the lists as after a deactivation. */
const DEACTIVATED_ON_DELETE = ['companies', 'trainers', 'skill_providers', 'career_counsellors'];

interface Catalogue {
  /** Tables with the user's id in `user_id`: the person's own records. */
  direct: string[];
  /**
   * Every column that refers to a user, by table: `user_id`, and every other foreign key to users (a job report's
   * `reporter_id`, the Ministry's `verified_by`, an audit entry's `actor_id`, …). The export finds the person by all of
   * them (issue 28: a report they filed is theirs too); the deletion only deletes what they own.
   */
  referring: Record<string, string[]>;
  /** Rows hanging off those (a company's jobs and category links, a trainer's trainings): not someone else's rows. */
  children: { table: string; column: string; parent: string }[];
}

async function catalogue(db: Executor): Promise<Catalogue> {
  const direct = (
    await queryRows(
      db,
      { table_name: sql<string>`table_name` },
      sql`
      from information_schema.columns
       where table_schema = current_schema() and column_name = 'user_id' order by table_name`,
    )
  ).map((r) => r.table_name);
  // Names (information_schema's sql_identifier) come back as text.
  const foreignKey = {
    child: sql<string>`kcu.table_name`,
    column: sql<string>`kcu.column_name`,
    parent: sql<string>`ccu.table_name`,
  };
  const rows = await queryRows(
    db,
    foreignKey,
    sql`
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
     where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and ccu.column_name = 'id'
     order by 1, 2`,
  );
  const children = rows
    .filter((r) => direct.includes(r.parent) && r.parent !== 'users' && !direct.includes(r.child))
    .map((r) => ({ table: r.child, column: r.column, parent: r.parent }));
  const referring: Record<string, string[]> = Object.fromEntries(direct.map((table) => [table, ['user_id']]));
  // Not other users' rows (their own row is found by its id).
  for (const { child, column, parent } of rows) {
    if (parent !== 'users' || child === 'users') continue;
    const columns = (referring[child] ??= []);
    if (!columns.includes(column)) columns.push(column);
  }
  return { direct, referring, children };
}

/**
 * Every row held about the user, by table: `every reference` finds the rows that name them in any column (the
 * export); `own rows` those they own by `user_id`, and what hangs off them (what the deletion erases and whose files
 * it removes).
 */
export async function heldAbout(
  db: Executor,
  userId: number,
  tables?: Catalogue,
  scope: 'every reference' | 'own rows' = 'every reference',
): Promise<Record<string, Row[]>> {
  const { referring, children } = tables ?? (await catalogue(db));
  const held: Record<string, Row[]> = {};
  held.users = (await db.execute(sql`select * from users where id = ${userId}`)).rows;
  for (const [table, all] of Object.entries(referring)) {
    const columns = scope === 'own rows' ? all.filter((c) => c === 'user_id') : all;
    if (columns.length === 0) continue;
    // One query per table, so a row naming the person twice (reporter and handler) is listed once.
    const naming = sql.join(
      columns.map((column) => sql`${sql.identifier(column)} = ${userId}`),
      sql` or `,
    );
    held[table] = (await db.execute(sql`select * from ${sql.identifier(table)} where ${naming} order by 1`)).rows;
  }
  for (const { table, column, parent } of children) {
    // Off the person's own records only: the jobs of a company a Ministry officer verified are not the officer's.
    const ids = (held[parent] ?? [])
      .filter((r) => r.user_id === userId)
      .map((r) => r.id)
      .filter((id): id is number => typeof id === 'number');
    if (ids.length === 0) continue;
    const rows = (
      await db.execute(
        sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} in ${sql`(${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`} order by 1`,
      )
    ).rows;
    // A row found by a reference too (a child table with its own foreign key to users) is listed once.
    const found = new Set((held[table] ?? []).map((r) => r.id));
    held[table] = [...(held[table] ?? []), ...rows.filter((r) => !found.has(r.id))];
  }
  for (const rows of Object.values(held))
    for (const row of rows) for (const column of SECRET_COLUMNS) delete row[column];
  return Object.fromEntries(Object.entries(held).filter(([, rows]) => rows.length > 0));
}

const fileKeysIn = (held: Record<string, Row[]>) => [
  ...new Set(Object.values(held).flatMap((rows) => rows.flatMap((row) => Object.values(row).filter(looksLikeFileKey)))),
];

/** A zip: `my-data.json` (every row, by table) and `files/…` (every file the user uploaded that is still stored). */
export async function exportMyData(ctx: Ctx, userId: number): Promise<Uint8Array> {
  const tables = await catalogue(ctx.db);
  const held = await heldAbout(ctx.db, userId, tables);
  if (!held.users?.length) throw notFound();
  const entries: Zippable = {
    'my-data.json': strToU8(
      JSON.stringify(
        {
          exported_at: new Date().toISOString(),
          about: 'Everything the TVET portal holds about you, by table.',
          data: held,
        },
        null,
        2,
      ),
    ),
  };
  // The files of the person's own records: not, say, the logo of a company a Ministry officer verified.
  for (const key of fileKeysIn(await heldAbout(ctx.db, userId, tables, 'own rows'))) {
    const file = await ctx.storage.get(key);
    // Images and PDFs are compressed already.
    if (file) entries[`files/${key}`] = [new Uint8Array(await readAll(file.body)), { level: 0 }];
  }
  return zipSync(entries, { level: 6 });
}

/**
 * Deletes the account: the password first; then, in one transaction, a confirmation mail, the account types'
 * records deactivated, every other row about the user deleted (CV, saved jobs, notifications, sessions, …), the
 * user and profile emptied of personal data; applications stay for the employer's records as "Deleted user".
 * The files go once the transaction has committed.
 */
export async function deleteAccount(ctx: Ctx, userId: number, password: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, password)))
    throw fieldError('password', ACCOUNT_MESSAGES.deletePasswordWrong);
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const files = await ctx.db.transaction(async (tx) => {
    const tables = await catalogue(tx);
    const held = await heldAbout(tx, userId, tables, 'own rows');
    const { direct } = tables;
    await queueMail(tx, {
      to: user.email,
      // In the language the person read the portal in (issue 17).
      ...mailText(user.language).deleted,
    });
    for (const table of DEACTIVATED_ON_DELETE.filter((t) => direct.includes(t))) {
      await tx.execute(
        sql`update ${sql.identifier(table)} set deactivated_at = coalesce(deactivated_at, now()) where user_id = ${userId}`,
      );
    }
    const deleted = direct.filter(
      (t) => !KEPT_ON_DELETE.has(t) && !DEACTIVATED_ON_DELETE.includes(t) && t !== 'counselling_centers',
    );
    for (const table of deleted) await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${userId}`);
    await tx.execute(
      sql`delete from login_failures where key like ${`%:${user.username.toLowerCase()}|%`} or key = ${`account:${user.username.toLowerCase()}`}`,
    );
    const anonymous = `deleted-${userId}@deleted.invalid`;
    await tx
      .update(users)
      .set({
        username: anonymous,
        email: anonymous,
        firstName: 'Deleted',
        lastName: 'user',
        passwordHash: unusable,
        isActive: false,
        emailVerifiedAt: null,
        lastLoginAt: null,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, userId));
    await tx
      .update(profiles)
      .set({ gender: null, phoneNumber: null, alternativeContact: null, profilePic: null })
      .where(eq(profiles.userId, userId));
    // The files of what was deleted or emptied; the deactivated records and what hangs off them (a trainer's
    // trainings, a company's jobs) keep theirs: those rows stay, and their logos are not personal.
    const keptTables = new Set([...DEACTIVATED_ON_DELETE, 'counselling_centers']);
    for (const child of tables.children) if (keptTables.has(child.parent)) keptTables.add(child.table);
    const kept = Object.fromEntries(Object.entries(held).filter(([table]) => keptTables.has(table)));
    const keptKeys = new Set(fileKeysIn(kept));
    return fileKeysIn(held).filter((key) => !keptKeys.has(key));
  });
  // Every version of them: a versioned bucket's earlier versions are the person's data too (docs/deploy.md).
  await Promise.all(files.map((key) => ctx.storage.erase(key).catch(() => undefined)));
}
