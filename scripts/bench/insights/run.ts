// Ministry insights benchmark (npm run bench:insights): the jobs benchmark's data (BENCH_JOBS jobs, 100,000 by
// default, from ~2 % as many companies) with 50,000 job seekers who list skills and education and made 200,000
// applications between them, in an embedded PostgreSQL; then GET /api/ministry/insights/ over HTTP as a Ministry
// account, for a mix of distinct views (the default twelve months, each of ten districts, ten sectors, district and
// sector together, and periods of a week to five years). No answer is cached: each is computed from the insights
// summary (rebuilt first, and its rebuild time printed) and the live counts (issue 14's target: under 300 ms each). Requests go one at a time, as one ministry analyst sends them, after a
// warm-up of three; printed: p50, p95 and the slowest per kind of view, each as a ratio of the target. Not part of
// `npm test`.
//
//   npm run bench:insights
//   BENCH_DATA_DIR=/tmp/bench-insights npm run bench:insights   # keep the generated database and reuse it next time
import { sql } from 'drizzle-orm';
import { percentile, startBenchApp } from '../lib/bench-app.js';
import { openBenchDatabase } from '../lib/bench-database.js';
import { preparePeopleData } from '../lib/people.js';

const TARGET_MS = 300;
const WARM_UP = 3;

const say = (line = '') => process.stdout.write(`${line}\n`);

async function main() {
  const { dir, work, handle, cleanups, cleanup } = await openBenchDatabase('insights');
  try {
    say(await preparePeopleData(handle.db, dir));

    // A Ministry account to ask with.
    const [ministry] = (
      await handle.db.execute<{ id: number }>(sql`
        with u as (insert into users (username, email, password_hash, email_verified_at) values ('bench-ministry@bench.tvet.ug', 'bench-ministry@bench.tvet.ug', '!', now())
                   on conflict do nothing returning id)
        select id from u union all select id from users where username = 'bench-ministry@bench.tvet.ug'`)
    ).rows;
    if (!ministry) throw new Error('no ministry user');
    await handle.db.execute(
      sql`insert into user_groups (user_id, group_id) select ${ministry.id}, id from groups where name = 'Ministry' on conflict do nothing`,
    );

    const { origin, authorizationFor } = await startBenchApp({ dir, work, handle, cleanups });
    const authorization = await authorizationFor(ministry.id, 'bench-ministry@bench.tvet.ug');

    // The views: distinct queries, so no answer could be reused even if something cached them.
    const ids = async (table: 'districts' | 'job_categories') =>
      (await handle.db.execute<{ id: number }>(sql`select id from ${sql.identifier(table)} order by id`)).rows.map(
        (r) => r.id,
      );
    const districts = (
      await handle.db.execute<{ id: number }>(
        sql`select location_id as id from jobs group by 1 order by count(*) desc limit 10`,
      )
    ).rows.map((r) => r.id);
    const sectors = (await ids('job_categories')).slice(0, 10);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const views: Record<string, string[]> = {
      'default (12 months)': [''],
      'one district': districts.map((d) => `district=${d}`),
      'one sector': sectors.map((s) => `sector=${s}`),
      'district and sector': districts.map((d, i) => `district=${d}&sector=${sectors[i % sectors.length]}`),
      'a period': [7, 30, 90, 180, 400, 1000, 1800].map((n) => `from=${day(-n)}&to=${day(0)}`),
    };

    const get = async (query: string) => {
      const started = performance.now();
      const res = await fetch(`${origin}/api/ministry/insights/${query ? `?${query}` : ''}`, {
        headers: { authorization },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${query}: ${res.status}`);
      return performance.now() - started;
    };
    // The summary the views read (decision 016), rebuilt as the job queue does every few minutes.
    const rebuilt = await fetch(`${origin}/api/ministry/insights/refresh/`, {
      method: 'POST',
      headers: { authorization },
    });
    if (rebuilt.status !== 200) throw new Error(`refresh: ${rebuilt.status}`);
    say(
      `summary rebuilt from the tables in ${((await rebuilt.json()) as { took_ms: number }).took_ms} ms (every 5 minutes, off the request path)`,
    );
    for (let i = 0; i < WARM_UP; i++) await get(`from=${day(-(10 + i))}&to=${day(0)}`);

    say(`\nGET /api/ministry/insights/ (uncached, one at a time), target ${TARGET_MS} ms`);
    say('view                     n    p50 ms   p95 ms   max ms   max / target');
    const all: number[] = [];
    for (const [name, queries] of Object.entries(views)) {
      const times: number[] = [];
      for (const q of queries) times.push(await get(q));
      times.sort((a, b) => a - b);
      all.push(...times);
      const max = times[times.length - 1] ?? 0;
      say(
        `${name.padEnd(24)} ${String(times.length).padStart(2)} ${percentile(times, 50).toFixed(0).padStart(8)} ${percentile(times, 95).toFixed(0).padStart(8)} ${max.toFixed(0).padStart(8)}   ${(max / TARGET_MS).toFixed(2)}`,
      );
    }
    all.sort((a, b) => a - b);
    const worst = all[all.length - 1] ?? 0;
    say(
      `all views                ${String(all.length).padStart(2)} ${percentile(all, 50).toFixed(0).padStart(8)} ${percentile(all, 95).toFixed(0).padStart(8)} ${worst.toFixed(0).padStart(8)}   ${(worst / TARGET_MS).toFixed(2)}`,
    );
    say(
      worst <= TARGET_MS
        ? `\nmet: every view answered within ${TARGET_MS} ms`
        : `\nNOT met: the slowest view took ${worst.toFixed(0)} ms (target ${TARGET_MS} ms)`,
    );
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
