// npm run create-user -- --email … --group Ministry (or `node apps/api/dist/create-user-cli.js …` in the built image):
// an account made by the operator, with the portal's settings (create-user.ts; docs/deploy.md, "The first accounts").
import { loadConfig } from '../config.js';
import { createUser, parseCreateUserArgs } from '../create-user.js';
import { assertMigrated } from '../db/client.js';
import { runCli, say, withCliDatabase } from './cli.js';

// npm runs a workspace's script in the workspace's folder; a relative DATA_DIR (the default ./data of `npm start`, in
// the embedded mode) means the folder the command was typed in, where npm start keeps it.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
await runCli(async () => {
  const request = parseCreateUserArgs(process.argv.slice(2));
  const config = loadConfig();
  await withCliDatabase(config, async (database) => {
    await assertMigrated(database);
    const lines = await createUser({ db: database.db, publicUrl: config.publicUrl }, request, {
      mailConfigured: Boolean(config.smtpUrl),
    });
    for (const line of lines) say(line);
  });
});
