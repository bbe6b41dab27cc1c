// Account types are groups (spec 002 §6). Creating a provider profile gives its group; deactivating takes it away.
import { sql } from 'drizzle-orm';
import type { GroupName } from '@portal/contract';
import type { Executor } from '../db/client.js';
import { queryRows } from '../db/typed-sql.js';

/** Gives the user the group (idempotent), inside the caller's transaction. */
export const giveGroup = (tx: Executor, userId: number, group: GroupName) =>
  tx.execute(sql`
    insert into user_groups (user_id, group_id)
    select ${userId}, g.id from groups g where g.name = ${group}
    on conflict do nothing`);

/** Takes the group away, inside the caller's transaction. */
export const removeGroup = (tx: Executor, userId: number, group: GroupName) =>
  tx.execute(
    sql`delete from user_groups where user_id = ${userId} and group_id in (select id from groups where name = ${group})`,
  );

/** Whether the user holds the group now (one indexed lookup; tokens do not carry groups, so they never go stale). */
export async function holdsGroup(db: Executor, userId: number, group: GroupName): Promise<boolean> {
  const held = sql<boolean>`exists (select 1 from user_groups ug join groups g on g.id = ug.group_id
                    where ug.user_id = ${userId} and g.name = ${group})`;
  const rows = await queryRows(db, { held }, (list) => sql`select ${list}`);
  return rows[0]?.held === true;
}
