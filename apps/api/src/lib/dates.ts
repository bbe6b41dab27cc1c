// Uganda's calendar in SQL, whatever the session's TimeZone (issue 28). The role's default TimeZone (db/client.ts
// SESSION_DEFAULTS) does not reach every session: through PgBouncer in transaction mode a server connection keeps the
// zone it was opened with. So no query may use current_date, a bare `::date` of a timestamp, or a date compared with
// a timestamp: each names the zone through these fragments.
import { sql, type SQL } from 'drizzle-orm';
import { PORTAL_TIME_ZONE } from '@portal/contract';

export { PORTAL_TIME_ZONE };

/** Today in Kampala (a date), as text for fragments built with sql.raw (lib/visibility.ts). */
export const KAMPALA_TODAY = `(now() at time zone '${PORTAL_TIME_ZONE}')::date`;

/** Today in Kampala (a date). Stable within a statement, like current_date, so an index on a date column serves it. */
export const kampalaToday: SQL = sql.raw(KAMPALA_TODAY);

/** The Kampala calendar day of a timestamptz column or expression (code's own text, never input), as text. */
export const kampalaDayOf = (timestamp: string) => `(${timestamp} at time zone '${PORTAL_TIME_ZONE}')::date`;

/**
 * The instant a Kampala day (a date expression) begins, as timestamptz: compare a timestamp column with it
 * (`posted >= kampalaMidnight(...)`) rather than converting the column, so the column's index still serves.
 */
export const kampalaMidnight = (day: SQL): SQL =>
  sql`((${day})::timestamp at time zone ${sql.raw(`'${PORTAL_TIME_ZONE}'`)})`;
