// Posting, changing and removing skills competitions (spec 002: post / edit / manage skills competitions, §5).
// Texts are stored as trimmed plain text (the web renders them as text); the logo travels with the write.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SKILLS_FORM_MESSAGES, SKILLS_MESSAGES, type CompetitionFormInput, type FileLike } from '@portal/contract';
import { sqlState, type Database, type Executor } from '../../db/client.js';
import { skillProviders, skillsCompetitions } from '../../db/schema/index.js';
import { queryRows } from '../../db/typed-sql.js';
import { fieldError, forbidden, notFound } from '../../lib/errors.js';
import { holdsGroup } from '../../lib/groups.js';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { Storage } from '../../lib/storage.js';
import { withReplacedFile, withUploads } from '../../lib/uploads.js';
import { providerOf } from './provider.service.js';
import { skillsPolicy } from './skills.policy.js';
import { SKILL_PROVIDER_GROUP } from './skills.service.js';

type Ctx = { db: Database; storage: Storage };
const c = skillsCompetitions;
const LOGO_FOLDER = 'competitions/logos';
const END_BEFORE_START = SKILLS_FORM_MESSAGES.endBeforeStart;

/** Any subset of the competition's fields (PATCH), or all of them (PUT; the logo may stay). */
export type CompetitionFields = Partial<Omit<CompetitionFormInput, 'logo'>> & { logo?: FileLike | undefined };

/** The caller's active provider record, or 403: competitions are posted by skills providers. */
export async function postingProvider(tx: Executor, userId: number): Promise<number> {
  const provider = await providerOf(tx, userId);
  const holds = await holdsGroup(tx, userId, SKILL_PROVIDER_GROUP);
  if (!provider || !skillsPolicy.canPostCompetitions(provider, holds)) throw forbidden(SKILLS_MESSAGES.notProvider);
  return provider.id;
}

/** Who owns a competition (through its provider) and whether that provider is active. */
export async function competitionOwner(
  db: Database,
  id: number,
): Promise<{ owner_id: number; provider_active: boolean } | undefined> {
  const [row] = await db
    .select({ owner_id: skillProviders.userId, provider_active: sql<boolean>`${skillProviders.deactivatedAt} is null` })
    .from(c)
    .innerJoin(skillProviders, eq(skillProviders.id, c.providerId))
    .where(eq(c.id, id));
  return row;
}

/** The logo travels with the write (lib/uploads): a replaced logo goes only after the commit. */
const withLogo = <T>(
  storage: Storage,
  logo: FileLike | undefined,
  write: (key: string | null) => Promise<{ value: T; replaced: string | null }>,
) => withReplacedFile(storage, LOGO_FOLDER, logo, write);

/** The date check constraint is the last word on the order of the dates; it answers like the schema's rule. */
function datesOr400(err: unknown): never {
  if (sqlState(err) === '23514') throw fieldError('end_date', END_BEFORE_START);
  throw err;
}

/** Posts a competition for the caller's active provider; answers its id. */
export async function createCompetition(ctx: Ctx, userId: number, input: CompetitionFormInput): Promise<number> {
  try {
    return await withLogo(ctx.storage, input.logo, (logo) =>
      ctx.db.transaction(async (tx) => {
        const providerId = await postingProvider(tx, userId);
        const [row] = await tx
          .insert(c)
          .values({
            providerId,
            competitionTitle: input.competition_title,
            description: sanitizeRichText(input.description),
            guidelines: sanitizeRichText(input.guidelines),
            location: input.location,
            startDate: input.start_date,
            endDate: input.end_date,
            applicationLink: input.application_link ?? null,
            logo,
          })
          .returning({ id: c.id });
        if (!row) throw new Error('insert returned no row');
        return { value: row.id, replaced: null };
      }),
    );
  } catch (err) {
    return datesOr400(err);
  }
}

/**
 * PUT (`partial` false: every field given; a missing application link means none) or PATCH (the given fields; the
 * dates checked against the stored ones). Only the owner of the active provider reaches the row (else 404).
 */
export async function updateCompetition(
  ctx: Ctx,
  id: number,
  userId: number,
  input: CompetitionFields,
  partial: boolean,
): Promise<void> {
  try {
    await withLogo(ctx.storage, input.logo, (logo) =>
      ctx.db.transaction(async (tx) => {
        const [stored] = await tx
          .select({ startDate: c.startDate, endDate: c.endDate, logo: c.logo })
          .from(c)
          .innerJoin(skillProviders, eq(skillProviders.id, c.providerId))
          .where(and(eq(c.id, id), eq(skillProviders.userId, userId), isNull(skillProviders.deactivatedAt)))
          .for('update', { of: c });
        if (!stored) throw notFound();
        const start = input.start_date ?? stored.startDate;
        const end = input.end_date ?? stored.endDate;
        if (end < start) throw fieldError('end_date', END_BEFORE_START);

        const set: Partial<typeof c.$inferInsert> = { updatedAt: new Date() };
        if (input.competition_title !== undefined) set.competitionTitle = input.competition_title;
        if (input.description !== undefined) set.description = sanitizeRichText(input.description);
        if (input.guidelines !== undefined) set.guidelines = sanitizeRichText(input.guidelines);
        if (input.location !== undefined) set.location = input.location;
        if (input.start_date !== undefined) set.startDate = input.start_date;
        if (input.end_date !== undefined) set.endDate = input.end_date;
        if (!partial || input.application_link !== undefined) set.applicationLink = input.application_link ?? null;
        if (logo) set.logo = logo;
        await tx.update(c).set(set).where(eq(c.id, id));
        return { value: undefined, replaced: stored.logo };
      }),
    );
  } catch (err) {
    datesOr400(err);
  }
}

const deleted = alias(skillsCompetitions, 'c');
/** Removes the competition; its applications go with it (foreign key cascade), its logo after the commit. */
export async function deleteCompetition(ctx: Ctx, id: number, userId: number): Promise<void> {
  await withUploads(ctx.storage, [], async () => {
    const [row] = await queryRows(
      ctx.db,
      { logo: deleted.logo },
      (list) => sql`
      delete from skills_competitions c
       using skill_providers p
       where c.id = ${id} and p.id = c.provider_id and p.user_id = ${userId} and p.deactivated_at is null
      returning ${list}`,
    );
    if (!row) throw notFound();
    return { value: undefined, replaced: [row.logo] };
  });
}
