// npm run create-user -- --email … --group Ministry (or `node apps/api/dist/create-user-cli.js …` in the built image):
// an account made by the operator, with the portal's settings (create-user.ts; docs/deploy.md, "The first accounts").
import { loadConfig } from '../config.js';
import { createUser, parseCreateUserArgs } from '../create-user.js';
import { assertMigrated, openDatabase } from '../db/client.js';
import { describeError } from '../lib/loggable-error.js';

const say = (m: string) => process.stdout.write(`${m}\n`);
// npm runs a workspace's script in the workspace's folder; a relative DATA_DIR (the default ./data of `npm start`, in
// the embedded mode) means the folder the command was typed in, where npm start keeps it.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
try {
  const request = parseCreateUserArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 2,
    log: { info: say, warn: say },
  });
  try {
    await assertMigrated(database);
    const lines = await createUser({ db: database.db, publicUrl: config.publicUrl }, request, {
      mailConfigured: Boolean(config.smtpUrl),
    });
    for (const line of lines) say(line);
  } finally {
    await database.close();
  }
} catch (err) {
  process.stderr.write(`${describeError(err)}\n`);
  process.exit(1);
}
