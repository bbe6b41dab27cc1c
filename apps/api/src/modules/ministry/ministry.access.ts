// Who may use the Ministry's area, and the audit log every ministry action writes in its own transaction.
import { desc, eq, sql } from 'drizzle-orm';
import { MINISTRY_GROUP, MINISTRY_MESSAGES, type AuditAction } from '@portal/contract';
import type { Database, Executor } from '../../db/client.js';
import { ministryAuditLog } from '../../db/schema/index.js';
import type { AuthUser } from '../../lib/auth.js';
import { forbidden } from '../../lib/errors.js';
import { holdsGroup } from '../../lib/groups.js';

/** 403 unless the caller holds the Ministry account type (checked on every call: groups can be taken away). */
export async function assertMinistry(db: Database, userId: number): Promise<void> {
  if (!(await holdsGroup(db, userId, MINISTRY_GROUP))) throw forbidden(MINISTRY_MESSAGES.ministryOnly);
}

export type AuditRecord = {
  action: AuditAction;
  targetType: string;
  targetId: number | null;
  target: string;
  reason?: string | undefined;
};

/** Writes who did what to what, and why, in the caller's transaction: an action and its record stand or fall together. */
export async function recordAudit(tx: Executor, actor: AuthUser, record: AuditRecord): Promise<void> {
  await tx.insert(ministryAuditLog).values({
    actorId: actor.id,
    actorName: actor.email || actor.username,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    target: record.target,
    reason: record.reason ?? '',
  });
}

/** The audit log, newest first, one page (ministry_audit_log_created_idx). */
export async function auditLog(db: Database, q: { action?: AuditAction | undefined; page: number; page_size: number }) {
  const log = ministryAuditLog;
  const rows = await db
    .select({
      total: sql<number>`count(*) over () ::int`,
      id: log.id,
      actor_name: log.actorName,
      action: log.action,
      target_type: log.targetType,
      target_id: log.targetId,
      target: log.target,
      reason: log.reason,
      created: log.created,
    })
    .from(log)
    .where(q.action ? eq(log.action, q.action) : sql`true`)
    .orderBy(desc(log.created), desc(log.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map((r) => ({
      id: r.id,
      actor: r.actor_name,
      // Written only by recordAudit, from AuditAction (the column itself is free text).
      action: r.action as AuditAction,
      target_type: r.target_type,
      target_id: r.target_id,
      target: r.target,
      reason: r.reason,
      created: new Date(r.created).toISOString(),
    })),
  };
}
