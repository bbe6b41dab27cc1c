// Trainings as the public portal reads them: upcoming ones in the list, any one by id; trainers who were
// deactivated take their trainings with them.
import { and, asc, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { TRAINING_ORDERINGS } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { contractTypes, trainers, trainings, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { matchesSearch, pageTotal } from '../../lib/listing.js';
import { offsetOf } from '../../lib/pagination.js';
import { presentTraining } from './trainings.presenter.js';

type Ctx = { db: Database; publicUrl: string };
type Ordering = (typeof TRAINING_ORDERINGS)[number];

/** The trainer's full name, or the username when no name was given. */
const trainerName = sql<string>`coalesce(nullif(btrim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;

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

function fromVisible<E extends Record<string, SQL>>(db: Database, extra: E) {
  return db
    .select({ ...columns, ...extra })
    .from(trainings)
    .innerJoin(trainers, eq(trainers.id, trainings.trainerId))
    .innerJoin(users, eq(users.id, trainers.userId))
    .leftJoin(contractTypes, eq(contractTypes.id, trainings.contractTypeId));
}

export async function listTrainings(ctx: Ctx, q: { search?: string | undefined; ordering: Ordering; page: number; page_size: number }) {
  const rows = await fromVisible(ctx.db, { total })
    .where(
      and(
        isNull(trainers.deactivatedAt),
        gte(trainings.date, sql`current_date`),
        matchesSearch(trainings.search, q.search),
      ),
    )
    .orderBy(...ORDER[q.ordering])
    .limit(q.page_size)
    .offset(offsetOf(q.page, q.page_size));
  return { count: pageTotal(q.page, rows), results: rows.map((r) => presentTraining(ctx.publicUrl, r)) };
}

/** Past trainings stay readable by id (old links keep working). */
export async function trainingDetail(ctx: Ctx, id: number) {
  const [row] = await fromVisible(ctx.db, {}).where(and(eq(trainings.id, id), isNull(trainers.deactivatedAt)));
  if (!row) throw notFound();
  return presentTraining(ctx.publicUrl, row);
}
