// Users, their groups and profile, and everything sessions and mail need.
import { sql, type BuildExtraConfigColumns } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, createdNow, deactivatedAt, primaryId, timestamptz } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    // The spec's clients log in with the e-mail address as the username.
    username: varchar('username', { length: 150 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 150 }).notNull().default(''),
    lastName: varchar('last_name', { length: 150 }).notNull().default(''),
    // is_active: the account may sign in; verified: the e-mail address was confirmed.
    isActive: boolean('is_active').notNull().default(true),
    emailVerifiedAt: timestamptz('email_verified_at'),
    createdAt: createdAt(),
    lastLoginAt: timestamptz('last_login_at'),
    // In every token (claim `ver`): raised by a password change or reset, so every token issued before stops working.
    tokenVersion: integer('token_version').notNull().default(0),
    // The language the person reads the portal in (issue 17): their mails go out in it.
    language: varchar('language', { length: 5 }).notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

/** The columns every account type's record has (accountRecordTable). */
const accountRecordColumns = () => ({
  id: primaryId(),
  userId: cascadeRef('user_id', () => users.id),
  deactivatedAt: deactivatedAt(),
  createdAt: createdAt(),
});

/**
 * The table of one account type's records (lib/account-type.ts: company, trainer, skills provider, career counsellor,
 * job seeker): an id, the one user it belongs to (`<name>_user_uq`), when it was made and deactivated (a record is
 * deactivated, never deleted), and `columns`, the type's own; `extra`: its own indexes and checks.
 */
export function accountRecordTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extra: (
    t: BuildExtraConfigColumns<N, ReturnType<typeof accountRecordColumns> & C, 'pg'>,
  ) => PgTableExtraConfigValue[] = () => [],
) {
  return pgTable(name, { ...accountRecordColumns(), ...columns }, (t) => [
    uniqueIndex(`${name}_user_uq`).on(t.userId),
    ...extra(t),
  ]);
}

export const profiles = pgTable(
  'profiles',
  {
    id: primaryId(),
    userId: cascadeRef('user_id', () => users.id),
    profilePic: text('profile_pic'),
    gender: varchar('gender', { length: 10 }),
    phoneNumber: varchar('phone_number', { length: 20 }),
    alternativeContact: varchar('alternative_contact', { length: 20 }),
  },
  (t) => [
    uniqueIndex('profiles_user_uq').on(t.userId),
    check('profiles_gender_ck', sql`${t.gender} is null or ${t.gender} in ('Male', 'Female')`),
  ],
);

export const groups = pgTable(
  'groups',
  {
    id: primaryId(),
    name: varchar('name', { length: 50 }).notNull(),
  },
  (t) => [uniqueIndex('groups_name_uq').on(t.name)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: cascadeRef('user_id', () => users.id),
    groupId: cascadeRef('group_id', () => groups.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_groups_group_idx').on(t.groupId)],
);

/**
 * One row per issued refresh token. Rotation stamps `rotatedAt`; logout, a password change or a deactivation stamps
 * `revokedAt`; a spent token presented again after the grace revokes its whole family (it was stolen, or replayed). A rotated token still works for a few seconds (ROTATION_GRACE_SECONDS), because a page that navigates
 * while its refresh call is in flight never stores the new pair and would otherwise be signed out.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    rotatedAt: timestamptz('rotated_at'),
    // The jti of the login the token descends from by rotation (null: one from before families, its own jti).
    family: varchar('family', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.family)],
);

/** Single-use tokens sent by mail (verify the address, reset the password); only a hash is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: primaryId(),
    userId: cascadeRef('user_id', () => users.id),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_uq').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId),
    check('email_tokens_purpose_ck', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

/** Failed logins per key ("account:<name>" or "ip:<address>") in a sliding window; shared by every process. */
export const loginFailures = pgTable('login_failures', {
  key: varchar('key', { length: 300 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: createdNow('window_start'),
});

/** Mail written in the same transaction as the change that causes it; a worker sends it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    // Extra headers (List-Unsubscribe of an alert's mail).
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: createdNow('next_attempt_at'),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
