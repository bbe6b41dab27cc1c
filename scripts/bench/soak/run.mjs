// Soak benchmark (npm run bench:soak, issue 16): the built portal on the embedded default (demo data, throw-away data
// folder), or on a kept benchmark database (SOAK_DATA_DIR), under a steady mixed load for SOAK_SECONDS (600 by
// default) at SOAK_RATE requests a second (200). The mix, in a fixed rotation:
//   1 request in 9 (11 %)   a visitor's server-rendered page, as a phone's browser asks for it (Accept text/html,
//                           Accept-Encoding gzip, deflate, br, no cookies): 45 % job pages (/job-detail/<id>, spread over
//                           up to 2,000 open jobs), 25 % the home page, 20 % searches (/jobs?search=<title word>, half
//                           of them &location=<district>), 10 % other public pages (trainings, events, competitions,
//                           companies, jobs by category)
//   the other 8 in 9        the API, in a rotation of 20: 35 % the public lists and details, 25 % the jobs search with
//                           varied words and places (signed in, so no answer comes from the anonymous cache), 25 %
//                           signed-in reads (saved jobs, notifications, recommendations, the dashboard), 15 % writes
//                           (saving a job, marking a notification read or unread): 31 / 22 / 22 / 13 % of all requests
// Prints p50/p99 and errors per minute, the same for the pages and the API calls apart, and the memory of the Node
// process (resident) and of PostgreSQL (the proportional share of all its processes, so shared buffers count once)
// every 30 s, judged against the target: no errors, p99 under 100 ms in every minute (those with at least half a
// minute of requests), p99 within 20 % of its median from the second minute to the last, memory growing less than
// 10 % after the first minute (the medians of the first and last thirds of the samples, so the garbage collector's
// saw-tooth is not taken for growth). Not part of `npm test`.
//
// On a kept benchmark database (SOAK_DATA_DIR, e.g. the 100,000 jobs that `BENCH_DATA_DIR=/tmp/bench100k npm run
// bench:jobs` leaves): the portal starts on that DATA_DIR with DEMO_DATA=0. It has no demo accounts: the soak signs in
// as the generator's job seeker bench-seeker-2@bench.tvet.ug (jobs-search/generate.ts: a job seeker profile, three
// applications, no password), whose password it sets in SQL first (SOAK_PASSWORD below); its saved jobs accumulate
// there from soak to soak. Such a seeker has no notifications: the writes are then all saved jobs.
//
//   npm run bench:soak
//   SOAK_SECONDS=120 SOAK_RATE=100 npm run bench:soak       # a shorter, lighter try
//   SOAK_DATA_DIR=/tmp/bench100k npm run bench:soak         # on the 100,000 jobs a bench:jobs run kept there
//   BENCH_BUILD=0 npm run bench:soak                        # the build as it is (default: build what is stale)
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { postgresPids, startPortal } from '../lib/portal-process.mjs';
import { openBenchDatabase } from '../lib/bench-database.ts';
import { DEMO_PASSWORD, demoAccount } from '../../../apps/api/src/db/seed/demo/accounts.ts';
import { hashPassword } from '../../../apps/api/src/lib/passwords.ts';

const SECONDS = Math.max(60, Number(process.env.SOAK_SECONDS ?? 600));
const RATE = Math.max(1, Number(process.env.SOAK_RATE ?? 200));
const CONNECTIONS = 24;
const SAMPLE_EVERY_MS = 30_000;
const TARGET = { p99Spread: 0.2, memoryGrowth: 0.1, p99Ms: 100 };
/** A kept benchmark database to soak instead of the demo data, and the generator's job seeker the soak signs in as there. */
const DATA_DIR = process.env.SOAK_DATA_DIR;
const SOAK_SEEKER = 'bench-seeker-2@bench.tvet.ug';
const SOAK_PASSWORD = 'Soak@2026pass';
/** A phone's browser opening a page: no cookies, English. */
const PHONE = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-GB,en-US;q=0.9,en;q=0.8',
};
const say = (line = '') => process.stdout.write(`${line}\n`);

/** Resident memory of a process, in bytes (Linux /proc). */
function rssOf(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * A process's proportional share of memory (PSS), in bytes: its own pages plus its share of pages it shares. Summed over
 * PostgreSQL's processes this counts its shared buffers once; a sum of their RSS counts them again in every backend that
 * touched them, and so grows as backends warm up without any memory being added.
 */
function pssOf(pid) {
  try {
    const kb = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** The kept database's job seeker, given the soak's password (the generator leaves none); its e-mail address. */
async function prepareSeeker(dir) {
  const bench = await openBenchDatabase('soak', { dir });
  try {
    const { rowCount } = await bench.handle.db.execute(
      sql`update users set password_hash = ${await hashPassword(SOAK_PASSWORD)} where username = ${SOAK_SEEKER}`,
    );
    if (!rowCount)
      throw new Error(
        `${dir} has no ${SOAK_SEEKER}: SOAK_DATA_DIR must be a database the jobs benchmark generated (BENCH_DATA_DIR of npm run bench:jobs)`,
      );
  } finally {
    await bench.cleanup();
  }
  return SOAK_SEEKER;
}

async function main() {
  const account = DATA_DIR
    ? { email: await prepareSeeker(DATA_DIR), password: SOAK_PASSWORD }
    : { email: demoAccount('JobSeeker').email, password: DEMO_PASSWORD };
  const portal = await startPortal({ say, dataDir: DATA_DIR, env: { ACCESS_TOKEN_TTL: String(SECONDS + 600) } });
  const { origin } = portal;
  try {
    const get = async (url, headers = {}) => {
      const res = await fetch(`${origin}${url}`, { headers });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return res.json();
    };
    // What the mix picks from: the open jobs, places, words from job titles, the seeker's notifications.
    const login = await fetch(`${origin}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: account.email, password: account.password }),
    });
    if (!login.ok) throw new Error(`login as ${account.email}: ${login.status}`);
    const auth = { authorization: `JWT ${(await login.json()).access}` };
    const jobs = (await get('/api/employer/jobs/?page_size=100')).results;
    // The job pages spread over more of the open jobs than the first hundred (up to 2,000 on a big database).
    const jobPages = [...jobs];
    for (let page = 2; page <= 20 && jobPages.length === (page - 1) * 100; page++)
      jobPages.push(...(await get(`/api/employer/jobs/?page_size=100&page=${page}`)).results);
    const districts = (await get('/api/common/districts/')).map((d) => d.id);
    const words = [
      ...new Set(
        jobs.flatMap((j) =>
          j.title
            .toLowerCase()
            .split(/[^a-z]+/)
            .filter((w) => w.length >= 4),
        ),
      ),
    ];
    const notifications = (await get('/api/common/notifications/?page_size=50', auth)).results.map((n) => n.id);
    if (jobs.length === 0 || words.length === 0) throw new Error('the data has no open jobs');
    say(
      `[bench] signed in as ${account.email}; mix over ${jobs.length} jobs (${jobPages.length} for the job pages), ${districts.length} districts, ` +
        `${words.length} title words, ${notifications.length} notifications`,
    );

    let n = 0;
    let api = 0;
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const json = (method, url, body) => ({
      method,
      path: url,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    /** A visitor's server-rendered page: 45 % job pages, 25 % the home page, 20 % searches, 10 % other public pages. */
    const page = () => {
      const r = Math.random();
      let url;
      if (r < 0.45) url = `/job-detail/${pick(jobPages).id}`;
      else if (r < 0.7) url = '/';
      else if (r < 0.9)
        url = `/jobs?search=${encodeURIComponent(pick(words))}${Math.random() < 0.5 ? `&location=${pick(districts)}` : ''}`;
      else url = pick(['/trainings', '/events', '/skills-competitions', '/companies', '/category-jobs']);
      return { method: 'GET', path: url, headers: PHONE, kind: 'page' };
    };
    /** The next request of the mix: 1 in 9 a page; else the API's rotation of 20 (35 % public, 25 % search, 25 % signed-in reads, 15 % writes). */
    const next = () => {
      if (n++ % 9 === 8) return page();
      return { ...nextApi(), kind: 'api' };
    };
    const nextApi = () => {
      const slot = api++ % 20;
      if (slot < 7) {
        return pick([
          () => ({ method: 'GET', path: `/api/employer/jobs/?page=${1 + Math.floor(Math.random() * 3)}` }),
          () => ({ method: 'GET', path: `/api/employer/jobs/${pick(jobs).id}/` }),
          () => ({ method: 'GET', path: '/api/trainings/trainings/' }),
          () => ({ method: 'GET', path: '/api/skills/skillscompetition/' }),
          () => ({ method: 'GET', path: '/api/careers/careerevent/' }),
        ])();
      }
      if (slot < 12) {
        const search = `search=${encodeURIComponent(pick(words))}`;
        const place = Math.random() < 0.5 ? `&location=${pick(districts)}` : '';
        return { method: 'GET', path: `/api/employer/jobs/?${search}${place}&page_size=10`, headers: auth };
      }
      if (slot < 17) {
        return {
          method: 'GET',
          headers: auth,
          path: pick([
            '/api/job_seekers/favorite-jobs/',
            '/api/common/notifications/',
            '/api/job_seekers/recommended-jobs/',
            '/api/job_seekers/dashboard/',
          ]),
        };
      }
      if (slot < 19 || notifications.length === 0)
        return json('POST', '/api/job_seekers/favorite-jobs/', { job: pick(jobs).id });
      return json('PATCH', `/api/common/notifications/${pick(notifications)}/`, { seen: Math.random() < 0.5 });
    };

    const minutes = [];
    const byKind = { page: [], api: [] };
    const minuteOf = () => Math.floor((Date.now() - started) / 60_000);
    const record = (ms, failed, kind) => {
      const m = (minutes[minuteOf()] ??= { times: [], errors: 0 });
      m.times.push(ms);
      if (failed) m.errors++;
      const k = ((byKind[kind] ?? byKind.api)[minuteOf()] ??= { times: [], errors: 0 });
      k.times.push(ms);
      if (failed) k.errors++;
    };
    const failures = new Map();
    const memory = [];
    const sample = () => {
      const pg = postgresPids(portal.dataDir).reduce((sum, pid) => sum + pssOf(pid), 0);
      memory.push({ at: Math.round((Date.now() - started) / 1000), node: rssOf(portal.server.pid), pg });
    };

    say(`[bench] ${SECONDS} s at ${RATE} requests a second over ${CONNECTIONS} connections`);
    const started = Date.now();
    sample();
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);
    const instance = autocannon({
      url: origin,
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: SECONDS,
      timeout: 10,
      requests: [
        {
          setupRequest: (req, context) => {
            const { kind, ...request } = next();
            // The connection's context holds what its one request in flight is (no pipelining) until its answer.
            context.kind = kind;
            context.path = request.path;
            return { ...req, ...request };
          },
        },
      ],
    });
    /** What the connection's request in flight is (autocannon's per-connection context, set above). */
    const inFlight = (client) => client?.requestIterator?.context ?? {};
    instance.on('response', (client, status, _bytes, responseTime) => {
      const failed = status >= 400;
      const { kind, path } = inFlight(client);
      if (failed && failures.size < 5) failures.set(`${status}`, path ?? '');
      record(responseTime, failed, kind);
    });
    // A connection error or timeout does not say which request it was: counted with the API calls.
    instance.on('reqError', () => record(10_000, true, 'api'));
    await instance;
    clearInterval(sampler);
    sample();

    say();
    say('minute  requests   p50 ms   p99 ms   errors');
    const full = minutes.map((m, i) => ({ i, ...m })).filter((m) => m && m.times.length > 0);
    for (const m of full) {
      const sorted = [...m.times].sort((a, b) => a - b);
      m.p50 = percentile(sorted, 50);
      m.p99 = percentile(sorted, 99);
      say(
        `${String(m.i + 1).padStart(6)} ${String(sorted.length).padStart(9)} ${m.p50.toFixed(0).padStart(8)} ${m.p99.toFixed(0).padStart(8)} ${String(m.errors).padStart(8)}`,
      );
    }
    say();
    say('minute    pages: requests   p50 ms   p99 ms   errors     API: requests   p50 ms   p99 ms   errors');
    const stats = (m) => {
      if (!m?.times.length) return `${'-'.padStart(9)}${'-'.padStart(9)}${'-'.padStart(9)}${'-'.padStart(9)}`;
      const sorted = [...m.times].sort((a, b) => a - b);
      return `${String(sorted.length).padStart(9)}${percentile(sorted, 50).toFixed(0).padStart(9)}${percentile(sorted, 99).toFixed(0).padStart(9)}${String(m.errors).padStart(9)}`;
    };
    for (const m of full)
      say(`${String(m.i + 1).padStart(6)}       ${stats(byKind.page[m.i])}        ${stats(byKind.api[m.i])}`);
    say();
    say('   at s    Node RSS   PostgreSQL PSS (all its processes)');
    for (const s of memory) say(`${String(s.at).padStart(7)} ${mb(s.node).padStart(11)} ${mb(s.pg).padStart(16)}`);
    for (const [status, where] of failures) say(`  a ${status} answer, e.g. ${where}`);

    // The verdict: minutes 2 to the last whole one; memory from the first sample after the first minute.
    const steady = full.filter((m) => m.i >= 1 && m.times.length >= RATE * 30);
    const p99s = steady.map((m) => m.p99);
    const mid = median(p99s);
    const spread = p99s.length ? Math.max(...p99s.map((p) => Math.abs(p - mid) / mid)) : Number.NaN;
    const errors = full.reduce((sum, m) => sum + m.errors, 0);
    // Memory: the median of the first third of the samples after the first minute against the median of the last
    // third. A single sample lands anywhere in the garbage collector's saw-tooth (Node's RSS swings by a hundred MB
    // within a minute); a leak shows as the whole saw-tooth moving up.
    const warm = memory.filter((s) => s.at >= 60);
    const third = Math.max(1, Math.ceil(warm.length / 3));
    const early = warm.slice(0, third);
    const late = warm.slice(-third);
    const growthOf = (key) => median(late.map((s) => s[key])) / median(early.map((s) => s[key])) - 1;
    const growth = { node: growthOf('node'), pg: growthOf('pg') };
    const total = full.reduce((sum, m) => sum + m.times.length, 0);
    // p99 in every minute with at least half a minute of requests (the last, partial one may hold a few seconds).
    const judged = full.filter((m) => m.times.length >= RATE * 30);
    const slow = judged.filter((m) => m.p99 >= TARGET.p99Ms);
    const worst = judged.reduce((max, m) => Math.max(max, m.p99), 0);
    say();
    say(`${total} requests, ${(total / SECONDS).toFixed(0)} a second; errors: ${errors}`);
    say(
      `p99 per minute: under ${TARGET.p99Ms} ms in ${judged.length - slow.length} of ${judged.length} minutes (worst ${worst.toFixed(0)} ms` +
        `${slow.length ? `; minutes ${slow.map((m) => m.i + 1).join(', ')} over` : ''})`,
    );
    say(
      p99s.length
        ? `p99 from minute 2: median ${mid.toFixed(0)} ms, farthest minute ${(spread * 100).toFixed(0)} % from it (target ≤ ${TARGET.p99Spread * 100} %)`
        : `p99 from minute 2: no half minute or more after the first (SOAK_SECONDS of at least 90 judge it)`,
    );
    say(
      `memory, median of the last ${third} samples against the first ${third} after the first minute: Node ${(growth.node * 100).toFixed(1)} %, ` +
        `PostgreSQL ${(growth.pg * 100).toFixed(1)} % (target < ${TARGET.memoryGrowth * 100} %)`,
    );
    const met =
      errors === 0 &&
      judged.length > 0 &&
      slow.length === 0 &&
      spread <= TARGET.p99Spread &&
      growth.node < TARGET.memoryGrowth &&
      growth.pg < TARGET.memoryGrowth;
    say(
      met ? `met: no errors, p99 under ${TARGET.p99Ms} ms every minute, p99 flat, memory flat` : 'NOT met: see above',
    );
  } finally {
    await portal.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
