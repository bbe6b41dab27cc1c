// Job seekers: an account with an active seeker profile.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { createUser, type TestUser } from './accounts.js';
import { lookupId } from './shared.js';

/**
 * A job seeker with an active profile (Kampala, Kampala; Single; Welding & Fabrication) and the JobSeeker group.
 * Pass `user` to give an existing account the profile.
 */
export async function createJobSeeker(
  db: Database,
  opts: { user?: TestUser; firstName?: string; profile?: Partial<typeof schema.jobSeekers.$inferInsert> } = {},
) {
  const user = opts.user ?? (await createUser(db, { groups: ['JobSeeker'], firstName: opts.firstName ?? 'Seeker' }));
  if (opts.user) {
    await db.execute(sql`
      insert into user_groups (user_id, group_id) select ${user.id}, id from groups where name = 'JobSeeker' on conflict do nothing`);
  }
  const kampala = await lookupId(db, schema.districts, 'Kampala');
  const city = await lookupId(db, schema.cities, 'Kampala');
  const single = await lookupId(db, schema.maritalStatuses, 'Single');
  const [row] = await db
    .insert(schema.jobSeekers)
    .values({
      userId: user.id,
      districtId: kampala,
      cityId: city,
      physicalAddress: 'Plot 5, Bombo Road',
      dateOfBirth: '1999-05-20',
      language: 'English, Luganda',
      maritalStatusId: single,
      ...opts.profile,
    })
    .returning();
  if (!row) throw new Error('no job seeker');
  await db
    .insert(schema.jobSeekerCategories)
    .values({ jobSeekerId: row.id, jobCategoryId: await lookupId(db, schema.jobCategories, 'Welding & Fabrication') });
  return { ...row, user };
}
