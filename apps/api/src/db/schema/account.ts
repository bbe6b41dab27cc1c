// Users, their groups and profile, and everything sessions and mail need.
import { sql, type BuildExtraConfigColumns } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import type { SmsKind } from '@portal/contract';
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
    // A mobile number the person signs in and receives SMS with (issue 33), E.164 ("+256772123456"); `email` is ''
    // for an account made with a phone number only. The number counts once its code was entered (verified).
    phone: varchar('phone', { length: 16 }),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    // Where the account was made: the web app, or a phone's USSD menu (the Ministry counts sign-ups by channel).
    signupChannel: varchar('signup_channel', { length: 8 }).$type<'web' | 'ussd'>().notNull().default('web'),
    // Which of the SMS a person may switch off they want (codes always go): decisions on their applications, and
    // invitations to apply. Job alerts choose their channel each (job_alerts.channel).
    smsDecisions: boolean('sms_decisions').notNull().default(true),
    smsInvitations: boolean('sms_invitations').notNull().default(true),
    // A USSD user's 4-digit PIN (argon2id), asked before the menu applies or changes anything (issue 33).
    ussdPinHash: text('ussd_pin_hash'),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq')
      .on(t.phone)
      .where(sql`${t.phone} is not null`),
    check('users_signup_channel_ck', sql`${t.signupChannel} in ('web', 'ussd')`),
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
    // The address a 'verify' link proves when it is not yet the account's: one a phone account is adding (issue 33),
    // which becomes users.email only when the link is followed.
    address: varchar('address', { length: 254 }),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_uq').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId),
    check('email_tokens_purpose_ck', sql`${t.purpose} in ('verify', 'reset')`),
  ],
);

/**
 * SMS written in the same transaction as the change that causes it, sent by a worker through the gateway with the mail
 * outbox's lease (issue 33). `kind` says what it is (the limits and the Ministry's figures count by it); `cost` is the
 * gateway's price of the message once sent ("UGX 25.0000" gives 25).
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: primaryId(),
    toNumber: varchar('to_number', { length: 16 }).notNull(),
    body: varchar('body', { length: 480 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<SmsKind>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: varchar('language', { length: 5 }).notNull().default('en'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: createdNow('next_attempt_at'),
    lastError: text('last_error'),
    cost: numeric('cost', { precision: 12, scale: 4, mode: 'number' }),
  },
  (t) => [
    index('sms_outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    // The limits: what one number was sent today, and what went out today in all.
    index('sms_outbox_to_created_idx').on(t.toNumber, t.createdAt),
    index('sms_outbox_created_idx').on(t.createdAt),
    index('sms_outbox_user_idx').on(t.userId),
    check('sms_outbox_kind_ck', sql`${t.kind} in ('code', 'alert', 'decision', 'invitation', 'confirmation')`),
  ],
);

/** Numbers that replied STOP (or opted out at the gateway): no SMS goes to them until they reply START. */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: varchar('phone', { length: 16 }).primaryKey(),
  createdAt: createdAt(),
});

/**
 * Codes sent by SMS (issue 33): to verify a number (`verify`: a new phone account, or a number added to an account),
 * or to reset a password (`reset`). Only a hash is kept; a code expires, and dies after its tries are spent.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: primaryId(),
    phone: varchar('phone', { length: 16 }).notNull(),
    userId: cascadeRef('user_id', () => users.id),
    purpose: varchar('purpose', { length: 10 }).$type<'verify' | 'reset'>().notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('phone_codes_phone_idx').on(t.phone, t.purpose, t.createdAt.desc()),
    index('phone_codes_user_idx').on(t.userId),
    check('phone_codes_purpose_ck', sql`${t.purpose} in ('verify', 'reset')`),
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
