// What the command-line tools share: their lines for the operator, a failure as one line and exit code 1, and the
// configured database opened as a tool opens it.
import type { Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { describeError } from '../lib/loggable-error.js';

export const say = (m: string) => process.stdout.write(`${m}\n`);

/** Runs a tool's work: whatever fails is said on stderr in one line, and the process exits with 1. */
export async function runCli(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    process.stderr.write(`${describeError(err)}\n`);
    process.exit(1);
  }
}

/** The configured database (or the embedded one) with two connections, its notes said to the operator. */
export async function openCliDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 2,
    log: { info: say, warn: say },
  });
}

/** The tool's database for `use`, closed after it whatever happens. */
export async function withCliDatabase<T>(config: Config, use: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openCliDatabase(config);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
