// Notification rows → the wire shape of spec 000 §3.
import type { Notification } from '@portal/contract';

export type NotificationRow = {
  id: number;
  title: string;
  body: string;
  created: Date;
  actionLink: string | null;
  seen: boolean;
};

export const presentNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  title: r.title,
  body: r.body,
  created: r.created.toISOString(),
  action_link: r.actionLink,
  seen: r.seen,
});
