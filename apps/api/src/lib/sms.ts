// SMS leave through their outbox (issue 33), like mail (lib/mail.ts): written in the caller's transaction, sent by a
// worker that holds no transaction open while it talks to the gateway. Nothing is queued for a number that replied
// STOP (sms_opt_outs).
import { sql } from 'drizzle-orm';
import { SMS_MAX_LENGTH, type SmsKind } from '@portal/contract';
import type { Executor } from '../db/client.js';
import { smsOutbox } from '../db/schema/index.js';
import { queryRows } from '../db/typed-sql.js';

export type Sms = {
  /** E.164 ("+256772123456"). */
  to: string;
  /** At most SMS_MAX_LENGTH characters (cut with "…" past it). */
  text: string;
  kind: SmsKind;
  /** The person it is for, when the portal knows them (the Ministry's figures; their language). */
  userId?: number | null;
  language?: string;
};

/** Queues `sms` unless its number opted out; true when it was queued. */
export async function queueSms(db: Executor, sms: Sms): Promise<boolean> {
  const text = sms.text.length > SMS_MAX_LENGTH ? `${sms.text.slice(0, SMS_MAX_LENGTH - 1)}…` : sms.text;
  const queued = await queryRows(
    db,
    { id: smsOutbox.id },
    (list) => sql`
      insert into sms_outbox (to_number, body, kind, user_id, language)
      select ${sms.to}, ${text}, ${sms.kind}, ${sms.userId ?? null}::integer, ${sms.language ?? 'en'}
       where not exists (select 1 from sms_opt_outs o where o.phone = ${sms.to})
      returning ${list}`,
  );
  return queued.length > 0;
}
