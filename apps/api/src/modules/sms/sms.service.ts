// Opting out of and back into the portal's SMS (issue 33): sms_opt_outs, which queueSms (lib/sms.ts) reads.
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { smsOptOuts, smsOutbox } from '../../db/schema/index.js';

/** What a reply asks for: STOP (or STOP ALL) and START, in any case, with spaces around; anything else nothing. */
export function smsCommandOf(text: string): 'stop' | 'start' | null {
  const words = text.trim().replace(/\s+/g, ' ').toUpperCase();
  if (words === 'STOP' || words === 'STOP ALL') return 'stop';
  if (words === 'START') return 'start';
  return null;
}

/** No more SMS to `phone`: what is still waiting for it is dropped with the same change. */
export async function optOut(db: Database, phone: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(smsOptOuts).values({ phone }).onConflictDoNothing();
    await tx.delete(smsOutbox).where(and(eq(smsOutbox.toNumber, phone), isNull(smsOutbox.sentAt)));
  });
}

export async function optIn(db: Database, phone: string): Promise<void> {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}
