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
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/api/src/app.js';
import type { Database } from '../../../apps/api/src/db/client.js';
import { freePort } from '../../../apps/api/src/db/embedded.js';
import { fileSigner } from '../../../apps/api/src/lib/signed-files.js';
import { diskStorage } from '../../../apps/api/src/lib/storage.js';
import { tokenService } from '../../../apps/api/src/lib/tokens.js';
import { generate, TRADES } from '../jobs-search/generate.js';
import { openBenchDatabase } from '../lib/bench-database.js';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const COMPANIES = Math.max(2_000, Math.round(JOBS / 50));
const SEEKERS = 50_000;
const APPLICATIONS = 200_000;
const TARGET_MS = 300;
const WARM_UP = 3;

const say = (line = '') => process.stdout.write(`${line}\n`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** What the jobs benchmark's generator leaves out: more applications, seekers' skills and education, joining dates. */
async function addPeople(db: Database) {
  const [have] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from job_applications`)).rows;
  const missing = APPLICATIONS - (have?.n ?? 0);
  if (missing > 0) {
    // Random open or closed jobs, a few days after they were posted; the unique (job, user) index drops repeats.
    await db.execute(sql`
      insert into job_applications (job_id, user_id, status, created)
      select 1 + floor(random() * ${JOBS}::int)::int, s.user_id,
             case when r < 0.75 then 'Under Review' when r < 0.87 then 'Accepted' when r < 0.97 then 'Declined' else 'Cancelled' end,
             now() - random() * interval '55 days'
        from (select user_id, random() as r from job_seekers) s cross join generate_series(1, ${Math.ceil(missing / SEEKERS) + 1}::int)
       limit ${missing}
      on conflict do nothing`);
    await db.execute(sql`update job_applications set updated_at = created + random() * interval '20 days' where status in ('Accepted', 'Declined')`);
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
  // Joined over the last two years (the generator makes them all today).
  await db.execute(sql`update job_seekers set created_at = now() - (id % 730) * interval '1 day' where created_at > now() - interval '1 hour'`);
  await db.execute(sql`vacuum analyze`);
}

async function main() {
  const { dir, work, handle, cleanups, cleanup } = await openBenchDatabase('insights');
  try {
    const t0 = Date.now();
    const [existing] = (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from jobs`)).rows;
    if (!existing?.n) await generate(handle.db, { jobs: JOBS, companies: COMPANIES, applicants: SEEKERS });
    else if (existing.n !== JOBS) throw new Error(`${dir} holds ${existing.n} jobs, not BENCH_JOBS=${JOBS}: use another BENCH_DATA_DIR`);
    await addPeople(handle.db);
    const [counts] = (
      await handle.db.execute<{ jobs: number; seekers: number; applications: number; skills: number; education: number }>(sql`
        select (select count(*)::int from jobs) as jobs, (select count(*)::int from job_seekers) as seekers,
               (select count(*)::int from job_applications) as applications, (select count(*)::int from skills) as skills,
               (select count(*)::int from education) as education`)
    ).rows;
    say(`data: ${counts?.jobs} jobs, ${counts?.seekers} job seekers, ${counts?.applications} applications, ${counts?.skills} skills, ${counts?.education} education rows; ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    // A Ministry account to ask with.
    const [ministry] = (
      await handle.db.execute<{ id: number }>(sql`
        with u as (insert into users (username, email, password_hash, email_verified_at) values ('bench-ministry@bench.tvet.ug', 'bench-ministry@bench.tvet.ug', '!', now())
                   on conflict do nothing returning id)
        select id from u union all select id from users where username = 'bench-ministry@bench.tvet.ug'`)
    ).rows;
    if (!ministry) throw new Error('no ministry user');
    await handle.db.execute(sql`insert into user_groups (user_id, group_id) select ${ministry.id}, id from groups where name = 'Ministry' on conflict do nothing`);

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const secret = randomBytes(32).toString('hex');
    const tokens = tokenService(secret, { access: 3600, refresh: 3600 });
    const app = await buildApp({
      config: { publicUrl: origin, webDistDir: path.join(work, 'no-web-build'), logLevel: 'warn' },
      db: handle.db,
      storage: diskStorage(path.join(dir, 'media')),
      tokens,
      files: fileSigner(secret, origin),
    });
    await app.listen({ port, host: '127.0.0.1' });
    cleanups.push(() => app.close());
    const authorization = `JWT ${await tokens.signAccess({ id: ministry.id, username: 'bench-ministry@bench.tvet.ug', email: 'bench-ministry@bench.tvet.ug', firstName: 'Bench', verified: true, tokenVersion: 0 })}`;

    // The views: distinct queries, so no answer could be reused even if something cached them.
    const ids = async (table: 'districts' | 'job_categories') =>
      (await handle.db.execute<{ id: number }>(sql`select id from ${sql.identifier(table)} order by id`)).rows.map((r) => r.id);
    const districts = (await handle.db.execute<{ id: number }>(sql`select location_id as id from jobs group by 1 order by count(*) desc limit 10`)).rows.map((r) => r.id);
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
      const res = await fetch(`${origin}/api/ministry/insights/${query ? `?${query}` : ''}`, { headers: { authorization } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${query}: ${res.status}`);
      return performance.now() - started;
    };
    // The summary the views read (decision 016), rebuilt as the job queue does every few minutes.
    const rebuilt = await fetch(`${origin}/api/ministry/insights/refresh/`, { method: 'POST', headers: { authorization } });
    if (rebuilt.status !== 200) throw new Error(`refresh: ${rebuilt.status}`);
    say(`summary rebuilt from the tables in ${((await rebuilt.json()) as { took_ms: number }).took_ms} ms (every 5 minutes, off the request path)`);
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
      say(`${name.padEnd(24)} ${String(times.length).padStart(2)} ${percentile(times, 50).toFixed(0).padStart(8)} ${percentile(times, 95).toFixed(0).padStart(8)} ${max.toFixed(0).padStart(8)}   ${(max / TARGET_MS).toFixed(2)}`);
    }
    all.sort((a, b) => a - b);
    const worst = all[all.length - 1] ?? 0;
    say(`all views                ${String(all.length).padStart(2)} ${percentile(all, 50).toFixed(0).padStart(8)} ${percentile(all, 95).toFixed(0).padStart(8)} ${worst.toFixed(0).padStart(8)}   ${(worst / TARGET_MS).toFixed(2)}`);
    say(worst <= TARGET_MS ? `\nmet: every view answered within ${TARGET_MS} ms` : `\nNOT met: the slowest view took ${worst.toFixed(0)} ms (target ${TARGET_MS} ms)`);
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
