// Search in the person's words (issue 32): the Ministry's groups of trade words in English, Kiswahili and Luganda,
// kept in memory by each instance, and the one expansion the job search, job alerts and recommendations share.
// Decision 026 says how it works and what it costs.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { queryRows } from '../db/typed-sql.js';
import type { tradeSynonymGroups } from '../db/schema/index.js';
import type { WireOf } from '../db/typed-sql.js';

/** Words a search keeps (after its synonyms are found): as many as before synonyms existed. */
const MAX_TERMS = 12;
/** How long an instance trusts its copy before it reads the version again (changes made elsewhere show within this). */
export const SYNONYMS_FRESH_MS = 5_000;

/** A text's words as the search reads them: lower case, letters and digits only ("W'amasannyalaze" → w, amasannyalaze). */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * A term as a tsquery part: each of its words as a prefix, all of them; but the particles of one or two letters
 * ("w'", "wa", "mu") when it has longer words: as prefixes they match most documents (`w:*` is every word starting
 * with w), which made a phrase's search read far more of the index for nothing (decision 028).
 */
function termQuery(words: readonly string[]): string {
  const long = words.filter((w) => w.length > 2);
  const kept = long.length ? long : words;
  return kept.length === 1 ? `${kept[0]}:*` : `(${kept.map((w) => `${w}:*`).join(' & ')})`;
}

/** A group's terms in each language, as stored. */
export type SynonymTerms = { en: readonly string[]; sw: readonly string[]; lg: readonly string[] };

/**
 * The groups ready to expand a search: each Kiswahili or Luganda term (its words joined by a space) → the tsquery
 * of every term of its groups, any of them. English terms are not keys: an English search is searched exactly as it
 * was before synonyms existed (its results must not change), while the English terms are what a Kiswahili or
 * Luganda word finds.
 */
export type TradeSynonyms = { readonly byPhrase: ReadonlyMap<string, string>; readonly longest: number };

export const NO_SYNONYMS: TradeSynonyms = { byPhrase: new Map(), longest: 0 };

export function synonymIndex(groups: readonly SynonymTerms[]): TradeSynonyms {
  const alternatives = new Map<string, Set<string>>();
  let longest = 0;
  for (const group of groups) {
    const all = [...group.en, ...group.sw, ...group.lg].map(wordsOf).filter((w) => w.length > 0);
    const queries = [...new Set(all.map(termQuery))];
    for (const term of [...group.sw, ...group.lg]) {
      const words = wordsOf(term);
      if (!words.length) continue;
      const key = words.join(' ');
      longest = Math.max(longest, words.length);
      const set = alternatives.get(key) ?? new Set<string>();
      for (const q of queries) set.add(q);
      alternatives.set(key, set);
    }
  }
  const byPhrase = new Map([...alternatives].map(([key, set]) => [key, `(${[...set].join(' | ')})`]));
  return { byPhrase, longest };
}

/**
 * The `search` box as the parts of a prefix full-text query, all of them required (`&`): each word as `word:*`, and
 * a Kiswahili or Luganda word or phrase of the synonyms (the longest one starting at each word) as any term of its
 * groups. Only letters and digits survive, so no tsquery operator typed by a visitor reaches the parser; the parts
 * are passed as a bound parameter to `to_tsquery('english', $1)`. Null when nothing searchable was typed.
 * Without a Kiswahili or Luganda term this is exactly the search before synonyms: the unique words, at most twelve.
 */
export function searchParts(search: string | undefined, synonyms: TradeSynonyms): string[] | null {
  const words = wordsOf(search ?? '');
  if (!words.length) return null;
  const parts: string[] = [];
  for (let i = 0; i < words.length;) {
    let found: { part: string; length: number } | null = null;
    for (let n = Math.min(synonyms.longest, words.length - i); n >= 1 && !found; n--) {
      const part = synonyms.byPhrase.get(words.slice(i, i + n).join(' '));
      if (part) found = { part, length: n };
    }
    parts.push(found?.part ?? `${words[i]}:*`);
    i += found?.length ?? 1;
  }
  return [...new Set(parts)].slice(0, MAX_TERMS);
}

/** searchParts as one tsquery (every part), or null. */
export function searchTsQuery(search: string | undefined, synonyms: TradeSynonyms): string | null {
  return searchParts(search, synonyms)?.join(' & ') ?? null;
}

// ---------- each instance's copy ----------

type Copy = { synonyms: TradeSynonyms; version: number; checkedAt: number; checking: Promise<TradeSynonyms> | null };
/** Per database handle (each app, and each test app, has its own). */
const copies = new WeakMap<Database, Copy>();

const GROUP_COLUMNS = {
  version: sql<number>`coalesce(v.version, 0)::int`,
  en: sql<WireOf<typeof tradeSynonymGroups.en> | null>`g.en`,
  sw: sql<WireOf<typeof tradeSynonymGroups.sw> | null>`g.sw`,
  lg: sql<WireOf<typeof tradeSynonymGroups.lg> | null>`g.lg`,
};

/** The version and the groups in one statement (one snapshot: the groups are those of the version). */
async function load(db: Database): Promise<Copy> {
  const rows = await queryRows(
    db,
    GROUP_COLUMNS,
    // No version row before the seed's first run: version 0.
    (list) =>
      sql`select ${list} from (select 1) one left join trade_synonyms_version v on v.id = 1 left join trade_synonym_groups g on true order by g.id`,
  );
  const groups = rows.flatMap((r) => (r.en && r.sw && r.lg ? [{ en: r.en, sw: r.sw, lg: r.lg }] : []));
  return { synonyms: synonymIndex(groups), version: rows[0]?.version ?? 0, checkedAt: Date.now(), checking: null };
}

/** Reads the version (one primary-key row) and reloads the groups only when it moved. */
async function check(db: Database, copy: Copy): Promise<TradeSynonyms> {
  try {
    const [row] = await queryRows(
      db,
      { version: sql<number>`v.version::int` },
      (list) => sql`select ${list} from trade_synonyms_version v where v.id = 1`,
    );
    const fresh =
      (row?.version ?? 0) === copy.version ? { ...copy, checkedAt: Date.now(), checking: null } : await load(db);
    copies.set(db, fresh);
    return fresh.synonyms;
  } finally {
    copy.checking = null;
  }
}

/**
 * The groups as this instance knows them: from memory, except the first time and once every SYNONYMS_FRESH_MS, when
 * one caller reads the version (the others wait for that same read) and the groups when it changed. No round trip
 * for a search otherwise.
 */
export async function tradeSynonyms(db: Database): Promise<TradeSynonyms> {
  const copy = copies.get(db);
  if (!copy) {
    const loaded = await load(db);
    copies.set(db, loaded);
    return loaded.synonyms;
  }
  if (Date.now() - copy.checkedAt < SYNONYMS_FRESH_MS) return copy.synonyms;
  copy.checking ??= check(db, copy);
  return copy.checking;
}

/**
 * Raises the version in the writer's transaction: every instance reloads the groups within SYNONYMS_FRESH_MS (the
 * writer's own at once: forgetTradeSynonyms after the commit).
 */
export async function raiseTradeSynonymsVersion(tx: Executor): Promise<void> {
  await tx.execute(
    sql`insert into trade_synonyms_version as v (id, version) values (1, 1) on conflict (id) do update set version = v.version + 1`,
  );
}

/** Forgets this instance's copy (after a change committed here): the next search loads the groups. */
export function forgetTradeSynonyms(db: Database): void {
  copies.delete(db);
}
