// Recommendations (issue 15): the open jobs that fit a job seeker's profile, ranked, each with its reasons; and the
// trainings and competitions that teach what employers in their field ask for. Jobs: one
// statement: the candidates are the newest open jobs asking for one of the seeker's skills (GIN on job_search.doc),
// in one of their sectors, or in their district (each through its own index, at most CANDIDATES each), less the jobs
// they applied to; each candidate is scored on skills, sector, place, education and recency.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MATCH_REASONS as R, type RecommendedJob, type RecommendedTrainings } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { insightSkills, type skills, type trainings } from '../../db/schema/index.js';
import { queryRows, type WireOf } from '../../db/typed-sql.js';
import { educationRankOf, EDUCATION_LEVELS } from '../../lib/education.js';
import { invalidPage } from '../../lib/listing.js';
import { CANDIDATES, FIT_COLUMNS, MAX_SKILLS, scoredPage, skillQuery, textArray } from '../../lib/matching.js';
import { tradeSynonyms } from '../../lib/trade-synonyms.js';
import { publiclyVisible } from '../../lib/visibility.js';
import { presentSearchRow, SEARCH_CARD_COLUMNS } from '../jobs/index.js';
import { ensureInsightsSummary } from '../ministry/index.js';
import { kampalaToday } from '../../lib/dates.js';

export async function recommendedJobs(
  ctx: { db: Database; publicUrl: string },
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ count: number; results: RecommendedJob[] }> {
  const skillRows = await queryRows(
    ctx.db,
    { name: sql<WireOf<typeof skills.name>>`min(k.name)` },
    sql`
      from skills k where k.user_id = ${userId} group by lower(trim(k.name)) order by min(k.id) limit ${MAX_SKILLS}`,
  );
  const synonyms = await tradeSynonyms(ctx.db);
  const wanted = skillRows
    .map((r) => ({ name: r.name.trim(), query: skillQuery(r.name, synonyms) }))
    .filter((s): s is { name: string; query: string } => s.query !== null);
  const names = wanted.map((s) => s.name);
  const queries = wanted.map((s) => s.query);
  const anySkill = queries.length ? queries.map((q) => `(${q})`).join(' | ') : null;

  const rows = await queryRows(
    ctx.db,
    { ...SEARCH_CARD_COLUMNS, ...FIT_COLUMNS },
    (list) => sql`
    with me as (
      select s.id, s.district_id, s.city_id,
             coalesce(array(select c.job_category_id from job_seeker_categories c where c.job_seeker_id = s.id), '{}') as sectors,
             coalesce((select max(${educationRankOf('e.certification', '1')}) from education e where e.user_id = s.user_id), 0) as rank
        from job_seekers s where s.user_id = ${userId} and s.deactivated_at is null
    ), wanted as materialized (
      select t.name, to_tsquery('english', t.query) as q from unnest(${textArray(names)}, ${textArray(queries)}) as t(name, query)
    ), candidates as (
      ${anySkill ? sql`(select s.job_id from job_search s where s.deadline >= ${kampalaToday} and s.doc @@ to_tsquery('english', ${anySkill}) order by s.posted desc limit ${CANDIDATES}) union ` : sql``}
      (select s.job_id from job_search s, me where s.deadline >= ${kampalaToday} and s.category_id = any(me.sectors) order by s.posted desc limit ${CANDIDATES})
      union
      (select s.job_id from job_search s, me where s.deadline >= ${kampalaToday} and s.district_id = me.district_id order by s.posted desc limit ${CANDIDATES})
    ), fits as (
      select s.job_id, s.posted,
             array(select w.name from wanted w where s.doc @@ w.q) as matched_skills,
             s.category_id = any(me.sectors) as in_sector,
             s.district_id = me.district_id as in_district,
             s.city_id is not null and s.city_id = me.city_id as in_town,
             (select ${educationRankOf('j.qualifications', '0')} from jobs j where j.id = s.job_id) as required_rank,
             me.rank as seeker_rank,
             extract(epoch from (now() - s.posted)) / 86400 as age_days
        from candidates c join job_search s on s.job_id = c.job_id cross join me
       where not exists (select 1 from job_applications a where a.job_id = s.job_id and a.user_id = ${userId} and a.status <> 'Cancelled')
    ), ${scoredPage(sql`f.posted desc, f.job_id desc`, page, pageSize)}
    -- The page's cards only (the card is the projection's largest column).
    select ${list}
      from top join job_search s on s.job_id = top.job_id
     order by top.score desc, top.posted desc, top.job_id desc`,
  );
  if (rows.length === 0 && page > 1) throw invalidPage();

  return {
    count: rows[0]?.total ?? 0,
    results: rows.map((r) => {
      const card = presentSearchRow(ctx.publicUrl, r);
      const reasons: string[] = [];
      if (r.matched_skills.length) reasons.push(`${R.skills}: ${r.matched_skills.slice(0, 4).join(', ')}`);
      if (r.in_sector) reasons.push(`${R.field}: ${card.category.name}`);
      if (r.in_town && card.city) reasons.push(`${R.town}: ${card.city.name}`);
      else if (r.in_district) reasons.push(`${R.district}: ${card.location.name}`);
      if (r.required_rank > 0 && r.seeker_rank >= r.required_rank)
        reasons.push(`${R.education}: ${EDUCATION_LEVELS[r.required_rank] ?? EDUCATION_LEVELS[1]}`);
      if (Number(r.age_days) < 7) reasons.push(R.recent);
      return { ...card, match: { score: Math.min(100, r.score), reasons } };
    }),
  };
}

/** Skills in demand looked at, and trainings or competitions shown for each. */
const SKILLS_IN_DEMAND = 5;
const LEARNING_PER_SKILL = 3;

const demandSkill = alias(insightSkills, 'k');
/**
 * A training or competition found (`x`, the union of both), as the wire shows it, in its order. The columns are the
 * training's: the competition's title, start date and location go in the same places.
 */
const LEARNING_COLUMNS = {
  kind: sql<'training' | 'competition'>`kind`,
  id: sql<WireOf<typeof trainings.id>>`id`,
  title: sql<WireOf<typeof trainings.title>>`title`,
  date: sql<string>`to_char(date, 'YYYY-MM-DD')`,
  location: sql<WireOf<typeof trainings.location>>`location`,
  skill: sql<WireOf<typeof insightSkills.skill>>`skill`,
};

/**
 * Trainings and competitions that teach what employers in the seeker's sectors ask for and the seeker does not list
 * (issue 15). The demand is the insights summary's count of open jobs per skill and sector (rebuilt every few
 * minutes); a skill the seeker lists (matched as words, "Arc welding" lists welding) is left out; upcoming trainings
 * and live competitions whose title or description name the skill are shown, soonest first.
 */
export async function recommendedTrainings(db: Database, userId: number): Promise<RecommendedTrainings> {
  const summary = await ensureInsightsSummary(db);
  const demand = await queryRows(
    db,
    { skill: demandSkill.skill, jobs: sql<number>`sum(k.jobs)::int` },
    sql`
        from insight_skills k
       where k.district_id = 0 and k.jobs > 0
         and k.sector_id in (select c.job_category_id from job_seeker_categories c join job_seekers s on s.id = c.job_seeker_id
                              where s.user_id = ${userId} and s.deactivated_at is null)
         and not exists (select 1 from skills mine
                          where mine.user_id = ${userId} and to_tsvector('english', mine.name) @@ plainto_tsquery('english', k.skill))
       group by k.skill
       order by 2 desc, 1
       limit ${SKILLS_IN_DEMAND}`,
  );
  const skills = demand.map((d) => d.skill);
  const learning = skills.length
    ? await queryRows(
        db,
        LEARNING_COLUMNS,
        (list) => sql`
          with wanted as (
            select w.skill, w.rank, plainto_tsquery('english', w.skill) as q from unnest(${textArray(skills)}) with ordinality as w(skill, rank)
          ), found as (
            select 'training' as kind, t.id, t.title, t.date as date, t.location, w.skill, w.rank
              from wanted w join trainings t on to_tsvector('english', t.title || ' ' || t.description) @@ w.q
              join trainers tr on tr.id = t.trainer_id
             where ${publiclyVisible.training('t', 'tr')}
            union all
            select 'competition', c.id, c.competition_title, c.start_date, c.location, w.skill, w.rank
              from wanted w join skills_competitions c on to_tsvector('english', c.competition_title || ' ' || c.description) @@ w.q
              join skill_providers sp on sp.id = c.provider_id
             where ${publiclyVisible.competition('c', 'sp')}
          )
          select ${list}
            from (select f.*, row_number() over (partition by f.skill order by f.date, f.kind, f.id) as n from found f) x
           where n <= ${LEARNING_PER_SKILL}
           order by rank, date, kind, id`,
      )
    : [];
  return {
    skills_in_demand: demand,
    results: learning.map((l) => ({ ...l, reason: `Employers in your field ask for: ${l.skill}` })),
    counted_at: summary.refreshedAt,
  };
}
