// Skills competitions as the public portal reads them: open ones (not yet ended) in the list, any one by id;
// a deactivated skills provider takes its competitions with it.
import { and, asc, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { COMPETITION_ORDERINGS } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { skillProviders, skillsCompetitions } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { matchesSearch, pageTotal } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import { presentCompetition } from './skills.presenter.js';

type Ctx = { db: Database; publicUrl: string };
type Ordering = (typeof COMPETITION_ORDERINGS)[number];

const c = skillsCompetitions;
const columns = {
  id: c.id,
  competitionTitle: c.competitionTitle,
  description: c.description,
  guidelines: c.guidelines,
  location: c.location,
  startDate: c.startDate,
  endDate: c.endDate,
  applicationLink: c.applicationLink,
  logo: c.logo,
  providerName: skillProviders.title,
};
const total = sql<number>`count(*) over ()`.mapWith(Number);

// The "freshness" select of the page: newest posted, starting soonest, closing soonest; the id breaks ties.
const ORDER: Record<Ordering, SQL[]> = {
  '-created': [desc(c.createdAt), desc(c.id)],
  start_date: [asc(c.startDate), asc(c.id)],
  end_date: [asc(c.endDate), asc(c.id)],
};

function fromVisible<E extends Record<string, SQL>>(db: Database, extra: E) {
  return db
    .select({ ...columns, ...extra })
    .from(c)
    .innerJoin(skillProviders, eq(skillProviders.id, c.providerId));
}

export async function listCompetitions(ctx: Ctx, q: { search?: string | undefined; ordering: Ordering; page: number; page_size: number }) {
  const rows = await fromVisible(ctx.db, { total })
    .where(
      and(
        isNull(skillProviders.deactivatedAt),
        gte(c.endDate, sql`current_date`),
        matchesSearch(c.search, q.search),
      ),
    )
    .orderBy(...ORDER[q.ordering])
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size));
  return { count: pageTotal(q.page, rows), results: rows.map((r) => presentCompetition(ctx.publicUrl, r)) };
}

/** Ended competitions stay readable by id. */
export async function competitionDetail(ctx: Ctx, id: number) {
  const [row] = await fromVisible(ctx.db, {}).where(and(eq(c.id, id), isNull(skillProviders.deactivatedAt)));
  if (!row) throw notFound();
  return presentCompetition(ctx.publicUrl, row);
}
