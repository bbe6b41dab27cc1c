// One PostgreSQL per run: the embedded one, or TEST_DATABASE_URL's server. A migrated template database
// with the lookups is built once; every test file clones it (CREATE DATABASE … TEMPLATE …).
import { mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../db/client.js';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded.js';
import { loadLookups } from '../db/seed/lookups.js';
import { writePreparable } from './statement-log.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

export async function setup(project: TestProject) {
  let server: EmbeddedServer | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
    chmodSync(dir, 0o755); // the server runs as `postgres` when we are root
    server = await startEmbeddedPostgres(dir, { info: () => undefined, warn: (m) => process.stderr.write(`${m}\n`) });
    adminUrl = server.url;
  }
  const templateDb = `portal_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDb}`);
  await admin.query(`CREATE DATABASE ${templateDb}`);
  await admin.end();

  const handle = connect(withDatabase(adminUrl, templateDb), 2);
  await runMigrations(handle);
  await loadLookups(handle.db);
  await handle.close();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    // The recording pass leaves the statements its server PREPAREs for the next pass (statement-log.ts).
    if (process.env.STATEMENT_LOG && !process.env.TEST_DATABASE_URL) {
      const kept = await writePreparable(process.env.STATEMENT_LOG, withDatabase(adminUrl, templateDb));
      process.stdout.write(`statement log: ${kept} statements for the next server\n`);
    }
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`).catch(() => undefined);
    await c.end();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
