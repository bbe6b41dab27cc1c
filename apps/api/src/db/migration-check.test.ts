// An instance started with MIGRATE_ON_START=0 (and the create-user command, which never migrates) on a database the
// deploy did not migrate (issue 28): it exits 1 saying to run `npm run db:migrate` first, not with the first query's
// `relation "groups" does not exist`. The real processes (through tsx, as `npm start` runs them) on an empty database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './embedded.js';
import { assertMigrated, connect, MIGRATIONS_DIR } from './client.js';
import { createTestDatabase } from '../test/app.js';
import { withDatabase } from '../test/global-setup.js';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const MESSAGE = 'run `npm run db:migrate` first';

/** Runs a process of the portal to its end: its exit code and everything it wrote. */
function run(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: API_DIR,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('a database the migrations have not reached', () => {
  let emptyUrl: string;
  let dropEmpty: () => Promise<void>;

  beforeAll(async () => {
    const adminUrl = inject('adminUrl');
    const name = `portal_unmigrated_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    emptyUrl = withDatabase(adminUrl, name);
    dropEmpty = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  });
  afterAll(() => dropEmpty?.());

  it.each([
    ['the portal with MIGRATE_ON_START=0', 'src/server.ts', []],
    [
      'npm run create-user',
      'src/cli/create-user-cli.ts',
      ['--email', 'officer@education.go.ug', '--group', 'Ministry'],
    ],
  ])('%s exits 1 saying to migrate first', { timeout: 120_000 }, async (_name, script, args) => {
    const { code, output } = await run(script, args, {
      DATABASE_URL: emptyUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      MIGRATE_ON_START: '0',
      DEMO_DATA: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-unmigrated-')),
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    });
    expect(code, output).toBe(1);
    expect(output).toContain(`the database has no migrations applied: ${MESSAGE}`);
    expect(output).not.toMatch(/does not exist/);
  });

  it('is told apart from one missing only the newest migration, and from an up-to-date one', async () => {
    const database = await createTestDatabase();
    const handle = connect(database.url, 1);
    try {
      await expect(assertMigrated(handle)).resolves.toBeUndefined();
      const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
      await handle.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      await expect(assertMigrated(handle)).rejects.toThrow(
        `the database lacks 1 of ${migrations.length} migrations: ${MESSAGE}`,
      );
    } finally {
      await handle.close();
      await database.drop();
    }
  });
});
