// Trainers and their trainings.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { trainers, trainings, users } from '../../db/schema/index.js';
import { createUser } from './accounts.js';
import { dbDay, tag, type DayValue } from './shared.js';

export async function createTrainer(
  db: Database,
  opts: { deactivated?: boolean; firstName?: string; lastName?: string } = {},
) {
  const user = await createUser(db, { groups: ['Trainer'], firstName: opts.firstName ?? 'Joseph' });
  if (opts.lastName !== undefined) await db.update(users).set({ lastName: opts.lastName }).where(eq(users.id, user.id));
  const [row] = await db
    .insert(trainers)
    .values({
      userId: user.id,
      address: 'Plot 14, Port Bell Road, Kampala',
      deactivatedAt: opts.deactivated ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('no trainer');
  return { ...row, user };
}

/** An upcoming training (in 10 days) unless `date` says otherwise. */
export async function createTraining(
  db: Database,
  trainer: { id: number },
  overrides: Partial<Omit<typeof trainings.$inferInsert, 'date'>> & { date?: DayValue } = {},
) {
  const [row] = await db
    .insert(trainings)
    .values({
      trainerId: trainer.id,
      title: `Short Course ${tag()}`,
      description: '<p>Hands-on practical course with a certificate of attendance.</p>',
      location: 'Nakawa training centre',
      date: dbDay(10),
      time: '09:00:00',
      maxNoParticipants: 20,
      fees: 350_000,
      registrationLink: 'https://register.example.ug/solar',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no training');
  return row;
}
