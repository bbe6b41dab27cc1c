// The outboxes' delivery loop, one for mail (lib/mail.ts) and SMS (lib/sms.ts): a row written in the transaction of
// the change that causes it is claimed under a lease, sent with no transaction open, then marked sent or given its
// next try with back-off (issues 16 and 33).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { mailOutbox, smsOutbox } from '../db/schema/index.js';
import { queryRows, type RowOf, type Selection } from '../db/typed-sql.js';

/** The outbox tables: each has id, sent_at, attempts, next_attempt_at and last_error, which the loop writes. */
type OutboxTable = typeof mailOutbox | typeof smsOutbox;

/** Tries before a row is given up (it stays, unsent, with its last error). */
const MAX_ATTEMPTS = 8;
/** How long a claimed row is another instance's to send: past it, an instance that died while sending is retried. */
const LEASE_SECONDS = 120;

/** A claimed row: `columns`, its id, and its tries this one included. */
type Claimed<S extends Selection> = RowOf<S> & { id: number; attempts: number };

export type Outbox<T extends OutboxTable, S extends Selection, R> = {
  table: T;
  /** What a claimed row brings to `deliver`. */
  columns: S;
  /** Sends one claimed row (`attempts` counts this try); a throw is a failed try. */
  deliver: (row: Claimed<S>) => Promise<R>;
  /** Further `column = value` assignments made when a row is marked sent, from what `deliver` answered. */
  sentColumns?: (delivered: R) => SQL;
};

/**
 * Sends what is due, one row at a time, and answers how many went: a row is claimed (its next attempt moved a lease
 * ahead, the try counted) in a statement of its own that commits at once, then delivered with no transaction open,
 * then marked sent — or given its next try with back-off. Several processes may run this at once: SKIP LOCKED keeps
 * them off each other's row while it is being claimed, and the lease afterwards.
 */
export async function deliverPending<T extends OutboxTable, S extends Selection, R>(
  db: Database,
  outbox: Outbox<T, S, R>,
  onError: (err: unknown) => void,
): Promise<number> {
  const { table } = outbox;
  let sent = 0;
  for (;;) {
    // Typed by hand: TypeScript cannot tell, for any `S`, that the keys added last are the row's id and attempts.
    const [row] = (await queryRows(
      db,
      { ...outbox.columns, id: table.id, attempts: table.attempts },
      (list) => sql`
        update ${table} set next_attempt_at = now() + ${`${LEASE_SECONDS} seconds`}::interval, attempts = attempts + 1
         where id = (select o.id from ${table} o
                      where o.sent_at is null and o.next_attempt_at <= now() and o.attempts < ${MAX_ATTEMPTS}
                      order by o.next_attempt_at, o.id limit 1
                        for update skip locked)
        returning ${list}`,
    )) as Claimed<S>[];
    if (!row) return sent;
    try {
      const delivered = await outbox.deliver(row);
      const more = outbox.sentColumns ? sql`, ${outbox.sentColumns(delivered)}` : sql``;
      await db.execute(sql`update ${table} set sent_at = now()${more} where id = ${row.id}`);
      sent++;
    } catch (err) {
      onError(err);
      // Back off: 30 s, 1 min, 2 min, ... before the next try.
      await db.execute(sql`
        update ${table} set last_error = ${String(err).slice(0, 2000)},
               next_attempt_at = now() + ${`${30 * 2 ** (row.attempts - 1)} seconds`}::interval
         where id = ${row.id}`);
    }
  }
}

/**
 * Runs `deliver` (one outbox's deliverPending) every `intervalMs`, never two at once in this process; `flush` runs it
 * now. The timer does not keep the process alive.
 */
export function startOutboxWorker(
  deliver: () => Promise<unknown>,
  onError: (err: unknown) => void,
  intervalMs: number,
): { stop: () => void; flush: () => Promise<void> } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliver();
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
