// The benchmarks' tools (autocannon, Lighthouse) live in scripts/bench/package.json, not in the portal's: npm ci and
// the test run do not install a benchmark (Lighthouse alone is over a hundred packages and asks for a newer Node).
// Every `npm run bench:*` calls this first: it installs them from the lock file the first time.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const bench = import.meta.dirname;
const needed = ['autocannon', 'lighthouse'];
if (!needed.every((name) => existsSync(path.join(bench, 'node_modules', name, 'package.json')))) {
  process.stdout.write("installing the benchmarks' tools (scripts/bench/package.json)…\n");
  const res = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', bench], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
