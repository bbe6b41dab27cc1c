// A user's notifications: the list, the unread count, marking them read.
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { pageTotal } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import { presentNotification } from './notifications.presenter.js';

const n = notifications;
/** A notification is answered whole (notifications.presenter.ts). */
const notificationColumns = getTableColumns(n);

/** The caller's own notifications, newest first. */
export async function listNotifications(db: Database, userId: number, q: { page: number; page_size: number }) {
  const rows = await db
    .select({ ...notificationColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(n)
    .where(eq(n.userId, userId))
    .orderBy(desc(n.created), desc(n.id))
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size));
  return { count: pageTotal(q.page, rows), results: rows.map(presentNotification) };
}

/** How many of the user's notifications are unread (notifications_user_unseen_idx: the unread rows only). */
export async function unreadNotifications(db: Database, userId: number) {
  const [row] = await db
    .select({ unread: sql<number>`count(*)`.mapWith(Number) })
    .from(n)
    .where(and(eq(n.userId, userId), eq(n.seen, false)));
  return { unread: row?.unread ?? 0 };
}

/** Marks every unread notification of the user read, in one statement. */
export async function markAllNotificationsRead(db: Database, userId: number) {
  await db
    .update(n)
    .set({ seen: true })
    .where(and(eq(n.userId, userId), eq(n.seen, false)));
  return { unread: 0 };
}

/** The row with its owner, for the policy to judge; null when there is none. */
export async function findNotification(db: Database, id: number) {
  const [row] = await db.select(notificationColumns).from(n).where(eq(n.id, id));
  return row ?? null;
}

export async function setNotificationSeen(db: Database, id: number, seen: boolean) {
  const [row] = await db.update(n).set({ seen }).where(eq(n.id, id)).returning(notificationColumns);
  if (!row) throw notFound();
  return presentNotification(row);
}
