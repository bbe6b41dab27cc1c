// Soak benchmark (npm run bench:soak, issue 16): the built portal on the embedded default (demo data, throw-away data
// folder) under a steady mixed load for SOAK_SECONDS (600 by default) at SOAK_RATE requests a second (200): the public
// lists and details of the API (the server-rendered pages are bench:web's), the jobs search with varied words and places (signed in, so no answer comes from the anonymous
// cache), signed-in reads (saved jobs, notifications, recommendations, the dashboard) and writes (saving a job,
// marking a notification read or unread). Prints p50/p99 and errors per minute and the memory of the Node process
// (resident) and of PostgreSQL (the proportional share of all its processes, so shared buffers count once) every 30 s, judged against the target: no errors, p99 within 20 % of
// its median from the second minute to the last, memory growing less than 10 % after the first minute (the medians of
// the first and last thirds of the samples, so the garbage collector's saw-tooth is not taken for growth). Not part of
// `npm test`.
//
//   npm run bench:soak
//   SOAK_SECONDS=120 SOAK_RATE=100 npm run bench:soak   # a shorter, lighter try
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startPortal } from '../lib/portal-process.mjs';
import { DEMO_PASSWORD, demoAccount } from '../../../apps/api/src/db/seed/demo/accounts.ts';

const SECONDS = Math.max(60, Number(process.env.SOAK_SECONDS ?? 600));
const RATE = Math.max(1, Number(process.env.SOAK_RATE ?? 200));
const CONNECTIONS = 24;
const SAMPLE_EVERY_MS = 30_000;
const TARGET = { p99Spread: 0.2, memoryGrowth: 0.1 };
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

/** The postmaster of the data folder and every process it started (backends, checkpointer, WAL writer, …). */
function postgresPids(dataDir) {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return [];
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // The parent pid is the 4th field, after the command name in parentheses.
        return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

async function main() {
  const portal = await startPortal({ say, env: { ACCESS_TOKEN_TTL: String(SECONDS + 600) } });
  const { origin } = portal;
  try {
    const get = async (url, headers = {}) => {
      const res = await fetch(`${origin}${url}`, { headers });
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return res.json();
    };
    // What the mix picks from: the open jobs, places, words from job titles, the demo seeker's notifications.
    const { email } = demoAccount('JobSeeker');
    const login = await fetch(`${origin}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: DEMO_PASSWORD }) });
    if (!login.ok) throw new Error(`login: ${login.status}`);
    const auth = { authorization: `JWT ${(await login.json()).access}` };
    const jobs = (await get('/api/employer/jobs/?page_size=100')).results;
    const districts = (await get('/api/common/districts/')).map((d) => d.id);
    const words = [...new Set(jobs.flatMap((j) => j.title.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4)))];
    const notifications = (await get('/api/common/notifications/?page_size=50', auth)).results.map((n) => n.id);
    if (jobs.length === 0 || words.length === 0) throw new Error('the demo data has no open jobs');
    say(`[bench] mix over ${jobs.length} jobs, ${districts.length} districts, ${words.length} title words, ${notifications.length} notifications`);

    let n = 0;
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const json = (method, url, body) => ({ method, path: url, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    /** The next request of the mix: 35 % public, 25 % search, 25 % signed-in reads, 15 % writes. */
    const next = () => {
      const slot = n++ % 20;
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
        return { method: 'GET', headers: auth, path: pick(['/api/job_seekers/favorite-jobs/', '/api/common/notifications/', '/api/job_seekers/recommended-jobs/', '/api/job_seekers/dashboard/']) };
      }
      if (slot < 19 || notifications.length === 0) return json('POST', '/api/job_seekers/favorite-jobs/', { job: pick(jobs).id });
      return json('PATCH', `/api/common/notifications/${pick(notifications)}/`, { seen: Math.random() < 0.5 });
    };

    const minutes = [];
    const minuteOf = () => Math.floor((Date.now() - started) / 60_000);
    const record = (ms, failed) => {
      const m = (minutes[minuteOf()] ??= { times: [], errors: 0 });
      m.times.push(ms);
      if (failed) m.errors++;
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
      requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }],
    });
    instance.on('response', (client, status, _bytes, responseTime) => {
      const failed = status >= 400;
      if (failed && failures.size < 5) failures.set(`${status}`, client.opts?.path ?? '');
      record(responseTime, failed);
    });
    instance.on('reqError', () => record(10_000, true));
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
      say(`${String(m.i + 1).padStart(6)} ${String(sorted.length).padStart(9)} ${m.p50.toFixed(0).padStart(8)} ${m.p99.toFixed(0).padStart(8)} ${String(m.errors).padStart(8)}`);
    }
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
    say();
    say(`${total} requests, ${(total / SECONDS).toFixed(0)} a second; errors: ${errors}`);
    say(`p99 from minute 2: median ${mid.toFixed(0)} ms, farthest minute ${(spread * 100).toFixed(0)} % from it (target ≤ ${TARGET.p99Spread * 100} %)`);
    say(
      `memory, median of the last ${third} samples against the first ${third} after the first minute: Node ${(growth.node * 100).toFixed(1)} %, ` +
        `PostgreSQL ${(growth.pg * 100).toFixed(1)} % (target < ${TARGET.memoryGrowth * 100} %)`,
    );
    const met = errors === 0 && spread <= TARGET.p99Spread && growth.node < TARGET.memoryGrowth && growth.pg < TARGET.memoryGrowth;
    say(met ? 'met: no errors, p99 flat, memory flat' : 'NOT met: see above');
  } finally {
    await portal.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
