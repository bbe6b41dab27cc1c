// The typed select lists of db/typed-sql.ts: the row type follows the list (a column left out of it is a compile
// error where a row is read), and it says what pg really returns for each column type.
import { sql } from 'drizzle-orm';
import { PgDialect, alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestDatabase } from '../test/app.js';
import { make } from '../test/factories.js';
import { connect, type DatabaseHandle } from './client.js';
import { backups, education } from './schema/index.js';
import { nullable, queryRows, selectList, type JsonRowOf, type RowOf, type StarRowOf } from './typed-sql.js';

const b = alias(backups, 'b');
const BACKUP = { id: b.id, kind: b.kind, created_at: b.createdAt, size_bytes: b.sizeBytes, error: b.error };
const e = alias(education, 'e');
// An expression is typed where it is written; a column read through an outer join is nullable().
const EDUCATION = {
  score: e.totalScore,
  start: e.startDate,
  end: nullable(e.endDate),
  total: sql<number>`count(*) over ()`,
};

describe('the row type', () => {
  it('has the columns of the list, each with its wire type', () => {
    expectTypeOf<RowOf<typeof BACKUP>>().toEqualTypeOf<{
      id: number;
      kind: 'nightly' | 'pre-migrate';
      // A timestamp comes back as PostgreSQL's text, a bigint as a number (client.ts parses INT8).
      created_at: string;
      size_bytes: number | null;
      error: string | null;
    }>();
    // numeric is text on the wire whatever Drizzle's mode (this column's is 'number'), a date too.
    expectTypeOf<RowOf<typeof EDUCATION>>().toEqualTypeOf<{
      score: string;
      start: string;
      end: string | null;
      total: number;
    }>();
  });

  it('of `t.*` or json_agg(t) has every column under its SQL name', () => {
    expectTypeOf<StarRowOf<typeof education>>().toEqualTypeOf<{
      id: number;
      user_id: number;
      school: string;
      certification: string;
      total_score: string;
      grades: 'Points' | 'Aggregate' | 'Grade' | 'CGPA';
      start_date: string;
      end_date: string;
    }>();
    // In JSON, numeric is a number.
    expectTypeOf<JsonRowOf<typeof education>['total_score']>().toEqualTypeOf<number>();
  });

  it('lacks a column left out of the list: reading it does not compile', () => {
    const { error: _left, ...selected } = BACKUP;
    expect(Object.keys(selected)).not.toContain('error');
    const row = {} as RowOf<typeof selected>;
    // @ts-expect-error: `error` is not selected, so the row has no `error`.
    expect(row.error).toBeUndefined();
    expectTypeOf<RowOf<typeof selected>>().not.toHaveProperty('error');
  });

  it('writes each entry as "<column> as <key>"', () => {
    const { sql: text } = new PgDialect().sqlToQuery(selectList(BACKUP));
    expect(text).toBe(
      '"b"."id" as "id", "b"."kind" as "kind", "b"."created_at" as "created_at", "b"."size_bytes" as "size_bytes", "b"."error" as "error"',
    );
  });
});

let handle: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  handle = connect(database.url, 2);
});
afterAll(async () => {
  await handle.close();
  await drop();
});

describe('the values a raw query returns', () => {
  it('are of the derived types: timestamps, dates and numeric as text, bigint as a number', async () => {
    const user = await make.user(handle.db);
    await handle.db
      .insert(backups)
      .values({ fileName: 'x.tar.gz', kind: 'nightly', sizeBytes: 1234, location: 'local' });
    await handle.db.insert(education).values({
      userId: user.id,
      school: 'S',
      certification: 'C',
      totalScore: 12.5,
      grades: 'Points',
      startDate: '2020-01-01',
      endDate: '2021-01-01',
    });
    const [backup] = await queryRows(handle.db, BACKUP, sql`from backups b`);
    expect(backup).toEqual({
      id: expect.any(Number),
      kind: 'nightly',
      created_at: expect.any(String),
      size_bytes: 1234,
      error: null,
    });
    const [row] = await queryRows(handle.db, EDUCATION, sql`from education e`);
    expect(row).toEqual({ score: '12.50', start: '2020-01-01', end: '2021-01-01', total: 1 });
  });
});
