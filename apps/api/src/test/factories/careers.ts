// Careers: counsellors, career events and counselling centres.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { createUser } from './accounts.js';
import { dbDay, tag, type DayValue } from './shared.js';

export async function createCounsellor(db: Database, opts: { deactivated?: boolean } = {}) {
  const user = await createUser(db, { groups: ['CarrierCouncillor'] });
  const [row] = await db
    .insert(schema.careerCounsellors)
    .values({
      userId: user.id,
      location: 'Wandegeya, Kampala',
      timeAvailable: 'Weekdays 9-4',
      deactivatedAt: opts.deactivated ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('no counsellor');
  return { ...row, user };
}

/** An event in 10 days, posted by `userId` (none: a loaded event). */
export async function createCareerEvent(
  db: Database,
  overrides: Partial<Omit<typeof schema.careerEvents.$inferInsert, 'eventDate'>> & { eventDate?: DayValue } = {},
) {
  const [row] = await db
    .insert(schema.careerEvents)
    .values({
      title: `Career Fair ${tag()}`,
      theme: 'Meet employers hiring artisans and technicians.',
      location: 'Kampala',
      eventDate: dbDay(10),
      startTime: '09:00:00',
      endTime: '13:00:00',
      registrationLink: 'https://register.example.ug/fair',
      targetAudience: 'TVET graduates',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no career event');
  return row;
}

/** A counselling centre offering the named career services (seeded lookup names). */
export async function createCounsellingCenter(
  db: Database,
  opts: { name?: string; location?: string; services?: string[]; deactivated?: boolean; userId?: number } = {},
) {
  const [row] = await db
    .insert(schema.counsellingCenters)
    .values({
      userId: opts.userId ?? null,
      centerName: opts.name ?? `Career Centre ${tag()}`,
      centerLocation: opts.location ?? 'Wandegeya, Kampala',
      openingHours: 'Monday to Friday, 9:00 am - 4:00 pm',
      termsAndConditions: 'Sessions are free for registered learners.',
      deactivatedAt: opts.deactivated ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('no centre');
  const names = opts.services ?? ['Career Guidance'];
  if (names.length) {
    const services = await db.select().from(schema.careerServices).where(inArray(schema.careerServices.name, names));
    if (services.length !== names.length) throw new Error(`unknown career service in ${names.join(', ')}`);
    await db
      .insert(schema.counsellingCenterServices)
      .values(services.map((s) => ({ centerId: row.id, serviceId: s.id })));
  }
  return row;
}
