// A counsellor's career events (spec 002: manage, create and edit career event). The optional logo travels with the
// write (lib/uploads): a replaced or deleted logo goes after the commit.
import { and, desc, eq } from 'drizzle-orm';
import {
  careerEventUpdateSchema,
  type CareerEvent,
  type CareerEventInput,
  type careerEventPatchSchema,
  type FileLike,
} from '@portal/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { careerEvents } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { pageTotal } from '../../lib/listing.js';
import { isUploadedFile } from '../../lib/multipart.js';
import { offsetOf } from '../../lib/pagination.js';
import type { Storage } from '../../lib/storage.js';
import { withUploads, type Upload } from '../../lib/uploads.js';
import { parseOr400 } from '../../lib/validation.js';
import { presentEvent } from './careers.presenter.js';
import { eventColumns, total } from './careers.service.js';

type Ctx = { db: Database; storage: Storage; publicUrl: string };
/** Any of the event's fields (PATCH), or all of them (PUT; the logo may stay). */
export type EventFields = z.output<typeof careerEventPatchSchema>;

const FOLDER = 'events/logos';
const e = careerEvents;

const logoOf = (file: FileLike | undefined): Upload[] =>
  file && isUploadedFile(file) ? [{ field: 'logo', folder: FOLDER, file }] : [];

async function eventById(ctx: { db: Executor; publicUrl: string }, id: number): Promise<CareerEvent> {
  const [row] = await ctx.db.select(eventColumns).from(e).where(eq(e.id, id));
  if (!row) throw notFound();
  return presentEvent(ctx.publicUrl, row);
}

export const readEvent = (ctx: Ctx, id: number) => eventById(ctx, id);

/** Who posted an event. */
export async function eventOwner(db: Database, id: number): Promise<{ userId: number | null } | undefined> {
  const [row] = await db.select({ userId: e.userId }).from(e).where(eq(e.id, id));
  return row;
}

/** The caller's events, past ones too, latest event first (career_events_user_idx), one page with its total. */
export async function ownEvents(ctx: Ctx, userId: number, page: number, pageSize: number) {
  const rows = await ctx.db
    .select({ ...eventColumns, total })
    .from(e)
    .where(eq(e.userId, userId))
    .orderBy(desc(e.eventDate), desc(e.startTime), desc(e.id))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  return { count: pageTotal(page, rows), results: rows.map((row) => presentEvent(ctx.publicUrl, row)) };
}

const columnsOf = (v: Omit<CareerEventInput, 'logo'>) => ({
  title: v.title,
  theme: v.theme,
  location: v.location,
  eventDate: v.event_date,
  startTime: v.start_time,
  endTime: v.end_time,
  registrationLink: v.registration_link,
  targetAudience: v.target_audience,
});

export async function createEvent(ctx: Ctx, userId: number, input: CareerEventInput): Promise<CareerEvent> {
  return withUploads(ctx.storage, logoOf(input.logo), async (keys) => {
    const value = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(e)
        .values({ userId, ...columnsOf(input), logo: keys.get('logo') ?? null })
        .returning({ id: e.id });
      if (!row) throw new Error('insert returned no row');
      return eventById({ db: tx, publicUrl: ctx.publicUrl }, row.id);
    });
    return { value, replaced: [] };
  });
}

/**
 * PUT (every field) or PATCH (some): the body is merged into the stored event and the whole checked by the update
 * rules, so a new end time is compared with the stored start time (and the other way round). The date may stay in
 * the past: an old event can still be corrected.
 */
export async function updateEvent(ctx: Ctx, id: number, userId: number, body: EventFields): Promise<CareerEvent> {
  const { logo, ...fields } = body;
  return withUploads(ctx.storage, logoOf(logo), async (keys) => {
    const newLogo = keys.get('logo');
    return ctx.db.transaction(async (tx) => {
      const [stored] = await tx
        .select()
        .from(e)
        .where(and(eq(e.id, id), eq(e.userId, userId)))
        .for('update');
      if (!stored) throw notFound();
      const merged = parseOr400(careerEventUpdateSchema, {
        title: stored.title,
        theme: stored.theme,
        location: stored.location,
        event_date: stored.eventDate,
        start_time: stored.startTime,
        end_time: stored.endTime,
        registration_link: stored.registrationLink,
        target_audience: stored.targetAudience,
        ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
      });
      await tx
        .update(e)
        .set({ ...columnsOf(merged), ...(newLogo ? { logo: newLogo } : {}) })
        .where(eq(e.id, id));
      return {
        value: await eventById({ db: tx, publicUrl: ctx.publicUrl }, id),
        replaced: newLogo ? [stored.logo] : [],
      };
    });
  });
}

/** Removes the caller's event; its logo goes after the commit. */
export async function deleteEvent(ctx: Ctx, id: number, userId: number): Promise<void> {
  await withUploads(ctx.storage, [], async () => {
    const [gone] = await ctx.db
      .delete(e)
      .where(and(eq(e.id, id), eq(e.userId, userId)))
      .returning({ logo: e.logo });
    if (!gone) throw notFound();
    return { value: undefined, replaced: [gone.logo] };
  });
}
