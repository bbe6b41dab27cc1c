// Passwords: changed by their owner, or reset through a mailed link.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES, RESET_LINK_TTL_S } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { refreshTokens, users } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail.js';
import { mailText } from '../../lib/mail-text.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { issueTokenPair, type Ctx } from './account.service.js';
import { consumeEmailToken, issueEmailToken, mayMailAddress, normalise } from './email-links.js';

/** Ends every session's refresh token (a password changed or reset); the caller raises the token version too. */
export async function revokeRefreshTokens(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Changing the password ends every session: all refresh tokens are revoked and the token version raised, so access
 * tokens stop working at once too. The caller's own session goes on with the new pair this returns.
 */
export async function changePassword(ctx: Ctx, userId: number, oldPassword: string, newPassword: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, oldPassword)))
    throw fieldError('old_password', FIELD_MESSAGES.oldPasswordWrong);
  if (newPassword.toLowerCase() === user.username.toLowerCase())
    throw fieldError('new_password', FIELD_MESSAGES.passwordSimilar);
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId))
      .returning();
    await revokeRefreshTokens(tx, userId);
    if (!updated) throw notFound();
    return issueTokenPair(ctx, tx, updated);
  });
}

export async function requestPasswordReset(ctx: Pick<Ctx, 'db' | 'publicUrl'>, email: string): Promise<void> {
  const address = normalise(email);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, isActive: users.isActive, language: users.language })
      .from(users)
      .where(sql`lower(${users.username}) = ${address} or lower(${users.email}) = ${address}`)
      .limit(1);
    if (!user || !user.isActive || !(await mayMailAddress(tx, user.email))) return;
    const token = await issueEmailToken(tx, user.id, 'reset', RESET_LINK_TTL_S);
    const { reset } = mailText(user.language);
    await queueMail(tx, {
      to: user.email,
      subject: reset.subject,
      text: reset.text(`${ctx.publicUrl}/reset-password?token=${token}`),
    });
  });
}

export async function resetPassword(ctx: Ctx, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const userId = (await consumeEmailToken(tx, token, 'reset'))?.userId ?? null;
    if (userId === null) throw fieldError('token', ACCOUNT_MESSAGES.linkInvalid);
    // Following the mailed link proves the address too.
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, userId));
    await revokeRefreshTokens(tx, userId);
  });
}
