// Mail leaves through the outbox: written in the caller's transaction, sent by a worker loop that holds no transaction
// open while it talks to the SMTP server (issue 16).
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../db/schema/account.js';
import type { Database, Executor } from '../db/client.js';
import { queryRows } from '../db/typed-sql.js';

/**
 * `headers`: extra ones, e.g. an alert's List-Unsubscribe (RFC 8058). `messageId`: the outbox row's own, the same on
 * every try, so a mail sent twice (an instance died between sending and recording it) is one message to the reader's
 * server; its domain is added by the sender.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string> | null;
  messageId?: string;
};

/** Queues `mail`; an account made with a phone number only has no address (''), and nothing is queued for it. */
export async function queueMail(db: Executor, mail: Mail): Promise<void> {
  if (!mail.to) return;
  await db
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, headers: mail.headers ?? null });
}

export type MailSender = (mail: Mail) => Promise<void>;

/** SMTP when configured; otherwise the mail is printed, links included, for the developer to follow. */
export function mailSender(opts: {
  smtpUrl: string | undefined;
  from: string;
  print: (text: string) => void;
}): MailSender {
  if (!opts.smtpUrl) {
    return async (mail) =>
      opts.print(`\n---- mail to ${mail.to} ----\nSubject: ${mail.subject}\n\n${mail.text}\n---- end of mail ----\n`);
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  // The sender's own domain (MAIL_FROM's), as RFC 5322 asks of a Message-ID.
  const domain = /@([^>\s]+)>?\s*$/.exec(opts.from)?.[1] ?? 'localhost';
  return async (mail) => {
    await transport.sendMail({
      from: opts.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers ?? {},
      ...(mail.messageId ? { messageId: `<${mail.messageId}@${domain}>` } : {}),
    });
  };
}

const MAX_ATTEMPTS = 8;
/** How long a claimed mail is another instance's to send: past it, an instance that died while sending is retried. */
export const MAIL_LEASE_SECONDS = 120;

/** The mail a worker claims (`created_at` is PostgreSQL's text, as a raw query returns it). */
const OUTBOX_COLUMNS = {
  id: mailOutbox.id,
  to_address: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  text_body: mailOutbox.textBody,
  headers: mailOutbox.headers,
  attempts: mailOutbox.attempts,
  created_at: mailOutbox.createdAt,
};

/**
 * Sends what is due, one mail at a time: a row is claimed (its next attempt moved a lease ahead, the try counted) in
 * a statement of its own that commits at once, then sent with no transaction open, then marked sent — or given its
 * next try with back-off. Several processes may run this at once: SKIP LOCKED keeps them off each other's row while
 * it is being claimed, and the lease afterwards.
 */
export async function deliverPendingMail(
  db: Database,
  send: MailSender,
  onError: (err: unknown) => void,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const [row] = await queryRows(
      db,
      OUTBOX_COLUMNS,
      (list) => sql`
        update mail_outbox set next_attempt_at = now() + ${`${MAIL_LEASE_SECONDS} seconds`}::interval, attempts = attempts + 1
         where id = (select o.id from mail_outbox o
                      where o.sent_at is null and o.next_attempt_at <= now() and o.attempts < ${MAX_ATTEMPTS}
                      order by o.next_attempt_at, o.id limit 1
                        for update skip locked)
        returning ${list}`,
    );
    if (!row) return sent;
    try {
      const created = new Date(row.created_at).getTime();
      await send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        headers: row.headers,
        messageId: `outbox-${row.id}-${created}`,
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()` })
        .where(eq(mailOutbox.id, row.id));
      sent++;
    } catch (err) {
      onError(err);
      // Back off: 30 s, 1 min, 2 min, ... before the next try.
      await db
        .update(mailOutbox)
        .set({
          lastError: String(err).slice(0, 2000),
          nextAttemptAt: sql`now() + ${`${30 * 2 ** (row.attempts - 1)} seconds`}::interval`,
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }
}

export function startMailWorker(db: Database, send: MailSender, onError: (err: unknown) => void, intervalMs = 1000) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverPendingMail(db, send, onError);
    } catch (err) {
      onError(err);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), flush: tick };
}
