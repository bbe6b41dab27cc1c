// Jobs search benchmark (npm run bench:jobs): 100,000 jobs from ~2,000 companies in a throw-away embedded
// PostgreSQL, then the portal's search page under load next to a bare node:http server answering the same
// bytes from memory (the ceiling of this machine and Node). Not part of `npm test`.
// Two portal runs: as anonymous visitors (what the page's traffic mostly is; answered from the 5 s cache of
// employer.cache.ts) and as a signed-in caller (never cached: every request runs the query).
//
//   npm run bench:jobs                  # 10 s per run, 32 connections
//   BENCH_SECONDS=5 npm run bench:jobs  # shorter
//   BENCH_DATA_DIR=/tmp/bench npm run bench:jobs  # keep the generated database there and reuse it next time
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { jobSearchQuery } from '@portal/contract';
import { buildApp } from '../../../apps/api/src/app.js';
import { connect, runMigrations, type Database } from '../../../apps/api/src/db/client.js';
import { startEmbeddedPostgres } from '../../../apps/api/src/db/embedded.js';
import { loadLookups } from '../../../apps/api/src/db/seed/lookups.js';
import { UGANDA_CITIES } from '../../../apps/api/src/db/seed/content/uganda.js';
import { diskStorage } from '../../../apps/api/src/lib/storage.js';
import { tokenService } from '../../../apps/api/src/lib/tokens.js';
import { fileSigner } from '../../../apps/api/src/lib/signed-files.js';
import { jobSearchSql } from '../../../apps/api/src/modules/employer/employer.service.js';

const JOBS = 100_000;
const COMPANIES = 2_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const TARGET_P99_MS = 50;
const TARGET_SHARE = 0.4;

const say = (line = '') => process.stdout.write(`${line}\n`);

// Trades and the job category each belongs to (names from db/seed/lookups.ts).
const TRADES: ReadonlyArray<readonly [string, string]> = [
  ['Welder', 'Welding & Fabrication'],
  ['Metal Fabricator', 'Welding & Fabrication'],
  ['Electrician', 'Electrical Installation'],
  ['Electrical Technician', 'Electrical Installation'],
  ['Plumber', 'Plumbing'],
  ['Pipe Fitter', 'Plumbing'],
  ['Mason', 'Construction & Building'],
  ['Site Foreman', 'Construction & Building'],
  ['Steel Fixer', 'Construction & Building'],
  ['Motor Mechanic', 'Motor Vehicle Mechanics'],
  ['Auto Electrician', 'Motor Vehicle Mechanics'],
  ['Carpenter', 'Carpentry & Joinery'],
  ['Furniture Maker', 'Carpentry & Joinery'],
  ['Tailor', 'Tailoring & Garment Making'],
  ['Hairdresser', 'Hairdressing & Cosmetology'],
  ['Cook', 'Catering & Hotel Management'],
  ['Waiter', 'Catering & Hotel Management'],
  ['Farm Manager', 'Agriculture & Agribusiness'],
  ['Agronomist', 'Agriculture & Agribusiness'],
  ['Computer Technician', 'ICT & Computer Repair'],
  ['Accounts Assistant', 'Accounting & Finance'],
  ['Sales Representative', 'Sales & Marketing'],
  ['Nursing Assistant', 'Health Care'],
  ['Vocational Instructor', 'Education & Training'],
  ['Truck Driver', 'Transport & Logistics'],
  ['Machine Operator', 'Manufacturing'],
  ['Solar Technician', 'Solar & Renewable Energy'],
  ['Security Guard', 'Security'],
  ['Office Administrator', 'Administration'],
  ['Receptionist', 'Administration'],
];
const MODIFIERS = ['', 'Senior ', 'Junior ', 'Assistant ', 'Trainee ', 'Lead ', 'Site ', 'Workshop ', 'Maintenance ', 'Qualified '];
const COMPANY_PLACES = ['Kampala', 'Nile', 'Victoria', 'Rwenzori', 'Elgon', 'Pearl', 'Kagera', 'Mukono', 'Acholi', 'Ankole', 'Busoga', 'Kigezi', 'Lango', 'Teso', 'Bunyoro', 'Masaka', 'Entebbe', 'Jinja', 'Gulu', 'Mbarara', 'Lira', 'Arua', 'Mbale', 'Kasese', 'Hoima', 'Tororo', 'Karamoja', 'Buganda', 'Sezibwa', 'Murchison'];
const COMPANY_KINDS = ['Steel Works', 'Builders', 'Motors', 'Electricals', 'Engineering', 'Hotel', 'Farms', 'Tailoring House', 'Solar Solutions', 'Plumbing Services', 'Welding & Fabrication', 'Furniture', 'Salon & Spa', 'Logistics', 'Security Services', 'Technical Institute', 'Health Centre', 'Computers', 'Agro Processors', 'Construction', 'Garage', 'Restaurant', 'Printers', 'Hardware', 'Transporters'];
const COMPANY_SUFFIXES = ['Ltd', 'Uganda Ltd', 'Co.', 'Enterprises', '& Sons'];
const DUTIES = [
  'Keep tools and the work area clean and safe.',
  'Read drawings and follow job cards.',
  'Report progress to the supervisor every day.',
  'Guide and train apprentices on the job.',
  'Check the quality of finished work before hand-over.',
  'Order materials and keep stock records.',
  'Serve customers politely and on time.',
  'Follow health and safety rules at all times.',
  'Carry out routine maintenance and record faults.',
  'Work with the team to meet weekly targets.',
];
const BENEFITS = ['a monthly transport allowance', 'lunch at work', 'medical cover', 'NSSF contributions', 'paid training', 'overtime pay'];

/** A JS list as ONE text[] parameter (drizzle would spread a bare array into a parameter list). */
const textArray = (values: readonly string[]) => sql`${sql.param(values)}::text[]`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** 2,000 companies (each with its owner account) and 100,000 jobs, all in SQL. Deterministic (setseed). */
async function generate(db: Database): Promise<void> {
  await db.execute(sql`select setseed(0.2026)`);
  await db.execute(sql`
    insert into users (username, email, password_hash, first_name, last_name, email_verified_at)
    select 'bench-company-' || g || '@bench.tvet.ug', 'bench-company-' || g || '@bench.tvet.ug', '!', 'Owner', g::text, now()
      from generate_series(1, ${COMPANIES}::int) g`);
  await db.execute(sql`
    insert into companies (user_id, name, no_of_employees, address, created_at)
    select u.id,
           (${textArray(COMPANY_PLACES)})[1 + (u.n % ${COMPANY_PLACES.length}::int)] || ' ' ||
           (${textArray(COMPANY_KINDS)})[1 + ((u.n / ${COMPANY_PLACES.length}::int) % ${COMPANY_KINDS.length}::int)] || ' ' ||
           (${textArray(COMPANY_SUFFIXES)})[1 + ((u.n / ${COMPANY_PLACES.length * COMPANY_KINDS.length}::int) % ${COMPANY_SUFFIXES.length}::int)],
           5 + floor(random() * 500)::int,
           'Plot ' || (1 + u.n % 90) || ', ' || (${textArray(UGANDA_CITIES.map((c) => c.name))})[1 + (u.n % ${UGANDA_CITIES.length}::int)],
           now() - random() * interval '900 days'
      from (select id, (row_number() over (order by id))::int - 1 as n from users where username like 'bench-company-%') u`);

  // Places: a quarter of the jobs in Kampala, 45 % in the other towns, 30 % anywhere (no town).
  await db.execute(sql`
    with
      trade as (
        select array_agg(t.title order by t.n) as titles, array_agg(jc.id order by t.n) as categories, array_agg(jc.name order by t.n) as category_names
          from unnest(${textArray(TRADES.map((t) => t[0]))}, ${textArray(TRADES.map((t) => t[1]))}) with ordinality as t(title, category, n)
          join job_categories jc on jc.name = t.category),
      place as (
        select array_agg(ci.id order by ci.id) as cities, array_agg(ci.district_id order by ci.id) as city_districts,
               array_agg(ci.name order by ci.id) as city_names,
               (select array_agg(id order by id) from districts) as districts,
               (select id from cities where name = 'Kampala') as kampala_city,
               (select district_id from cities where name = 'Kampala') as kampala_district
          from cities ci),
      lookup as (
        select (select array_agg(id order by id) from companies) as companies,
               (select array_agg(name order by id) from companies) as company_names,
               (select array_agg(id order by id) from functional_areas) as areas,
               (select array_agg(id order by id) from contract_types) as contracts),
      r as (
        select g,
               1 + floor(random() * ${TRADES.length}::int)::int as ti,
               1 + floor(random() * ${MODIFIERS.length}::int)::int as mi,
               1 + floor(random() * ${COMPANIES}::int)::int as co,
               random() as place_r, random() as pick_r, random() as pay_r, random() as open_r, random() as misc_r,
               1 + floor(random() * ${DUTIES.length}::int)::int as d1, 1 + floor(random() * ${DUTIES.length}::int)::int as d2
          from generate_series(1, ${JOBS}::int) g)
    insert into jobs (company_id, title, job_category_id, function_area_id, location_id, city_id, contract_type_id,
                      description, qualifications, application_procedure, available_positions, min_pay, max_pay,
                      submission_deadline, job_link, posted, updated_at)
    select l.companies[r.co],
           (${textArray(MODIFIERS)})[r.mi] || t.titles[r.ti],
           t.categories[r.ti],
           l.areas[1 + floor(r.misc_r * array_length(l.areas, 1))::int],
           case when r.place_r < 0.25 then p.kampala_district
                when r.place_r < 0.70 then p.city_districts[1 + floor(r.pick_r * array_length(p.cities, 1))::int]
                else p.districts[1 + floor(r.pick_r * array_length(p.districts, 1))::int] end,
           case when r.place_r < 0.25 then p.kampala_city
                when r.place_r < 0.70 then p.cities[1 + floor(r.pick_r * array_length(p.cities, 1))::int]
                else null end,
           l.contracts[1 + floor(r.pay_r * array_length(l.contracts, 1))::int],
           '<p><strong>' || l.company_names[r.co] || '</strong> is hiring ' || lower(t.titles[r.ti]) || 's. '
             || (${textArray(DUTIES)})[r.d1] || ' ' || (${textArray(DUTIES)})[r.d2] || '</p><p>We offer '
             || (${textArray(BENEFITS)})[1 + (r.g % ${BENEFITS.length}::int)] || '.</p>',
           '<ul><li>Certificate in ' || t.category_names[r.ti] || '</li><li>' || (1 + r.g % 5) || ' years of experience</li></ul>',
           '<p>Apply through this portal before the deadline.</p>',
           1 + (r.g % 7),
           case when r.pay_r < 0.07 then null else 200000 + 50000 * floor(r.pay_r * 40)::int end,
           case when r.pay_r < 0.07 then null else 200000 + 50000 * floor(r.pay_r * 40)::int + 50000 * (2 + r.g % 15) end,
           case when r.open_r < 0.85 then current_date + (1 + floor(r.misc_r * 60))::int
                else current_date - (1 + floor(r.misc_r * 30))::int end,
           case when r.misc_r < 0.05 then 'https://careers.bench.tvet.ug/vacancy-' || r.g else null end,
           now() - r.open_r * interval '60 days',
           now()
      from r cross join trade t cross join place p cross join lookup l`);
  // What autovacuum would have done by now: the GIN pending list merged, statistics and the visibility map current.
  await db.execute(sql`vacuum analyze`);
}

type Load = { rps: number; p50: number; p99: number; total: number; non2xx: number; errors: number; timeouts: number };

/** autocannon in a child process, so the load generator never shares the measured server's event loop. */
function load(url: string, seconds: number, authorization?: string): Promise<Load> {
  return new Promise((resolve, reject) => {
    const args = [path.join(import.meta.dirname, 'load.mjs'), url, String(seconds), String(CONNECTIONS), ...(authorization ? [authorization] : [])];
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Load) : reject(new Error(`load generator exited with ${code}`))));
  });
}

async function main() {
  const keep = process.env.BENCH_DATA_DIR ? path.resolve(process.env.BENCH_DATA_DIR) : undefined;
  if (keep) mkdirSync(keep, { recursive: true });
  const dir = keep ?? mkdtempSync(path.join(tmpdir(), 'bench-jobs-'));
  chmodSync(dir, 0o755); // the embedded server runs as `postgres` when we are root
  const log = { info: () => undefined, warn: (m: string) => process.stderr.write(`${m}\n`) };
  const cleanups: (() => Promise<unknown>)[] = [];
  const cleanup = async () => {
    for (const c of cleanups.reverse()) await c().catch((err: unknown) => process.stderr.write(`${String(err)}\n`));
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));

  try {
    const server = await startEmbeddedPostgres(dir, log);
    cleanups.push(() => server.stop());
    const handle = connect(server.url);
    cleanups.push(() => handle.close());
    await runMigrations(handle);
    await loadLookups(handle.db);

    let t0 = Date.now();
    const [existing] = (await handle.db.execute<{ n: number }>(sql`select count(*) as n from jobs`)).rows;
    if (!existing?.n) await generate(handle.db);
    const [counts] = (await handle.db.execute<{ jobs: number; open: number; companies: number }>(sql`
      select (select count(*) from jobs) as jobs,
             (select count(*) from jobs where submission_deadline >= current_date) as open,
             (select count(*) from companies) as companies`)).rows;
    say(`data: ${counts?.jobs} jobs (${counts?.open} open) from ${counts?.companies} companies, generated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const [kampala] = (await handle.db.execute<{ id: number }>(sql`select id from districts where name = 'Kampala'`)).rows;
    if (!kampala) throw new Error('no Kampala district');
    const query = { search: 'weld', location: String(kampala.id), page: '2' };

    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const secret = randomBytes(32).toString('hex');
    const tokens = tokenService(secret, { access: 900, refresh: 3600 });
    const app = await buildApp({
      config: { publicUrl, webDistDir: path.join(dir, 'no-web-build'), logLevel: 'warn' },
      db: handle.db,
      storage: diskStorage(path.join(dir, 'media')),
      tokens,
      files: fileSigner(secret, publicUrl),
    });
    const [someone] = (await handle.db.execute<{ id: number; username: string }>(sql`select id, username from users order by id limit 1`)).rows;
    if (!someone) throw new Error('no user');
    const signedIn = `JWT ${await tokens.signAccess({ id: someone.id, username: someone.username, email: someone.username, firstName: 'Bench', verified: true })}`;
    await app.listen({ port, host: '127.0.0.1' });
    cleanups.push(() => app.close());

    // The plan of exactly what the API runs for this page.
    const plan = await handle.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${jobSearchSql(jobSearchQuery.parse(query))}`);
    say('\nplan of the searched page:');
    for (const row of plan.rows) say(`  ${row['QUERY PLAN']}`);

    const searchUrl = `${publicUrl}/api/employer/jobs/?${new URLSearchParams(query)}`;
    const first = await fetch(searchUrl);
    const body = await first.text();
    if (first.status !== 200) throw new Error(`the portal answered ${first.status}: ${body}`);
    const page = JSON.parse(body) as { count: number; results: unknown[] };
    say(`\nGET ${searchUrl.slice(publicUrl.length)} → ${page.count} matches, ${page.results.length} on the page, ${body.length} bytes`);

    // The ceiling: the same bytes from memory, no framework, no database.
    const ceiling = createHttpServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    const ceilingPort = await freePort();
    await new Promise<void>((resolve) => ceiling.listen(ceilingPort, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => ceiling.close(resolve)));

    say(`\n${CONNECTIONS} connections, ${SECONDS} s per run (after a 2 s warm-up each)…`);
    t0 = Date.now();
    await load(searchUrl, 2);
    const portal = await load(searchUrl, SECONDS);
    await load(searchUrl, 2, signedIn);
    const uncached = await load(searchUrl, SECONDS, signedIn);
    await load(`http://127.0.0.1:${ceilingPort}/`, 2);
    const bare = await load(`http://127.0.0.1:${ceilingPort}/`, SECONDS);

    const row = (name: string, r: Load) =>
      say(`${name.padEnd(34)}${r.rps.toFixed(0).padStart(9)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${String(r.non2xx + r.errors + r.timeouts).padStart(8)}`);
    say(`\n${''.padEnd(34)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'failed'.padStart(8)}`);
    row('portal, visitors (5 s cache)', portal);
    row('ceiling: node:http, same bytes', bare);
    row('portal, signed in (query each time)', uncached);
    const share = portal.rps / bare.rps;
    say(`\nportal / ceiling: ${(share * 100).toFixed(1)} %`);
    say(`target p99 < ${TARGET_P99_MS} ms: ${portal.p99 < TARGET_P99_MS ? 'met' : 'MISSED'} (${portal.p99} ms)`);
    say(`target ≥ ${TARGET_SHARE * 100} % of the ceiling: ${share >= TARGET_SHARE ? 'met' : 'MISSED'} (${(share * 100).toFixed(1)} %)`);
    say(`machine: ${execFileSync('nproc').toString().trim()} CPUs, Node ${process.version}; measured in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
