/** Toasts. The container and the notifications library load with the first one (lib/toasts.tsx, lib/onDemand.tsx). */
import { t, translateServerMessage } from './i18n';
import { onDemand } from './onDemand';
import type { Toast } from './toasts';

const toasts = onDemand(
  'toasts',
  () => import('./toasts'),
  (m) => m.Toasts,
);

// Messages and titles may be the server's or the contract's English wording: shown in the reader's language.
function show({ title, message, ...toast }: Toast): void {
  const shown = {
    ...toast,
    title: title === undefined ? undefined : translateServerMessage(title),
    message: translateServerMessage(message),
  };
  void toasts.ready().then((m) => m.showToast(shown));
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
