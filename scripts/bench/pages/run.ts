// Page view benchmark (npm run bench:pages): what a visitor's page view costs the server. The BUILT portal as its own
// process (node apps/api/dist/server.js), first on the jobs benchmark's database (BENCH_JOBS jobs, 100,000 by default,
// from jobs-search/generate.ts, plus a catalogue of trainings, competitions, events and counselling centres from
// pages/catalogue.ts) with DEMO_DATA=0, then on the demo data; the public pages requested as a phone's browser does
// (Accept text/html, Accept-Encoding gzip, deflate, br, English Accept-Language, no cookies) by autocannon in a child
// process (lib/load.mjs), 16 connections, BENCH_SECONDS per run after a 2 s warm-up. Not part of `npm test`.
//
// Runs, in each pass:
//   /  again and again            the home page
//   /jobs  again and again        the job search page, unfiltered
//   one job page again and again  /job-detail/<the open job with the most applications>
//   uncached mix                  12,000 distinct public page URLs (pages/mix.ts: 45 % job pages, 25 % searches, 15 %
//                                 the catalogue, 10 % browsing, 5 % the home page; 60 / 25 / 15 % English, Kiswahili
//                                 under /sw, Luganda under /lg) from a fixed seed, walked so that each is requested once
// Each prints pages/s, p50 and p99 (of the 2xx answers: autocannon leaves the others out), the answers that were not
// 2xx (the mix: by language too, so a language whose pages fail shows), the
// share marked X-Cache: HIT, the bytes of a page as sent (status line, headers and compressed body of the 2xx
// answers), and CPU ms per answer of the portal's Node process and of its PostgreSQL (all the processes of the data
// folder's postmaster, from /proc), measured over the run. Judged against the issue's targets (see TARGETS below).
//
//   npm run bench:pages                                      # 10 s per run after a 2 s warm-up, both passes
//   BENCH_SECONDS=5 npm run bench:pages                      # shorter
//   BENCH_DATA_DIR=/tmp/bench npm run bench:pages            # keep the generated database there (or reuse the one
//                                                            # bench:jobs kept there: the catalogue is added once)
//   BENCH_DEMO=0 npm run bench:pages                         # without the pass on the demo data
//   BENCH_JOBS=1000000 npm run bench:pages                   # a million jobs (BENCH_DATA_DIR holding as many)
//   BENCH_MIX_URLS=30000 npm run bench:pages                 # a longer mix, for long runs on a fast machine
//   BENCH_BUILD=0 npm run bench:pages                        # measure the build as it is (default: build what is stale)
//   BENCH_ONLY=mix BENCH_PROFILE=/tmp/p npm run bench:pages  # the mix alone, the portal's CPU profile written to /tmp/p
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { connect } from '../../../apps/api/src/db/client.js';
import { openBenchDatabase } from '../lib/bench-database.js';
import { JOBS_DATA, prepareJobsData } from '../lib/jobs-data.js';
import { getRaw, load, type Load, type Plan } from '../lib/measure.js';
import { cpuMsOf, postgresCpuMs, postgresUrlOf, startPortal } from '../lib/portal-process.mjs';
import { prepareCatalogue } from './catalogue.js';
import { buildPageMix, SHARES, type Kind, type Language, type PageMix } from './mix.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 16;
const MIX_URLS = Number(process.env.BENCH_MIX_URLS ?? 12_000);
const SEED = 20_270_301;
const DEMO = process.env.BENCH_DEMO !== '0';
/** BENCH_ONLY=mix: the uncached mix alone (with BENCH_PROFILE, a profile of the mix's pages only). */
const ONLY_MIX = process.env.BENCH_ONLY === 'mix';
/** The issue's targets: a repeated page (what the page cache serves), and the uncached mix (CPU: Node + PostgreSQL). */
const TARGETS = { repeated: { rps: 1_500, p99: 50 }, mix: { rps: 150, p99: 150, cpuMs: 12 } };
/** A phone's browser opening a page: no cookies (a first visit), English. */
const PHONE = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-GB,en-US;q=0.9,en;q=0.8',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 13; TECNO KI5q) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};
/** The mix's answers counted by language: the prefix of the path. */
const LANGUAGE_OF_PATH = '^/(sw|lg)(?=[/?]|$)';

if (!Number.isInteger(MIX_URLS) || MIX_URLS < 5_000)
  throw new Error('BENCH_MIX_URLS must be a whole number of at least 5000');
if (!(SECONDS > 0)) throw new Error('BENCH_SECONDS must be a positive number');

const say = (line = '') => process.stdout.write(`${line}\n`);

type Portal = { origin: string; server: { pid?: number | undefined }; dataDir: string };
type Run = Load & { cpu: { node: number; pg: number } };

/** A measured run: the load, and the CPU the portal's Node process and its PostgreSQL spent per answer meanwhile. */
async function measure(work: string, portal: Portal, plan: Plan): Promise<Run> {
  const pid = portal.server.pid;
  if (pid === undefined) throw new Error('the portal has no process id');
  const before = { node: cpuMsOf(pid), pg: postgresCpuMs(portal.dataDir) };
  const result = await load(work, plan);
  const answers = Math.max(1, result.total);
  return {
    ...result,
    cpu: { node: (cpuMsOf(pid) - before.node) / answers, pg: (postgresCpuMs(portal.dataDir) - before.pg) / answers },
  };
}

const failed = (r: Load) => r.non2xx + r.errors + r.timeouts;
const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '-');
const kb = (r: Load) => (r.ok ? `${(r.bytes / r.ok / 1024).toFixed(1)} KB` : '-');

function header(title: string) {
  say(
    `\n${title.padEnd(40)}${'pages/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'non-2xx'.padStart(9)}${'x-cache HIT'.padStart(13)}` +
      `${'bytes/page'.padStart(12)}${'node ms'.padStart(9)}${'pg ms'.padStart(8)}${'cpu ms'.padStart(8)}`,
  );
}
function row(name: string, r: Run) {
  say(
    `${name.padEnd(40)}${r.rps.toFixed(0).padStart(8)}${String(r.p50).padStart(8)}${String(r.p99).padStart(8)}${String(failed(r)).padStart(9)}` +
      `${percent(r.hits, r.total).padStart(13)}${kb(r).padStart(12)}${r.cpu.node.toFixed(2).padStart(9)}${r.cpu.pg.toFixed(2).padStart(8)}${(r.cpu.node + r.cpu.pg).toFixed(2).padStart(8)}`,
  );
}

/** What the mix holds, by kind and by language. */
function describeMix(mix: PageMix): string {
  const count = <K extends string>(key: (m: PageMix['of'][number]) => K) => {
    const n = new Map<K, number>();
    for (const m of mix.of) n.set(key(m), (n.get(key(m)) ?? 0) + 1);
    return n;
  };
  const kinds = count((m) => m.kind);
  const languages = count((m) => m.language);
  const share = (n: number | undefined) => `${((100 * (n ?? 0)) / mix.urls.length).toFixed(0)} %`;
  return (
    `${mix.urls.length} distinct page URLs (seed ${SEED}): ${(Object.keys(SHARES) as Kind[]).map((k) => `${k} ${share(kinds.get(k))}`).join(', ')}; ` +
    `${(['en', 'sw', 'lg'] as Language[]).map((l) => `${l} ${share(languages.get(l))}`).join(' / ')}; ${share(mix.tracked)} with a tracking parameter; job pages from ${mix.openJobs} open jobs`
  );
}

type Pass = { name: string; repeated: Array<[string, Run]>; mix: Run; mixLength: number };

/** The four runs on a running portal. */
async function runPass(name: string, work: string, portal: Portal, mix: PageMix): Promise<Pass> {
  const { origin } = portal;
  const mixFile = path.join(work, `page-mix-${name.replace(/\W+/g, '-')}.txt`);
  writeFileSync(mixFile, `${mix.urls.join('\n')}\n`);
  const popular = `/job-detail/${mix.popularJob}`;
  // What one view of each repeated page sends (after a first request, which may have rendered it).
  for (const page of ['/', '/jobs', popular]) {
    await getRaw(`${origin}${page}`, PHONE);
    const r = await getRaw(`${origin}${page}`, PHONE);
    say(
      `  GET ${page} → ${r.status}, ${r.body.length} bytes${r.headers['content-encoding'] ? ` (${r.headers['content-encoding']})` : ' (not compressed)'}, x-cache ${r.headers['x-cache'] ?? '-'}, cache-control ${r.headers['cache-control'] ?? '-'}`,
    );
  }
  say(`  ${CONNECTIONS} connections, ${SECONDS} s per run after a ${WARM_UP_SECONDS} s warm-up…`);
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const t0 = Date.now();
  const base = { origin, headers: PHONE, connections: CONNECTIONS };
  const repeated: Array<[string, Run]> = [];
  for (const [label, page] of ONLY_MIX
    ? []
    : ([
        ['/ again and again', '/'],
        ['/jobs again and again', '/jobs'],
        [`${popular} again and again`, popular],
      ] as const)) {
    await load(work, { ...base, path: page, seconds: WARM_UP_SECONDS });
    repeated.push([label, await measure(work, portal, { ...base, path: page, seconds: SECONDS })]);
  }
  const warm = await load(work, { ...base, paths: mixFile, start: 0, seconds: WARM_UP_SECONDS });
  const mixRun = await measure(work, portal, {
    ...base,
    paths: mixFile,
    start: warm.next,
    seconds: SECONDS,
    groupBy: LANGUAGE_OF_PATH,
  });

  header(name);
  for (const [label, r] of repeated) row(label, r);
  row('uncached mix, each URL once', mixRun);
  const byLanguage = (['', 'sw', 'lg'] as const).map((g) => {
    const n = mixRun.groups[g] ?? { answers: 0, non2xx: 0 };
    return `${g || 'en'} ${n.non2xx} of ${n.answers}`;
  });
  say(
    `  mix: non-2xx by language: ${byLanguage.join(', ')}; URLs ${warm.next} to ${mixRun.next} of ${mixRun.listLength} requested (warm-up first)`,
  );
  if (mixRun.next > mixRun.listLength)
    say(
      `  WARNING: the mix ran out: ${mixRun.next - mixRun.listLength} URLs were requested a second time (raise BENCH_MIX_URLS)`,
    );
  say(`  load average before the runs ${loadBefore}; measured in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return { name, repeated, mix: mixRun, mixLength: mixRun.listLength };
}

function verdicts(pass: Pass) {
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const t = TARGETS;
  say(`\ntargets, ${pass.name}:`);
  for (const [label, r] of pass.repeated) {
    const clean = failed(r) === 0;
    say(
      `  ${label}: ≥ ${t.repeated.rps.toLocaleString('en')} pages/s: ${verdict(clean && r.rps >= t.repeated.rps)} (${r.rps.toFixed(0)}); ` +
        `p99 < ${t.repeated.p99} ms: ${verdict(clean && r.p99 < t.repeated.p99)} (${r.p99} ms)${clean ? '' : ` (${failed(r)} answers not 2xx: not met)`}`,
    );
  }
  const m = pass.mix;
  const cpu = m.cpu.node + m.cpu.pg;
  // A URL requested twice could be a cached answer: such a run is not counted as met.
  const clean = m.next <= m.listLength && m.errors + m.timeouts === 0;
  say(
    `  uncached mix: ≥ ${t.mix.rps} pages/s: ${verdict(clean && m.rps >= t.mix.rps)} (${m.rps.toFixed(0)}); p99 < ${t.mix.p99} ms: ${verdict(clean && m.p99 < t.mix.p99)} (${m.p99} ms); ` +
      `≤ ${t.mix.cpuMs} ms CPU a page: ${verdict(clean && cpu <= t.mix.cpuMs)} (${cpu.toFixed(2)} ms: Node ${m.cpu.node.toFixed(2)} + PostgreSQL ${m.cpu.pg.toFixed(2)})` +
      (m.non2xx ? `; ${m.non2xx} of ${m.total} answers not 2xx (counted, not judged)` : ''),
  );
  const cores = Number(execFileSync('nproc').toString().trim());
  if (cpu > 0)
    say(
      `  the mix's ${cpu.toFixed(2)} ms of CPU a page: at most ${((1000 * cores) / cpu).toFixed(0)} pages/s on ${cores} cores`,
    );
}

async function main() {
  const bench = await openBenchDatabase('pages');
  const passes: Pass[] = [];
  try {
    // The jobs benchmark's database, its catalogue, and the mix drawn from it; then the portal on it alone.
    say(await prepareJobsData(bench.handle.db, bench.dir));
    say(await prepareCatalogue(bench.handle.db));
    const t0 = Date.now();
    const mix = await buildPageMix(bench.handle.db, { count: MIX_URLS, seed: SEED });
    say(`mix: ${describeMix(mix)}; built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await bench.close();
    const portal = await startPortal({ say, dataDir: bench.dir });
    bench.cleanups.push(() => portal.stop());
    passes.push(await runPass(`${JOBS_DATA.jobs.toLocaleString('en')} jobs`, bench.work, portal, mix));
    await bench.close();

    if (DEMO) {
      const demo = await startPortal({ say });
      bench.cleanups.push(() => demo.stop());
      // The mix from the demo data: read from the portal's own PostgreSQL, the connection closed before the runs.
      const handle = connect(postgresUrlOf(demo.dataDir), 4);
      let demoMix: PageMix;
      try {
        demoMix = await buildPageMix(handle.db, { count: MIX_URLS, seed: SEED });
      } finally {
        await handle.close();
      }
      say(`mix: ${describeMix(demoMix)}`);
      passes.push(await runPass('demo data', bench.work, demo, demoMix));
      await bench.close();
    }

    say(
      '\nbytes/page: read off the socket per 2xx answer (status line, headers, compressed body); p50, p99: of the 2xx answers',
    );
    say(
      "node ms, pg ms: CPU time per answer of the portal's Node process and of all its PostgreSQL processes; cpu ms: both",
    );
    for (const pass of passes) verdicts(pass);
    say(`machine: ${execFileSync('nproc').toString().trim()} CPUs, Node ${process.version}`);
    if (bench.keep) say(`\nthe database stays in ${bench.dir}: DATA_DIR=${bench.dir} DEMO_DATA=0 npm start serves it`);
  } finally {
    await bench.cleanup();
  }
}

main().catch((err: unknown) => {
  // A failed query's own error is its cause (drizzle's message is the statement).
  const cause = err instanceof Error && err.cause instanceof Error ? `\ncaused by: ${err.cause.message}` : '';
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}${cause}\n`);
  process.exit(1);
});
