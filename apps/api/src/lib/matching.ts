// How a job seeker and a job fit each other (issue 15), shared by the seeker's recommended jobs and a company's
// suggested candidates, so both sides score a pair alike: the points of each kind of fit and the skill matching.
import { sql, type SQL } from 'drizzle-orm';
import { SKILL_SYNONYMS } from '@portal/contract';
import { offsetOf } from './pagination.js';
import { NO_SYNONYMS, searchTsQuery, type TradeSynonyms } from './trade-synonyms.js';

/** A text[] parameter (a JS array spread into a sql template becomes a list; this passes it as one array). */
export const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

/** The points of each kind of fit (they add up to 100 at most). */
export const MATCH_POINTS = {
  perSkill: 15,
  maxSkills: 3,
  sector: 20,
  district: 15,
  town: 5,
  education: 10,
  recency: 5,
} as const;

/**
 * A fit's score out of 100 (MATCH_POINTS), as SQL over the row `alias` with the columns both sides of the match
 * compute: matched_skills (text[]), in_sector, in_district, in_town (booleans), required_rank and seeker_rank
 * (lib/education.ts) and age_days. Recommended jobs and suggested candidates thus rank a pair alike.
 */
function matchScoreSql(alias: string): SQL {
  const P = MATCH_POINTS;
  const f = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`round(
      least(cardinality(${f('matched_skills')}), ${P.maxSkills}) * ${P.perSkill}
    + case when ${f('in_sector')} then ${P.sector} else 0 end
    + case when ${f('in_district')} then ${P.district} else 0 end
    + case when ${f('in_town')} then ${P.town} else 0 end
    + case when ${f('required_rank')} > 0 and ${f('seeker_rank')} >= ${f('required_rank')} then ${P.education} else 0 end
    + ${P.recency} * greatest(0, 1 - ${f('age_days')} / 30))::int`;
}

/**
 * The CTEs `scored` and `top` after a CTE `fits` (one row a pair, with the columns matchScoreSql reads): every fit
 * scored, and `top` the page of them best first, ties newest first by `newest` (over `f`), with the list's total.
 */
export const scoredPage = (newest: SQL, page: number, pageSize: number) => sql`scored as (
      select f.*, ${matchScoreSql('f')} as score
        from fits f
    ), top as (
      select f.*, count(*) over () as total from scored f
       order by f.score desc, ${newest}
       limit ${pageSize} offset ${offsetOf(page, pageSize)}
    )`;

/** A scored fit as both sides read it from their page `top` (scoredPage), with the list's total. */
export const FIT_COLUMNS = {
  total: sql<number>`top.total`,
  matched_skills: sql<string[]>`top.matched_skills`,
  in_sector: sql<boolean>`top.in_sector`,
  in_district: sql<boolean>`top.in_district`,
  in_town: sql<boolean>`top.in_town`,
  required_rank: sql<number>`top.required_rank`,
  seeker_rank: sql<number>`top.seeker_rank`,
  // numeric (extract's epoch over an integer), which pg hands over as text.
  age_days: sql<string>`top.age_days`,
  score: sql<number>`top.score`,
};

/** Candidates read from each source (skills, sectors, district), the newest first, before they are scored. */
export const CANDIDATES = 150;

/** Skills of a profile taken into account (its first ones). */
export const MAX_SKILLS = 15;

/** The other names of a word's trade (SKILL_SYNONYMS, matched by the word's start). */
const synonymsOf = (word: string) =>
  Object.entries(SKILL_SYNONYMS).flatMap(([start, others]) => (word.startsWith(start) ? others : []));

/** Text-search prefixes as one query: any of them, a phrase's words all. */
const anyPrefix = (alternatives: Set<string>) =>
  [...alternatives]
    .map(
      (a) =>
        `(${a
          .split(' ')
          .map((part) => `${part}:*`)
          .join(' & ')})`,
    )
    .join(' | ');

/**
 * A skill's name as a text-search query: each of its words of four letters or more (all its words when none is that
 * long) matched by its start, or the other names of the same trade (SKILL_SYNONYMS), any of them; and a skill named
 * in Kiswahili or Luganda ("fundi umeme") also as the job search reads it with the Ministry's trade synonyms
 * (`synonyms`, lib/trade-synonyms.ts), so it finds the English-titled jobs. Null when nothing is left to match.
 * Matched against a job's document (its title, company, description and qualifications).
 */
export function skillQuery(name: string, synonyms: TradeSynonyms = NO_SYNONYMS): string | null {
  const words = name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3);
  const long = words.filter((w) => w.length >= 4);
  const alternatives = new Set<string>();
  for (const word of long.length ? long : words) {
    alternatives.add(word);
    for (const other of synonymsOf(word)) alternatives.add(other);
  }
  const own = alternatives.size ? anyPrefix(alternatives) : null;
  const translated = searchTsQuery(name, synonyms);
  if (!translated || translated === searchTsQuery(name, NO_SYNONYMS)) return own;
  return own ? `${own} | (${translated})` : `(${translated})`;
}

/**
 * A job title as a query over skill names, to find the people who may fit it: each word of four letters or more cut
 * to its trade's root (its start, at least four letters: "welder" finds "welding"), or the trade's other names.
 * Null when the title has no such word.
 */
export function titleSkillsQuery(title: string): string | null {
  const alternatives = new Set<string>();
  for (const word of title
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 4)) {
    alternatives.add(word.slice(0, Math.max(4, word.length - 3)));
    for (const other of synonymsOf(word)) alternatives.add(other);
  }
  return alternatives.size ? anyPrefix(alternatives) : null;
}
