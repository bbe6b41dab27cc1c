/**
 * The installable, offline-tolerant app (issue 17), the page's side: the service worker's registration and its
 * update prompt, whether the phone is online, and forgetting a person's copies when their session ends. The worker
 * itself is src/sw.ts; actions taken offline are queued by lib/offlineQueue.ts.
 */
import { OFFLINE_CACHES, OFFLINE_COPY_HEADER } from './offlineCaches';

export { OFFLINE_COPY_HEADER };

/** The queue of actions taken offline (lib/offlineQueue.ts), in localStorage. */
export const OFFLINE_QUEUE_KEY = 'offline_actions';

/* ---------- online or not ---------- */

// The browser's own flag misses a connection that is up but carries nothing (a dead mobile link): the API's answers
// say too. A request that found no network, or an answer the service worker gave from its cache, means offline; a
// real answer means online again. While offline, the portal asks /api/health now and then (never cached).
let connectionLost = false;
const onlineListeners = new Set<() => void>();
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
      fetch('/api/health', { cache: 'no-store' }).then((res) => noteConnection(!res.headers.has(OFFLINE_COPY_HEADER)), () => undefined);
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
const setWaiting = (worker: ServiceWorker | null) => {
  waiting = worker;
  updateListeners.forEach((notify) => notify());
};

/** A new version is installed and waiting for the person to accept it (the update prompt). */
export const updateWaiting = () => waiting !== null;
export function subscribeUpdate(listener: () => void): () => void {
  updateListeners.add(listener);
  return () => updateListeners.delete(listener);
}

/** Starts the new version: the page reloads once it controls it. */
export function applyUpdate(): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting?.postMessage({ type: 'SKIP_WAITING' });
}

/** Registers the worker once the page has loaded (a first visit's downloads come first). Production builds only. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    // An update found while the page is open, or one found by an earlier visit and still waiting.
    const watch = (worker: ServiceWorker | null) =>
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
      });
    if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
    watch(registration.installing);
    registration.addEventListener('updatefound', () => watch(registration.installing));
  };
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/* ---------- a session's copies ---------- */

/**
 * Deletes everything kept for the person signed in: the worker's copies of their API answers and their queued
 * actions. Called when a session ends and when one starts (a shared phone never shows one person's data to another).
 */
export function forgetSignedInCopies(): void {
  try {
    window.localStorage.removeItem(OFFLINE_QUEUE_KEY);
  } catch {
    // storage disabled: nothing was queued
  }
  if (typeof caches !== 'undefined') void caches.delete(OFFLINE_CACHES.signedIn).catch(() => undefined);
}

/** Sends the actions queued offline (lib/offlineQueue.ts, loaded only when there are some): at start and when back online. */
export function sendQueuedActionsWhenOnline(): void {
  const queued = () => {
    try {
      return window.localStorage.getItem(OFFLINE_QUEUE_KEY) !== null;
    } catch {
      return false;
    }
  };
  const send = () => {
    if (queued() && isOnline()) void import('./offlineQueue').then((m) => m.sendQueuedActions());
  };
  window.addEventListener('online', send);
  // Back online as the API's answers tell (the browser's event may not come on a link that died quietly).
  onlineListeners.add(send);
  send();
}
