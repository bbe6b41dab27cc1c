// buildTestApp(): the real app on a fresh database cloned from the migrated template.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import { connect, type Database } from '../db/client.js';
import type { Readiness } from '../lib/health.js';
import { fileSigner, type FileSigner } from '../lib/signed-files.js';
import { diskStorage, type Storage } from '../lib/storage.js';
import { tokenService, type TokenService } from '../lib/tokens.js';
import { withDatabase } from './global-setup.js';

export const PUBLIC_URL = 'http://portal.test';

export type TestContext = {
  app: App;
  db: Database;
  pool: pg.Pool;
  storage: Storage;
  tokens: TokenService;
  files: FileSigner;
  mediaDir: string;
  secret: string;
};

/** A new database on the test server, cloned from `template` when given; the caller drops it. */
async function newDatabase(prefix: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A migrated database with the lookup lists (a clone of the run's template). */
export const createTestDatabase = () => newDatabase('portal_test', inject('templateDb'));
/** A database with nothing in it, not even the migrations (what a restore starts from). */
export const createBlankDatabase = () => newDatabase('portal_blank');

/** `url` with a setting every connection starts with (libpq's `options=-c name=value`, above the role's defaults). */
function withSessionOption(url: string, name: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c ${name}=${value}`);
  return u.toString();
}

/** The portal team's contact every test app answers with (CONTACT_EMAIL, CONTACT_PHONE). */
export const TEST_CONTACT = { email: 'help@portal.test', phone: '+256414000000' };

/** The key the test apps' SMS callbacks take (SMS_CALLBACK_SECRET). */
export const TEST_SMS_CALLBACK_SECRET = 'sms-callback-secret-for-tests';
/** The USSD callback's secret and code every test app has (USSD_CALLBACK_SECRET, USSD_SERVICE_CODE). */
export const TEST_USSD = { callbackSecret: 'test-ussd-callback-secret', serviceCode: '*284*12#' };

/** Builds the app once for the calling test file and tears it down after the file. */
export async function buildTestApp(
  opts: {
    accessTtl?: number;
    trustProxy?: number | string[];
    readiness?: Readiness;
    storage?: Storage;
    queryLogger?: Logger;
    /** Every connection's TimeZone, overriding the role's default (as a pooler's server connection may). */
    timeZone?: string;
    /** Where the app connects, given the test database's address: e.g. through a proxy the test can cut (issue 28). */
    reachDatabase?: (url: string) => string;
    /** The app's log (e.g. `{ level: 'warn', stream }` to read what it wrote); none by default. */
    logger?: FastifyServerOptions['logger'];
    /** The database to serve instead of a migrated clone (dropped with the app), e.g. a blank one a restore fills. */
    database?: { url: string; drop: () => Promise<void> };
    /** The signing secret, e.g. another test app's, so that its tokens open this one too. */
    secret?: string;
    /** SMS_CALLBACK_SECRET; null: unset. TEST_SMS_CALLBACK_SECRET by default. */
    smsCallbackSecret?: string | null;
  } = {},
): Promise<TestContext> {
  const database = opts.database ?? (await createTestDatabase());
  const direct = opts.timeZone ? withSessionOption(database.url, 'TimeZone', opts.timeZone) : database.url;
  const url = opts.reachDatabase ? opts.reachDatabase(direct) : direct;
  const handle = connect(url, 4, opts.queryLogger ? { logger: opts.queryLogger } : {});
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'portal-media-'));
  const storage = opts.storage ?? diskStorage(mediaDir);
  const secret = opts.secret ?? randomBytes(32).toString('hex');
  const tokens = tokenService(secret, { access: opts.accessTtl ?? 900, refresh: 3600 });
  const files = fileSigner(secret, PUBLIC_URL);
  const app = await buildApp(
    {
      config: {
        publicUrl: PUBLIC_URL,
        webDistDir: path.join(mediaDir, 'no-web-build'),
        logLevel: 'silent',
        trustProxy: opts.trustProxy ?? false,
        contact: TEST_CONTACT,
        smsCallbackSecret:
          opts.smsCallbackSecret === undefined ? TEST_SMS_CALLBACK_SECRET : (opts.smsCallbackSecret ?? undefined),
        ussd: TEST_USSD,
      },
      db: handle.db,
      storage,
      tokens,
      files,
      ...(opts.readiness ? { readiness: opts.readiness } : {}),
    },
    opts.logger ? { logger: opts.logger } : {},
  );
  await app.ready();
  afterAll(async () => {
    await app.close();
    await handle.close();
    await database.drop();
    rmSync(mediaDir, { recursive: true, force: true });
  });
  return { app, db: handle.db, pool: handle.pool, storage, tokens, files, mediaDir, secret };
}

/**
 * A second app on the test app's database, storage and signing that serves the web build in `webDistDir`; not yet
 * ready, so a test may add routes first. The caller closes it.
 */
export const buildAppWithWeb = (t: TestContext, webDistDir: string): Promise<App> =>
  buildApp({ ...t.app.deps, config: { ...t.app.deps.config, webDistDir } });

/** Every stored file under a test app's media folder, as storage keys (to check that a failed write left none). */
export function storedFiles(t: TestContext): string[] {
  return (readdirSync(t.mediaDir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(t.mediaDir, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
}

/** GET a signed link through the app (the links carry the public URL's origin). */
export const download = (t: TestContext, link: string) =>
  t.app.inject({ method: 'GET', url: link.replace(PUBLIC_URL, '') });
