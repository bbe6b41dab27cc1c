// An SMS to a person the portal knows (issue 33): to their verified number only, in their language, and for a
// decision or an invitation only while they keep that kind switched on (users.sms_decisions, users.sms_invitations).
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { queryRows } from '../db/typed-sql.js';
import { queueSms } from './sms.js';

export type PersonalSmsKind = 'alert' | 'decision' | 'invitation';

/** Queues `text(language)` to `userId`'s verified number when they want this kind; true when it was queued. */
export async function queueSmsToUser(
  db: Executor,
  userId: number,
  kind: PersonalSmsKind,
  text: (language: string) => string,
): Promise<boolean> {
  const [person] = await queryRows(
    db,
    {
      phone: sql<string>`u.phone`,
      language: sql<string>`u.language`,
      wants: sql<boolean>`case ${kind} when 'decision' then u.sms_decisions when 'invitation' then u.sms_invitations else true end`,
    },
    sql`from users u where u.id = ${userId} and u.is_active and u.phone is not null and u.phone_verified_at is not null`,
  );
  if (!person?.wants) return false;
  return queueSms(db, { to: person.phone, text: text(person.language), kind, userId, language: person.language });
}
