// npm run seed:demo: loads the demo data set into an empty database (the configured one, or the embedded one).
import { count } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase, runMigrations } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { configuredStorage } from '../lib/s3-storage.js';
import { loadLookups } from '../db/seed/lookups.js';
import { seedDemo } from '../db/seed/demo.js';
import { say } from './cli.js';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  log: { info: say, warn: say },
});
try {
  await runMigrations(database);
  await loadLookups(database.db);
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    say('The database already has users; demo data is loaded only into an empty portal.');
  } else {
    const accounts = await seedDemo(database.db, {
      hashPassword,
      storage: configuredStorage(config),
      publicUrl: config.publicUrl,
    });
    say('Demo accounts (e-mail / password):');
    for (const a of accounts) say(`  ${a.group.padEnd(18)} ${a.email} / ${a.password}`);
  }
} finally {
  await database.close();
}
