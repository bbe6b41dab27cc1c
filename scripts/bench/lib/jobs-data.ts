// The jobs benchmark's data (bench:jobs, bench:pages, bench:soak with a kept database): BENCH_JOBS jobs (100,000 by
// default) from ~2 % as many companies, and a busy employer with 10,000 applicants, made by jobs-search/generate.ts
// in an empty database; a kept BENCH_DATA_DIR is checked and reused.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/api/src/db/client.js';
import { generate } from '../jobs-search/generate.js';

export const JOBS_DATA = (() => {
  const jobs = Number(process.env.BENCH_JOBS ?? 100_000);
  if (!Number.isInteger(jobs) || jobs < 1_000) throw new Error('BENCH_JOBS must be a whole number of at least 1000');
  return { jobs, companies: Math.max(2_000, Math.round(jobs / 50)), applicants: 10_000 };
})();

/** Generates the data into an empty database, or checks a kept one; a line saying what is there. */
export async function prepareJobsData(db: Database, dir: string): Promise<string> {
  const t0 = Date.now();
  const n = JOBS_DATA;
  const [existing] = (await db.execute<{ n: number }>(sql`select count(*) as n from jobs`)).rows;
  if (!existing?.n) await generate(db, n);
  else if (existing.n !== n.jobs)
    throw new Error(`${dir} holds ${existing.n} jobs, not BENCH_JOBS=${n.jobs}: use another BENCH_DATA_DIR`);
  const [counts] = (
    await db.execute<{ jobs: number; open: number; searchable: number; companies: number; applications: number }>(sql`
      select (select count(*) from jobs) as jobs,
             (select count(*) from jobs where submission_deadline >= current_date) as open,
             (select count(*) from job_search where deadline >= current_date) as searchable,
             (select count(*) from companies) as companies,
             (select count(*) from job_applications) as applications`)
  ).rows;
  return `data: ${counts?.jobs} jobs (${counts?.open} open, ${counts?.searchable} in the projection) from ${counts?.companies} companies, ${counts?.applications} applications; ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`;
}
