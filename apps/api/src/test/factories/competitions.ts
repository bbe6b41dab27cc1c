// Skill providers, their competitions and the applications taken for them.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { skillProviders, skillsCompetitions } from '../../db/schema/index.js';
import { createUser } from './accounts.js';
import { dbDay, tag, type DayValue } from './shared.js';

export async function createSkillProvider(db: Database, opts: { deactivated?: boolean; title?: string } = {}) {
  const user = await createUser(db, { groups: ['SkillProvider'] });
  const [row] = await db
    .insert(skillProviders)
    .values({
      userId: user.id,
      title: opts.title ?? `Skills Uganda ${tag()}`,
      location: 'Kampala',
      description: 'Runs national skills competitions.',
      deactivatedAt: opts.deactivated ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('no skill provider');
  return { ...row, user };
}

/** A competition starting in 10 days and ending in 12, unless overridden. */
export async function createCompetition(
  db: Database,
  provider: { id: number },
  overrides: Partial<Omit<typeof skillsCompetitions.$inferInsert, 'startDate' | 'endDate'>> & {
    startDate?: DayValue;
    endDate?: DayValue;
  } = {},
) {
  const [row] = await db
    .insert(skillsCompetitions)
    .values({
      providerId: provider.id,
      competitionTitle: `Youth Welding Challenge ${tag()}`,
      description: '<p>Compete for tool kits and an industrial placement.</p>',
      guidelines: '<ul><li>Bring protective wear.</li></ul>',
      location: 'Kampala',
      startDate: dbDay(10),
      endDate: dbDay(12),
      applicationLink: 'https://register.example.ug/welding',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no competition');
  return row;
}

/** An application of `applicant` to a competition, taken in the portal (`created`: now unless given). */
export async function createSkillsApplication(
  db: Database,
  competition: { id: number },
  applicant: { id: number },
  created?: Date,
) {
  const { rows } = await db.execute<{ id: number; created: string }>(sql`
    insert into skills_applications (competition_id, user_id, created)
    values (${competition.id}, ${applicant.id}, coalesce(${created?.toISOString() ?? null}::timestamptz, now()))
    returning id, created`);
  const row = rows[0];
  if (!row) throw new Error('no skills application');
  return row;
}
