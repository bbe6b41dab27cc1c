/**
 * What the app starts once the page is in place (main.tsx), in a chunk of its own so the first download does not
 * carry it: the service worker's registration and its update watch (issue 17), and sending what was queued offline.
 */
import { isOnline, OFFLINE_QUEUE_KEY, onlineListeners, setWaiting } from './offline';

export function startBackgroundWork(): void {
  registerServiceWorker();
  sendQueuedActionsWhenOnline();
  // The Ministry's accepted wordings (issue 32), after the page is in place.
  void import('./i18n/acceptedWordings').then((m) => m.loadAcceptedWordings()).catch(() => undefined);
}

/** Registers the worker once the page has loaded (a first visit's downloads come first). Production builds only. */
function registerServiceWorker(): void {
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

/** Sends the actions queued offline (lib/offlineQueue.ts, loaded only when there are some): at start and when back online. */
function sendQueuedActionsWhenOnline(): void {
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
