// Job alert delivery (issue 15), run by the job queue: instant alerts every minute, daily ones at 7:00 and weekly ones
// on Monday at 7:00 (Kampala time; lib/scheduler.ts). For each due alert: the open jobs that match its search (the
// /jobs search's own conditions, job-search.service.ts) and were posted since it last looked, less the ones it already
// sent; one mail listing them with a one-click unsubscribe (RFC 8058), and one notification. Each alert is handled
// in its own transaction, claimed with SKIP LOCKED, and a job is recorded as sent to an alert by a primary key: two
// portal processes running this at once send nothing twice.
import { sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import {
  ALERT_FILTER_NAMES,
  jobAlertSearchPath,
  jobSearchQuery,
  type AlertFilterName,
  type JobAlertFrequency,
} from '@portal/contract';
import type { Database, Tx } from '../../db/client.js';
import { c, j, u } from '../../db/aliases.js';
import { jobAlerts, type jobs, notifications } from '../../db/schema/index.js';
import { queryRows, type RowOf, type WireOf } from '../../db/typed-sql.js';
import { queueMail } from '../../lib/mail.js';
import { mailText } from '../../lib/mail-text.js';
import { queueSmsToUser } from '../../lib/sms-to-user.js';
import { jobShortLink, smsPay, smsText } from '../../lib/sms-text.js';
import { tradeSynonyms, type TradeSynonyms } from '../../lib/trade-synonyms.js';
import { jobsMatchingSearchSql } from '../jobs/index.js';

/** Jobs listed in one mail; the rest are behind "see all". */
const LISTED = 10;
/** A job committed a little after a delivery looked (a slow transaction) is still caught by the next one. */
const COMMIT_MARGIN = '10 minutes';

const a = alias(jobAlerts, 'a');

/** The saved filters (JOB_FILTERS' that an alert keeps: job_alerts has a column of each, named as on the wire). */
const SAVED_FILTERS = {
  search: a.search,
  sector: a.sector,
  location: a.location,
  city: a.city,
  min_pay: a.minPay,
  max_pay: a.maxPay,
  contract_type: a.contractType,
} satisfies Record<AlertFilterName, PgColumn>;

/** A due alert (`a`), from when it looks for new jobs, and its owner (`u`). */
const DUE_ALERT_COLUMNS = {
  id: a.id,
  name: a.name,
  ...SAVED_FILTERS,
  unsubscribe_token: a.unsubscribeToken,
  user_id: a.userId,
  since: sql<WireOf<typeof jobAlerts.checkedAt>>`greatest(a.checked_at - ${COMMIT_MARGIN}::interval, a.created_at)`,
  email: u.email,
  first_name: u.firstName,
  language: u.language,
  channel: a.channel,
};
type DueAlert = RowOf<typeof DUE_ALERT_COLUMNS>;

/** A job the alert found (`j` of company `c`, in district `d` and town `ci`). */
const MATCHED_JOB_COLUMNS = {
  id: j.id,
  title: j.title,
  company: c.name,
  place: sql<string>`d.name || coalesce(', ' || ci.name, '')`,
  min_pay: j.minPay,
  max_pay: sql<WireOf<typeof jobs.maxPay>>`nullif(j.max_pay, -1)`,
};
type MatchedJob = RowOf<typeof MATCHED_JOB_COLUMNS>;

export const unsubscribeApiUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/job_seekers/job-alerts/unsubscribe/${token}/`;
export const unsubscribePageUrl = (publicUrl: string, token: string) => `${publicUrl}/job-alerts/unsubscribe/${token}`;

/** The alert's mail, in the seeker's language (issue 17). */
function alertMail(publicUrl: string, alert: DueAlert, jobs: MatchedJob[], total: number) {
  const words = mailText(alert.language);
  const n = words.alert.newJobs(total);
  const lines = jobs.map(
    (j) =>
      `- ${j.title}, ${j.company}, ${j.place}. ${words.pay(j.min_pay, j.max_pay)}\n  ${publicUrl}/job-detail/${j.id}`,
  );
  const more = total > jobs.length ? `\n${words.alert.more(total - jobs.length)}\n` : '';
  const text = [
    words.hello(alert.first_name),
    '',
    words.alert.intro(n, total, alert.name),
    '',
    ...lines,
    more,
    `${words.alert.seeSearch} ${publicUrl}${jobAlertSearchPath(alert)}`,
    `${words.alert.manage} ${publicUrl}/saved-searches`,
    `${words.alert.stop} ${unsubscribePageUrl(publicUrl, alert.unsubscribe_token)}`,
    '',
    words.alert.feeWarning,
  ].join('\n');
  return {
    to: alert.email,
    subject: words.alert.subject(n, alert.name),
    text,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiUrl(publicUrl, alert.unsubscribe_token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Handles one due alert, if one is left; false when none is. */
async function deliverOne(
  tx: Tx,
  frequency: JobAlertFrequency,
  now: Date,
  publicUrl: string,
  synonyms: TradeSynonyms,
  ussdCode: string | null,
): Promise<boolean> {
  const [alert] = await queryRows(
    tx,
    DUE_ALERT_COLUMNS,
    sql`
        from job_alerts a join users u on u.id = a.user_id
       where a.active and a.frequency = ${frequency} and a.checked_at < ${now.toISOString()}::timestamptz
         and u.is_active and (u.email_verified_at is not null or u.phone_verified_at is not null)
       order by a.checked_at, a.id
       limit 1
         for update of a skip locked`,
  );
  if (!alert) return false;

  const query = jobSearchQuery.parse(Object.fromEntries(ALERT_FILTER_NAMES.map((name) => [name, alert[name]])));
  // The new matches, recorded as sent in the same statement: a job already sent to this alert is skipped by the key.
  const sent = await queryRows(
    tx,
    MATCHED_JOB_COLUMNS,
    (list) => sql`
      with matched as (${jobsMatchingSearchSql(query, sql`s.posted > ${alert.since}::timestamptz`, synonyms)}),
      recorded as (
        insert into job_alert_deliveries (alert_id, job_id, sent_at)
        select ${alert.id}, m.job_id, ${now.toISOString()}::timestamptz from matched m
        on conflict do nothing
        returning job_id
      )
      select ${list}
        from recorded r
        join jobs j on j.id = r.job_id
        join companies c on c.id = j.company_id
        join districts d on d.id = j.location_id
        left join cities ci on ci.id = j.city_id
       order by j.posted desc, j.id desc`,
  );

  await tx
    .update(jobAlerts)
    .set({ checkedAt: now, ...(sent.length ? { lastSentAt: now } : {}) })
    .where(sql`${jobAlerts.id} = ${alert.id}`);
  if (!sent.length) return true;

  const mail = alertMail(publicUrl, alert, sent.slice(0, LISTED), sent.length);
  // By e-mail, by SMS or both, as the alert chose (issue 33); each goes only where the person has a verified address.
  if (alert.channel !== 'sms') await queueMail(tx, mail);
  if (alert.channel !== 'email') {
    const [first] = sent;
    if (first)
      await queueSmsToUser(tx, alert.user_id, 'alert', (language) =>
        smsText(language).alert(
          { title: first.title, place: first.place, pay: smsPay(language, first.min_pay, first.max_pay) },
          jobShortLink(publicUrl, first.id),
          sent.length - 1,
          ussdCode,
        ),
      );
  }
  await tx.insert(notifications).values({
    userId: alert.user_id,
    title: mail.subject,
    body:
      sent
        .slice(0, 3)
        .map((j) => `${j.title}, ${j.company}`)
        .join('; ') + (sent.length > 3 ? `; ${mailText(alert.language).alert.notificationMore(sent.length - 3)}` : ''),
    actionLink: jobAlertSearchPath(alert),
  });
  return true;
}

/**
 * Delivers every due alert of one frequency. `now` is the delivery's clock (tests move it): alerts that last looked
 * before it are due, and it becomes their new "last looked".
 */
export async function deliverJobAlerts(
  db: Database,
  frequency: JobAlertFrequency,
  opts: { publicUrl: string; now?: Date; ussdServiceCode?: string | null },
): Promise<number> {
  const now = opts.now ?? new Date();
  // The search's own synonyms (a Kiswahili or Luganda alert finds the English titles), read once a run.
  const synonyms = await tradeSynonyms(db);
  let handled = 0;
  const ussdCode = opts.ussdServiceCode ?? null;
  while (await db.transaction((tx) => deliverOne(tx, frequency, now, opts.publicUrl, synonyms, ussdCode))) handled++;
  return handled;
}
