// TRUST_PROXY: who may say who the client is (issue 12: a client must not choose the address the login limiter counts);
// the settings several instances need to agree on (issue 16); an empty variable is an unset one (issue 28).
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, parseTrustProxy, SETTING_NAMES } from './config.js';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('%j trusts %j', (value, trust) => {
    expect(parseTrustProxy(value)).toEqual(trust);
  });

  it.each(['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '10.0.0.1,'])('refuses %j', (value) => {
    expect(parseTrustProxy(value)).toBeNull();
  });
});

describe('the settings of many instances (issue 16)', () => {
  const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-config-')) });

  it('requires JWT_SECRET with DATABASE_URL, so every instance signs tokens alike', () => {
    expect(() => loadConfig({ ...base(), DATABASE_URL: 'postgres://portal@db/portal' })).toThrow(
      /JWT_SECRET: required when DATABASE_URL is set/,
    );
    const config = loadConfig({ ...base(), DATABASE_URL: 'postgres://portal@db/portal', JWT_SECRET: 's'.repeat(40) });
    expect(config.jwtSecret).toBe('s'.repeat(40));
    // The embedded mode still generates one into the data folder.
    expect(loadConfig(base()).jwtSecret).toMatch(/^[\w-]{40,}$/);
  });

  it('reads the pool size, the migration switch and the drain period, with their defaults', () => {
    expect(loadConfig(base())).toMatchObject({
      databasePoolMax: undefined,
      migrateOnStart: true,
      shutdownDrainMs: 5_000,
    });
    expect(
      loadConfig({ ...base(), DATABASE_POOL_MAX: '4', MIGRATE_ON_START: '0', SHUTDOWN_DRAIN_MS: '0' }),
    ).toMatchObject({
      databasePoolMax: 4,
      migrateOnStart: false,
      shutdownDrainMs: 0,
    });
    expect(() => loadConfig({ ...base(), DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ ...base(), SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });

  it("reads how long visitors' lists and pages are reused: 5 s unless told, 1 to 300", () => {
    expect(loadConfig(base()).visitorCacheSeconds).toBe(5);
    expect(loadConfig({ ...base(), VISITOR_CACHE_SECONDS: '30' }).visitorCacheSeconds).toBe(30);
    expect(() => loadConfig({ ...base(), VISITOR_CACHE_SECONDS: '0' })).toThrow(/VISITOR_CACHE_SECONDS/);
    expect(() => loadConfig({ ...base(), VISITOR_CACHE_SECONDS: 'soon' })).toThrow(/VISITOR_CACHE_SECONDS/);
  });
});

describe('an empty variable is an unset one (issue 28)', () => {
  const dataDir = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-config-')) });

  it('reads every setting left empty (or blank) as if it were not set', () => {
    const env = dataDir();
    // DATA_DIR stays set: unset, it would be ./data in the test's working directory.
    const settings = SETTING_NAMES.filter((name) => name !== 'DATA_DIR');
    expect(settings).toEqual(
      expect.arrayContaining([
        'SMTP_URL',
        'PUBLIC_URL',
        'CONTACT_EMAIL',
        'S3_ENDPOINT',
        'METRICS_PORT',
        'DATABASE_URL',
      ]),
    );
    const unset = loadConfig(env);
    expect(loadConfig({ ...env, ...Object.fromEntries(settings.map((name) => [name, ''])) })).toEqual(unset);
    expect(loadConfig({ ...env, ...Object.fromEntries(settings.map((name) => [name, '  '])) })).toEqual(unset);
  });

  it('still refuses a value that is given and wrong', () => {
    expect(() => loadConfig({ ...dataDir(), SMTP_URL: 'mail.example.org' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    // An empty JWT_SECRET is a missing one: with DATABASE_URL the server still refuses to start without it.
    expect(() => loadConfig({ ...dataDir(), DATABASE_URL: 'postgres://portal@db/portal', JWT_SECRET: '' })).toThrow(
      /JWT_SECRET: required/,
    );
  });
});

describe('METRICS_HOST (issue 28)', () => {
  const dataDir = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-config-')) });

  it('binds the metrics to this machine unless told, whatever HOST the public port has', () => {
    expect(loadConfig({ ...dataDir(), HOST: '0.0.0.0', METRICS_PORT: '9464' }).metricsHost).toBe('127.0.0.1');
    expect(
      loadConfig({ ...dataDir(), HOST: '0.0.0.0', METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metricsHost,
    ).toBe('10.0.0.5');
  });
});

describe('the nightly backup’s settings (issue 29)', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-config-'));
  const managed = { DATABASE_URL: 'postgres://portal@db/portal', JWT_SECRET: 's'.repeat(32) };

  it('backs up into $DATA_DIR/backups in the embedded mode, and not with DATABASE_URL unless a place is given', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).backup).toEqual({ dir: path.join(dir, 'backups'), s3: null });
    expect(loadConfig({ DATA_DIR: dir, ...managed }).backup).toBeNull();
    expect(loadConfig({ DATA_DIR: dir, ...managed, BACKUP_DIR: '/srv/backups' }).backup).toEqual({
      dir: '/srv/backups',
      s3: null,
    });
  });

  it('copies to BACKUP_S3_BUCKET with the uploads’ S3 settings', () => {
    const dir = dataDir();
    const config = loadConfig({
      DATA_DIR: dir,
      ...managed,
      BACKUP_S3_BUCKET: 'portal-backups',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(config.backup).toEqual({
      dir: path.join(dir, 'backups'),
      s3: { bucket: 'portal-backups', region: 'us-east-1', endpoint: 'http://minio:9000', forcePathStyle: true },
    });
  });
});

describe("SMS through Africa's Talking (issue 33)", () => {
  const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-config-')) });

  it('prints SMS unless told the account, with the live API and 2000 a day by default', () => {
    expect(loadConfig(base())).toMatchObject({
      sms: { username: undefined, apiKey: undefined, senderId: undefined, baseUrl: 'https://api.africastalking.com' },
      smsDailyLimit: 2000,
      smsCallbackSecret: undefined,
    });
    const config = loadConfig({
      ...base(),
      AT_USERNAME: 'sandbox',
      AT_API_KEY: 'atsk_123',
      AT_SENDER_ID: 'TVETPortal',
      AT_BASE_URL: 'https://api.sandbox.africastalking.com',
      SMS_DAILY_LIMIT: '500',
      SMS_CALLBACK_SECRET: 'c'.repeat(32),
    });
    expect(config).toMatchObject({
      sms: {
        username: 'sandbox',
        apiKey: 'atsk_123',
        senderId: 'TVETPortal',
        baseUrl: 'https://api.sandbox.africastalking.com',
      },
      smsDailyLimit: 500,
      smsCallbackSecret: 'c'.repeat(32),
    });
  });

  it('refuses a username without a key (or a key without a username), a short callback secret, a bad limit', () => {
    expect(() => loadConfig({ ...base(), AT_USERNAME: 'sandbox' })).toThrow(/AT_USERNAME, AT_API_KEY: set both/);
    expect(() => loadConfig({ ...base(), AT_API_KEY: 'atsk_123' })).toThrow(/AT_USERNAME, AT_API_KEY: set both/);
    expect(() => loadConfig({ ...base(), SMS_CALLBACK_SECRET: 'short' })).toThrow(/SMS_CALLBACK_SECRET/);
    expect(() => loadConfig({ ...base(), SMS_DAILY_LIMIT: 'many' })).toThrow(/SMS_DAILY_LIMIT/);
    expect(() => loadConfig({ ...base(), AT_BASE_URL: 'ftp://example.org' })).toThrow(/AT_BASE_URL/);
  });
});
