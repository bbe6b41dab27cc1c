// The career counsellor profile (creating it gives the CarrierCouncillor account type; deactivating takes it away
// with the counsellor's own centre, events and resources, and creating it again restores them), the counsellor's
// own counselling centre, and the career services list (spec 002: counsellor registration, profile, centre form).
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CAREERS_MESSAGES, type CareerCounsellorInput, type CounsellingCenterInput } from '@portal/contract';
import { sqlState, type Database, type Executor } from '../../db/client.js';
import {
  careerCounsellorServices,
  careerServices,
  careerCounsellors,
  counsellingCenters,
} from '../../db/schema/index.js';
import { nullable } from '../../db/typed-sql.js';
import { accountRecord } from '../../lib/account-type.js';
import { fieldError, forbidden, nonFieldError, notFound } from '../../lib/errors.js';
import { holdsGroup } from '../../lib/groups.js';
import { storableId } from '../../lib/ids.js';
import { lookupLinks } from '../../lib/lookup-lists.js';
import { pageTotal } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import { careersPolicy, type CounsellorStanding } from './careers.policy.js';
import { centerColumns, centerServiceLinks, total } from './careers.service.js';
import { presentCenter } from './careers.presenter.js';
import type { CounsellorDb } from './counsellors.presenter.js';

export const COUNSELLOR_GROUP = 'CarrierCouncillor' as const;

const c = careerCounsellors;
const cc = counsellingCenters;

// ---------- career services (lookup) ----------

const serviceLinks = lookupLinks(careerCounsellorServices, 'counsellorId', 'serviceId', careerServices);
export const listServices = serviceLinks.page;
/** Every id must name a career service (checked in the caller's transaction); else 400 on `field`. */
const serviceCheck = (field: string) => ({ field, message: CAREERS_MESSAGES.noSuchService });

// ---------- who is a counsellor ----------

async function standingOf(db: Executor, userId: number): Promise<CounsellorStanding> {
  const [held, [row]] = await Promise.all([
    holdsGroup(db, userId, COUNSELLOR_GROUP),
    db.select({ deactivatedAt: c.deactivatedAt }).from(c).where(eq(c.userId, userId)),
  ]);
  return { holdsGroup: held, active: row !== undefined && row.deactivatedAt === null };
}

/** 403 unless the caller holds the CarrierCouncillor group with an active counsellor profile. */
export async function assertCounsellor(db: Executor, userId: number): Promise<void> {
  if (!careersPolicy.isCounsellor(await standingOf(db, userId))) throw forbidden(CAREERS_MESSAGES.notCounsellor);
}

// ---------- the counsellor profile ----------

const counsellor = alias(careerCounsellors, 'c');
const counsellorCenter = alias(counsellingCenters, 'cc');
/** The profile as its presenter reads it (a query over `career_counsellors c left join counselling_centers cc`). */
export const COUNSELLOR_COLUMNS = {
  id: counsellor.id,
  user_id: counsellor.userId,
  location: counsellor.location,
  time_available: counsellor.timeAvailable,
  center_id: counsellor.centerId,
  center_name: nullable(counsellorCenter.centerName),
  services: serviceLinks.json(sql`c.id`),
};

const record = accountRecord(c, COUNSELLOR_GROUP, CAREERS_MESSAGES.alreadyCounsellor, {
  from: sql`career_counsellors c left join counselling_centers cc on cc.id = c.center_id`,
  as: 'c',
  columns: COUNSELLOR_COLUMNS,
});
/**
 * Who owns a counsellor profile and whether it is active; the caller's active profile as a page of at most one row
 * (the clients read `results[0]`); a profile by id.
 */
export const { owner: counsellorOwner, ownPage: ownCounsellors, byId: readCounsellor } = record;

/** The chosen centre exists and is active (or is the one already chosen); else 400 on `center`. */
async function checkCenter(tx: Executor, chosen: number, current: number | null): Promise<void> {
  const [row] = await tx
    .select({ deactivatedAt: cc.deactivatedAt })
    .from(cc)
    .where(eq(cc.id, storableId(chosen)));
  const center = row && { active: row.deactivatedAt === null };
  if (!careersPolicy.canChooseCenter(center, current, chosen))
    throw fieldError('center', CAREERS_MESSAGES.noSuchCenter);
}

const setCounsellorServices = (tx: Executor, counsellorId: number, ids: readonly number[]) =>
  serviceLinks.replace(tx, counsellorId, ids, serviceCheck('services_provided'));

/**
 * Creates the caller's counsellor profile and gives them the CarrierCouncillor group, in one transaction. A
 * deactivated profile is restored instead, with the details given now, and the counsellor's own centre with it
 * (their events and resources return to the public lists with the profile).
 */
export function createCounsellor(db: Database, userId: number, input: CareerCounsellorInput): Promise<CounsellorDb> {
  return record.create(
    db,
    userId,
    async (tx, existing) => {
      let currentCenter: number | null = null;
      if (existing) {
        // Restored first, so the counsellor may choose their own centre again.
        await tx
          .update(cc)
          .set({ deactivatedAt: null })
          .where(and(eq(cc.userId, userId), isNotNull(cc.deactivatedAt)));
        const [row] = await tx.select({ centerId: c.centerId }).from(c).where(eq(c.id, existing.id));
        currentCenter = row?.centerId ?? null;
      }
      const centerId = input.center ?? null;
      if (centerId !== null) await checkCenter(tx, centerId, currentCenter);
      return { location: input.location, timeAvailable: input.time_available, centerId };
    },
    (tx, id) => setCounsellorServices(tx, id, input.services_provided),
  );
}

/** Changes the given fields of the caller's active profile (`center: null` clears the centre). */
export async function updateCounsellor(
  db: Database,
  id: number,
  userId: number,
  input: Partial<CareerCounsellorInput>,
): Promise<CounsellorDb> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ centerId: c.centerId }).from(c).where(record.mine(id, userId)).for('update');
    if (!current) throw notFound();
    const set: Partial<typeof c.$inferInsert> = {};
    if (input.location !== undefined) set.location = input.location;
    if (input.time_available !== undefined) set.timeAvailable = input.time_available;
    if (input.center !== undefined) {
      if (input.center !== null) await checkCenter(tx, input.center, current.centerId);
      set.centerId = input.center;
    }
    if (Object.keys(set).length) await tx.update(c).set(set).where(eq(c.id, id));
    if (input.services_provided) await setCounsellorServices(tx, id, input.services_provided);
    return record.byId(tx, id);
  });
}

/**
 * Ends the CarrierCouncillor account type: the group goes, the profile and the counsellor's own centre are marked
 * deactivated, so the centre, events and resources leave the public lists. Every row stays.
 */
export const deactivateCounsellor = (db: Database, id: number, userId: number) =>
  record.deactivate(db, id, userId, async (tx) => {
    await tx
      .update(cc)
      .set({ deactivatedAt: sql`now()` })
      .where(and(eq(cc.userId, userId), isNull(cc.deactivatedAt)));
  });

// ---------- the counsellor's own counselling centre ----------

async function centerById(db: Executor, id: number) {
  const [row] = await db.select(centerColumns).from(cc).where(eq(cc.id, id));
  if (!row) throw notFound();
  return presentCenter(row);
}

export const readCenter = (db: Database, id: number) => centerById(db, id);

/** The caller's active centre as a page of at most one row. */
export async function ownCenters(db: Database, userId: number, page: number, pageSize: number) {
  const rows = await db
    .select({ ...centerColumns, total })
    .from(cc)
    .where(and(eq(cc.userId, userId), isNull(cc.deactivatedAt)))
    .limit(pageSize)
    .offset(offsetOf(page, pageSize));
  return { count: pageTotal(page, rows), results: rows.map(presentCenter) };
}

/** Who runs a centre (null: a centre loaded as data) and whether it is active. */
export async function centerOwner(
  db: Database,
  id: number,
): Promise<{ userId: number | null; active: boolean } | undefined> {
  const [row] = await db.select({ userId: cc.userId, deactivatedAt: cc.deactivatedAt }).from(cc).where(eq(cc.id, id));
  return row && { userId: row.userId, active: row.deactivatedAt === null };
}

const setCenterServices = (tx: Executor, centerId: number, ids: readonly number[]) =>
  centerServiceLinks.replace(tx, centerId, ids, serviceCheck('service_offered'));

const centerFields = (input: Partial<CounsellingCenterInput>) => {
  const set: Partial<typeof cc.$inferInsert> = {};
  if (input.center_name !== undefined) set.centerName = input.center_name;
  if (input.center_location !== undefined) set.centerLocation = input.center_location;
  if (input.opening_hours !== undefined) set.openingHours = input.opening_hours;
  if (input.terms_and_conditions !== undefined) set.termsAndConditions = input.terms_and_conditions;
  if (input.phone !== undefined) set.phone = input.phone || null;
  if (input.email !== undefined) set.email = input.email || null;
  return set;
};

/**
 * Opens the caller's counselling centre (one per counsellor); a deactivated one of theirs is reopened with the
 * details given now. A counsellor who has not chosen a centre yet is linked to the one they run.
 */
export async function createCenter(db: Database, userId: number, input: CounsellingCenterInput) {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: cc.id, deactivatedAt: cc.deactivatedAt })
        .from(cc)
        .where(eq(cc.userId, userId))
        .for('update');
      if (existing && existing.deactivatedAt === null) throw nonFieldError(CAREERS_MESSAGES.alreadyHasCenter);
      const fields = {
        centerName: input.center_name,
        centerLocation: input.center_location,
        openingHours: input.opening_hours,
        termsAndConditions: input.terms_and_conditions,
        phone: input.phone || null,
        email: input.email || null,
      };
      let id: number;
      if (existing) {
        await tx
          .update(cc)
          .set({ ...fields, deactivatedAt: null })
          .where(eq(cc.id, existing.id));
        id = existing.id;
      } else {
        const [inserted] = await tx
          .insert(cc)
          .values({ userId, ...fields })
          .returning({ id: cc.id });
        if (!inserted) throw new Error('insert returned no row');
        id = inserted.id;
      }
      await setCenterServices(tx, id, input.service_offered);
      await tx
        .update(c)
        .set({ centerId: id })
        .where(and(eq(c.userId, userId), isNull(c.centerId)));
      return centerById(tx, id);
    });
  } catch (err) {
    // Two first POSTs racing: the unique index on user_id lets one through.
    if (sqlState(err) === '23505') throw nonFieldError(CAREERS_MESSAGES.alreadyHasCenter);
    throw err;
  }
}

/** Changes the given fields of the caller's active centre. */
export async function updateCenter(db: Database, id: number, userId: number, input: Partial<CounsellingCenterInput>) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: cc.id })
      .from(cc)
      .where(and(eq(cc.id, id), eq(cc.userId, userId), isNull(cc.deactivatedAt)))
      .for('update');
    if (!current) throw notFound();
    const set = centerFields(input);
    if (Object.keys(set).length) await tx.update(cc).set(set).where(eq(cc.id, id));
    if (input.service_offered) await setCenterServices(tx, id, input.service_offered);
    return centerById(tx, id);
  });
}
