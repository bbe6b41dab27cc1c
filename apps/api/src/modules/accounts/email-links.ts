// The single-use links an account is mailed (verify the address, reset the password), and the limit on mails to one
// address.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailTokens } from '../../db/schema/index.js';
import { hitAll, RATE_LIMITS } from '../../lib/rate-limits.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** A username or address as accounts are matched on it. */
export const normalise = (s: string) => s.trim().toLowerCase();

type Purpose = 'verify' | 'reset';

/**
 * A new single-use link's token for the user (only its hash is kept). `address`: the address a verify link proves
 * when it is one the account is adding (issue 33), not its own yet.
 */
export async function issueEmailToken(
  tx: Executor,
  userId: number,
  purpose: Purpose,
  ttlSeconds: number,
  address: string | null = null,
) {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(emailTokens).values({
    userId,
    address,
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
export async function mayMailAddress(tx: Executor, address: string): Promise<boolean> {
  const recipient = normalise(address);
  return (
    await hitAll(tx, [
      [RATE_LIMITS.mailToAddressHour, recipient],
      [RATE_LIMITS.mailToAddressDay, recipient],
    ])
  ).allowed;
}

/** Consumes a single-use mail token; the user id (and the address it proves, when one) when it was valid. */
export async function consumeEmailToken(
  tx: Executor,
  token: string,
  purpose: Purpose,
): Promise<{ userId: number; address: string | null } | null> {
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
    .returning({ userId: emailTokens.userId, address: emailTokens.address });
  return row ?? null;
}
