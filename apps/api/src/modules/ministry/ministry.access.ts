// Who may use the Ministry's area, and the audit log every ministry action writes in its own transaction.
import { sql } from 'drizzle-orm';
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
  const { rows } = await db.execute<{
    total: number;
    id: number;
    actor_name: string;
    action: AuditAction;
    target_type: string;
    target_id: number | null;
    target: string;
    reason: string;
    created: string;
  }>(sql`
    select count(*) over () ::int as total, id, actor_name, action, target_type, target_id, target, reason, created
      from ministry_audit_log
     where ${q.action ? sql`action = ${q.action}` : sql`true`}
     order by created desc, id desc
     limit ${q.page_size} offset ${(q.page - 1) * q.page_size}`);
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map((r) => ({
      id: r.id,
      actor: r.actor_name,
      action: r.action,
      target_type: r.target_type,
      target_id: r.target_id,
      target: r.target,
      reason: r.reason,
      created: new Date(r.created).toISOString(),
    })),
  };
}
