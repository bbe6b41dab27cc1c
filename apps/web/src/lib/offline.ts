/**
 * The installable, offline-tolerant app (issue 17), the page's side: the service worker's registration and its
 * update prompt, whether the phone is online, and forgetting a person's copies when their session ends. The worker
 * itself is src/sw.ts, registered by lib/background.ts; actions taken offline are queued by lib/offlineQueue.ts.
 */
import { API } from '@portal/contract';
import { FORGET_SIGNED_IN, OFFLINE_COPY_HEADER, SIGNED_IN_CACHE } from './offlineCaches';

export { OFFLINE_COPY_HEADER };

/** The queue of actions taken offline (lib/offlineQueue.ts), in localStorage. */
export const OFFLINE_QUEUE_KEY = 'offline_actions';

/* ---------- online or not ---------- */

// The browser's own flag misses a connection that is up but carries nothing (a dead mobile link): the API's answers
// say too. A request that found no network, or an answer the service worker gave from its cache, means offline; a
// real answer means online again. While offline, the portal asks /api/health now and then (never cached).
let connectionLost = false;
export const onlineListeners = new Set<() => void>();
const PROBE_MS = 5_000;
let probe: ReturnType<typeof setInterval> | undefined;

export function isOnline(): boolean {
  return (typeof navigator === 'undefined' || navigator.onLine !== false) && !connectionLost;
}

/** What an API request learnt about the connection (lib/api.ts). */
export function noteConnection(reached: boolean): void {
  if (connectionLost === !reached) return;
  connectionLost = !reached;
  if (connectionLost && probe === undefined) {
    probe = setInterval(() => {
      fetch(API.health, { cache: 'no-store' }).then(
        (res) => noteConnection(!res.headers.has(OFFLINE_COPY_HEADER)),
        () => undefined,
      );
    }, PROBE_MS);
  } else if (!connectionLost && probe !== undefined) {
    clearInterval(probe);
    probe = undefined;
  }
  onlineListeners.forEach((notify) => notify());
}

export function subscribeOnline(listener: () => void): () => void {
  const onBrowserOnline = () => noteConnection(true);
  onlineListeners.add(listener);
  window.addEventListener('online', onBrowserOnline);
  window.addEventListener('offline', listener);
  return () => {
    onlineListeners.delete(listener);
    window.removeEventListener('online', onBrowserOnline);
    window.removeEventListener('offline', listener);
  };
}

/* ---------- the service worker and its updates ---------- */

let waiting: ServiceWorker | null = null;
const updateListeners = new Set<() => void>();
/** Starts the new version: the page reloads once it controls it. */
export function applyUpdate(): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting?.postMessage({ type: 'SKIP_WAITING' });
}

/** A new version of the worker installed and waiting (lib/background.ts finds it). */
export const setWaiting = (worker: ServiceWorker | null) => {
  waiting = worker;
  updateListeners.forEach((notify) => notify());
};

/** A new version is installed and waiting for the person to accept it (the update prompt). */
export const updateWaiting = () => waiting !== null;
export function subscribeUpdate(listener: () => void): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/* ---------- a session's copies ---------- */

/**
 * Deletes everything kept for the person signed in: the worker's copies of their API answers and their queued
 * actions. Called when a session ends and when one starts (a shared phone never shows one person's data to another),
 * with the access token of the session that ends: the worker keeps no answer to a request that carries it.
 */
export function forgetSignedInCopies(endedToken: string | null): void {
  try {
    window.localStorage.removeItem(OFFLINE_QUEUE_KEY);
  } catch {
    // storage disabled: nothing was queued
  }
  if (typeof caches !== 'undefined') void caches.delete(SIGNED_IN_CACHE).catch(() => undefined);
  // The worker deletes it too and keeps no answer to a request sent before (src/sw.ts, thisSessionOnly).
  if (typeof navigator !== 'undefined')
    navigator.serviceWorker?.controller?.postMessage({ type: FORGET_SIGNED_IN, token: endedToken });
}
