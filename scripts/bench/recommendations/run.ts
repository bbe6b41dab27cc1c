// Recommendations benchmark (npm run bench:recommendations): the insights benchmark's data (BENCH_JOBS jobs, 100,000
// by default, 50,000 job seekers with skills, sectors, districts and education, two in three letting employers find
// them, 200,000 applications) in an embedded PostgreSQL; then, over HTTP, one at a time after a warm-up of ten,
// nothing cached: GET /api/job_seekers/recommended-jobs/ for 200 different job seekers, and
// GET /api/employer/jobs/{id}/suggested-candidates/ for 200 different open jobs as their companies (issue 15's target
// for both: under 100 ms at the 99th percentile). Printed: p50, p95, p99 and the slowest, each p99 as a ratio of the
// target. Not part of `npm test`.
//
//   npm run bench:recommendations
//   BENCH_DATA_DIR=/tmp/bench-insights npm run bench:recommendations   # the same kept database as bench:insights
import { sql } from 'drizzle-orm';
import { percentile, startBenchApp } from '../lib/bench-app.js';
import { openBenchDatabase } from '../lib/bench-database.js';
import { preparePeopleData } from '../lib/people.js';

const TARGET_MS = 100;
const SAMPLE = 200;
const WARM_UP = 10;

const say = (line = '') => process.stdout.write(`${line}\n`);

type Caller = { user_id: number; email: string; path: string };

/** Times GET `path` for each caller after the warm-up; prints the percentiles; answers whether p99 met the target. */
async function measure(
  label: string,
  callers: Caller[],
  origin: string,
  authorizationFor: (id: number, email: string) => Promise<string>,
) {
  const get = async (c: Caller) => {
    const authorization = await authorizationFor(c.user_id, c.email);
    const started = performance.now();
    const res = await fetch(`${origin}${c.path}`, { headers: { authorization } });
    const body = (await res.json()) as { count: number };
    if (res.status !== 200) throw new Error(`${c.email} ${c.path}: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, count: body.count };
  };
  for (const c of callers.slice(0, WARM_UP)) await get(c);
  const times: number[] = [];
  const counts: number[] = [];
  for (const c of callers.slice(WARM_UP)) {
    const { ms, count } = await get(c);
    times.push(ms);
    counts.push(count);
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  say(`\n${label} (page 1 of 10; uncached, one at a time, ${times.length} callers), target p99 ${TARGET_MS} ms`);
  say(`results per caller: ${Math.min(...counts)}–${Math.max(...counts)}`);
  say('p50 ms   p95 ms   p99 ms   max ms   p99 / target');
  say(
    `${percentile(times, 50).toFixed(0).padStart(6)} ${percentile(times, 95).toFixed(0).padStart(8)} ${p99.toFixed(0).padStart(8)} ${(times[times.length - 1] ?? 0).toFixed(0).padStart(8)}   ${(p99 / TARGET_MS).toFixed(2)}`,
  );
  say(
    p99 <= TARGET_MS
      ? `met: p99 ${p99.toFixed(0)} ms within ${TARGET_MS} ms`
      : `NOT met: p99 ${p99.toFixed(0)} ms (target ${TARGET_MS} ms)`,
  );
  return p99 <= TARGET_MS;
}

async function main() {
  const bench = await openBenchDatabase('insights');
  const { dir, handle, cleanup } = bench;
  try {
    say(await preparePeopleData(handle.db, dir));

    // Job seekers spread over the table (every 200th), each with skills, a sector and a district.
    const seekers = (
      await handle.db.execute<{ user_id: number; email: string; skills: number; sectors: number }>(sql`
        select s.user_id, u.email,
               (select count(*)::int from skills k where k.user_id = s.user_id) as skills,
               (select count(*)::int from job_seeker_categories c where c.job_seeker_id = s.id) as sectors
          from job_seekers s join users u on u.id = s.user_id
         where s.id % 200 = 0 and s.district_id is not null
         order by s.id limit ${SAMPLE + WARM_UP}`)
    ).rows;
    if (seekers.length < SAMPLE + WARM_UP) throw new Error(`only ${seekers.length} job seekers to ask as`);
    say(
      `asking as ${seekers.length} job seekers (skills each: ${Math.min(...seekers.map((s) => s.skills))}–${Math.max(...seekers.map((s) => s.skills))}; sectors each: ${Math.min(...seekers.map((s) => s.sectors))}–${Math.max(...seekers.map((s) => s.sectors))})`,
    );

    // Open jobs spread over the table, each asked for by its own company's owner.
    const jobs = (
      await handle.db.execute<{ user_id: number; email: string; job_id: number }>(sql`
        select c.user_id, u.email, j.id as job_id
          from jobs j join companies c on c.id = j.company_id join users u on u.id = c.user_id
         where j.submission_deadline >= current_date and j.unpublished_at is null and c.deactivated_at is null
         order by (j.id * 7919) % 100003
         limit ${SAMPLE + WARM_UP}`)
    ).rows;
    if (jobs.length < SAMPLE + WARM_UP) throw new Error(`only ${jobs.length} open jobs to ask about`);
    const [discoverable] = (
      await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from job_seekers where discoverable`)
    ).rows;
    say(`asking about ${jobs.length} open jobs; ${discoverable?.n} job seekers let employers find them`);

    const { origin, authorizationFor } = await startBenchApp(bench);
    const met = [
      await measure(
        'GET /api/job_seekers/recommended-jobs/',
        seekers.map((s) => ({ ...s, path: '/api/job_seekers/recommended-jobs/' })),
        origin,
        authorizationFor,
      ),
      await measure(
        'GET /api/employer/jobs/{id}/suggested-candidates/',
        jobs.map((j) => ({
          user_id: j.user_id,
          email: j.email,
          path: `/api/employer/jobs/${j.job_id}/suggested-candidates/`,
        })),
        origin,
        authorizationFor,
      ),
    ];
    say(met.every(Boolean) ? '\nmet: both within the target' : '\nNOT met: see above');
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
