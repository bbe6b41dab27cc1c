// A cheap phone on a slow network, for the browser's own measurements (the signed-in pages and the taps of
// issue 31, in npm run bench:web and e2e/phone-speed.spec.ts): 360 × 780 px, the CPU slowed 4×, 150 ms of round
// trip and about 1.6 Mbit/s down, through Chromium's DevTools protocol. What it reads: the bytes transferred (as
// sent, compressed), the time until the page is usable, the blocking time of its long tasks, and each tap's
// interaction time as the browser's Event Timing API measures it (input to the next frame painted: what INP reports).
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { storedUser, storeSession } from './stored-session';

export const PHONE = {
  viewport: { width: 360, height: 780 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
} as const;

declare global {
  interface Window {
    __phone?: { longTasks: number[]; interactions: Record<number, number> };
  }
}

/** Records long tasks and interactions from the first script of every document on (installed before any of ours). */
function recordPerformance() {
  const phone = { longTasks: [] as number[], interactions: {} as Record<number, number> };
  window.__phone = phone;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) phone.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      phone.interactions[entry.interactionId] = Math.max(phone.interactions[entry.interactionId] ?? 0, entry.duration);
    }
    // 16 ms is the smallest threshold the API takes: every interaction that took a frame or more is seen.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** A fresh context on the phone's screen: an empty cache, no service worker (a first visit has neither). */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(recordPerformance);
  return context;
}

/**
 * Starts the context signed in as this account: the session is stored before the first page's scripts run, and
 * only when none is (the app rotates the refresh token; a later page keeps the app's newer one).
 */
export async function signIn(context: BrowserContext, origin: string, email: string, password: string) {
  const res = await fetch(`${origin}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!res.ok) throw new Error(`signing in as ${email}: ${res.status} ${await res.text()}`);
  const { access, refresh } = (await res.json()) as { access: string; refresh: string };
  await context.addInitScript(storeSession, { access, refresh, user: storedUser(access), keepExisting: true });
}

/** Slows the page's CPU (and, with `network`, its connection) to the phone's; returns the session counting bytes. */
export async function throttle(page: Page, { network = true } = {}) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  let bytes = 0;
  await cdp.send('Network.enable');
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
  });
  if (network)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
  return {
    /** Bytes received since the last reset (headers and bodies as sent). */
    bytes: () => bytes,
    resetBytes: () => {
      bytes = 0;
    },
  };
}

/**
 * Usable: the app has taken over, the page's heading is up and nothing in the main area is still loading (no
 * skeleton, no busy region): its list or form can be used.
 */
export const isUsable = () =>
  'hydrated' in document.documentElement.dataset &&
  document.querySelector('main h1') !== null &&
  document.querySelector('main [aria-busy="true"], main .mantine-Skeleton-root, main .mantine-Loader-root') === null;

export interface Visit {
  path: string;
  bytes: number;
  usableMs: number;
  idleMs: number;
  /** The sum over long tasks of their time beyond 50 ms, until the network was idle (Lighthouse's TBT, measured). */
  blockingMs: number;
}

/** Opens `path` in the throttled page and measures it. */
export async function measureVisit(
  page: Page,
  meter: Awaited<ReturnType<typeof throttle>>,
  path: string,
): Promise<Visit> {
  meter.resetBytes();
  const start = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(isUsable, undefined, { timeout: 60_000, polling: 50 });
  const usableMs = Date.now() - start;
  await page.waitForLoadState('networkidle');
  const idleMs = Date.now() - start;
  const longTasks = await page.evaluate(() => window.__phone?.longTasks ?? []);
  return {
    path,
    bytes: meter.bytes(),
    usableMs,
    idleMs,
    blockingMs: Math.round(longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
  };
}

/**
 * The interaction time of one tap: `tap` acts, `settled` waits for what it shows; the slowest event of the new
 * interaction is its time, as INP counts it.
 */
export async function measureTap(page: Page, tap: () => Promise<void>, settled: () => Promise<void>): Promise<number> {
  const seen = await page.evaluate(() => Object.keys(window.__phone?.interactions ?? {}).length);
  await tap();
  await settled();
  await page.waitForFunction((n) => Object.keys(window.__phone?.interactions ?? {}).length > n, seen, {
    timeout: 10_000,
  });
  return page.evaluate((n) => {
    const times = Object.entries(window.__phone?.interactions ?? {})
      .sort(([a], [b]) => Number(a) - Number(b))
      .slice(n)
      .map(([, duration]) => duration);
    return Math.max(...times);
  }, seen);
}
