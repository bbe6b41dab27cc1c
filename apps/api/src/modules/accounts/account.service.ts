// Accounts and sessions: registration, verification, login, token rotation, passwords, basic information.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  FIELD_MESSAGES,
  RESET_LINK_TTL_S,
  VERIFY_LINK_TTL_S,
  type GroupName,
  type Language,
} from '@portal/contract';
import { sqlState, type Database, type Executor } from '../../db/client.js';
import {
  emailTokens,
  favoriteJobs,
  groups,
  loginFailures,
  profiles,
  refreshTokens,
  userGroups,
  users,
} from '../../db/schema/index.js';
import { queryRows } from '../../db/typed-sql.js';
import { fieldError, HttpError, nonFieldError, notFound, tokenNotValid } from '../../lib/errors.js';
import { giveGroup } from '../../lib/groups.js';
import { queueMail } from '../../lib/mail.js';
import { mailText } from '../../lib/mail-text.js';
import type { UploadedFile } from '../../lib/multipart.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hitAll, RATE_LIMITS } from '../../lib/rate-limits.js';
import { newKey, type Storage } from '../../lib/storage.js';
import type { TokenService } from '../../lib/tokens.js';
import { presentUser } from './account.presenter.js';

type Ctx = { db: Database; storage: Storage; tokens: TokenService; publicUrl: string };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const normalise = (s: string) => s.trim().toLowerCase();

// ---------- registration and verification ----------

async function issueEmailToken(tx: Executor, userId: number, purpose: 'verify' | 'reset', ttlSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/**
 * Whether one more account mail (verification or reset) may go to `address` (issue 28): at most 3 an hour and 10 a
 * day, whoever asks. Counted in the caller's transaction; when it says no, the request answers as if the mail went.
 */
async function mayMailAddress(tx: Executor, address: string): Promise<boolean> {
  const recipient = normalise(address);
  return (
    await hitAll(tx, [
      [RATE_LIMITS.mailToAddressHour, recipient],
      [RATE_LIMITS.mailToAddressDay, recipient],
    ])
  ).allowed;
}

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
async function insertAccount(tx: Executor, values: typeof users.$inferInsert, profilePic: string | null = null) {
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

/** Consumes a single-use mail token; the user id when it was valid. */
async function consumeEmailToken(tx: Executor, token: string, purpose: 'verify' | 'reset'): Promise<number | null> {
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
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

// ---------- login and tokens ----------

const WINDOW_SECONDS = 15 * 60;
/** Tries one address may make at one account, and at all, in a window of WINDOW_SECONDS after its first try. */
const LIMITS = { accountAtAddress: 5, address: 20 };
/**
 * Past this many tries at one account from addresses it never signed in from, only every power of two gets through
 * (the 16th, the 32nd, ...): an exponential back-off that slows a spread-out guesser without locking the owner out,
 * whose own addresses (those they signed in from, for 90 days) are not held back by it.
 */
const ACCOUNT_FREE_TRIES = 10;
const KNOWN_ADDRESS_DAYS = 90;

/**
 * Counts one try against `key` and answers the new count, in one statement: of simultaneous tries each sees its own
 * number, so no more than the limit reach the password check.
 */
async function countTry(db: Executor, key: string): Promise<number> {
  const rows = await queryRows(
    db,
    { failures: loginFailures.failures },
    (list) => sql`
    insert into login_failures (key, failures, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when login_failures.window_start < now() - make_interval(secs => ${WINDOW_SECONDS}) then 1 else login_failures.failures + 1 end,
      window_start = case when login_failures.window_start < now() - make_interval(secs => ${WINDOW_SECONDS}) then now() else login_failures.window_start end
    returning ${list}`,
  );
  return Number(rows[0]?.failures ?? 1);
}

async function isKnownAddress(db: Executor, key: string): Promise<boolean> {
  const known = sql<boolean>`exists (select 1 from login_failures where key = ${key} and window_start > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}))`;
  const rows = await queryRows(db, { known }, (list) => sql`select ${list}`);
  return rows[0]?.known === true;
}

const isPowerOfTwo = (n: number) => n > 0 && (n & (n - 1)) === 0;

/** Counts the try at every level and says whether it may go on to the password check. */
async function mayTry(db: Executor, username: string, ip: string): Promise<boolean> {
  const [atAddress, fromAddress] = [await countTry(db, `pair:${username}|${ip}`), await countTry(db, `ip:${ip}`)];
  if (atAddress > LIMITS.accountAtAddress || fromAddress > LIMITS.address) return false;
  if (await isKnownAddress(db, `known:${username}|${ip}`)) return true;
  const atAccount = await countTry(db, `account:${username}`);
  return atAccount <= ACCOUNT_FREE_TRIES || isPowerOfTwo(atAccount);
}

/** A sign-in: its tries no longer count against the account, the address becomes one of the owner's. */
async function recordSuccess(db: Executor, username: string, ip: string): Promise<void> {
  await db.execute(
    sql`delete from login_failures where key in (${`pair:${username}|${ip}`}, ${`account:${username}`})`,
  );
  await db.execute(sql`update login_failures set failures = greatest(failures - 1, 0) where key = ${`ip:${ip}`}`);
  await db.execute(sql`
    insert into login_failures (key, failures, window_start) values (${`known:${username}|${ip}`}, 0, now())
    on conflict (key) do update set window_start = now()`);
}

/** Whether a token's user may still use it (lib/auth.ts): one primary-key read per authenticated request. */
export async function tokenUserState(db: Database, userId: number) {
  const [row] = await db
    .select({ active: users.isActive, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** A new pair; `family`: the login the refresh token descends from (a new login starts its own). */
async function issueTokenPair(
  ctx: Ctx,
  tx: Executor,
  user: { id: number; username: string; email: string; firstName: string; tokenVersion: number },
  family?: string,
) {
  const refresh = await ctx.tokens.signRefresh(user.id, user.tokenVersion);
  await tx
    .insert(refreshTokens)
    .values({ jti: refresh.jti, userId: user.id, expiresAt: refresh.expiresAt, family: family ?? refresh.jti });
  const access = await ctx.tokens.signAccess({ ...user, verified: true });
  return { access, refresh: refresh.token };
}

/**
 * Every try is counted before the password is checked (mayTry), known and unknown accounts alike, so the answers and
 * the work done are the same for both and simultaneous tries cannot slip past the limits.
 */
/**
 * `chosenLanguage`: the language menu's cookie, if the person chose one before logging in: their mails follow it from
 * now on (the browser's Accept-Language alone does not replace a language the account already has).
 */
export async function login(
  ctx: Ctx,
  input: { username: string; password: string },
  ip: string,
  chosenLanguage: Language | null = null,
) {
  const username = normalise(input.username);
  if (!(await mayTry(ctx.db, username, ip))) throw new HttpError(429, { detail: ACCOUNT_MESSAGES.tooManyAttempts });

  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok || !user.isActive) throw nonFieldError(ACCOUNT_MESSAGES.loginFailed);
  if (!user.emailVerifiedAt) throw new HttpError(401, { detail: ACCOUNT_MESSAGES.unverified });

  await recordSuccess(ctx.db, username, ip);
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ lastLoginAt: sql`now()`, ...(chosenLanguage ? { language: chosenLanguage } : {}) })
      .where(eq(users.id, user.id));
    return issueTokenPair(ctx, tx, user);
  });
}

/**
 * How long a rotated refresh token still works. A browser that leaves the page while its refresh call is in flight
 * never reads the new pair; its next page presents the old token again a moment later and must not be signed out.
 */
export const ROTATION_GRACE_SECONDS = 30;

/**
 * Rotation: the presented refresh token is spent and a new pair is issued. A revoked token fails; so does a rotated
 * one once ROTATION_GRACE_SECONDS have passed since its first rotation.
 */
export async function refresh(ctx: Ctx, token: string) {
  const verified = await ctx.tokens.verify(token, 'refresh');
  if (!verified) throw tokenNotValid('Token is invalid or expired');
  const pair = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: sql`coalesce(${refreshTokens.rotatedAt}, now())` })
      .where(
        and(
          eq(refreshTokens.jti, verified.jti),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, sql`now()`),
          or(
            isNull(refreshTokens.rotatedAt),
            gt(refreshTokens.rotatedAt, sql`now() - make_interval(secs => ${ROTATION_GRACE_SECONDS})`),
          ),
        ),
      )
      .returning({
        userId: refreshTokens.userId,
        family: sql<string>`coalesce(${refreshTokens.family}, ${refreshTokens.jti})`,
      });
    if (!spent) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, spent.userId)).limit(1);
    if (!user || !user.isActive) throw tokenNotValid('User not found');
    // Issued before a password change or reset.
    if (user.tokenVersion !== verified.version) throw tokenNotValid('Token is blacklisted');
    return issueTokenPair(ctx, tx, user, spent.family);
  });
  if (pair) return pair;
  // A token spent past its grace, presented again: whoever holds it is not the session that rotated it. Every token
  // of its family ends (after the failed transaction, so the revocation stays).
  await ctx.db.execute(sql`
    update refresh_tokens t set revoked_at = now()
      from refresh_tokens spent
     where spent.jti = ${verified.jti} and spent.rotated_at is not null
       and t.user_id = spent.user_id and t.revoked_at is null
       and coalesce(t.family, t.jti) = coalesce(spent.family, spent.jti)`);
  throw tokenNotValid('Token is blacklisted');
}

export async function logout(ctx: Ctx, token: string): Promise<void> {
  const verified = await ctx.tokens.verify(token, 'refresh');
  if (!verified) throw tokenNotValid('Token is invalid or expired');
  // The token and the user's rotated tokens still in their grace window: the predecessor of the presented token must
  // not outlive the logout by those seconds.
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, verified.userId),
        isNull(refreshTokens.revokedAt),
        or(
          eq(refreshTokens.jti, verified.jti),
          gt(refreshTokens.rotatedAt, sql`now() - make_interval(secs => ${ROTATION_GRACE_SECONDS})`),
        ),
      ),
    );
}

// ---------- the user's own record ----------

export async function groupNames(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: groups.name })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId))
    .orderBy(groups.name);
  return rows.map((r) => r.name);
}

export async function userDetail(ctx: Ctx, userId: number) {
  const [row] = await ctx.db
    .select({ user: users, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  const [groupList, favourites] = await Promise.all([
    groupNames(ctx.db, userId),
    ctx.db
      .select({ id: favoriteJobs.id, job: favoriteJobs.jobId })
      .from(favoriteJobs)
      .where(eq(favoriteJobs.userId, userId))
      .orderBy(favoriteJobs.id),
  ]);
  return presentUser(ctx.publicUrl, row.user, row.profile, groupList, favourites);
}

/** PATCH: only the fields given change (DRF's partial update); an empty alternative contact clears it. */
export async function updateBasicInfo(
  ctx: Ctx,
  userId: number,
  input: {
    first_name?: string;
    last_name?: string;
    'profile.gender'?: 'Male' | 'Female';
    'profile.phone_number'?: string;
    'profile.alternative_contact'?: string | undefined;
  },
) {
  const userFields = { firstName: input.first_name, lastName: input.last_name };
  const profileFields = {
    gender: input['profile.gender'],
    phoneNumber: input['profile.phone_number'],
    alternativeContact:
      input['profile.alternative_contact'] === undefined ? undefined : input['profile.alternative_contact'] || null,
  };
  const given = <T extends object>(fields: T) =>
    Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
  await ctx.db.transaction(async (tx) => {
    const changedUser = given(userFields);
    const changedProfile = given(profileFields);
    if (Object.keys(changedUser).length > 0) await tx.update(users).set(changedUser).where(eq(users.id, userId));
    if (Object.keys(changedProfile).length > 0)
      await tx.update(profiles).set(changedProfile).where(eq(profiles.userId, userId));
  });
  return userDetail(ctx, userId);
}

export async function profileOwner(
  db: Database,
  profileId: number,
): Promise<{ userId: number; profilePic: string | null } | null> {
  const [row] = await db
    .select({ userId: profiles.userId, profilePic: profiles.profilePic })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  return row ?? null;
}

export async function updateProfilePic(ctx: Ctx, profileId: number, previous: string | null, file: UploadedFile) {
  const key = newKey('profile-pics', file.type);
  await ctx.storage.put(key, file.data, file.type);
  const [row] = await ctx.db.update(profiles).set({ profilePic: key }).where(eq(profiles.id, profileId)).returning();
  if (previous) await ctx.storage.delete(previous).catch(() => undefined);
  return { id: profileId, profile_pic: row?.profilePic ? `${ctx.publicUrl}/media/${row.profilePic}` : null };
}

// ---------- passwords ----------

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
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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
    const userId = await consumeEmailToken(tx, token, 'reset');
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
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  });
}

/** The language the person reads the portal in; their mails follow it. */
export async function setLanguage(ctx: Ctx, userId: number, language: Language): Promise<void> {
  await ctx.db.update(users).set({ language }).where(eq(users.id, userId));
}
