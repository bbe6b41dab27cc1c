// A user's notification (what the notifications module lists), written in the caller's transaction so that it
// exists only if the change it tells of does.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { notifications } from '../db/schema/index.js';
import { queryRows } from '../db/typed-sql.js';

/** The title column's length: a title carrying a long job title is cut, not refused. */
export const NOTIFICATION_TITLE_MAX = 255;

/** A person's name as others read it (over `users u`): first and last name, else the username. */
export const PERSON_NAME = sql<string>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)`;

/**
 * Tells the owner of a job or a competition that a job seeker applied: "<name> applied for <job>." or "… applied to
 * <competition>.", linking to where the owner sees the applications.
 */
export async function notifyNewApplication(
  tx: Executor,
  n: { ownerId: number; applicantId: number; applied: 'applied for' | 'applied to'; title: string; link: string },
): Promise<void> {
  const [applicant] = await queryRows(tx, { name: PERSON_NAME }, sql`from users u where u.id = ${n.applicantId}`);
  await tx.insert(notifications).values({
    userId: n.ownerId,
    title: `New application: ${n.title}`.slice(0, NOTIFICATION_TITLE_MAX),
    body: `${applicant?.name ?? 'A job seeker'} ${n.applied} ${n.title}.`,
    actionLink: n.link,
  });
}
