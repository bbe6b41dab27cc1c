// Career events, counselling centres and career resources as the public portal reads them. Events and resources
// of a deactivated counsellor are hidden with the counsellor; a deactivated centre is hidden.
import { and, asc, desc, eq, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import type { CENTER_ORDERINGS, EVENT_ORDERINGS } from '@portal/contract';
import type { Database } from '../../db/client.js';
import {
  careerEvents,
  careerResources,
  careerServices,
  counsellingCenterServices,
  counsellingCenters,
} from '../../db/schema/index.js';
import { publiclyVisible } from '../../lib/visibility.js';
import { notFound } from '../../lib/errors.js';
import { lookupLinks } from '../../lib/lookup-lists.js';
import { matchesSearch, pageTotal } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import { presentCenter, presentEvent, presentResource } from './careers.presenter.js';

type Ctx = { db: Database; publicUrl: string };
type ListQuery<O> = { search?: string | undefined; ordering: O; page: number; page_size: number };

export const total = sql<number>`count(*) over ()`.mapWith(Number);

/** Rows posted by a user whose counsellor profile is deactivated are hidden (rows without a poster stay). */
const postedByActiveCounsellor = (userId: Column) =>
  sql`not exists (select 1 from career_counsellors cc where cc.user_id = ${userId} and cc.deactivated_at is not null)`;

// ---------- career events ----------

const e = careerEvents;
export const eventColumns = {
  id: e.id,
  title: e.title,
  theme: e.theme,
  location: e.location,
  eventDate: e.eventDate,
  startTime: e.startTime,
  endTime: e.endTime,
  registrationLink: e.registrationLink,
  targetAudience: e.targetAudience,
  logo: e.logo,
};

const EVENT_ORDER: Record<(typeof EVENT_ORDERINGS)[number], SQL[]> = {
  event_date: [asc(e.eventDate), asc(e.startTime), asc(e.id)],
  '-event_date': [desc(e.eventDate), desc(e.startTime), desc(e.id)],
  '-created': [desc(e.createdAt), desc(e.id)],
};

export async function listEvents(ctx: Ctx, q: ListQuery<(typeof EVENT_ORDERINGS)[number]>) {
  const rows = await ctx.db
    .select({ ...eventColumns, total })
    .from(e)
    .where(and(publiclyVisible.event('career_events'), matchesSearch(e.search, q.search)))
    .orderBy(...EVENT_ORDER[q.ordering])
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size));
  return { count: pageTotal(q.page, rows), results: rows.map((r) => presentEvent(ctx.publicUrl, r)) };
}

/** Past events stay readable by id. */
export async function eventDetail(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select(eventColumns)
    .from(e)
    .where(and(eq(e.id, id), postedByActiveCounsellor(e.userId)));
  if (!row) throw notFound();
  return presentEvent(ctx.publicUrl, row);
}

// ---------- counselling centres ----------

const cc = counsellingCenters;
export const centerServiceLinks = lookupLinks(counsellingCenterServices, 'centerId', 'serviceId', careerServices);
/**
 * The services offered, aggregated in the same query (one round trip per page). The outer column is spelt out: in a
 * single-table select Drizzle renders ${cc.id} as a bare "id", which inside this subquery would be the link's.
 */
const servicesOffered = centerServiceLinks.json(sql`"counselling_centers"."id"`);
export const centerColumns = {
  id: cc.id,
  centerName: cc.centerName,
  centerLocation: cc.centerLocation,
  openingHours: cc.openingHours,
  termsAndConditions: cc.termsAndConditions,
  phone: cc.phone,
  email: cc.email,
  services: servicesOffered,
};

const CENTER_ORDER: Record<(typeof CENTER_ORDERINGS)[number], SQL[]> = {
  center_name: [asc(cc.centerName), asc(cc.id)],
  '-created': [desc(cc.createdAt), desc(cc.id)],
};

export async function listCenters(ctx: Ctx, q: ListQuery<(typeof CENTER_ORDERINGS)[number]>) {
  const rows = await ctx.db
    .select({ ...centerColumns, total })
    .from(cc)
    .where(and(isNull(cc.deactivatedAt), matchesSearch(cc.search, q.search)))
    .orderBy(...CENTER_ORDER[q.ordering])
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size));
  return { count: pageTotal(q.page, rows), results: rows.map(presentCenter) };
}

export async function centerDetail(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select(centerColumns)
    .from(cc)
    .where(and(eq(cc.id, id), isNull(cc.deactivatedAt)));
  if (!row) throw notFound();
  return presentCenter(row);
}

// ---------- career resources (public documents of the information hub) ----------

const r = careerResources;
export const resourceColumns = { id: r.id, title: r.title, description: r.description, upload: r.upload };

export async function listResources(ctx: Ctx) {
  const rows = await ctx.db
    .select(resourceColumns)
    .from(r)
    .where(postedByActiveCounsellor(r.userId))
    .orderBy(desc(r.createdAt), desc(r.id));
  return rows.map((row) => presentResource(ctx.publicUrl, row));
}

export async function resourceDetail(ctx: Ctx, id: number) {
  const [row] = await ctx.db
    .select(resourceColumns)
    .from(r)
    .where(and(eq(r.id, id), postedByActiveCounsellor(r.userId)));
  if (!row) throw notFound();
  return presentResource(ctx.publicUrl, row);
}
