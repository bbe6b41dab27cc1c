// Browser tests: Debian's Chromium against the built app, served by the real server on a throwaway data folder.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8765);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_MAILBOX = path.join(tmpdir(), `portal-e2e-mailbox-${E2E_PORT}.jsonl`);
/** The fake Africa's Talking the server sends SMS to, and the file it writes them to (e2e/support/sms.ts reads it). */
export const E2E_SMS_PORT = Number(process.env.E2E_SMS_PORT ?? 2527);
export const E2E_SMS_LOG = path.join(tmpdir(), `portal-e2e-sms-${E2E_PORT}.jsonl`);
const dataDir = path.join(tmpdir(), `portal-e2e-data-${E2E_PORT}`);

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One at a time: on this two-core machine the server and one Chromium already use both cores. Measured on
  // 2026-11-24: the whole suite took 23.8 min with two workers (each test about twice as slow, three timeouts)
  // against about 20 min with one.
  workers: 1,
  retries: 0,
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A failed test keeps its trace of actions, network and console, and a screenshot of where it stopped. The DOM
    // snapshots a full trace takes at every action are left out: measured on 2026-11-27, twelve page visits took
    // 13.3–14.4 s with them, 6.8–9.6 s without (the same as no trace at all), the whole suite's time being mostly that.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--disable-quic'] },
  },
  webServer: {
    // A fresh data folder each run; mail goes over SMTP to the test's own server, SMS to its fake gateway
    // (e2e/support/global-setup.ts).
    command: `rm -rf "${dataDir}" && mkdir -p "${dataDir}" && chmod 755 "${dataDir}" && node apps/api/dist/server.js`,
    url: `http://127.0.0.1:${E2E_PORT}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      AT_USERNAME: 'sandbox',
      AT_API_KEY: 'test-key',
      AT_BASE_URL: `http://127.0.0.1:${E2E_SMS_PORT}`,
      DEMO_DATA: '1',
      ACCESS_TOKEN_TTL: '4',
      // Visitors' lists and pages reused for 1 s instead of 5: the tests that wait for a change to reach visitors
      // wait less, and the caches are still in the way of every other test.
      VISITOR_CACHE_SECONDS: '1',
      LOG_LEVEL: 'warn',
      // The browser tests' API helper registers its accounts as visitors of many addresses (support/session.ts).
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
