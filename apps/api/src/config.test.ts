// TRUST_PROXY: who may say who the client is (issue 12: a client must not choose the address the login limiter counts);
// the settings several instances need to agree on (issue 16).
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, parseTrustProxy } from './config.js';

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
    expect(() => loadConfig({ ...base(), DATABASE_URL: 'postgres://portal@db/portal' })).toThrow(/JWT_SECRET: required when DATABASE_URL is set/);
    const config = loadConfig({ ...base(), DATABASE_URL: 'postgres://portal@db/portal', JWT_SECRET: 's'.repeat(40) });
    expect(config.jwtSecret).toBe('s'.repeat(40));
    // The embedded mode still generates one into the data folder.
    expect(loadConfig(base()).jwtSecret).toMatch(/^[\w-]{40,}$/);
  });

  it('reads the pool size, the migration switch and the drain period, with their defaults', () => {
    expect(loadConfig(base())).toMatchObject({ databasePoolMax: undefined, migrateOnStart: true, shutdownDrainMs: 5_000 });
    expect(loadConfig({ ...base(), DATABASE_POOL_MAX: '4', MIGRATE_ON_START: '0', SHUTDOWN_DRAIN_MS: '0' })).toMatchObject({
      databasePoolMax: 4,
      migrateOnStart: false,
      shutdownDrainMs: 0,
    });
    expect(() => loadConfig({ ...base(), DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ ...base(), SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
