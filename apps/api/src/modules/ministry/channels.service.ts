// How people reach the portal (issue 33): sign-ups and applications by channel (web, USSD), and the SMS sent per
// day with their cost, for the Ministry's insights page. Counted live over the period, for the Ministry alone (one
// page view at a time): users and applications made in it by channel (a scan of each table: no list reads them this
// way), and the SMS outbox's rows of the period (sms_outbox_created_idx).
import { sql } from 'drizzle-orm';
import type { ChannelFigures, InsightsQuery } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/typed-sql.js';
import { kampalaDayOf, kampalaMidnight } from '../../lib/dates.js';
import { periodOf } from './insights.service.js';

const num = (v: string | number | null) => (v === null ? 0 : Number(v));

export async function channelFigures(db: Database, q: InsightsQuery): Promise<ChannelFigures> {
  const { from, to } = periodOf(q);
  const start = kampalaMidnight(sql`${from}::date`);
  const end = kampalaMidnight(sql`${to}::date + 1`);
  const [counts, days] = await Promise.all([
    queryRows(
      db,
      {
        web_sign_ups: sql<number>`(select count(*)::int from users where created_at >= ${start} and created_at < ${end} and signup_channel = 'web')`,
        ussd_sign_ups: sql<number>`(select count(*)::int from users where created_at >= ${start} and created_at < ${end} and signup_channel = 'ussd')`,
        web_applications: sql<number>`(select count(*)::int from job_applications where created >= ${start} and created < ${end} and channel = 'web')`,
        ussd_applications: sql<number>`(select count(*)::int from job_applications where created >= ${start} and created < ${end} and channel = 'ussd')`,
        unsent: sql<number>`(select count(*)::int from sms_outbox where created_at >= ${start} and created_at < ${end} and sent_at is null)`,
      },
      sql``,
    ),
    queryRows(
      db,
      {
        day: sql<string>`to_char(${sql.raw(kampalaDayOf('created_at'))}, 'YYYY-MM-DD')`,
        sent: sql<number>`count(*)::int`,
        cost: sql<string | number | null>`sum(cost)`,
      },
      sql`from sms_outbox where created_at >= ${start} and created_at < ${end} and sent_at is not null group by 1 order by 1`,
    ),
  ]);
  const c = counts[0];
  const smsDays = days.map((d) => ({ day: d.day, sent: d.sent, cost: num(d.cost) }));
  return {
    period: { from, to },
    sign_ups: { web: c?.web_sign_ups ?? 0, ussd: c?.ussd_sign_ups ?? 0 },
    applications: { web: c?.web_applications ?? 0, ussd: c?.ussd_applications ?? 0 },
    sms: {
      sent: smsDays.reduce((n, d) => n + d.sent, 0),
      cost: smsDays.reduce((n, d) => n + d.cost, 0),
      unsent: c?.unsent ?? 0,
      days: smsDays,
    },
  };
}
