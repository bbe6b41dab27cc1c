// What `npm run create-user` does (cli/create-user-cli.ts is its entry): an account made by the operator, e.g. the first
// Ministry account of a portal without the demo data. The account module makes it (createAccountForOperator); this
// reads the command line and says what the operator has to hand over (docs/deploy.md, "The first accounts").
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { GROUPS, RESET_LINK_TTL_S, type GroupName } from '@portal/contract';
import type { Database } from './db/client.js';
import { HttpError } from './lib/errors.js';
import { createAccountForOperator } from './modules/accounts/index.js';

export const CREATE_USER_USAGE = [
  'usage: npm run create-user -- --email ADDRESS [--group GROUP ...] [--first-name NAME] [--last-name NAME]',
  '       (in the image: node apps/api/dist/create-user-cli.js --email ADDRESS --group GROUP ...)',
  `GROUP, as often as needed: ${GROUPS.join(', ')}`,
].join('\n');

export type CreateUserRequest = {
  email: string;
  groups: GroupName[];
  firstName: string | undefined;
  lastName: string | undefined;
};

const requestSchema = z.object({
  email: z.email('--email: must be an e-mail address'),
  groups: z.array(
    z.enum(GROUPS, { error: (issue) => `--group: ${String(issue.input)} is not one of ${GROUPS.join(', ')}` }),
  ),
  firstName: z.string().trim().max(150).optional(),
  lastName: z.string().trim().max(150).optional(),
});

/** The command line's options; an Error naming what is wrong, with the usage, when they are not right. */
export function parseCreateUserArgs(argv: readonly string[]): CreateUserRequest {
  const fail = (why: string) => new Error(`${why}\n${CREATE_USER_USAGE}`);
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        group: { type: 'string', multiple: true },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw fail(err instanceof Error ? err.message : String(err));
  }
  if (!values.email) throw fail('--email is required');
  const parsed = requestSchema.safeParse({
    email: values.email,
    groups: values.group ?? [],
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  if (!parsed.success) throw fail(parsed.error.issues.map((issue) => issue.message).join('\n'));
  // A unique list: `--group Company --group Company` is one group.
  return {
    email: parsed.data.email,
    groups: [...new Set(parsed.data.groups)],
    firstName: parsed.data.firstName,
    lastName: parsed.data.lastName,
  };
}

/** 16 random characters, for the operator to hand over once (the person changes it after signing in). */
const newPassword = () => randomBytes(12).toString('base64url');

/**
 * Creates the account and answers the lines to print. With SMTP configured, the person gets the password reset mail
 * (from the outbox, sent by the portal's instances) and no password is shown; without it, a random password is
 * printed once, since no mail would reach them.
 */
export async function createUser(
  ctx: { db: Database; publicUrl: string },
  request: CreateUserRequest,
  opts: { mailConfigured: boolean },
): Promise<string[]> {
  const password = opts.mailConfigured ? null : newPassword();
  // The service's 400 (written for the API: the address is taken), said for a console.
  const made = await createAccountForOperator(ctx, { ...request, password }).then(
    () => true,
    (err: unknown) => {
      if (err instanceof HttpError && err.statusCode === 400) return false;
      throw err;
    },
  );
  if (!made) throw new Error(`an account with the address ${request.email} exists already`);
  const groups = request.groups.length > 0 ? request.groups.join(', ') : 'no group';
  const created = `created ${request.email.toLowerCase()} (${groups})`;
  if (password === null) {
    const minutes = Math.round(RESET_LINK_TTL_S / 60);
    return [
      created,
      `a mail with a link to choose a password is queued for ${request.email} (the portal's instances send it; the link works for ${minutes} minutes, "Forgot password" sends a new one)`,
    ];
  }
  return [
    created,
    `password (shown this once): ${password}`,
    'hand it over privately; the person changes it under Account settings after signing in',
  ];
}
