/** Toasts (auto-close comes from the Notifications provider: TOAST_AUTO_CLOSE_MS). */
import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message });
}

export function notifyError(message: string, title = 'Error'): void {
  notifications.show({ color: 'red', title, message });
}

export function notifyInfo(message: string, title?: string): void {
  notifications.show({ color: 'blue', title, message });
}
