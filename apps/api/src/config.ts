// Environment → typed configuration, checked once at start-up; a bad value stops the process with a clear message.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '@portal/contract';
import { VISITOR_CACHE_S } from './lib/response-cache.js';
import type { S3Settings } from './lib/s3-storage.js';
import { SMS_DAILY_LIMIT_DEFAULT, type SmsGateway } from './lib/sms.js';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  // Connections per instance: instances × DATABASE_POOL_MAX must stay under the server's max_connections less its
  // reserved ones (docs/deploy.md). Unset: 10, or two per core on the embedded server.
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).optional(),
  // Apply pending migrations at start-up (under a lock); 0 when a deploy runs `npm run db:migrate` once first.
  MIGRATE_ON_START: flag,
  // Uploads in an S3 bucket (every instance sees every file); unset: $DATA_DIR/media on this machine's disk.
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: flag,
  // The nightly backup (issue 29, backup-schedule.ts): its folder (unset: $DATA_DIR/backups) and a bucket to copy each
  // one to, with the S3_* settings above. With DATABASE_URL, nightly backups run only when one of them is set.
  BACKUP_DIR: z.string().trim().min(1).optional(),
  BACKUP_S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  // Prometheus metrics on their own port (never the public one); unset: off.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  // The address the metrics port listens on: this machine only unless told (the metrics say how busy the portal is, and
  // nobody but Prometheus should read them); HOST is the public port's.
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  // How long a SIGTERM'd instance keeps serving while /api/ready says 503, before it closes.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
  // How long a visitor's job list (API) and rendered page are reused before they are made again (decisions 003, 020).
  VISITOR_CACHE_SECONDS: z.coerce.number().int().min(1).max(300).default(VISITOR_CACHE_S),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('TVET Portal <no-reply@tvet.go.ug>'),
  // SMS through Africa's Talking (issue 33, lib/sms.ts): its account's username and API key (both or neither; unset:
  // each SMS is printed), the sender id it registered for the portal (unset: the account's default), and its address
  // (the sandbox's is https://api.sandbox.africastalking.com).
  AT_USERNAME: z.string().trim().min(1).optional(),
  AT_API_KEY: z.string().trim().min(1).optional(),
  AT_SENDER_ID: z.string().trim().min(1).max(11).optional(),
  AT_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.africastalking.com'),
  // The most SMS the portal queues in a Kampala day, all kinds counted; past it only codes go (lib/sms.ts).
  SMS_DAILY_LIMIT: z.coerce.number().int().min(0).default(SMS_DAILY_LIMIT_DEFAULT),
  // The key in the callback URLs given to Africa's Talking (…/api/sms/inbound/?key=…); unset: the callbacks answer 403.
  SMS_CALLBACK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // Where people write or call about the portal (the About page's Contact us); unset: not shown.
  CONTACT_EMAIL: z.email('must be an e-mail address').optional(),
  CONTACT_PHONE: z.string().trim().max(30).optional(),
  DEMO_DATA: flag,
  // The USSD menu (issue 33): the secret Africa's Talking's callback address carries (`/api/ussd/?key=…`; unset: the
  // callback answers 403 to everyone), and the code people dial, shown in help texts and SMS.
  USSD_CALLBACK_SECRET: z.string().trim().min(16, 'must be at least 16 characters').max(200).optional(),
  USSD_SERVICE_CODE: z
    .string()
    .trim()
    .regex(/^\*[0-9*]+#$/, 'must be a USSD code such as *284*12#')
    .default('*284*12#'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(86_400).default(ACCESS_TOKEN_TTL_S),
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(60).default(REFRESH_TOKEN_TTL_S),
  // A JSON line per request (id, route, status, time); unset: on with DATABASE_URL, off on a laptop's embedded mode.
  LOG_REQUESTS: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      const trust = parseTrustProxy(v);
      if (trust === null)
        ctx.addIssue({
          code: 'custom',
          message: 'must be a hop count (e.g. 1) or a comma-separated list of addresses or CIDR ranges',
        });
      return trust ?? false;
    }),
});

/**
 * Which proxies may say who the client is (X-Forwarded-For): unset or empty, nobody (the address is the socket's, so
 * a client cannot pick the address the login limiter counts); a number, that many hops; a list, those addresses or
 * CIDR ranges. null: not one of these.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | null {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value) > 0 ? Number(value) : false;
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !address || isIP(address) === 0) return false;
    if (bits === undefined) return true;
    const max = isIP(address) === 4 ? 32 : 128;
    return /^\d+$/.test(bits) && Number(bits) <= max;
  });
  return valid ? entries : null;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** AT_*: Africa's Talking's account, sender id and address; without username and key, SMS are printed. */
  sms: SmsGateway;
  /** SMS_DAILY_LIMIT: the most SMS queued in a Kampala day; past it only codes. */
  smsDailyLimit: number;
  /** SMS_CALLBACK_SECRET: the key Africa's Talking's callbacks must carry; undefined: they are refused. */
  smsCallbackSecret: string | undefined;
  /** CONTACT_EMAIL and CONTACT_PHONE: the portal team's, shown on the About page; null when unset. */
  contact: { email: string | null; phone: string | null };
  demoData: boolean;
  /** USSD_CALLBACK_SECRET (null: the callback refuses every request) and USSD_SERVICE_CODE. */
  ussd: { callbackSecret: string | null; serviceCode: string };
  jwtSecret: string;
  tokenTtl: { access: number; refresh: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logRequests: boolean;
  mediaDir: string;
  webDistDir: string;
  /** TRUST_PROXY (see parseTrustProxy). */
  trustProxy: false | number | string[];
  /** DATABASE_POOL_MAX; undefined: the default for the kind of database. */
  databasePoolMax: number | undefined;
  migrateOnStart: boolean;
  shutdownDrainMs: number;
  /** VISITOR_CACHE_SECONDS: how long visitors' job lists and pages are reused. */
  visitorCacheSeconds: number;
  /** S3_*: where uploads go; null = the local disk (mediaDir). */
  s3: { bucket: string; region: string; endpoint: string | undefined; forcePathStyle: boolean } | null;
  /**
   * The nightly backup: its folder and the bucket it is copied to (S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE as the
   * uploads'); null = none (DATABASE_URL without BACKUP_DIR or BACKUP_S3_BUCKET: the managed server has its own plan).
   */
  backup: { dir: string; s3: S3Settings | null } | null;
  metricsPort: number | undefined;
  /** METRICS_HOST: the address the metrics port binds to (default 127.0.0.1), never HOST. */
  metricsHost: string;
};

/** Reads the secret from the environment, or from `$DATA_DIR/jwt-secret` (generated on the first start). */
function loadSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Every variable the configuration reads (the deploy test checks compose.yaml's against them). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as ReadonlyArray<keyof typeof envSchema.shape>;

/**
 * An empty (or blank) variable is an unset one, for every setting: `SMTP_URL=` in an env file, or compose's
 * `${SMTP_URL:-}`, means "no SMTP" rather than an invalid URL.
 */
function withoutEmptyValues(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Each instance would otherwise sign with a secret of its own, and refuse every other instance's tokens.
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new Error(
      'Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set (every instance must sign tokens with the same secret; at least 32 characters)',
    );
  }
  // One without the other is a half-made setting: say so rather than print every SMS in production.
  if (Boolean(e.AT_USERNAME) !== Boolean(e.AT_API_KEY)) {
    throw new Error(
      "Invalid configuration:\n  AT_USERNAME, AT_API_KEY: set both (SMS through Africa's Talking) or neither",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms: { username: e.AT_USERNAME, apiKey: e.AT_API_KEY, senderId: e.AT_SENDER_ID, baseUrl: e.AT_BASE_URL },
    smsDailyLimit: e.SMS_DAILY_LIMIT,
    smsCallbackSecret: e.SMS_CALLBACK_SECRET,
    contact: { email: e.CONTACT_EMAIL ?? null, phone: e.CONTACT_PHONE || null },
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    ussd: { callbackSecret: e.USSD_CALLBACK_SECRET ?? null, serviceCode: e.USSD_SERVICE_CODE },
    jwtSecret: loadSecret(dataDir, e.JWT_SECRET),
    tokenTtl: { access: e.ACCESS_TOKEN_TTL, refresh: e.REFRESH_TOKEN_TTL },
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS ?? Boolean(e.DATABASE_URL),
    mediaDir: path.join(dataDir, 'media'),
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    trustProxy: e.TRUST_PROXY,
    databasePoolMax: e.DATABASE_POOL_MAX,
    migrateOnStart: e.MIGRATE_ON_START ?? true,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    visitorCacheSeconds: e.VISITOR_CACHE_SECONDS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
        }
      : null,
    backup:
      e.DATABASE_URL && !e.BACKUP_DIR && !e.BACKUP_S3_BUCKET
        ? null
        : {
            dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
            s3: e.BACKUP_S3_BUCKET
              ? {
                  bucket: e.BACKUP_S3_BUCKET,
                  region: e.S3_REGION,
                  endpoint: e.S3_ENDPOINT,
                  forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
                }
              : null,
          },
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
  };
}
