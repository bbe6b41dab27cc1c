// Skills competitions as lists and details: the public list (open ones, not yet ended), a provider's own list (every
// one of theirs, ended ones too; decision 005) and any one by id. A deactivated skills provider takes its competitions
// with it. `has_applied` says whether the signed-in caller applied in the portal (an indexed `exists`, same query).
import { and, asc, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { COMPETITION_ORDERINGS, Competition } from '@portal/contract';
import type { Database, Executor } from '../../db/client.js';
import { skillProviders, skillsCompetitions } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { matchesSearch, pageTotal } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import type { ListScope } from '../../lib/list-scope.js';
import { presentCompetition } from './skills.presenter.js';
import { kampalaToday } from '../../lib/dates.js';

export const SKILL_PROVIDER_GROUP = 'SkillProvider' as const;

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

/** Whether the viewer has applied (the (competition_id, user_id) unique index answers it); false for visitors. */
const hasApplied = (viewerId: number | null) =>
  viewerId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from skills_applications a where a.competition_id = ${c.id} and a.user_id = ${viewerId})`;

// The "freshness" select of the page: newest posted, starting soonest, closing soonest; the id breaks ties.
const ORDER: Record<Ordering, SQL[]> = {
  '-created': [desc(c.createdAt), desc(c.id)],
  start_date: [asc(c.startDate), asc(c.id)],
  end_date: [asc(c.endDate), asc(c.id)],
};

function fromVisible<E extends Record<string, SQL>>(db: Executor, viewerId: number | null, extra: E) {
  return db
    .select({ ...columns, hasApplied: hasApplied(viewerId), ...extra })
    .from(c)
    .innerJoin(skillProviders, eq(skillProviders.id, c.providerId));
}

type ListQuery = { search?: string | undefined; ordering: Ordering; page: number; page_size: number };

/**
 * One page of competitions in one query. `public`: of active providers, not yet ended. `own`: the viewer's active
 * provider's, ended ones too (skill_providers_user_uq, then skills_competitions_provider_idx).
 */
export async function listCompetitions(ctx: Ctx, q: ListQuery, viewerId: number | null, scope: ListScope = 'public') {
  const which =
    scope === 'own' && viewerId !== null ? eq(skillProviders.userId, viewerId) : gte(c.endDate, kampalaToday);
  const rows = await fromVisible(ctx.db, viewerId, { total })
    .where(and(isNull(skillProviders.deactivatedAt), which, matchesSearch(c.search, q.search)))
    .orderBy(...ORDER[q.ordering])
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size));
  return { count: pageTotal(q.page, rows), results: rows.map((r) => presentCompetition(ctx.publicUrl, r)) };
}

/** Ended competitions stay readable by id. */
export async function competitionDetail(
  ctx: { db: Executor; publicUrl: string },
  id: number,
  viewerId: number | null,
): Promise<Competition> {
  const [row] = await fromVisible(ctx.db, viewerId, {}).where(and(eq(c.id, id), isNull(skillProviders.deactivatedAt)));
  if (!row) throw notFound();
  return presentCompetition(ctx.publicUrl, row);
}
