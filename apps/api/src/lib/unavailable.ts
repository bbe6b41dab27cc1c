// When a part of the system is down (issue 28): the database (PostgreSQL restarting, PgBouncer waiting for it) or the
// S3 file store. A request that fails for that reason is answered 503 with Retry-After, never 500, and logged as one
// warning line: the outage is the operator's news, not a bug with a stack trace.
import { describeError } from './loggable-error.js';

/** Retry-After of a 503 for an unreachable part: the embedded PostgreSQL is back in about 4 s. */
export const RETRY_AFTER_SECONDS = 5;

/** A socket that could not be opened or was cut: the other side is down or unreachable, not the request wrong. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/**
 * SQLSTATEs of a server that cannot take the query now: 57P01 admin_shutdown (a fast shutdown or pg_terminate_backend),
 * 57P02 crash_shutdown (another backend crashed), 57P03 cannot_connect_now (starting up, shutting down, in recovery),
 * 53300 too_many_connections. Class 08 (connection exception) is matched as a whole below; PgBouncer sends all of its
 * own refusals as 08P01.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * The words of the driver and of PgBouncer for a connection that failed, for errors that carry no SQLSTATE: node-pg's
 * cut connection and its pool's connect timeout; PgBouncer's waits and refusals while PostgreSQL is down or full
 * (server_login_retry, query_wait_timeout, max_client_conn, a server connection dying under a query).
 */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|server conn crashed\?|server login has been failing|pgbouncer cannot connect to server|query_wait_timeout|no more connections allowed/i;

/** `err` and everything it wraps: Drizzle's query error holds the driver's as its cause; a failed dual-stack connect is an AggregateError. */
function* chainOf(err: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown; name?: unknown }> {
  if (depth > 5 || typeof err !== 'object' || err === null) return;
  yield err as { code?: unknown; message?: unknown };
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (cause !== undefined) yield* chainOf(cause, depth + 1);
  if (Array.isArray(errors)) for (const inner of errors) yield* chainOf(inner, depth + 1);
}

const isNetworkError = (e: { code?: unknown }) => typeof e.code === 'string' && NETWORK_ERROR_CODES.has(e.code);

/** Whether a failed query or connection means the database (or PgBouncer in front of it) is unreachable right now. */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (const e of chainOf(err)) {
    if (isNetworkError(e)) return true;
    if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code)))
      return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Whether an S3 call failed because the store is unreachable or failing (network, timeout, a 5xx), not because of the request. */
export function isStorageUnreachable(err: unknown): boolean {
  for (const e of chainOf(err)) {
    if (isNetworkError(e) || e.name === 'TimeoutError') return true;
    const status = (e as { $metadata?: { httpStatusCode?: unknown } }).$metadata?.httpStatusCode;
    if (typeof status === 'number' && status >= 500) return true;
  }
  return false;
}

/** The file store did not answer; thrown by the storage (lib/s3-storage.ts) so the error handler can tell it from the database. */
export class StorageUnavailableError extends Error {
  constructor(readonly reason: unknown) {
    super(`file storage unreachable: ${describeError(reason)}`);
    this.name = 'StorageUnavailableError';
  }
}

/**
 * When a request failed because a part of the system is down: the one log line saying which part and why (no stack, no
 * query parameters). Null when the failure is the request's own.
 */
export function outageOf(err: unknown): string | null {
  if (err instanceof StorageUnavailableError) return err.message;
  return isDatabaseUnreachable(err) ? `database unreachable: ${describeError(err)}` : null;
}
