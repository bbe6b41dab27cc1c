// A believable demo portal: one ready account per group, companies, jobs, trainings, competitions, events,
// counselling centres and documents. Deterministic (seeded PRNG); dates are relative to today.
import { eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { SETUP_LOCK } from '../client.js';
import * as schema from '../schema/index.js';
import { seedActivity } from './demo/activity.js';
import { seedEmployers } from './demo/employers.js';
import { demoFiles } from './demo/files.js';
import { seedJobSeekers } from './demo/job-seeker.js';
import { ACCOUNTS, accountEmail, DEMO_PASSWORD } from './demo/accounts.js';
import { seedPeople } from './demo/people.js';

export { DEMO_PASSWORD };
import { seedProviders } from './demo/providers.js';
import { loadNames, makeCalendar, Rng } from './demo/support.js';
import { loadLookups } from './lookups.js';

export type DemoAccount = { group: string; email: string; password: string };
export type SeedDemoDeps = {
  hashPassword: (p: string) => Promise<string>;
  storage: { put(key: string, body: Buffer, contentType: string): Promise<void> };
  /** The portal's address: demo registration links lead to its own pages, never to a site that does not exist. */
  publicUrl: string;
};

/**
 * Seeds the demo data set once. When the demo job seeker already exists it writes nothing and
 * returns the accounts, so calling it on every start of the embedded mode is safe.
 */
export async function seedDemo(db: NodePgDatabase<typeof schema>, deps: SeedDemoDeps): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = ACCOUNTS.map((a) => ({ group: a.group, email: a.email, password: DEMO_PASSWORD }));
  const seeded = async (executor: Pick<NodePgDatabase<typeof schema>, 'select'>) =>
    (
      await executor
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.email, accountEmail('JobSeeker')))
        .limit(1)
    ).length > 0;
  if (await seeded(db)) return accounts;

  await loadLookups(db);
  const rng = new Rng(20_261_121);
  const now = new Date();
  const cal = makeCalendar(now);
  const { files, cvKey, certificateKey, workImageKeys, companyLogoKeys } = demoFiles();
  const passwordHash = await deps.hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    // Under the migrations' lock, asked again: of instances starting together on one empty database, one seeds and
    // the others find it done (rather than failing on a unique violation).
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`);
    if (await seeded(tx)) return;
    for (const f of files) await deps.storage.put(f.key, f.body, f.type);
    const names = await loadNames(tx);
    const people = await seedPeople(tx, rng, cal, passwordHash, names.groups);
    const ctx = { tx, rng, cal, now, names, people, publicUrl: deps.publicUrl.replace(/\/+$/, '') };
    const employers = await seedEmployers(ctx, companyLogoKeys);
    await seedJobSeekers(ctx, { cvKey, certificateKey, workImageKeys });
    await seedActivity(ctx, employers);
    await seedProviders(ctx, employers.today);
  });

  return accounts;
}
