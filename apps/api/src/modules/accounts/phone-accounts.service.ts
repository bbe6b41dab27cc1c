// Accounts by phone number (issue 33): sign-up with a number and its SMS code, the code sent again, the password
// reset by SMS, and the other identifier added on the profile (a number to an e-mail account, an address to a phone
// account). The codes themselves: phone-codes.ts.
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, PHONE_ACCOUNT_MESSAGES, type Language } from '@portal/contract';
import { sqlState, type Executor } from '../../db/client.js';
import { phoneCodes, users } from '../../db/schema/index.js';
import { fieldError, nonFieldError, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { issueTokenPair, type Ctx } from './account.service.js';
import { normalise } from './email-links.js';
import { revokeRefreshTokens } from './passwords.service.js';
import { sendPhoneCode, spendPhoneCode, tryPhoneCode } from './phone-codes.js';
import { addressTaken, insertAccount, queueVerificationMail } from './registration.service.js';

const phoneTaken = () => fieldError('phone', PHONE_ACCOUNT_MESSAGES.phoneTaken);
const codeWrong = () => fieldError('code', PHONE_ACCOUNT_MESSAGES.codeWrong);

/** Whether an account has the number, or signs in with it (a phone account's username). */
async function numberTaken(db: Executor, phone: string): Promise<boolean> {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.phone, phone), eq(users.username, phone)))
    .limit(1);
  return taken.length > 0;
}

/**
 * A new account that signs in with its number (the username is the number, the address ''): unusable until the code
 * queued here by SMS is entered (verifyPhone).
 */
export async function registerPhone(
  ctx: Ctx,
  input: { phone: string; firstName: string; lastName: string; password: string; language: Language },
) {
  if (await numberTaken(ctx.db, input.phone)) throw phoneTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const user = await insertAccount(tx, {
        username: input.phone,
        email: '',
        phone: input.phone,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        language: input.language,
      });
      await sendPhoneCode(tx, { phone: input.phone, userId: user.id, language: user.language }, 'verify');
      return user;
    });
  } catch (err) {
    // Two sign-ups racing for one number: the unique index decides.
    if (sqlState(err) === '23505') throw phoneTaken();
    throw err;
  }
}

/** The code of a new phone account: the number is verified and the person signed in (a token pair, as a login). */
export async function verifyPhone(ctx: Ctx, phone: string, code: string) {
  // Only the number's own account: a code sent to a number an e-mail account is adding is not entered here.
  const numbersAccount = inArray(
    phoneCodes.userId,
    ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)),
  );
  const accepted = await tryPhoneCode(ctx.db, { phone }, 'verify', code, numbersAccount);
  if (!accepted) throw codeWrong();
  return ctx.db.transaction(async (tx) => {
    if (!(await spendPhoneCode(tx, accepted.id))) throw codeWrong();
    const [user] = await tx
      .update(users)
      .set({ phoneVerifiedAt: sql`coalesce(${users.phoneVerifiedAt}, now())`, lastLoginAt: sql`now()` })
      .where(and(eq(users.id, accepted.userId), eq(users.phone, phone)))
      .returning();
    if (!user) throw codeWrong();
    if (!user.isActive) throw nonFieldError(ACCOUNT_MESSAGES.loginFailed);
    return issueTokenPair(ctx, tx, user);
  });
}

/** The user with this number, if `verified` says which state its number must be in. */
async function accountWithNumber(tx: Executor, phone: string, verified: boolean) {
  const [user] = await tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.phone, phone),
        eq(users.isActive, true),
        verified ? isNotNull(users.phoneVerifiedAt) : isNull(users.phoneVerifiedAt),
      ),
    )
    .limit(1);
  return user;
}

/** A new code for an unverified phone account; the same answer whether or not the number has one. */
export async function resendPhoneCode(ctx: Ctx, phone: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await accountWithNumber(tx, phone, false);
    if (user) await sendPhoneCode(tx, { phone, userId: user.id, language: user.language }, 'verify');
  });
}

/** A reset code for the verified number's account; the same answer whether or not the number has one. */
export async function requestPhoneReset(ctx: Ctx, phone: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const user = await accountWithNumber(tx, phone, true);
    if (user) await sendPhoneCode(tx, { phone, userId: user.id, language: user.language }, 'reset');
  });
}

/** A new password with the SMS code; every session ends, as with the mailed link (passwords.service.ts). */
export async function resetPasswordByPhone(ctx: Ctx, phone: string, code: string, newPassword: string) {
  const accepted = await tryPhoneCode(ctx.db, { phone }, 'reset', code);
  if (!accepted) throw codeWrong();
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    if (!(await spendPhoneCode(tx, accepted.id))) throw codeWrong();
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, accepted.userId));
    await revokeRefreshTokens(tx, accepted.userId);
  });
}

async function ownAccount(ctx: Ctx, userId: number) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  return user;
}

/** A signed-in person adds a number: a code goes to it, and the number is theirs once it is entered. */
export async function addPhone(ctx: Ctx, userId: number, phone: string): Promise<void> {
  const user = await ownAccount(ctx, userId);
  if (user.phoneVerifiedAt) throw fieldError('phone', PHONE_ACCOUNT_MESSAGES.hasPhone);
  if (await numberTaken(ctx.db, phone)) throw phoneTaken();
  await ctx.db.transaction(async (tx) => {
    await sendPhoneCode(tx, { phone, userId, language: user.language }, 'verify');
  });
}

/** The code of the number being added: the number becomes the account's, verified; it signs in with it from now. */
export async function verifyAddedPhone(ctx: Ctx, userId: number, code: string): Promise<void> {
  const accepted = await tryPhoneCode(ctx.db, { userId }, 'verify', code);
  if (!accepted) throw codeWrong();
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await spendPhoneCode(tx, accepted.id))) throw codeWrong();
      await tx
        .update(users)
        .set({ phone: accepted.phone, phoneVerifiedAt: sql`now()` })
        .where(eq(users.id, userId));
    });
  } catch (err) {
    // Another account verified the number since the code was sent.
    if (sqlState(err) === '23505') throw nonFieldError(PHONE_ACCOUNT_MESSAGES.phoneTaken);
    throw err;
  }
}

/** A phone account adds an address: the verification mail's link makes it the account's (registration.service.ts). */
export async function addEmail(ctx: Ctx, userId: number, email: string): Promise<void> {
  const address = normalise(email);
  const user = await ownAccount(ctx, userId);
  if (user.email !== '') throw fieldError('email', PHONE_ACCOUNT_MESSAGES.hasEmail);
  if (await addressTaken(ctx.db, address, userId)) throw fieldError('email', PHONE_ACCOUNT_MESSAGES.emailTaken);
  await ctx.db.transaction(async (tx) => {
    await queueVerificationMail(ctx, tx, { id: userId, email: address, language: user.language }, undefined, true);
  });
}

/** The SMS a person may switch off (decisions, invitations); a field left out keeps its value. */
export async function changeSmsSettings(
  ctx: Pick<Ctx, 'db'>,
  userId: number,
  input: { sms_decisions?: boolean | undefined; sms_invitations?: boolean | undefined },
): Promise<{ sms_decisions: boolean; sms_invitations: boolean }> {
  const set = {
    ...(input.sms_decisions !== undefined ? { smsDecisions: input.sms_decisions } : {}),
    ...(input.sms_invitations !== undefined ? { smsInvitations: input.sms_invitations } : {}),
  };
  const [row] = Object.keys(set).length
    ? await ctx.db
        .update(users)
        .set(set)
        .where(eq(users.id, userId))
        .returning({ sms_decisions: users.smsDecisions, sms_invitations: users.smsInvitations })
    : await ctx.db
        .select({ sms_decisions: users.smsDecisions, sms_invitations: users.smsInvitations })
        .from(users)
        .where(eq(users.id, userId));
  if (!row) throw new Error('the signed-in user has no row');
  return row;
}
