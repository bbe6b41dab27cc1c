// Raw SQL typed from one source: a record of Drizzle columns and typed expressions gives both a query's select list
// and its row type, so a query cannot claim a column it does not select (nor select one its type leaves out).
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

/**
 * Column types a raw `execute` gets as PostgreSQL's text, not as Drizzle's mapped value: Drizzle's node-postgres
 * driver keeps timestamps, dates and intervals as text, and pg has no parser for time or numeric.
 */
type TextOnTheWire =
  | 'PgTimestamp'
  | 'PgTimestampString'
  | 'PgDate'
  | 'PgDateString'
  | 'PgTime'
  | 'PgInterval'
  | 'PgNumeric'
  | 'PgNumericNumber'
  | 'PgNumericBigInt';
/** bigint, which client.ts parses into a JS number. */
type Int8 = 'PgBigInt53' | 'PgBigInt64' | 'PgBigSerial53' | 'PgBigSerial64';

type WireValue<C extends PgColumn> = C['_']['columnType'] extends TextOnTheWire
  ? string
  : C['_']['columnType'] extends Int8
    ? number
    : C['_']['data'];

/** A column's value as a raw `execute` returns it: pg's parsed wire value, null unless the column is NOT NULL. */
export type WireOf<C extends PgColumn> = C['_']['notNull'] extends true ? WireValue<C> : WireValue<C> | null;

type Numeric = 'PgNumeric' | 'PgNumericNumber' | 'PgNumericBigInt';
type JsonValue<C extends PgColumn> = C['_']['columnType'] extends Numeric | Int8
  ? number
  : C['_']['columnType'] extends TextOnTheWire
    ? string
    : C['_']['data'];
/** A column's value as PostgreSQL writes it into JSON (`to_json`, `json_agg`): numeric and bigint as numbers. */
export type JsonOf<C extends PgColumn> = C['_']['notNull'] extends true ? JsonValue<C> : JsonValue<C> | null;

type ColumnsOf<T extends PgTable> = T['_']['columns'];
/** The row of `select t.*` or `returning *` over a table: every column under its SQL name, as pg returns it. */
export type StarRowOf<T extends PgTable> = {
  [K in keyof ColumnsOf<T> as ColumnsOf<T>[K]['_']['name']]: WireOf<ColumnsOf<T>[K]>;
};
/** A table's row as `to_json(t)` or `json_agg(t)` writes it. */
export type JsonRowOf<T extends PgTable> = {
  [K in keyof ColumnsOf<T> as ColumnsOf<T>[K]['_']['name']]: JsonOf<ColumnsOf<T>[K]>;
};

/**
 * An output column: a table's column (its type derived), or an expression typed where it is written
 * (`sql<number>`count(*) over ()``). The key is the name the row gets (`as "key"`).
 */
export type Selection = Record<string, PgColumn | SQL<unknown>>;

type ValueOf<E> = E extends PgColumn ? WireOf<E> : E extends SQL<infer T> ? T : never;

/** The row a raw query selecting `S` returns. */
export type RowOf<S extends Selection> = { [K in keyof S]: ValueOf<S[K]> };

/** The select (or returning) list of `S`: each entry `<column or expression> as "<key>"`, in the record's order. */
export function selectList(selection: Selection): SQL {
  return sql.join(
    Object.entries(selection).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/**
 * A column read through an outer join, or a scalar subquery: null where no row was found, whatever the column's own
 * constraint.
 */
export const nullable = <E extends PgColumn | SQL<unknown>>(value: E): SQL<ValueOf<E> | null> => sql`${value}`;

/**
 * Runs a query selecting `selection` and types its rows from the same record: the list and the type cannot drift
 * apart. `query` is what follows the select list (`sql\`from … where …\``), or, where the list does not come first (a
 * CTE, `returning`), a function of the list that writes the whole statement.
 */
export async function queryRows<S extends Selection>(
  db: Executor,
  selection: S,
  query: SQL | ((list: SQL) => SQL),
): Promise<RowOf<S>[]> {
  const list = selectList(selection);
  const statement = typeof query === 'function' ? query(list) : sql`select ${list} ${query}`;
  const { rows } = await db.execute<RowOf<S>>(statement);
  // pg's row type is RowOf<S> once S is known; for a generic S, TypeScript cannot see it through Drizzle's Assume<>.
  return rows as RowOf<S>[];
}

/**
 * queryRows over every column of a table (`select t.*`, `t` being `star.as`) followed by `extra`'s: the rows are the
 * table's own (StarRowOf) and `extra`'s, for code generic over several tables of one shape.
 */
export async function queryStarRows<T extends PgTable, S extends Selection>(
  db: Executor,
  star: { table: T; as: string },
  extra: S,
  query: SQL | ((list: SQL) => SQL),
): Promise<(StarRowOf<T> & RowOf<S>)[]> {
  const list = sql`${sql.identifier(star.as)}.*, ${selectList(extra)}`;
  const { rows } = await db.execute(typeof query === 'function' ? query(list) : sql`select ${list} ${query}`);
  // `t.*` is every column of star.table, which StarRowOf<T> is derived from.
  return rows as (StarRowOf<T> & RowOf<S>)[];
}
