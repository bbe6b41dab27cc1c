// What of an error may reach a log (issue 16): a failed query's message carries its SQL and every parameter (password
// hashes, e-mail addresses, CV text), so it is logged as the database's own complaint and SQLSTATE only.
import { DrizzleQueryError } from 'drizzle-orm/errors';

export interface LoggableError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
}

export function loggableError(err: unknown): LoggableError {
  if (err instanceof DrizzleQueryError) {
    const cause = err.cause as { message?: unknown; code?: unknown } | undefined;
    const code = typeof cause?.code === 'string' ? cause.code : undefined;
    const reason = typeof cause?.message === 'string' ? cause.message : 'no reason given';
    return { type: 'DatabaseQueryError', message: `a database query failed: ${reason}`, ...(code ? { code } : {}) };
  }
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    const out: LoggableError = { type: err.name, message: err.message, ...(typeof code === 'string' ? { code } : {}) };
    if (err.stack) out.stack = err.stack;
    if (err.cause !== undefined) out.message += ` (cause: ${loggableError(err.cause).message})`;
    return out;
  }
  return { type: typeof err, message: String(err) };
}

/** One line for a person's console. */
export const describeError = (err: unknown) => {
  const e = loggableError(err);
  return e.code ? `${e.message} [${e.code}]` : e.message;
};
