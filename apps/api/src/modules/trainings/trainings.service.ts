// Trainings as the public portal reads them (upcoming ones in the list, any one by id; trainers who were deactivated
// take their trainings with them), and as their trainer posts, lists, changes and removes them (spec 002: create
// training form, manage trainings, §5).
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { TRAINER_MESSAGES, type FileLike, type TRAINING_ORDERINGS, type TrainingFormInput } from '@portal/contract';
import type { Database, Executor } from '../../db/client.js';
import { contractTypes, trainers, trainings, users } from '../../db/schema/index.js';
import { publiclyVisible } from '../../lib/visibility.js';
import { fieldError, forbidden, notFound } from '../../lib/errors.js';
import { storableId } from '../../lib/ids.js';
import { holdsGroup } from '../../lib/groups.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import { matchesSearch, pageTotal } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import type { Storage } from '../../lib/storage.js';
import { withReplacedFile, withUploads } from '../../lib/uploads.js';
import { presentTraining } from './trainings.presenter.js';
import { TRAINER_GROUP, trainerOf } from './trainers.service.js';
import { trainingsPolicy } from './trainings.policy.js';

export const TRAINING_MESSAGES = { noSuchContractType: 'Choose a contract type from the list.' } as const;
/** Training banners are public files, served by /media. */
const LOGO_FOLDER = 'trainings/logos';

type Ctx = { db: Database; publicUrl: string };
type WriteCtx = Ctx & { storage: Storage };
/** Any subset of the form's fields (PATCH), or all of them (PUT; the logo may stay). */
export type TrainingFields = Partial<Omit<TrainingFormInput, 'logo'>> & { logo?: FileLike | undefined };
type Ordering = (typeof TRAINING_ORDERINGS)[number];

/** The trainer's full name, or the username when no name was given. */
// Public: a trainer without a name is "Trainer", never their username (an e-mail address; issue 12).
const trainerName = sql<string>`coalesce(nullif(btrim(${users.firstName} || ' ' || ${users.lastName}), ''), 'Trainer')`;

const columns = {
  id: trainings.id,
  title: trainings.title,
  description: trainings.description,
  location: trainings.location,
  date: trainings.date,
  time: trainings.time,
  fees: trainings.fees,
  maxNoParticipants: trainings.maxNoParticipants,
  registrationLink: trainings.registrationLink,
  logo: trainings.logo,
  contractTypeName: contractTypes.name,
  trainerName,
};

// Every ordering ends on the id, so pages never repeat or skip a row between requests.
const ORDER: Record<Ordering, SQL[]> = {
  date: [asc(trainings.date), asc(trainings.time), asc(trainings.id)],
  '-date': [desc(trainings.date), desc(trainings.time), desc(trainings.id)],
  '-created': [desc(trainings.createdAt), desc(trainings.id)],
  fees: [asc(trainings.fees), asc(trainings.date), asc(trainings.id)],
};

const total = sql<number>`count(*) over ()`.mapWith(Number);

/** Trainings with their trainer and contract type; callers add the visibility they need. */
function selectTrainings<E extends Record<string, SQL>>(db: Executor, extra: E) {
  return db
    .select({ ...columns, ...extra })
    .from(trainings)
    .innerJoin(trainers, eq(trainers.id, trainings.trainerId))
    .innerJoin(users, eq(users.id, trainers.userId))
    .leftJoin(contractTypes, eq(contractTypes.id, trainings.contractTypeId));
}

export async function listTrainings(
  ctx: Ctx,
  q: { search?: string | undefined; ordering: Ordering; page: number; page_size: number },
) {
  const rows = await selectTrainings(ctx.db, { total })
    .where(and(publiclyVisible.training('trainings', 'trainers'), matchesSearch(trainings.search, q.search)))
    .orderBy(...ORDER[q.ordering])
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size));
  return { count: pageTotal(q.page, rows), results: rows.map((r) => presentTraining(ctx.publicUrl, r)) };
}

/** Past trainings stay readable by id (old links keep working). */
export async function trainingDetail(ctx: Ctx, id: number) {
  const [row] = await selectTrainings(ctx.db, {}).where(and(eq(trainings.id, id), isNull(trainers.deactivatedAt)));
  if (!row) throw notFound();
  return presentTraining(ctx.publicUrl, row);
}

/**
 * The trainer's own trainings, past ones included (trainers_user_uq, then trainings_trainer_idx), newest first unless
 * another ordering is asked for.
 */
export async function listOwnTrainings(
  ctx: Ctx,
  userId: number,
  q: { search?: string | undefined; ordering?: Ordering | undefined; page: number; page_size: number },
) {
  const rows = await selectTrainings(ctx.db, { total })
    .where(and(eq(trainers.userId, userId), isNull(trainers.deactivatedAt), matchesSearch(trainings.search, q.search)))
    .orderBy(...ORDER[q.ordering ?? '-created'])
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size));
  return { count: pageTotal(q.page, rows), results: rows.map((r) => presentTraining(ctx.publicUrl, r)) };
}

/** Who owns a training (through its trainer) and whether that trainer is active. */
export async function trainingOwner(
  db: Database,
  id: number,
): Promise<{ owner_id: number; trainer_active: boolean } | undefined> {
  const [row] = await db
    .select({ owner_id: trainers.userId, trainer_active: sql<boolean>`${trainers.deactivatedAt} is null` })
    .from(trainings)
    .innerJoin(trainers, eq(trainers.id, trainings.trainerId))
    .where(eq(trainings.id, id));
  return row;
}

/** The caller's active trainer record, or 403: trainings are posted by trainers. */
export async function postingTrainer(tx: Executor, userId: number): Promise<number> {
  const isTrainer = await holdsGroup(tx, userId, TRAINER_GROUP);
  const trainer = await trainerOf(tx, userId);
  if (!trainer || !trainingsPolicy.canPostTrainings(isTrainer, trainer)) throw forbidden(TRAINER_MESSAGES.notTrainer);
  return trainer.id;
}

/** An unknown contract type is a 400 on its field, never a foreign-key 500. */
async function checkContractType(tx: Executor, id: number | null | undefined): Promise<void> {
  if (id === null || id === undefined) return;
  const [row] = await tx
    .select({ id: contractTypes.id })
    .from(contractTypes)
    .where(eq(contractTypes.id, storableId(id)));
  if (!row) throw fieldError('contract_type', TRAINING_MESSAGES.noSuchContractType);
}

/** Every column of a new training from the form. */
const rowOf = (input: TrainingFormInput) => ({
  title: input.title,
  description: sanitizeRichText(input.description),
  location: input.location,
  date: input.date,
  time: input.time,
  maxNoParticipants: input.max_no_participants,
  fees: input.fees,
  registrationLink: input.registration_link,
  contractTypeId: input.contract_type ?? null,
});

/** The given fields as columns; `whole` (PUT) also clears a contract type left out. */
function columnsOf(input: TrainingFields, whole: boolean): Partial<typeof trainings.$inferInsert> {
  const set: Partial<typeof trainings.$inferInsert> = {};
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = sanitizeRichText(input.description);
  if (input.location !== undefined) set.location = input.location;
  if (input.date !== undefined) set.date = input.date;
  if (input.time !== undefined) set.time = input.time;
  if (input.max_no_participants !== undefined) set.maxNoParticipants = input.max_no_participants;
  if (input.fees !== undefined) set.fees = input.fees;
  if (input.registration_link !== undefined) set.registrationLink = input.registration_link;
  if (input.contract_type !== undefined || whole) set.contractTypeId = input.contract_type ?? null;
  return set;
}

/** A training by id whoever posted it (the owner's answer after a write). */
async function readTraining(db: Executor, publicUrl: string, id: number) {
  const [row] = await selectTrainings(db, {}).where(eq(trainings.id, id));
  if (!row) throw notFound();
  return presentTraining(publicUrl, row);
}

/** The logo travels with the write (lib/uploads): a replaced logo goes only after the commit. */
const withLogo = <T>(
  storage: Storage,
  logo: FileLike | undefined,
  write: (key: string | null) => Promise<{ value: T; replaced: string | null }>,
) => withReplacedFile(storage, LOGO_FOLDER, logo, write);

/** Posts a training for the caller's active trainer record (403 without one). */
export async function createTraining(ctx: WriteCtx, userId: number, input: TrainingFormInput) {
  return withLogo(ctx.storage, input.logo, (logo) =>
    ctx.db.transaction(async (tx) => {
      const trainerId = await postingTrainer(tx, userId);
      await checkContractType(tx, input.contract_type);
      const [row] = await tx
        .insert(trainings)
        .values({ ...rowOf(input), trainerId, logo })
        .returning({ id: trainings.id });
      if (!row) throw new Error('insert returned no row');
      return { value: await readTraining(tx, ctx.publicUrl, row.id), replaced: null };
    }),
  );
}

/** PUT (`whole`: every field; a contract type left out is cleared) or PATCH (the given fields only). */
export async function updateTraining(ctx: WriteCtx, id: number, input: TrainingFields, whole: boolean) {
  return withLogo(ctx.storage, input.logo, (logo) =>
    ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ logo: trainings.logo })
        .from(trainings)
        .where(eq(trainings.id, id))
        .for('update');
      if (!current) throw notFound();
      await checkContractType(tx, input.contract_type);
      const set = columnsOf(input, whole);
      if (logo) set.logo = logo;
      if (Object.keys(set).length) await tx.update(trainings).set(set).where(eq(trainings.id, id));
      return { value: await readTraining(tx, ctx.publicUrl, id), replaced: current.logo };
    }),
  );
}

/** Removes the training; its logo file goes once the row is gone. */
export async function deleteTraining(ctx: WriteCtx, id: number): Promise<void> {
  await withUploads(ctx.storage, [], async () => {
    const done = await ctx.db.delete(trainings).where(eq(trainings.id, id)).returning({ logo: trainings.logo });
    if (!done.length) throw notFound();
    return { value: undefined, replaced: done.map((d) => d.logo) };
  });
}
