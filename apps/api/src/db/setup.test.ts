// Instances starting together on one empty database (issue 16): migrations under the transaction-level lock run once
// (three at once), the role's session defaults reach connections opened without any option, and the demo data is
// seeded by exactly one of two instances while the other finds it done.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { hashPassword } from '../lib/passwords.js';
import { diskStorage } from '../lib/storage.js';
import { withDatabase } from '../test/global-setup.js';
import { connect, MIGRATIONS_DIR, runMigrations } from './client.js';
import { seedDemo } from './seed/demo.js';

async function emptyDatabase() {
  const adminUrl = inject('adminUrl');
  const name = `portal_setup_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  afterAll(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return withDatabase(adminUrl, name);
}

describe('starting several instances on one empty database', () => {
  it(
    'migrates once, sets the session defaults for every connection, and seeds the demo data once',
    { timeout: 120_000 },
    async () => {
      const url = await emptyDatabase();
      const instances = [connect(url, 2), connect(url, 2), connect(url, 2)];
      afterAll(() => Promise.all(instances.map((i) => i.close())));

      await Promise.all(instances.map((i) => runMigrations(i)));
      const applied = (
        await instances[0]!.pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')
      ).rows[0]!.n;
      expect(applied).toBe(readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).length);

      // A connection opened without any option: what PgBouncer in transaction mode would hand the portal.
      const plain = new pg.Client({ connectionString: url });
      await plain.connect();
      const settings = (
        await plain.query<{ tz: string; cost: string; jit: string }>(
          "select current_setting('TimeZone') as tz, current_setting('random_page_cost') as cost, current_setting('jit') as jit",
        )
      ).rows[0];
      await plain.end();
      expect(settings).toEqual({ tz: 'Africa/Kampala', cost: '1.1', jit: 'off' });

      const media = mkdtempSync(path.join(tmpdir(), 'portal-seed-'));
      afterAll(() => rmSync(media, { recursive: true, force: true }));
      const deps = { hashPassword, storage: diskStorage(media), publicUrl: 'http://portal.test' };
      const results = await Promise.allSettled([seedDemo(instances[0]!.db, deps), seedDemo(instances[1]!.db, deps)]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const seekers = (
        await instances[2]!.pool.query<{ n: number }>(
          "select count(*)::int as n from users where email = 'jobseeker@demo.tvet.ug'",
        )
      ).rows[0]!.n;
      expect(seekers).toBe(1);
    },
  );
});
