// The trainer record: creating it (which gives the Trainer account type), reading and changing it, deactivating and
// restoring it; the skills categories list; and the trainer panel's figures (spec 002: trainer registration,
// account pickers; 001: the trainer panel of the dashboard).
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TRAINER_MESSAGES, type TrainerDashboard, type TrainerInput } from '@portal/contract';
import { type Database, type Executor } from '../../db/client.js';
import { skillsCategories, trainerSkillCategories, trainers, type trainings } from '../../db/schema/index.js';
import { nullable, queryRows, type WireOf } from '../../db/typed-sql.js';
import { notFound } from '../../lib/errors.js';
import { accountRecord } from '../../lib/account-type.js';
import { lookupLinks } from '../../lib/lookup-lists.js';
import { presentTrainerDashboard, type TrainerDb } from './trainers.presenter.js';
import { kampalaToday } from '../../lib/dates.js';

export const TRAINER_GROUP = 'Trainer' as const;

const trainer = alias(trainers, 't');
const categoryLinks = lookupLinks(trainerSkillCategories, 'trainerId', 'skillsCategoryId', skillsCategories);
/** The trainer record as its presenter reads it (a query over `trainers t`). */
export const TRAINER_COLUMNS = {
  id: trainer.id,
  user_id: trainer.userId,
  address: trainer.address,
  skill_category: categoryLinks.json(sql`t.id`),
};

const record = accountRecord(trainers, TRAINER_GROUP, TRAINER_MESSAGES.alreadyTrainer, {
  as: 't',
  columns: TRAINER_COLUMNS,
});
/**
 * Who owns a trainer record and whether it is active; the user's record, active or not (for the training rules); the
 * caller's active record as a page of at most one row (the clients read `results[0]`); a record by id.
 */
export const { owner: trainerOwner, of: trainerOf, ownPage: ownTrainers, byId: readTrainer } = record;

export const listSkillCategories = categoryLinks.page;

/** Unknown ids are a 400 on the field, checked in the transaction that links them. */
const setCategories = (tx: Executor, trainerId: number, ids: readonly number[]) =>
  categoryLinks.replace(tx, trainerId, ids, { field: 'skill_category', message: TRAINER_MESSAGES.noSuchCategory });

/**
 * Creates the caller's trainer record and gives them the Trainer group. A deactivated record is restored instead (its
 * trainings were kept and come back to the public list), with the details given now.
 */
export function createTrainer(db: Database, userId: number, input: TrainerInput): Promise<TrainerDb> {
  return record.create(
    db,
    userId,
    async () => ({ address: input.address }),
    (tx, id) => setCategories(tx, id, input.skill_category),
  );
}

/** Changes the given fields of the caller's active trainer record (PUT gives all of them, PATCH any). */
export async function updateTrainer(
  db: Database,
  id: number,
  userId: number,
  input: Partial<TrainerInput>,
): Promise<TrainerDb> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ id: trainers.id }).from(trainers).where(record.mine(id, userId)).for('update');
    if (!current) throw notFound();
    if (input.address !== undefined)
      await tx.update(trainers).set({ address: input.address }).where(eq(trainers.id, id));
    if (input.skill_category) await setCategories(tx, id, input.skill_category);
    return record.byId(tx, id);
  });
}

/** Ends the Trainer account type: the group goes, the trainings leave the public list, every row stays. */
export const deactivateTrainer = (db: Database, id: number, userId: number) => record.deactivate(db, id, userId);

/** The trainer panel's row: `s` counts the trainings (bigint counts and sum come back as numbers), `n` is the next one. */
export const TRAINER_DASHBOARD = {
  trainer_id: nullable(trainer.id),
  trainings: sql<number>`coalesce(s.trainings, 0)`,
  upcoming: sql<number>`coalesce(s.upcoming, 0)`,
  past: sql<number>`coalesce(s.past, 0)`,
  places_offered: sql<number | null>`s.places_offered`,
  next_id: sql<WireOf<typeof trainings.id> | null>`n.id`,
  next_title: sql<WireOf<typeof trainings.title> | null>`n.title`,
  next_date: sql<WireOf<typeof trainings.date> | null>`n.date`,
};

/**
 * The trainer panel in one query: every training of the caller's active trainer record, the upcoming ones (dated
 * today or later in Kampala, like the public list) and the past ones, the places offered by the upcoming ones that
 * set a limit (-1 means no limit), and the soonest upcoming training. Zeros and nulls for anyone else.
 */
export async function trainerDashboard(db: Database, userId: number): Promise<TrainerDashboard> {
  const rows = await queryRows(
    db,
    TRAINER_DASHBOARD,
    sql`
      from (select 1) one
      left join trainers t on t.user_id = ${userId} and t.deactivated_at is null
      left join lateral (
        select count(*) as trainings,
               count(*) filter (where tr.date >= ${kampalaToday}) as upcoming,
               count(*) filter (where tr.date < ${kampalaToday}) as past,
               sum(tr.max_no_participants) filter (where tr.date >= ${kampalaToday} and tr.max_no_participants >= 0) as places_offered
          from trainings tr where tr.trainer_id = t.id
      ) s on true
      left join lateral (
        select tr.id, tr.title, tr.date from trainings tr
         where tr.trainer_id = t.id and tr.date >= ${kampalaToday}
         order by tr.date, tr.time, tr.id limit 1
      ) n on true`,
  );
  const row = rows[0];
  if (!row) throw new Error('the dashboard query returned no row');
  return presentTrainerDashboard(row);
}
