// What the factories of several subjects use: days counted from Uganda's today, seeded lookup ids, a random tag.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { today } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type * as schema from '../../db/schema/index.js';
import { kampalaToday } from '../../lib/dates.js';

/** yyyy-MM-dd `offset` days from today in Uganda, the clock the server's date rules use (lib/dates.ts). */
export function isoDay(offset: number): string {
  const base = Date.parse(`${today()}T00:00:00Z`);
  return new Date(base + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A date `days` from the database's today in Kampala (negative: in the past), so "upcoming" agrees with the server's rules. */
export const dbDay = (days: number) => sql<string>`(${kampalaToday} + ${days}::int)`;

/** A date column's value in a factory's overrides: a literal day or one counted by the database (`dbDay`). */
export type DayValue = ReturnType<typeof dbDay> | string;

export const tag = () => randomBytes(3).toString('hex');

/** The seeded lookup lists a test names rows of. */
type LookupList = 'jobCategories' | 'functionalAreas' | 'districts' | 'contractTypes' | 'cities' | 'maritalStatuses';

/** The id of a seeded lookup row by its name (the template database holds every lookup list). */
export async function lookupId(db: Database, table: (typeof schema)[LookupList], name: string): Promise<number> {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.name, name));
  if (!row) throw new Error(`no lookup row named ${name}`);
  return row.id;
}
