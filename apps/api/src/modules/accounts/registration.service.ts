// Registration and the address's verification, and the accounts an operator makes (npm run create-user).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FIELD_MESSAGES, VERIFY_LINK_TTL_S, type GroupName, type Language } from '@portal/contract';
import { sqlState, type Executor } from '../../db/client.js';
import { profiles, users } from '../../db/schema/index.js';
import { fieldError } from '../../lib/errors.js';
import { giveGroup } from '../../lib/groups.js';
import { queueMail } from '../../lib/mail.js';
import { mailText } from '../../lib/mail-text.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { hashPassword } from '../../lib/passwords.js';
import { newKey } from '../../lib/storage.js';
import type { Ctx } from './account.service.js';
import { consumeEmailToken, issueEmailToken, mayMailAddress, normalise } from './email-links.js';
import { requestPasswordReset } from './passwords.service.js';

/** `next`: the portal page the person was on when they registered (the job they wanted), carried through the link. */
async function queueVerificationMail(
  ctx: Ctx,
  tx: Executor,
  user: { id: number; email: string; language: string },
  next?: string,
) {
  if (!(await mayMailAddress(tx, user.email))) return;
  const token = await issueEmailToken(tx, user.id, 'verify', VERIFY_LINK_TTL_S);
  const link = `${ctx.publicUrl}/api/account/verify-email/?token=${token}${next ? `&next=${encodeURIComponent(next)}` : ''}`;
  const { verification } = mailText(user.language);
  await queueMail(tx, {
    to: user.email,
    subject: verification.subject,
    text: verification.text(link, VERIFY_LINK_TTL_S / 86400),
  });
}

/** Whether an account already signs in with this (normalised) name. */
async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username))
    .limit(1);
  return taken.length > 0;
}

/** The user's row and their profile row, in the caller's transaction: every account starts with both. */
export async function insertAccount(tx: Executor, values: typeof users.$inferInsert, profilePic: string | null = null) {
  const [user] = await tx.insert(users).values(values).returning();
  if (!user) throw new Error('insert returned no row');
  await tx.insert(profiles).values({ userId: user.id, profilePic });
  return user;
}

export async function register(
  ctx: Ctx,
  input: {
    username: string;
    email?: string | undefined;
    password: string;
    profilePic?: UploadedFile | undefined;
    next?: string | undefined;
    language: Language;
  },
) {
  const username = normalise(input.username);
  const email = normalise(input.email || input.username);
  if (await usernameTaken(ctx.db, username)) throw fieldError('username', FIELD_MESSAGES.usernameTaken);

  const passwordHash = await hashPassword(input.password);
  const picKey = input.profilePic ? newKey('profile-pics', input.profilePic.type) : null;
  if (input.profilePic && picKey) await ctx.storage.put(picKey, input.profilePic.data, input.profilePic.type);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await insertAccount(tx, { username, email, passwordHash, language: input.language }, picKey);
      await queueVerificationMail(ctx, tx, user, input.next);
      return user;
    });
  } catch (err) {
    if (picKey) await ctx.storage.delete(picKey);
    // Two registrations racing for one name: the unique index decides, the loser gets the field error.
    if (sqlState(err) === '23505') throw fieldError('username', FIELD_MESSAGES.usernameTaken);
    throw err;
  }
}

/**
 * An account made by an operator (`npm run create-user`, docs/deploy.md), e.g. the first Ministry account of a new
 * portal: its address counts as verified (the operator vouches for it) and it holds the groups given. With a
 * `password` the person signs in with it; with null the password is one nobody knows and the password reset mail is
 * queued, for the person to choose their own through its link.
 */
export async function createAccountForOperator(
  ctx: Pick<Ctx, 'db' | 'publicUrl'>,
  input: {
    email: string;
    groups: readonly GroupName[];
    password: string | null;
    firstName?: string | undefined;
    lastName?: string | undefined;
  },
) {
  const email = normalise(input.email);
  if (await usernameTaken(ctx.db, email)) throw fieldError('username', FIELD_MESSAGES.usernameTaken);
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const created = await insertAccount(tx, {
        username: email,
        email,
        passwordHash,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        emailVerifiedAt: new Date(),
      });
      for (const group of input.groups) await giveGroup(tx, created.id, group);
      return created;
    });
    if (input.password === null) await requestPasswordReset(ctx, email);
    return user;
  } catch (err) {
    // Made at the same moment by someone else: the unique index decides.
    if (sqlState(err) === '23505') throw fieldError('username', FIELD_MESSAGES.usernameTaken);
    throw err;
  }
}

export async function verifyEmail(ctx: Ctx, token: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'verify');
    if (userId === null) return false;
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId));
    return true;
  });
}

/** Always answers the same, so the form cannot be used to learn which addresses have accounts. */
export async function resendVerification(ctx: Ctx, email: string): Promise<void> {
  const address = normalise(email);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, language: users.language, verified: users.emailVerifiedAt })
      .from(users)
      .where(sql`lower(${users.username}) = ${address} or lower(${users.email}) = ${address}`)
      .limit(1);
    if (!user || user.verified) return;
    await queueVerificationMail(ctx, tx, user);
  });
}
