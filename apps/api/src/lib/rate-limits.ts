// Limits on what costs others something: mail and in-app messages sent, rows others see (issue 28). One general
// limiter shared by every instance through the database (table rate_limit_counters): a named limit allows `max`
// hits per subject in a fixed window that starts with the subject's first hit; each hit is counted and checked in
// one statement, so simultaneous requests each see their own number (the pattern of decision 012's login limiter).
// docs/api.md "Limits (issue 28)" lists every limit and where it applies.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { detailError, LIMIT_MESSAGES } from '@portal/contract';
import type { Executor } from '../db/client.js';
import { rateLimitCounters } from '../db/schema/index.js';
import { queryRows } from '../db/typed-sql.js';
import { currentUser } from './auth.js';
import { HttpError } from './errors.js';

export type RateLimit = {
  /** The key's prefix: unique per limit, never renamed while counters live (a rename starts every count again). */
  name: string;
  windowSeconds: number;
  max: number;
  /** The 429's detail; none for a limit whose refusal is silent (mail to an address). */
  message?: string;
};

const HOUR = 3600;
const DAY = 24 * HOUR;
/** A limit of `max` hits a day, refused with `message`. */
const perDay = (name: string, max: number, message: string): RateLimit => ({ name, windowSeconds: DAY, max, message });

/** Every limit, in one place. Generous for real use; each stops one person flooding others. */
export const RATE_LIMITS = {
  /** Mail to one address from registration, resend and reset, whoever asks: further requests send nothing. */
  mailToAddressHour: { name: 'mail-to-address-hour', windowSeconds: HOUR, max: 3 },
  mailToAddressDay: { name: 'mail-to-address-day', windowSeconds: DAY, max: 10 },
  /** SMS codes to one number (issue 33), from sign-up, resend, reset and adding a number, whoever asks: further
   * requests send nothing and answer as if sent (the mail-to-address limits' rule). */
  codesToNumberHour: { name: 'codes-to-number-hour', windowSeconds: HOUR, max: 3 },
  codesToNumberDay: { name: 'codes-to-number-day', windowSeconds: DAY, max: 10 },
  /** Numbers and addresses a signed-in person asks to add to their account, each a code or a link sent. */
  identifierCodesPerUser: perDay('identifier-codes-per-user', 10, LIMIT_MESSAGES.accountCodes),
  /** Accounts created from one client address (TRUST_PROXY decides the address). */
  registrationsPerAddress: {
    name: 'registrations-per-address',
    windowSeconds: HOUR,
    max: 10,
    message: LIMIT_MESSAGES.registrations,
  },
  /** Invitations to apply (each an in-app notification and a mail): per company over all its jobs, and per seeker. */
  invitationsPerCompany: perDay('invitations-per-company', 50, LIMIT_MESSAGES.companyInvitations),
  invitationsPerCompanyAndSeeker: {
    name: 'invitations-per-company-seeker',
    windowSeconds: 7 * DAY,
    max: 1,
    message: LIMIT_MESSAGES.seekerInvitation,
  },
  /** A company's decisions on one application that notify the applicant (in-app and by mail). */
  decisionsPerApplication: perDay('decisions-per-application', 5, LIMIT_MESSAGES.decisions),
  /** Reports of jobs, read by the Ministry. */
  reportsPerReporter: perDay('reports-per-reporter', 10, LIMIT_MESSAGES.reports),
  /** Readers' suggestions of better wordings, read by the Ministry (issue 32). */
  translationSuggestionsPerUser: perDay('translation-suggestions-per-user', 30, LIMIT_MESSAGES.translationSuggestions),
  /** Applications a seeker sends to companies, and to skills competitions. */
  jobApplicationsPerUser: perDay('job-applications-per-user', 50, LIMIT_MESSAGES.applications),
  skillsApplicationsPerUser: perDay('skills-applications-per-user', 50, LIMIT_MESSAGES.applications),
  /** What providers publish to everyone (one account is one company, trainer, provider or counsellor). */
  jobPostsPerUser: perDay('job-posts-per-user', 50, LIMIT_MESSAGES.posts),
  trainingPostsPerUser: perDay('training-posts-per-user', 50, LIMIT_MESSAGES.posts),
  competitionPostsPerUser: perDay('competition-posts-per-user', 20, LIMIT_MESSAGES.posts),
  eventPostsPerUser: perDay('event-posts-per-user', 20, LIMIT_MESSAGES.posts),
  resourcePostsPerUser: perDay('resource-posts-per-user', 20, LIMIT_MESSAGES.posts),
  /**
   * The SMS gateway's callbacks (issue 33), per address: every reply of every person comes from the gateway's few
   * addresses, so the limit only stops a flood; the 429 is the general one (nobody reads it).
   */
  smsCallbacksPerAddress: { name: 'sms-callbacks-per-address', windowSeconds: HOUR, max: 5000 },
  /**
   * Steps of the USSD menu per calling number (issue 33): a whole session is 10 to 20 steps, so this is a few dozen
   * sessions an hour; past it the menu's screen says "try later" (in its language) and reads nothing.
   */
  ussdStepsPerPhone: { name: 'ussd-steps-per-phone', windowSeconds: HOUR, max: 300 },
  /** The Ministry's changes to the search's trade synonyms (each reloads every instance's copy). */
  tradeSynonymChangesPerUser: perDay('trade-synonym-changes-per-user', 200, LIMIT_MESSAGES.posts),
} as const satisfies Record<string, RateLimit>;

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; limit: RateLimit };

/** The counter's key: the subject hashed, so the table holds no address, e-mail or id (it outlives account deletion). */
const keyOf = (limit: RateLimit, subject: string | number) =>
  `${limit.name}:${createHash('sha256').update(String(subject)).digest('base64url')}`;

const counter = alias(rateLimitCounters, 'c');
/**
 * Counts one hit of `subject` against `limit` and says whether it is within. A window that is over starts again at
 * this hit. A refused hit leaves the count at max + 1 (it does not pile up). Run inside the transaction of the write
 * it guards, a hit that rolls back is not counted.
 */
export async function hit(db: Executor, limit: RateLimit, subject: string | number): Promise<LimitVerdict> {
  const rows = await queryRows(
    db,
    {
      hits: counter.hits,
      retry_after: sql<number>`greatest(1, ceil(extract(epoch from window_ends_at - now())))::int`,
    },
    (list) => sql`
    insert into rate_limit_counters as c (key, hits, window_ends_at)
    values (${keyOf(limit, subject)}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
    on conflict (key) do update set
      hits = case when c.window_ends_at <= now() then 1 else least(c.hits + 1, ${limit.max + 1}::int) end,
      window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
    returning ${list}`,
  );
  const row = rows[0];
  if (!row || row.hits <= limit.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Number(row.retry_after), limit };
}

/**
 * Counts a hit against several limits, the shortest window first, and stops at the first that refuses: a hit an
 * hour's limit refused is not counted against the day's, so a burst does not use up the longer window too.
 */
export async function hitAll(
  db: Executor,
  checks: readonly (readonly [RateLimit, string | number])[],
): Promise<LimitVerdict> {
  const ordered = [...checks].sort(([a], [b]) => a.windowSeconds - b.windowSeconds);
  for (const [limit, subject] of ordered) {
    const verdict = await hit(db, limit, subject);
    if (!verdict.allowed) return verdict;
  }
  return { allowed: true };
}

/** The 429 of a refused limit: `Retry-After` in seconds and the limit's `{detail}`. */
export function tooManyRequests(verdict: Extract<LimitVerdict, { allowed: false }>): HttpError {
  return new HttpError(
    429,
    { detail: verdict.limit.message ?? 'Too many requests. Please try again later.' },
    { 'retry-after': String(verdict.retryAfterSeconds) },
  );
}

/** Counts the hits and throws the 429 when a limit refuses. */
export async function enforce(db: Executor, ...checks: (readonly [RateLimit, string | number])[]): Promise<void> {
  const verdict = await hitAll(db, checks);
  if (!verdict.allowed) throw tooManyRequests(verdict);
}

/**
 * A route's `preHandler` counting each valid request (it runs after authentication, permission checks and body
 * validation) against `limit`, per signed-in user or per client address.
 */
export function limitPer(subject: 'user' | 'address', limit: RateLimit) {
  return async (req: FastifyRequest): Promise<void> => {
    await enforce(req.server.deps.db, [limit, subject === 'user' ? currentUser(req).id : req.ip]);
  };
}

/** The 429 in a limited route's OpenAPI responses. */
export const rateLimitedResponse = { 429: detailError } as const;
