// The codes sent by SMS (issue 33): one verifies a number (a new phone account's, or one added to an account), one
// resets a password. Only a hash is kept (like the mailed links' tokens, email-links.ts); a code expires after
// PHONE_CODE_TTL_S and dies after PHONE_CODE_TRIES tries. A million codes are quickly hashed, so the hash protects a
// code only for its ten minutes' life: what it guards is a database copy read later, not one read live.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { PHONE_CODE_TRIES, PHONE_CODE_TTL_S, isLanguage, type Language } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { phoneCodes } from '../../db/schema/index.js';
import { hitAll, RATE_LIMITS } from '../../lib/rate-limits.js';
import { queueSms } from '../../lib/sms.js';

export type CodePurpose = 'verify' | 'reset';

const codeHash = (phone: string, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');

const MINUTES = PHONE_CODE_TTL_S / 60;
/** The SMS in each language: one GSM-7 message (no character outside its alphabet, at most 160). */
const CODE_SMS: Record<Language, (code: string) => string> = {
  en: (code) => `Your TVET Portal code is ${code}. It expires in ${MINUTES} minutes.`,
  sw: (code) => `Msimbo wako wa TVET Portal ni ${code}. Utaisha muda baada ya dakika ${MINUTES}.`,
  lg: (code) => `Koodi yo eya TVET Portal ye ${code}. Ejja kuggwaako mu ddakiika ${MINUTES}.`,
};
export const codeSmsText = (language: string, code: string) => CODE_SMS[isLanguage(language) ? language : 'en'](code);

/**
 * A new code for `phone`, queued by SMS in the caller's transaction; the number's earlier live codes of the purpose
 * stop working. Past the limits on codes to one number nothing is sent (the caller answers as if it was): false.
 */
export async function sendPhoneCode(
  tx: Executor,
  to: { phone: string; userId: number; language: string },
  purpose: CodePurpose,
): Promise<boolean> {
  const verdict = await hitAll(tx, [
    [RATE_LIMITS.codesToNumberHour, to.phone],
    [RATE_LIMITS.codesToNumberDay, to.phone],
  ]);
  if (!verdict.allowed) return false;
  await tx
    .update(phoneCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(phoneCodes.phone, to.phone), eq(phoneCodes.purpose, purpose), isNull(phoneCodes.usedAt)));
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.insert(phoneCodes).values({
    phone: to.phone,
    userId: to.userId,
    purpose,
    codeHash: codeHash(to.phone, purpose, code),
    expiresAt: new Date(Date.now() + PHONE_CODE_TTL_S * 1000),
  });
  await queueSms(tx, {
    to: to.phone,
    text: codeSmsText(to.language, code),
    kind: 'code',
    userId: to.userId,
    language: to.language,
  });
  return true;
}

/** Which code a try is for: the latest live one of the number, or of the account (a number being added). */
export type CodeScope = { phone: string; userId?: never } | { userId: number; phone?: never };

/**
 * One try of `code` against the scope's latest live code: the try is counted first, in its own statement (not in the
 * caller's transaction, whose failure would roll the count back), so simultaneous tries cannot pass the limit. A
 * right code is answered (its row, not yet spent: `spendPhoneCode` in the caller's transaction does that); a wrong,
 * expired, spent or dead one answers null. `owner` narrows the rows further (e.g. the number's own account).
 */
export async function tryPhoneCode(
  db: Executor,
  scope: CodeScope,
  purpose: CodePurpose,
  code: string,
  owner?: SQL,
): Promise<{ id: number; userId: number; phone: string } | null> {
  const latest = db
    .select({ id: phoneCodes.id })
    .from(phoneCodes)
    .where(
      and(
        scope.phone === undefined ? eq(phoneCodes.userId, scope.userId) : eq(phoneCodes.phone, scope.phone),
        eq(phoneCodes.purpose, purpose),
        isNull(phoneCodes.usedAt),
        gt(phoneCodes.expiresAt, sql`now()`),
        owner,
      ),
    )
    .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
    .limit(1);
  const [row] = await db
    .update(phoneCodes)
    .set({ tries: sql`${phoneCodes.tries} + 1` })
    .where(and(inArray(phoneCodes.id, latest), lt(phoneCodes.tries, PHONE_CODE_TRIES)))
    .returning({
      id: phoneCodes.id,
      userId: phoneCodes.userId,
      phone: phoneCodes.phone,
      codeHash: phoneCodes.codeHash,
    });
  if (!row) return null;
  const given = Buffer.from(codeHash(row.phone, purpose, code), 'hex');
  const stored = Buffer.from(row.codeHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  return { id: row.id, userId: row.userId, phone: row.phone };
}

/** Spends a code `tryPhoneCode` accepted; false when a simultaneous request spent it first. */
export async function spendPhoneCode(tx: Executor, id: number): Promise<boolean> {
  const spent = await tx
    .update(phoneCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt)))
    .returning({ id: phoneCodes.id });
  return spent.length > 0;
}
