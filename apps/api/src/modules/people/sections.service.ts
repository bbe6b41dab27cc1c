// The CV sections (skills, experience, education, certifications, publications, referees, recent works): the same
// list/read/create/update/delete over seven tables. Each table's columns carry the wire's own field names, so one
// description per section drives the SQL; table and column names come from this file only, values are parameters.
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.js';
import { js } from '../../db/aliases.js';
import {
  certifications,
  education,
  experiences,
  jobSeekers,
  publications,
  recentWorks,
  referees,
  skills,
} from '../../db/schema/index.js';
import {
  nullable,
  queryRows,
  queryStarRows,
  type JsonRowOf,
  type RowOf,
  type Selection,
  type StarRowOf,
} from '../../db/typed-sql.js';
import { fieldError, forbidden, notFound } from '../../lib/errors.js';
import { pageTotal } from '../../lib/listing.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { offsetOf } from '../../lib/pagination.js';
import type { Storage } from '../../lib/storage.js';
import { withUploads, type Upload, type WriteOutcome } from '../../lib/uploads.js';

export const SECTION_MESSAGES = {
  profileFirst: 'Create your job seeker profile first.',
  duplicateSkill: 'You have already added this skill.',
} as const;

/** The path segment of each section under /api/job_seekers/. */
export type SectionName =
  'skills' | 'experience' | 'education' | 'certifications' | 'publications' | 'referees' | 'recent-works';

type Owned = { id: number; user_id: number };

/** Refuses a table without the id and user_id every section's rows are read and owned by. */
type OwnedCheck<T extends PgTable> =
  StarRowOf<T> extends Owned ? unknown : { owned: 'a CV section has id and user_id' };

/** How a section is written and shown; column names are checked against its table's. */
type SectionSpec<T extends PgTable> = {
  /** Written from the validated body (the wire names are the column names). */
  columns: readonly (keyof StarRowOf<T> & string)[];
  /** Uploaded files: the column holding the storage key, and the private folder it goes to. */
  files: readonly { column: keyof StarRowOf<T> & string; folder: string }[];
  /** Display order, over the alias `t`. */
  order: SQL;
  /** A column whose value must not repeat (case-insensitively) among one user's rows. */
  unique?: { column: keyof StarRowOf<T> & string; message: string };
};
const section = <T extends PgTable>(
  source: T,
  spec: SectionSpec<T> & OwnedCheck<T>,
): { source: T } & SectionSpec<T> => ({
  source,
  ...spec,
});
type SectionTable = { source: PgTable } & SectionSpec<PgTable>;

export const SECTION_TABLES = {
  // Skills and referees in the order they were added; dated sections newest first.
  skills: section(skills, {
    columns: ['name'],
    files: [],
    order: sql`t.id`,
    unique: { column: 'name', message: SECTION_MESSAGES.duplicateSkill },
  }),
  experience: section(experiences, {
    columns: ['designation', 'organisation_name', 'start_date', 'end_date', 'current_employment', 'duties_and_skills'],
    files: [],
    order: sql`t.current_employment desc, t.end_date desc nulls first, t.start_date desc, t.id desc`,
  }),
  education: section(education, {
    columns: ['school', 'certification', 'total_score', 'grades', 'start_date', 'end_date'],
    files: [],
    order: sql`t.end_date desc, t.start_date desc, t.id desc`,
  }),
  certifications: section(certifications, {
    columns: ['title', 'granting_organisation', 'date_granted', 'expiry_date'],
    files: [{ column: 'certificate', folder: 'private/certificates' }],
    order: sql`t.date_granted desc, t.id desc`,
  }),
  publications: section(publications, {
    columns: ['topic', 'location', 'publication_link', 'date_published', 'description'],
    files: [],
    order: sql`t.date_published desc, t.id desc`,
  }),
  referees: section(referees, {
    columns: ['name', 'title', 'organisation', 'contact'],
    files: [],
    order: sql`t.id`,
  }),
  'recent-works': section(recentWorks, {
    columns: ['work_done', 'client_name', 'client_contact', 'date_stated', 'date_finished', 'description'],
    files: [
      { column: 'image_1', folder: 'private/recent-works' },
      { column: 'image_2', folder: 'private/recent-works' },
    ],
    order: sql`t.date_finished desc, t.date_stated desc, t.id desc`,
  }),
} satisfies Record<SectionName, SectionTable>;
type Sections = typeof SECTION_TABLES;

/** What listRows and rowById read besides a section's own columns (`t.*`): the owner's profile id (null: none). */
const OWNER_PROFILE = { job_seeker: nullable(js.id) };

/** A section's row as listRows and rowById read it: the table's own columns (`t.*`) and the owner's profile id. */
export type SectionRow<N extends SectionName> = Owned & StarRowOf<Sections[N]['source']> & RowOf<typeof OWNER_PROFILE>;
/** A section's row as the full profile's json_agg writes it. */
export type SectionJson<N extends SectionName> = JsonRowOf<Sections[N]['source']>;

type Ctx = { db: Database; storage: Storage };
export type Values = Record<string, unknown>;

const ident = (name: string) => sql.identifier(name);

/** A section's rows (`t.*`) and `columns` (over `t` and the owner's profile `js`), as `tail` narrows and orders them. */
async function sectionRows<N extends SectionName, S extends Selection>(
  db: Executor,
  name: N,
  columns: S,
  tail: SQL,
): Promise<(Owned & StarRowOf<Sections[N]['source']> & RowOf<S>)[]> {
  const s = SECTION_TABLES[name];
  const rows = await queryStarRows(
    db,
    { table: s.source, as: 't' },
    columns,
    sql`from ${s.source} t left join job_seekers js on js.user_id = t.user_id ${tail}`,
  );
  // Every section table has id and user_id (OwnedCheck above), which a generic N hides from TypeScript.
  return rows as (Owned & (typeof rows)[number])[];
}

export async function listRows<N extends SectionName>(
  db: Database,
  name: N,
  userId: number,
  page: number,
  pageSize: number,
) {
  const rows = await sectionRows(
    db,
    name,
    { ...OWNER_PROFILE, total: sql<number>`count(*) over ()` },
    sql`where t.user_id = ${userId}
     order by ${SECTION_TABLES[name].order}
     limit ${pageSize} offset ${offsetOf(page, pageSize)}`,
  );
  return { count: pageTotal(page, rows), rows };
}

export async function rowById<N extends SectionName>(
  db: Executor,
  name: N,
  id: number,
  lock = false,
): Promise<SectionRow<N> | undefined> {
  const [row] = await sectionRows(
    db,
    name,
    OWNER_PROFILE,
    sql`where t.id = ${id}${lock ? sql` for update of t` : sql``}`,
  );
  return row;
}

/** 403 unless the caller has an active job seeker profile: CV sections belong to one. */
export async function assertActiveProfile(db: Executor, userId: number): Promise<void> {
  await activeProfile(db, userId);
}

/** The caller's active job seeker profile; `lock` holds it so one user's section writes take turns. */
async function activeProfile(db: Executor, userId: number, lock = false): Promise<number> {
  const mine = db
    .select({ id: jobSeekers.id })
    .from(jobSeekers)
    .where(and(eq(jobSeekers.userId, userId), isNull(jobSeekers.deactivatedAt)));
  const [row] = lock ? await mine.for('update') : await mine;
  if (!row) throw forbidden(SECTION_MESSAGES.profileFirst);
  return row.id;
}

/** A stored row as the input of its schema, so a PATCH can be merged into it and validated whole. */
export function rowAsInput(name: SectionName, row: Values): Values {
  const input: Values = {};
  for (const column of SECTION_TABLES[name].columns) {
    const v = row[column];
    if (v === null || v === undefined) continue;
    // numeric arrives as text.
    input[column] = column === 'total_score' ? Number(v) : v;
  }
  return input;
}

/** Optional text left empty is stored as null. */
const stored = (v: unknown) => (v === undefined || v === '' ? null : v);

function uploadsOf(s: SectionTable, files: Record<string, UploadedFile | undefined>): Upload[] {
  return s.files.flatMap(({ column, folder }) => {
    const file = files[column];
    return file ? [{ field: column, folder, file }] : [];
  });
}

async function assertUnique(tx: Executor, s: SectionTable, userId: number, values: Values, exceptId: number | null) {
  if (!s.unique) return;
  const value = values[s.unique.column];
  if (typeof value !== 'string') return;
  const { rows } = await tx.execute(sql`
    select 1 from ${s.source}
     where user_id = ${userId} and lower(${ident(s.unique.column)}) = lower(${value}::text)${exceptId === null ? sql`` : sql` and id <> ${exceptId}`}
     limit 1`);
  if (rows.length) throw fieldError(s.unique.column, s.unique.message);
}

/**
 * A write of the caller's rows of section `s`, with the files uploaded for it: it needs an active profile (403,
 * checked before any file is stored, then locked so one user's writes take turns). The files are stored first and
 * removed if the write fails; the stored files it `replaced` go after the commit.
 */
async function sectionWrite<T>(
  ctx: Ctx,
  s: SectionTable,
  userId: number,
  files: Record<string, UploadedFile | undefined>,
  write: (tx: Executor, keys: ReadonlyMap<string, string>) => Promise<WriteOutcome<T>>,
): Promise<T> {
  const uploads = uploadsOf(s, files);
  if (uploads.length) await activeProfile(ctx.db, userId);
  return withUploads(ctx.storage, uploads, (keys) =>
    ctx.db.transaction(async (tx) => {
      await activeProfile(tx, userId, true);
      return write(tx, keys);
    }),
  );
}

/** Adds a row for the caller (sectionWrite). */
export async function createRow<N extends SectionName>(
  ctx: Ctx,
  name: N,
  userId: number,
  values: Values,
  files: Record<string, UploadedFile | undefined>,
): Promise<SectionRow<N>> {
  const s = SECTION_TABLES[name];
  return sectionWrite(ctx, s, userId, files, async (tx, keys) => {
    await assertUnique(tx, s, userId, values, null);
    const columns = [...s.columns, ...s.files.map((f) => f.column).filter((c) => keys.has(c))];
    const data = columns.map((c) => (keys.has(c) ? keys.get(c) : stored(values[c])));
    const [inserted] = await queryRows(
      tx,
      { id: sql<Owned['id']>`id` },
      (list) => sql`
        insert into ${s.source} (user_id, ${sql.join(columns.map(ident), sql`, `)})
        values (${userId}, ${sql.join(
          data.map((v) => sql`${v}`),
          sql`, `,
        )})
        returning ${list}`,
    );
    const row = inserted === undefined ? undefined : await rowById(tx, name, inserted.id);
    if (!row) throw new Error('insert returned no row');
    return { value: row, replaced: [] };
  });
}

/**
 * Rewrites one of the caller's rows with `build(current)` (the whole row: PUT's body, or PATCH's merged into the
 * stored row under its lock, so two PATCHes never interleave). New files replace the stored ones (sectionWrite).
 */
export async function updateRow<N extends SectionName>(
  ctx: Ctx,
  name: N,
  id: number,
  userId: number,
  build: (current: SectionRow<N>) => Values,
  files: Record<string, UploadedFile | undefined>,
): Promise<SectionRow<N>> {
  const s = SECTION_TABLES[name];
  return sectionWrite(ctx, s, userId, files, async (tx, keys) => {
    const current = await rowById(tx, name, id, true);
    if (!current || current.user_id !== userId) throw notFound();
    const values = build(current);
    await assertUnique(tx, s, userId, values, id);
    const assignments = [
      ...s.columns.map((c) => sql`${ident(c)} = ${stored(values[c])}`),
      ...s.files.filter((f) => keys.has(f.column)).map((f) => sql`${ident(f.column)} = ${keys.get(f.column)}`),
    ];
    await tx.execute(sql`update ${s.source} set ${sql.join(assignments, sql`, `)} where id = ${id}`);
    const row = await rowById(tx, name, id);
    if (!row) throw notFound();
    const old = current as unknown as Values;
    return {
      value: row,
      replaced: s.files.filter((f) => keys.has(f.column)).map((f) => old[f.column] as string | null),
    };
  });
}

/** Deletes one of the caller's rows and, after the commit, its files. */
export async function deleteRow(ctx: Ctx, name: SectionName, id: number, userId: number): Promise<void> {
  const s = SECTION_TABLES[name];
  await sectionWrite(ctx, s, userId, {}, async (tx) => {
    const { rows } = await tx.execute(sql`
        delete from ${s.source} where id = ${id} and user_id = ${userId} returning *`);
    const row = rows[0];
    if (!row) throw notFound();
    return { value: undefined, replaced: s.files.map((f) => row[f.column] as string | null) };
  });
}

/** One user's rows of a section as JSON, in display order. */
const sectionJson = <N extends SectionName>(name: N, userId: number) => {
  const s = SECTION_TABLES[name];
  return sql<
    SectionJson<N>[]
  >`(select coalesce(json_agg(t order by ${s.order}), '[]'::json) from ${s.source} t where t.user_id = ${userId})`;
};

/** Every CV section of one user, each under its key in the full profile. */
const allSectionsJson = (userId: number) => ({
  skills: sectionJson('skills', userId),
  experiences: sectionJson('experience', userId),
  education: sectionJson('education', userId),
  certifications: sectionJson('certifications', userId),
  publications: sectionJson('publications', userId),
  referees: sectionJson('referees', userId),
  recent_works: sectionJson('recent-works', userId),
});
export type SectionsDb = RowOf<ReturnType<typeof allSectionsJson>>;

/** Every section of one user in display order, in one query (the full profile). */
export async function allSections(db: Executor, userId: number): Promise<SectionsDb> {
  const [row] = await queryRows(db, allSectionsJson(userId), (list) => sql`select ${list}`);
  if (!row) throw new Error('the sections query returned no row');
  return row;
}
