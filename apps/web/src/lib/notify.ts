/** Toasts. The container and the notifications library load with the first one (lib/toasts.tsx). */
import { lazy } from 'react';
import { t, translateServerMessage } from './i18n';
import type { Toast } from './toasts';

const loadToasts = () => import('./toasts');
/** The container, for the app's providers to mount once a toast was asked for. */
export const LazyToasts = lazy(() => loadToasts().then((m) => ({ default: m.Toasts })));

let requested = false;
const listeners = new Set<() => void>();
/** useSyncExternalStore pair: whether any toast was asked for yet. */
export const toastsRequested = () => requested;
export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Messages and titles may be the server's or the contract's English wording: shown in the reader's language.
function show({ title, message, ...toast }: Toast): void {
  const shown = { ...toast, title: title === undefined ? undefined : translateServerMessage(title), message: translateServerMessage(message) };
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
  // The store keeps it until the container mounts and shows it.
  void loadToasts().then((m) => m.showToast(shown));
}

export function notifySuccess(message: string, title?: string): void {
  show({ color: 'green', title, message });
}

export function notifyError(message: string, title = t('common.error')): void {
  show({ color: 'red', title, message });
}

export function notifyInfo(message: string, title?: string): void {
  show({ color: 'blue', title, message });
}
