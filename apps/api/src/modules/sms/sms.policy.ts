// Who may call the SMS gateway's callbacks: whoever holds SMS_CALLBACK_SECRET, which only the gateway was given (in the
// callback URLs registered with it, docs/api.md). With no secret set, nobody.
import { createHash, timingSafeEqual } from 'node:crypto';
import { SMS_CALLBACK_MESSAGES } from '@portal/contract';
import { HttpError } from '../../lib/errors.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Throws the 403 unless `key` is the secret; compared in constant time (digests: equal lengths whatever was sent). */
export function assertGatewayKey(secret: string | undefined, key: unknown): void {
  const matches = Boolean(secret) && typeof key === 'string' && timingSafeEqual(digest(key), digest(secret ?? ''));
  if (!matches) throw new HttpError(403, { detail: SMS_CALLBACK_MESSAGES.forbidden });
}
