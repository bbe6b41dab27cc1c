// SMS leave through their outbox (issue 33), like mail (lib/mail.ts): written in the caller's transaction, sent by a
// worker that holds no transaction open while it talks to the gateway (Africa's Talking, over plain HTTP: decision
// 031). Nothing is queued for a number that replied STOP (sms_opt_outs), nor past the limits below.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SMS_MAX_LENGTH, type SmsKind } from '@portal/contract';
import type { Database, Executor } from '../db/client.js';
import { smsOutbox } from '../db/schema/index.js';
import { queryRows } from '../db/typed-sql.js';
import { kampalaMidnight, kampalaToday } from './dates.js';
import { deliverPending, startOutboxWorker } from './outbox.js';

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

// ---------- limits ----------

/**
 * What one number may be sent: SMS other than codes in a Kampala day, and codes in any hour (a code is asked for by
 * whoever types the number, so its limit is the tighter). Past them an SMS is dropped without a word, as mail to one
 * address is (lib/rate-limits.ts).
 */
export const SMS_LIMITS = { perNumberDay: 10, codesPerNumberHour: 5 } as const;
export const SMS_DAILY_LIMIT_DEFAULT = 2000;

/** The portal's ceiling (SMS_DAILY_LIMIT), and where its one warning a day goes; server.ts sets them at start-up. */
const ceiling: {
  perDay: number;
  warn: (message: string) => void;
  /** The Kampala day (yyyy-mm-dd) this process last warned of, so that it warns once a day. */
  warnedOn: string;
} = { perDay: SMS_DAILY_LIMIT_DEFAULT, warn: () => undefined, warnedOn: '' };

export function setSmsDailyLimit(perDay: number, warn: (message: string) => void): void {
  ceiling.perDay = perDay;
  ceiling.warn = warn;
  ceiling.warnedOn = '';
}

/** Keeps SMS to one number in turn until the caller's transaction ends: the counts below then see each other's rows. */
const SMS_NUMBER_LOCK = 7224033;

/**
 * Queues `sms` unless its number opted out or a limit refuses it; true when it was queued. The limits are counted from
 * the outbox itself, in the caller's transaction: a rolled-back SMS counted nothing. Per number they are exact (a lock
 * on the number, held to the end of the caller's transaction, orders the writers); the portal's ceiling is read
 * without a lock, so simultaneous transactions may pass it by a few.
 */
export async function queueSms(db: Executor, sms: Sms): Promise<boolean> {
  const text = sms.text.length > SMS_MAX_LENGTH ? `${sms.text.slice(0, SMS_MAX_LENGTH - 1)}…` : sms.text;
  // A savepoint inside the caller's transaction, else a transaction of its own: the lock outlives one statement.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SMS_NUMBER_LOCK}, hashtext(${sms.to}))`);
    const since = kampalaMidnight(kampalaToday);
    const [counts] = await queryRows(
      tx,
      {
        opted_out: sql<boolean>`exists (select 1 from sms_opt_outs o where o.phone = ${sms.to})`,
        to_number_today: sql<number>`(select count(*)::int from sms_outbox s
          where s.to_number = ${sms.to} and s.created_at >= ${since} and s.kind <> 'code')`,
        codes_this_hour: sql<number>`(select count(*)::int from sms_outbox s
          where s.to_number = ${sms.to} and s.created_at > now() - interval '1 hour' and s.kind = 'code')`,
        portal_today: sql<number>`(select count(*)::int from sms_outbox s where s.created_at >= ${since})`,
        today: sql<string>`${kampalaToday}::text`,
      },
      sql``,
    );
    if (!counts || counts.opted_out) return false;
    if (sms.kind === 'code') {
      if (counts.codes_this_hour >= SMS_LIMITS.codesPerNumberHour) return false;
    } else {
      if (counts.to_number_today >= SMS_LIMITS.perNumberDay) return false;
      if (counts.portal_today >= ceiling.perDay) {
        if (ceiling.warnedOn !== counts.today) {
          ceiling.warnedOn = counts.today;
          ceiling.warn(
            `SMS_DAILY_LIMIT (${ceiling.perDay}) reached for ${counts.today}: only codes are sent until midnight (Kampala)`,
          );
        }
        return false;
      }
    }
    await tx.insert(smsOutbox).values({
      toNumber: sms.to,
      body: text,
      kind: sms.kind,
      userId: sms.userId ?? null,
      language: sms.language ?? 'en',
    });
    return true;
  });
}

// ---------- the gateway ----------

/** AT_*: Africa's Talking's account; without a username and key every SMS is printed instead. */
export type SmsGateway = {
  username: string | undefined;
  apiKey: string | undefined;
  /** The sender id ("short code" or alphanumeric) registered for the portal; unset: the account's default. */
  senderId: string | undefined;
  /** https://api.africastalking.com, or the sandbox's https://api.sandbox.africastalking.com. */
  baseUrl: string;
};

/** What the gateway charged for a sent SMS, in its currency's units (null: it did not say, or nothing was sent). */
export type SmsSent = { cost: number | null };
export type SmsSender = (sms: { to: string; text: string }) => Promise<SmsSent>;

/** The statuses of a recipient the gateway took: Processed, Sent, Queued. Anything else is a failure, tried again. */
const ACCEPTED_STATUS_CODES = new Set([100, 101, 102]);
/** A gateway that takes longer has lost the SMS or will send it anyway: the try fails well inside the lease. */
const GATEWAY_TIMEOUT_MS = 30_000;

/** The answer of POST /version1/messaging (read here, not in the contract: it is the gateway's wire, not ours). */
const messagingAnswer = z.object({
  SMSMessageData: z.object({
    Message: z.string().optional(),
    Recipients: z.array(
      z.object({
        statusCode: z.number(),
        number: z.string().optional(),
        status: z.string().optional(),
        cost: z.string().optional(),
        messageId: z.string().optional(),
      }),
    ),
  }),
});

const jsonOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** "UGX 25.0000" → 25; null when no amount is in it. */
export function smsCost(text: string | undefined): number | null {
  const amount = /\d+(?:\.\d+)?/.exec(text ?? '')?.[0];
  return amount === undefined ? null : Number(amount);
}

/** Africa's Talking when configured; otherwise each SMS is printed for the developer to read (its code, say). */
export function smsSender(opts: SmsGateway & { print: (text: string) => void }): SmsSender {
  const { username, apiKey } = opts;
  if (!username || !apiKey) {
    return async (sms) => {
      opts.print(`\n---- SMS to ${sms.to} ----\n${sms.text}\n---- end of SMS ----\n`);
      return { cost: null };
    };
  }
  const url = `${opts.baseUrl.replace(/\/$/, '')}/version1/messaging`;
  return async (sms) => {
    const form = new URLSearchParams({ username, to: sms.to, message: sms.text });
    if (opts.senderId) form.set('from', opts.senderId);
    const res = await fetch(url, {
      method: 'POST',
      headers: { apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
    });
    // The error says what the gateway said, never what was sent (the key is in a header, the SMS in the body).
    const answer = await res.text();
    if (!res.ok) throw new Error(`Africa's Talking answered HTTP ${res.status}: ${answer.slice(0, 200)}`);
    const parsed = messagingAnswer.safeParse(jsonOrNull(answer));
    if (!parsed.success) throw new Error(`Africa's Talking's answer was not understood: ${answer.slice(0, 200)}`);
    const { Message, Recipients } = parsed.data.SMSMessageData;
    const recipient = Recipients[0];
    if (!recipient) throw new Error(`Africa's Talking took no recipient: ${Message ?? ''}`);
    if (!ACCEPTED_STATUS_CODES.has(recipient.statusCode)) {
      throw new Error(`Africa's Talking refused the SMS: ${recipient.statusCode} ${recipient.status ?? ''}`.trim());
    }
    return { cost: smsCost(recipient.cost) };
  };
}

// ---------- the worker ----------

const OUTBOX_COLUMNS = { to_number: smsOutbox.toNumber, body: smsOutbox.body };

/** Sends the SMS that are due through `send`, with the outbox's lease and back-off (lib/outbox.ts), recording costs. */
export function deliverPendingSms(db: Database, send: SmsSender, onError: (err: unknown) => void): Promise<number> {
  return deliverPending(
    db,
    {
      table: smsOutbox,
      columns: OUTBOX_COLUMNS,
      deliver: (row) => send({ to: row.to_number, text: row.body }),
      sentColumns: ({ cost }) => sql`cost = ${cost}`,
    },
    onError,
  );
}

export function startSmsWorker(db: Database, send: SmsSender, onError: (err: unknown) => void, intervalMs = 1000) {
  return startOutboxWorker(() => deliverPendingSms(db, send, onError), onError, intervalMs);
}
