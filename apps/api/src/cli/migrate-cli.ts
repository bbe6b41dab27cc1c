// npm run db:migrate (or `node apps/api/dist/migrate-cli.js` in the built image): applies the migrations and the
// lookup lists once, before a deploy rolls its instances started with MIGRATE_ON_START=0 (docs/deploy.md).
import { loadConfig } from '../config.js';
import { describeError } from '../lib/loggable-error.js';
import { openDatabase, runMigrations } from '../db/client.js';
import { loadLookups } from '../db/seed/lookups.js';

const say = (m: string) => process.stdout.write(`${m}\n`);
try {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 2,
    log: { info: say, warn: say },
  });
  try {
    await runMigrations(database);
    await loadLookups(database.db);
    say('migrations and lookup lists are up to date');
  } finally {
    await database.close();
  }
} catch (err) {
  process.stderr.write(`${describeError(err)}\n`);
  process.exit(1);
}
