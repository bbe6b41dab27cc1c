// Recommended jobs benchmark (npm run bench:recommendations): the insights benchmark's data (BENCH_JOBS jobs, 100,000
// by default, 50,000 job seekers with skills, sectors, districts and education, 200,000 applications) in an embedded
// PostgreSQL; then GET /api/job_seekers/recommended-jobs/ over HTTP for 200 different job seekers, one at a time
// after a warm-up of ten, nothing cached (issue 15's target: under 100 ms at the 99th percentile). Printed: p50, p95,
// p99 and the slowest, each as a ratio of the target. Not part of `npm test`.
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
    say(`asking as ${seekers.length} job seekers (skills each: ${Math.min(...seekers.map((s) => s.skills))}–${Math.max(...seekers.map((s) => s.skills))}; sectors each: ${Math.min(...seekers.map((s) => s.sectors))}–${Math.max(...seekers.map((s) => s.sectors))})`);

    const { origin, authorizationFor } = await startBenchApp(bench);
    const get = async (s: { user_id: number; email: string }) => {
      const authorization = await authorizationFor(s.user_id, s.email);
      const started = performance.now();
      const res = await fetch(`${origin}/api/job_seekers/recommended-jobs/`, { headers: { authorization } });
      const body = (await res.json()) as { count: number };
      if (res.status !== 200) throw new Error(`${s.email}: ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, count: body.count };
    };
    for (const s of seekers.slice(0, WARM_UP)) await get(s);
    const times: number[] = [];
    const counts: number[] = [];
    for (const s of seekers.slice(WARM_UP)) {
      const { ms, count } = await get(s);
      times.push(ms);
      counts.push(count);
    }
    times.sort((a, b) => a - b);
    const p99 = percentile(times, 99);
    say(`\nGET /api/job_seekers/recommended-jobs/ (page 1 of 10; uncached, one at a time, ${times.length} job seekers), target p99 ${TARGET_MS} ms`);
    say(`recommended per seeker: ${Math.min(...counts)}–${Math.max(...counts)}`);
    say('p50 ms   p95 ms   p99 ms   max ms   p99 / target');
    say(`${percentile(times, 50).toFixed(0).padStart(6)} ${percentile(times, 95).toFixed(0).padStart(8)} ${p99.toFixed(0).padStart(8)} ${(times[times.length - 1] ?? 0).toFixed(0).padStart(8)}   ${(p99 / TARGET_MS).toFixed(2)}`);
    say(p99 <= TARGET_MS ? `\nmet: p99 ${p99.toFixed(0)} ms within ${TARGET_MS} ms` : `\nNOT met: p99 ${p99.toFixed(0)} ms (target ${TARGET_MS} ms)`);
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
