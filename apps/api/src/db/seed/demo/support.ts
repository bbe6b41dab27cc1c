// What every part of the demo seed shares: the seeded generator, calendar dates in East Africa Time, small HTML
// helpers, lookups by name and the transaction's type.
import * as schema from '../../schema/index.js';
import type { NameTable, Tx } from '../lookups.js';

export type { Tx };

export type Gender = 'Male' | 'Female';

export { DOMAIN } from './accounts.js';
export const DAY_MS = 86_400_000;

/** mulberry32: tiny, fast and good enough for sample data. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return this.pick(items)[0];
  }
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy.slice(0, n);
  }
}

/** Calendar dates in East Africa Time (UTC+3 all year). */
export function makeCalendar(now: Date) {
  const eat = new Date(now.getTime() + 3 * 3_600_000);
  const today = Date.UTC(eat.getUTCFullYear(), eat.getUTCMonth(), eat.getUTCDate());
  const longFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    day: (offset: number): string => new Date(today + offset * DAY_MS).toISOString().slice(0, 10),
    addDays: (iso: string, n: number): string =>
      new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10),
    ago: (days: number, hours = 0): Date => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000),
    long: (iso: string): string => longFmt.format(new Date(`${iso}T00:00:00Z`)),
  };
}
export type Calendar = ReturnType<typeof makeCalendar>;

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const ul = (items: readonly string[]): string =>
  `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
export const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const article = (word: string): string => (/^[AEIOU]/i.test(word) ? 'an' : 'a');
export const round = (n: number, step: number): number => Math.round(n / step) * step;

export function need<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const v = map.get(key);
  if (v === undefined) throw new Error(`demo seed: unknown ${what} "${String(key)}"`);
  return v;
}

export async function nameMap(tx: Tx, table: NameTable): Promise<Map<string, number>> {
  const rows = await tx.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((r) => [r.name, r.id]));
}

export function phone(rng: Rng): string {
  return `+2567${rng.pick(['0', '1', '4', '5', '6', '7', '8'])}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

/** The lookup tables by name (seeded by loadLookups before the demo). */
export async function loadNames(tx: Tx) {
  const groups = await nameMap(tx, schema.groups);
  const districts = await nameMap(tx, schema.districts);
  const jobCategories = await nameMap(tx, schema.jobCategories);
  const functionalAreas = await nameMap(tx, schema.functionalAreas);
  const maritalStatuses = await nameMap(tx, schema.maritalStatuses);
  const contractTypes = await nameMap(tx, schema.contractTypes);
  const companyCategories = await nameMap(tx, schema.companyCategories);
  const skillsCategories = await nameMap(tx, schema.skillsCategories);
  const careerServices = await nameMap(tx, schema.careerServices);
  const cityRows = await tx.select().from(schema.cities);
  const cities = new Map(cityRows.map((c) => [c.name, c]));
  return {
    groups,
    districts,
    jobCategories,
    functionalAreas,
    maritalStatuses,
    contractTypes,
    companyCategories,
    skillsCategories,
    careerServices,
    cities,
  };
}
export type Names = Awaited<ReturnType<typeof loadNames>>;
