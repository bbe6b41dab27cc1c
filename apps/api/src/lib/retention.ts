// What the portal no longer needs is removed (issue 12, Data Protection and Privacy Act 2019: keep personal data no
// longer than its purpose): spent and expired tokens, old login-attempt counters, mail sent long ago. Run hourly by the
// job queue (lib/scheduler.ts); each statement deletes what is past its date, so a second run at once does no harm.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** How long each kind of record is kept once it has done its job. */
export const RETENTION = {
  /** A refresh token past its expiry, or revoked: kept a day (a replay in that day is still recognised as one). */
  spentTokenDays: 1,
  /** A verification or reset link, once used or expired. */
  mailLinkDays: 1,
  /** A login-try counter whose 15-minute window is long over. */
  loginCounterDays: 1,
  /** "Signed in from this address" (decision 012). */
  knownAddressDays: 90,
  /** A mail the outbox sent. */
  sentMailDays: 90,
} as const;

export type RetentionReport = Record<
  'refreshTokens' | 'mailLinks' | 'loginCounters' | 'rateLimitCounters' | 'sentMail',
  number
>;

export async function removeExpiredRecords(db: Database): Promise<RetentionReport> {
  const count = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rowCount ?? 0;
  return {
    refreshTokens: await count(sql`
      delete from refresh_tokens
       where expires_at < now() - make_interval(days => ${RETENTION.spentTokenDays})
          or revoked_at < now() - make_interval(days => ${RETENTION.spentTokenDays})`),
    mailLinks: await count(sql`
      delete from email_tokens
       where expires_at < now() - make_interval(days => ${RETENTION.mailLinkDays})
          or used_at < now() - make_interval(days => ${RETENTION.mailLinkDays})`),
    loginCounters: await count(sql`
      delete from login_failures
       where (key not like 'known:%' and window_start < now() - make_interval(days => ${RETENTION.loginCounterDays}))
          or (key like 'known:%' and window_start < now() - make_interval(days => ${RETENTION.knownAddressDays}))`),
    // A limit's counter (lib/rate-limits.ts) once its window is over: the next hit starts a new one anyway.
    rateLimitCounters: await count(sql`delete from rate_limit_counters where window_ends_at < now()`),
    sentMail: await count(sql`
      delete from mail_outbox where sent_at < now() - make_interval(days => ${RETENTION.sentMailDays})`),
  };
}
