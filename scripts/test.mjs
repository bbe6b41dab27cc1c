// npm test: typecheck, lint and format at once, the web unit tests, the API tests on the embedded PostgreSQL (and the
// version-dependent ones again on TEST_DATABASE_URL's server when set, with every statement of the first pass
// PREPAREd there: decision 023), then the browser tests against the built app. Ends with one "N passed, N failed"
// line over every suite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'portal-test-reports-'));
let passed = 0;
let failed = 0;
let ok = true;
/** Each stage's name and seconds, printed at the end: where a slow run spent its time. */
const durations = [];
const runStarted = performance.now();

function step(name, cmd, args, opts = {}) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = performance.now();
  const res = spawnSync(cmd, args, { cwd: opts.cwd ?? root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  durations.push([name, (performance.now() - started) / 1000]);
  if (res.status !== 0) {
    ok = false;
    process.stdout.write(`=== ${name}: FAILED (exit ${res.status ?? res.signal}) ===\n`);
  }
  return res.status === 0;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
}

const externalUrl = process.env.TEST_DATABASE_URL;
/**
 * The API test files run again on TEST_DATABASE_URL's server (PostgreSQL 15 in CI; the embedded one is newer): those
 * whose behaviour depends on the server's version beyond the statements' text (docs/decisions/023). Every other
 * statement the embedded pass sent is PREPAREd there by src/db/statements.test.ts.
 */
const ON_EVERY_SERVER = [
  'src/db/statements.test.ts', // every statement of the embedded pass, PREPAREd
  'src/db/migration-check.test.ts', // the migrations' DDL, and the schema they leave
  'src/db/schema.test.ts', // the catalogue as the server reports it
  'src/db/setup.test.ts', // creating and migrating a database
  'src/db/point-in-time.test.ts', // WAL archiving and recovery
  'src/backup-restore.test.ts', // the portal's own logical backup and restore (COPY, sequences, the catalogue)
  'src/backup-schedule.test.ts',
  'src/public-query-plans.test.ts', // the planner's plans
  'src/modules/jobs/job-search.test.ts', // full-text search and ranking
  'src/modules/jobs/job-search.projection.test.ts', // the projection's triggers
  'src/modules/ministry/insights.test.ts', // aggregates over dates
  'src/modules/matching/recommendations.test.ts', // scoring in SQL
  'src/modules/matching/suggested-candidates.test.ts',
  'src/modules/matching/job-alerts.test.ts', // matching saved searches
  'src/scheduled-tasks.test.ts', // the job queue: SKIP LOCKED, advisory locks
  'src/lib/scheduler.test.ts',
  'src/multi-instance.test.ts', // instances meeting in the database
  'src/lib/rate-limits.test.ts', // counting under concurrency in one statement
  'src/lib/hostile-input.test.ts', // the server's own refusals of malformed values
  'src/modules/accounts/privacy.test.ts', // erasure's cascades
];
const vitest = (label, env, files = []) => {
  const out = path.join(reports, `vitest-${label}.json`);
  step(
    `API tests (${label})`,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...files],
    {
      cwd: path.join(root, 'apps/api'),
      env,
    },
  );
  countVitest(out);
};

/**
 * The static checks at once: each is mostly one process on one core, so on two cores the four take about as long as
 * the slowest. Their output is held and printed stage by stage.
 */
async function concurrentSteps(steps) {
  const started = performance.now();
  const results = await Promise.all(
    steps.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const child = spawn(cmd, args, { cwd: root, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code, signal) =>
            resolve({ name, code: code ?? signal, output, ended: performance.now() }),
          );
        }),
    ),
  );
  for (const { name, code, output, ended } of results) {
    process.stdout.write(`\n=== ${name} ===\n`);
    process.stdout.write(Buffer.concat(output));
    durations.push([`${name} (alongside the other checks)`, (ended - started) / 1000]);
    if (code !== 0) {
      ok = false;
      process.stdout.write(`=== ${name}: FAILED (exit ${code}) ===\n`);
    }
  }
}

await concurrentSteps([
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format (Prettier)', 'npm', ['run', '--silent', 'format:check']],
  ['dead code (knip: unused files and exports)', 'npm', ['run', '--silent', 'dead-code']],
]);
{
  const out = path.join(reports, 'vitest-web.json');
  step(
    'web unit tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { cwd: path.join(root, 'apps/web') },
  );
  countVitest(out);
}
const statementLog = mkdtempSync(path.join(tmpdir(), 'portal-statements-'));
vitest('embedded PostgreSQL', { TEST_DATABASE_URL: '', STATEMENT_LOG: statementLog });
if (externalUrl)
  vitest('external PostgreSQL', { TEST_DATABASE_URL: externalUrl, STATEMENT_LOG: statementLog }, ON_EVERY_SERVER);
else process.stdout.write('\n(TEST_DATABASE_URL is not set: the external PostgreSQL run is skipped)\n');

if (step('build', 'npm', ['run', '--silent', 'build'])) {
  const out = path.join(reports, 'playwright.json');
  step('browser tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  countPlaywright(out);
}

const minutes = (seconds) =>
  `${Math.floor(Math.round(seconds) / 60)}:${String(Math.round(seconds) % 60).padStart(2, '0')}`;
process.stdout.write('\nstage durations (min:s)\n');
for (const [name, seconds] of durations) process.stdout.write(`  ${minutes(seconds).padStart(6)}  ${name}\n`);
process.stdout.write(`  ${minutes((performance.now() - runStarted) / 1000).padStart(6)}  in all\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(ok && failed === 0 ? 0 : 1);
