// What the jobs benchmark's generator leaves out, for the benchmarks about people (insights, recommendations): more
// applications, job seekers' skills and education, joining dates spread over two years, who lets employers find them. Idempotent: a kept
// BENCH_DATA_DIR is topped up, not doubled.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/api/src/db/client.js';
import { generate, TRADES } from '../jobs-search/generate.js';

/** What the jobs benchmark's generator leaves out: more applications, seekers' skills and education, joining dates. */
async function addPeople(db: Database, n: { jobs: number; seekers: number; applications: number }) {
  const [have] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from job_applications`)).rows;
  const missing = n.applications - (have?.n ?? 0);
  if (missing > 0) {
    // Random open or closed jobs, a few days after they were posted; the unique (job, user) index drops repeats.
    await db.execute(sql`
      insert into job_applications (job_id, user_id, status, created)
      select 1 + floor(random() * ${n.jobs}::int)::int, s.user_id,
             case when r < 0.75 then 'Under Review' when r < 0.87 then 'Accepted' when r < 0.97 then 'Declined' else 'Cancelled' end,
             now() - random() * interval '55 days'
        from (select user_id, random() as r from job_seekers) s cross join generate_series(1, ${Math.ceil(missing / n.seekers) + 1}::int)
       limit ${missing}
      on conflict do nothing`);
    await db.execute(
      sql`update job_applications set updated_at = created + random() * interval '20 days' where status in ('Accepted', 'Declined')`,
    );
  }
  const trades = TRADES.map((t) => t[0].toLowerCase());
  await db.execute(sql`
    insert into skills (user_id, name)
    select s.user_id, (${sql.raw(`array[${trades.map((t) => `'${t.replace(/'/g, "''")}'`).join(',')}]`)})[1 + floor(random() * ${trades.length}::int)::int]
      from job_seekers s cross join generate_series(1, 3)
     where not exists (select 1 from skills k where k.user_id = s.user_id)`);
  await db.execute(sql`
    insert into education (user_id, school, certification, total_score, grades, start_date, end_date)
    select s.user_id, 'Nakawa Vocational Institute',
           (array['Uganda Certificate of Education (UCE)', 'National Certificate in Welding and Fabrication', 'Diploma in Electrical Engineering',
                  'Bachelor of Science in Civil Engineering', 'Craft Certificate in Plumbing'])[1 + s.id % 5],
           60, 'Points', date '2015-01-01', date '2017-12-01'
      from job_seekers s
     where s.id % 3 <> 0 and not exists (select 1 from education e where e.user_id = s.user_id)`);
  // Two in three let employers find them (suggested candidates, issue 15).
  await db.execute(sql`update job_seekers set discoverable = true where id % 3 <> 0 and not discoverable`);
  // Joined over the last two years (the generator makes them all today).
  await db.execute(
    sql`update job_seekers set created_at = now() - (id % 730) * interval '1 day' where created_at > now() - interval '1 hour'`,
  );
  await db.execute(sql`vacuum analyze`);
}

/** The people benchmarks' data: BENCH_JOBS jobs (100,000 by default), 50,000 job seekers, 200,000 applications. */
export const PEOPLE_DATA = (() => {
  const jobs = Number(process.env.BENCH_JOBS ?? 100_000);
  return { jobs, companies: Math.max(2_000, Math.round(jobs / 50)), seekers: 50_000, applications: 200_000 };
})();

/** Generates the data into an empty database, or checks and tops up a kept one; a line saying what is there. */
export async function preparePeopleData(db: Database, dir: string): Promise<string> {
  const t0 = Date.now();
  const n = PEOPLE_DATA;
  const [existing] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from jobs`)).rows;
  if (!existing?.n) await generate(db, { jobs: n.jobs, companies: n.companies, applicants: n.seekers });
  else if (existing.n !== n.jobs)
    throw new Error(`${dir} holds ${existing.n} jobs, not BENCH_JOBS=${n.jobs}: use another BENCH_DATA_DIR`);
  await addPeople(db, n);
  const [counts] = (
    await db.execute<{ jobs: number; seekers: number; applications: number; skills: number; education: number }>(sql`
      select (select count(*)::int from jobs) as jobs, (select count(*)::int from job_seekers) as seekers,
             (select count(*)::int from job_applications) as applications, (select count(*)::int from skills) as skills,
             (select count(*)::int from education) as education`)
  ).rows;
  return `data: ${counts?.jobs} jobs, ${counts?.seekers} job seekers, ${counts?.applications} applications, ${counts?.skills} skills, ${counts?.education} education rows; ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`;
}
