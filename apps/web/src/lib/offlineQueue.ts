/**
 * Actions taken without a connection (issue 17): applying for a job and saving one are kept on the phone and sent
 * when the connection returns, with the session's own (refreshed) token, each announced when it is sent or refused.
 * Other writes fail at once with the network message: nothing is lost silently. The queue belongs to the person
 * who queued it: it is dropped when their session ends (lib/offline.ts).
 */
import { API } from '@portal/contract';
import { ApiError, api, errorMessage } from './api';
import { t } from './i18n';
import { notifyError, notifySuccess } from './notify';
import { OFFLINE_QUEUE_KEY, isOnline } from './offline';
import { queryClient } from './queryClient';
import { getSessionSnapshot } from './storage';

export interface OfflineAction {
  kind: 'apply' | 'save';
  job: number;
  /** The job's title, for the message when it is sent. */
  title: string;
  user: number;
}

/** The request never reached the server (no connection, or no answer in time): worth sending again later. */
export function isConnectionError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** What waits in the queue (lib/offlineQueued.ts shows it). */
export function queuedActions(): OfflineAction[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(OFFLINE_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as OfflineAction[]) : [];
  } catch {
    return [];
  }
}

/** Told of every change of the queue (lib/offlineQueued.ts). */
export const queueListeners = new Set<() => void>();

function write(actions: OfflineAction[]): void {
  try {
    if (actions.length) window.localStorage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify(actions));
    else window.localStorage.removeItem(OFFLINE_QUEUE_KEY);
  } catch {
    // storage disabled: the action cannot wait (the caller has said it is queued; see queueOfflineAction)
  }
  queueListeners.forEach((notify) => notify());
}

const same = (a: OfflineAction, b: OfflineAction) => a.kind === b.kind && a.job === b.job && a.user === b.user;

/** Keeps `action` for later; false when the phone cannot store it (the caller then says it failed). */
export function queueOfflineAction(action: OfflineAction): boolean {
  write([...queuedActions().filter((a) => !same(a, action)), action]);
  return queuedActions().some((a) => same(a, action));
}

let sending = false;

/** Sends what was queued, oldest first; stops at the first connection failure (the rest waits for the next try). */
export async function sendQueuedActions(): Promise<void> {
  if (sending || !isOnline()) return;
  sending = true;
  try {
    const user = getSessionSnapshot().user?.user_id;
    for (const action of queuedActions()) {
      if (action.user !== user) {
        write(queuedActions().filter((a) => !same(a, action)));
        continue;
      }
      try {
        await api.post(action.kind === 'apply' ? API.jobApplications : API.favoriteJobs, { job: action.job });
        write(queuedActions().filter((a) => !same(a, action)));
        notifySuccess(t(action.kind === 'apply' ? 'offline.applySent' : 'offline.saveSent', { title: action.title }));
      } catch (error) {
        if (isConnectionError(error)) break;
        write(queuedActions().filter((a) => !same(a, action)));
        notifyError(errorMessage(error), t('offline.refused', { title: action.title }));
      }
    }
  } finally {
    sending = false;
    void queryClient.invalidateQueries();
  }
}
