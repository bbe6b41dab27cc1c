// Environment → typed configuration, checked once at start-up; a bad value stops the process with a clear message.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_S, REFRESH_TOKEN_TTL_S } from '@portal/contract';

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('TVET Portal <no-reply@tvet.go.ug>'),
  // Where people write or call about the portal (the About page's Contact us); unset: not shown.
  CONTACT_EMAIL: z.email('must be an e-mail address').optional(),
  CONTACT_PHONE: z.string().trim().max(30).optional(),
  DEMO_DATA: flag,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).max(86_400).default(ACCESS_TOKEN_TTL_S),
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(60).default(REFRESH_TOKEN_TTL_S),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().trim().optional().transform((v, ctx) => {
    const trust = parseTrustProxy(v);
    if (trust === null) ctx.addIssue({ code: 'custom', message: 'must be a hop count (e.g. 1) or a comma-separated list of addresses or CIDR ranges' });
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
  /** CONTACT_EMAIL and CONTACT_PHONE: the portal team's, shown on the About page; null when unset. */
  contact: { email: string | null; phone: string | null };
  demoData: boolean;
  jwtSecret: string;
  tokenTtl: { access: number; refresh: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  mediaDir: string;
  webDistDir: string;
  /** TRUST_PROXY (see parseTrustProxy). */
  trustProxy: false | number | string[];
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
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
    contact: { email: e.CONTACT_EMAIL ?? null, phone: e.CONTACT_PHONE || null },
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    jwtSecret: loadSecret(dataDir, e.JWT_SECRET),
    tokenTtl: { access: e.ACCESS_TOKEN_TTL, refresh: e.REFRESH_TOKEN_TTL },
    logLevel: e.LOG_LEVEL,
    mediaDir: path.join(dataDir, 'media'),
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    trustProxy: e.TRUST_PROXY,
  };
}
