// Mail leaves through the outbox: written in the caller's transaction, sent by a worker loop.
import { and, asc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../db/schema/account.js';
import type { Database, Executor } from '../db/client.js';

/** `headers`: extra ones, e.g. an alert's List-Unsubscribe (RFC 8058). */
export type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> | null };

export async function queueMail(db: Executor, mail: Mail): Promise<void> {
  await db.insert(mailOutbox).values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, headers: mail.headers ?? null });
}

export type MailSender = (mail: Mail) => Promise<void>;

/** SMTP when configured; otherwise the mail is printed, links included, for the developer to follow. */
export function mailSender(opts: { smtpUrl: string | undefined; from: string; print: (text: string) => void }): MailSender {
  if (!opts.smtpUrl) {
    return async (mail) =>
      opts.print(`\n---- mail to ${mail.to} ----\nSubject: ${mail.subject}\n\n${mail.text}\n---- end of mail ----\n`);
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers ?? {} });
  };
}

const MAX_ATTEMPTS = 8;

/** Sends what is due; several processes may run this at once (rows are claimed with SKIP LOCKED). */
export async function deliverPendingMail(db: Database, send: MailSender, onError: (err: unknown) => void): Promise<number> {
  let sent = 0;
  for (;;) {
    const delivered = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return false;
      try {
        await send({ to: row.toAddress, subject: row.subject, text: row.textBody, headers: row.headers });
        await tx.update(mailOutbox).set({ sentAt: sql`now()`, attempts: row.attempts + 1 }).where(eq(mailOutbox.id, row.id));
      } catch (err) {
        onError(err);
        // Back off: 30 s, 1 min, 2 min, ... before the next try.
        await tx
          .update(mailOutbox)
          .set({
            attempts: row.attempts + 1,
            lastError: String(err).slice(0, 2000),
            nextAttemptAt: sql`now() + ${`${30 * 2 ** row.attempts} seconds`}::interval`,
          })
          .where(eq(mailOutbox.id, row.id));
      }
      return true;
    });
    if (!delivered) return sent;
    sent++;
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
