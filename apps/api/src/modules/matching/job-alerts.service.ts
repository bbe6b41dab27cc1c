// Job alerts (issue 15): a user's saved searches. Queries only; delivery is job-alerts.delivery.ts.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  ALERT_FILTER_NAMES,
  JOB_ALERT_MESSAGES,
  MAX_JOB_ALERTS,
  type AlertFilterName,
  type JobAlert,
  type jobAlertBody,
  type jobAlertUpdateBody,
} from '@portal/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { jobAlerts } from '../../db/schema/index.js';
import { nonFieldError, notFound } from '../../lib/errors.js';
import { offsetOf } from '../../lib/pagination.js';

type AlertRow = typeof jobAlerts.$inferSelect;
type AlertFields = Partial<z.output<typeof jobAlertUpdateBody>>;

/** A saved filter's property in db/schema: its name on the wire in camel case (min_pay → minPay). */
type Property<N extends string> = N extends `${infer H}_${infer T}` ? `${H}${Capitalize<Property<T>>}` : N;
const property = <N extends AlertFilterName>(name: N) =>
  name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as Property<N>;

export const presentJobAlert = (r: AlertRow): JobAlert => ({
  id: r.id,
  name: r.name,
  ...(Object.fromEntries(ALERT_FILTER_NAMES.map((name) => [name, r[property(name)]])) as Pick<
    JobAlert,
    AlertFilterName
  >),
  frequency: r.frequency,
  channel: r.channel,
  active: r.active,
  created: r.createdAt.toISOString(),
  last_sent: r.lastSentAt?.toISOString() ?? null,
});

/** The columns a body sets: a filter left out of a full body (create, PUT) is cleared; PATCH leaves it alone. */
function columns(fields: AlertFields, partial: boolean) {
  const pick = <K extends keyof AlertFields>(k: K) =>
    fields[k] !== undefined ? fields[k] : partial ? undefined : null;
  const values = {
    name: fields.name,
    ...Object.fromEntries(ALERT_FILTER_NAMES.map((name) => [property(name), pick(name)])),
    frequency: fields.frequency,
    channel: fields.channel,
    active: fields.active,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<
    typeof jobAlerts.$inferInsert
  >;
}

export async function listJobAlerts(db: Database, userId: number, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobAlerts)
      .where(eq(jobAlerts.userId, userId))
      .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id))
      .limit(pageSize)
      .offset(offsetOf(page, pageSize)),
    db.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId)),
  ]);
  return { count: total?.n ?? 0, results: rows.map(presentJobAlert) };
}

export async function createJobAlert(
  db: Database,
  userId: number,
  body: z.output<typeof jobAlertBody>,
): Promise<JobAlert> {
  return db.transaction(async (tx) => {
    // The user's row is the lock that makes "at most 20" hold when two saves race.
    await tx.execute(sql`select 1 from users where id = ${userId} for update`);
    const [have] = await tx.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
    if ((have?.n ?? 0) >= MAX_JOB_ALERTS) throw nonFieldError(JOB_ALERT_MESSAGES.tooMany);
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        ...columns(body, false),
        name: body.name,
        userId,
        unsubscribeToken: randomBytes(24).toString('base64url'),
      })
      .returning();
    if (!row) throw new Error('job alert not saved');
    return presentJobAlert(row);
  });
}

export async function jobAlertOwner(db: Database, id: number) {
  const [row] = await db.select({ userId: jobAlerts.userId }).from(jobAlerts).where(eq(jobAlerts.id, id));
  return row ?? null;
}

export async function readJobAlert(db: Database, id: number): Promise<JobAlert> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
  if (!row) throw notFound();
  return presentJobAlert(row);
}

export async function updateJobAlert(
  db: Database,
  id: number,
  userId: number,
  fields: AlertFields,
  partial: boolean,
): Promise<JobAlert> {
  const set = columns(fields, partial);
  if (Object.keys(set).length)
    await db
      .update(jobAlerts)
      .set(set)
      .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)));
  return readJobAlert(db, id);
}

export async function deleteJobAlert(db: Database, id: number, userId: number): Promise<void> {
  await db.delete(jobAlerts).where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)));
}

/** The alert an unsubscribe link names, or 404. */
export async function alertByToken(db: Database, token: string) {
  const [row] = await db
    .select({ id: jobAlerts.id, name: jobAlerts.name, active: jobAlerts.active })
    .from(jobAlerts)
    .where(eq(jobAlerts.unsubscribeToken, token));
  if (!row) throw notFound();
  return row;
}

/** One-click unsubscribe (RFC 8058): turns the link's alert off, without signing in. */
export async function unsubscribe(db: Database, token: string): Promise<void> {
  const alert = await alertByToken(db, token);
  await db.update(jobAlerts).set({ active: false }).where(eq(jobAlerts.id, alert.id));
}
