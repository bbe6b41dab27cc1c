// npm run db:backup [-- --out <file>] and npm run db:restore -- <backup> [--force] (or `node apps/api/dist/backup-cli.js
// backup|restore …` in the built image): a backup of the database and its files, and its restore (backup.ts,
// decision 021, docs/deploy.md "Backups and restore").
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { connect, type DatabaseHandle } from '../db/client.js';
import { runningEmbeddedUrl } from '../db/embedded.js';
import { backup, defaultBackupFile, restore } from '../backup.js';
import { configuredStorage, diskKeys } from '../lib/s3-storage.js';
import { openCliDatabase, runCli, say } from './cli.js';

const USAGE = 'usage: backup-cli.js backup [--out <file>] | backup-cli.js restore <backup file> [--force]';

type BackupCommand =
  { command: 'backup'; out: string | undefined } | { command: 'restore'; file: string; force: boolean };

function parseBackupArgs(args: string[]): BackupCommand {
  const [command, ...rest] = args;
  if (command === 'backup') {
    if (rest.length === 0) return { command, out: undefined };
    if (rest.length === 2 && rest[0] === '--out' && rest[1]) return { command, out: rest[1] };
  } else if (command === 'restore') {
    const force = rest.includes('--force');
    const files = rest.filter((a) => a !== '--force');
    if (files.length === 1 && files[0] && !files[0].startsWith('--')) return { command, file: files[0], force };
  }
  throw new Error(USAGE);
}

// npm runs a workspace's script in the workspace's folder; relative paths (DATA_DIR, --out, the backup) mean the folder
// the command was typed in.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
await runCli(async () => {
  const request = parseBackupArgs(process.argv.slice(2));
  const config = loadConfig();
  const storage = configuredStorage(config);
  // In the embedded mode, a portal running on DATA_DIR keeps its server: a backup reads through it; a restore, which
  // needs the portal stopped, is refused.
  const running = config.databaseUrl ? null : runningEmbeddedUrl(config.dataDir);
  if (running && request.command === 'restore')
    throw new Error(`the portal is running on ${config.dataDir}: stop it before restoring`);
  const database: DatabaseHandle = running ? connect(running, 2) : await openCliDatabase(config);
  try {
    if (request.command === 'backup') {
      const file = path.resolve(request.out ?? defaultBackupFile(config.dataDir));
      const manifest = await backup(database, storage, file, say);
      say(
        `backup written to ${file} (${Object.keys(manifest.tableRows).length} tables, ${manifest.files.count} files)`,
      );
    } else {
      const file = path.resolve(request.file);
      if (!existsSync(file)) throw new Error(`no such backup: ${file}`);
      const storageEmpty = async () => {
        // A bucket is not listed: restore into an empty one (docs/deploy.md).
        if (config.s3 || !existsSync(config.mediaDir)) return true;
        return (await diskKeys(config.mediaDir).next()).done === true;
      };
      const manifest = await restore(database, storage, file, { force: request.force, storageEmpty, log: say });
      say(`restored the backup of ${manifest.createdAt}`);
    }
  } finally {
    await database.close();
  }
});
