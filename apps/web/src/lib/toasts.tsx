// The toast container and its store (@mantine/notifications): a chunk of its own, fetched with the first toast,
// so visitors' first download stays within the home page budget.
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications, notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '@portal/contract';
import classes from './toasts.module.css';

export type Toast = {
  color: string;
  title?: string | undefined;
  message: string;
};

export const showToast = (toast: Toast) => notifications.show(toast);

export function Toasts() {
  return (
    <Notifications autoClose={TOAST_AUTO_CLOSE_MS} position="top-right" classNames={{ root: classes.root }} limit={4} />
  );
}
