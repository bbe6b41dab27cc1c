// Accounts: a user with a profile and groups, their tokens, their notifications.
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { GroupName } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { groups, notifications, profiles, userGroups, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import type { TokenService } from '../../lib/tokens.js';

export const DEFAULT_PASSWORD = 'Kampala#2026';
let defaultHash: Promise<string> | undefined;

export type TestUser = { id: number; username: string; email: string; password: string; profileId: number };

export async function createUser(
  db: Database,
  opts: { verified?: boolean; groups?: GroupName[]; password?: string; username?: string; firstName?: string } = {},
): Promise<TestUser> {
  const username = opts.username ?? `user-${randomBytes(4).toString('hex')}@example.ug`;
  const password = opts.password ?? DEFAULT_PASSWORD;
  const passwordHash = opts.password
    ? await hashPassword(password)
    : await (defaultHash ??= hashPassword(DEFAULT_PASSWORD));
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: username,
      passwordHash,
      firstName: opts.firstName ?? 'Test',
      emailVerifiedAt: opts.verified === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error('no user');
  const [profile] = await db.insert(profiles).values({ userId: user.id }).returning();
  if (!profile) throw new Error('no profile');
  if (opts.groups?.length) {
    const rows = await db.select().from(groups).where(inArray(groups.name, opts.groups));
    await db.insert(userGroups).values(rows.map((g) => ({ userId: user.id, groupId: g.id })));
  }
  return { id: user.id, username, email: username, password, profileId: profile.id };
}

/** An access token for the user, signed like the login's (no HTTP round trip). */
async function accessTokenFor(tokens: TokenService, user: TestUser): Promise<string> {
  return tokens.signAccess({
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: 'Test',
    verified: true,
    tokenVersion: 0,
  });
}

export async function authHeaders(tokens: TokenService, user: TestUser) {
  return { authorization: `JWT ${await accessTokenFor(tokens, user)}` };
}

export async function userRow(db: Database, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function createNotification(
  db: Database,
  user: { id: number },
  overrides: Partial<typeof notifications.$inferInsert> = {},
) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: user.id,
      title: 'Application received',
      body: 'Your application is under review.',
      actionLink: '/jobs-applied-job',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no notification');
  return row;
}
