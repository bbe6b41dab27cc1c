// An account made from a phone's USSD menu (issue 33): the number is its name and its only contact, verified by the
// network that put the call through. It has no e-mail address and a password nobody knows (a random one's hash);
// its PIN guards what the menu changes.
import { randomBytes } from 'node:crypto';
import type { Language } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { hashPassword } from '../../lib/passwords.js';
import { insertAccount } from './registration.service.js';

export async function createUssdAccount(
  tx: Executor,
  input: { phone: string; firstName: string; lastName: string; language: Language; pinHash: string },
): Promise<{ id: number }> {
  const user = await insertAccount(tx, {
    username: input.phone,
    email: '',
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    firstName: input.firstName,
    lastName: input.lastName,
    language: input.language,
    phone: input.phone,
    phoneVerifiedAt: new Date(),
    signupChannel: 'ussd',
    ussdPinHash: input.pinHash,
  });
  return { id: user.id };
}
