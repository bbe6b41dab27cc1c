// Sign-in and sessions: the login limiter, token pairs, their rotation and the logout.
import { and, eq, gt, isNull, like, or, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type Language } from '@portal/contract';
import type { Database, Executor } from '../../db/client.js';
import { loginFailures, refreshTokens, users } from '../../db/schema/index.js';
import { queryRows } from '../../db/typed-sql.js';
import { HttpError, nonFieldError, tokenNotValid } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { Storage } from '../../lib/storage.js';
import type { TokenService } from '../../lib/tokens.js';
import { normalise } from './email-links.js';

export type Ctx = { db: Database; storage: Storage; tokens: TokenService; publicUrl: string };

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

const isE164 = (s: string) => /^\+\d+$/.test(s);

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
export async function issueTokenPair(
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
  // The schema gives a phone number as E.164 whatever its written form, so the tries count once per number.
  const username = normalise(input.username);
  if (!(await mayTry(ctx.db, username, ip))) throw new HttpError(429, { detail: ACCOUNT_MESSAGES.tooManyAttempts });

  const [user] = await ctx.db
    .select()
    .from(users)
    .where(
      isE164(username)
        ? eq(users.phone, username)
        : // A phone account (its username the number) signs in with the address it added too (issue 33).
          or(
            eq(sql`lower(${users.username})`, username),
            and(eq(sql`lower(${users.email})`, username), like(users.username, '+%')),
          ),
    )
    .orderBy(sql`lower(${users.username}) = ${username} desc`, users.id)
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok || !user.isActive) throw nonFieldError(ACCOUNT_MESSAGES.loginFailed);
  // Usable once one of its identifiers was proved: the mailed link followed, or the SMS code entered.
  if (!user.emailVerifiedAt && !user.phoneVerifiedAt) throw new HttpError(401, { detail: ACCOUNT_MESSAGES.unverified });

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
