// Web page benchmark (npm run bench:web): the built portal on demo data in a throw-away data folder, measured by
// Lighthouse's mobile preset (a mid-range phone on a slow 4G link, simulated throttling) in Debian's Chromium, on
// the pages most visitors open. Prints per page the performance score, LCP, TBT, CLS and the bytes transferred,
// judged against the target: performance ≥ 0.95 and LCP ≤ 2.0 s. Not part of `npm test`.
//
//   npm run bench:web                 # one Lighthouse run per page
//   BENCH_RUNS=3 npm run bench:web    # the median of three runs per page (Lighthouse varies from run to run)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../lib/chromium.mjs';
import { startPortal, stopProcess } from '../lib/portal-process.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const TARGET = { score: 0.95, lcpMs: 2000 };
const say = (line = '') => process.stdout.write(`${line}\n`);

/** Headless Chromium with its DevTools port open for Lighthouse. */
async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'portal-bench-chromium-'));
  // Its own process group, so stopping it stops its renderer and utility processes too.
  const chrome = spawn(
    CHROMIUM_PATH,
    ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...CHROMIUM_FLAGS, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    },
  );
  const port = await new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${err}`)), 30_000);
    chrome.stderr.on('data', (d) => {
      err += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${err}`)));
  });
  chrome.stderr.resume();
  return {
    port,
    stop: () =>
      stopProcess(chrome, true).then(() =>
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }),
      ),
  };
}

/**
 * One Lighthouse run with the default (mobile) settings: a Moto G Power on slow 4G, CPU slowed 4x, simulated. A fresh
 * browser each time (as Lighthouse's own command line does): a reused one sometimes loses the trace (NO_NAVSTART).
 */
async function measure(url, attempt = 1) {
  const chromium = await startChromium();
  let result;
  try {
    result = await lighthouse(url, {
      port: chromium.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
  } finally {
    await chromium.stop();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (attempt < 3) return measure(url, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: lhr.categories.performance.score ?? 0,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    settings: `${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling, Lighthouse ${lhr.lighthouseVersion}`,
  };
}

const median = (runs) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

async function main() {
  const portal = await startPortal({ say });
  const { origin } = portal;
  try {
    const jobs = await (await fetch(`${origin}/api/employer/jobs/?page_size=1`)).json();
    const jobId = jobs.results?.[0]?.id;
    if (!jobId) throw new Error('the demo data has no open job');
    const pages = ['/', '/jobs', '/trainings', `/job-detail/${jobId}`];

    // One throw-away run: the server's first answers (caches, the database's) are not what a visitor meets.
    await measure(`${origin}/`);
    const rows = [];
    let settings = '';
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(`${origin}${page}`));
      const m = median(runs);
      settings = m.settings;
      rows.push({ page, ...m, ok: m.score >= TARGET.score && m.lcpMs <= TARGET.lcpMs });
    }

    say();
    say(
      `Lighthouse (${settings}), ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`} per page; target: performance ≥ ${TARGET.score}, LCP ≤ ${TARGET.lcpMs / 1000} s`,
    );
    say();
    say(
      `${'page'.padEnd(22)}${'score'.padStart(7)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(8)}${'transferred'.padStart(13)}  target`,
    );
    for (const r of rows) {
      say(
        `${r.page.padEnd(22)}${r.score.toFixed(2).padStart(7)}${`${(r.lcpMs / 1000).toFixed(2)} s`.padStart(9)}${`${Math.round(r.tbtMs)} ms`.padStart(9)}` +
          `${r.cls.toFixed(3).padStart(8)}${`${(r.bytes / 1024).toFixed(0)} KB`.padStart(13)}  ${r.ok ? 'met' : 'missed'}`,
      );
    }
    say();
    say(
      rows.every((r) => r.ok)
        ? 'All pages meet the target.'
        : `${rows.filter((r) => !r.ok).length} of ${rows.length} pages miss the target.`,
    );
  } finally {
    await portal.stop();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
