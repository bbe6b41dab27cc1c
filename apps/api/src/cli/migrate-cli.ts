// npm run db:migrate (or `node apps/api/dist/migrate-cli.js` in the built image): applies the migrations and the
// lookup lists once, before a deploy rolls its instances started with MIGRATE_ON_START=0 (docs/deploy.md).
import { loadConfig } from '../config.js';
import { runMigrations } from '../db/client.js';
import { loadLookups } from '../db/seed/lookups.js';
import { runCli, say, withCliDatabase } from './cli.js';

await runCli(() =>
  withCliDatabase(loadConfig(), async (database) => {
    await runMigrations(database);
    await loadLookups(database.db);
    say('migrations and lookup lists are up to date');
  }),
);
