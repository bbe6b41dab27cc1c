/**
 * Whether an action taken offline still waits in the queue (lib/offlineQueue.ts), for the pages that show it: a job
 * applied for offline shows "Queued" instead of Apply Now. Apart from the queue itself, which every job card loads
 * (saving a job offline), so the cards' chunk does not carry it.
 */
import { useSyncExternalStore } from 'react';
import { OFFLINE_QUEUE_KEY } from './offline';
import { queuedActions, queueListeners, type OfflineAction } from './offlineQueue';

export function subscribeQueue(listener: () => void): () => void {
  // Another tab of the portal queues and sends too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === OFFLINE_QUEUE_KEY || event.key === null) listener();
  };
  queueListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    queueListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether `kind` for `job` by `user` waits in the queue (until it is sent or refused): the page shows it as queued. */
export function isQueued(kind: OfflineAction['kind'], job: number, user: number | undefined): boolean {
  return user !== undefined && queuedActions().some((a) => a.kind === kind && a.job === job && a.user === user);
}

/** `isQueued`, kept up to date as the queue changes (queued, sent, refused, or forgotten at a logout). */
export function useQueued(kind: OfflineAction['kind'], job: number, user: number | undefined): boolean {
  return useSyncExternalStore(
    subscribeQueue,
    () => isQueued(kind, job, user),
    () => false,
  );
}
