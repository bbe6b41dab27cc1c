// Errors in the shapes of Django REST Framework, which the existing clients read.
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVICE_MESSAGES } from '@portal/contract';
import { loggableError } from './loggable-error.js';
import { outageOf, RETRY_AFTER_SECONDS } from './unavailable.js';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    /** Sent with the answer (a 429's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const badRequest = (fields: FieldErrors) => new HttpError(400, fields);
export const fieldError = (field: string, message: string) => badRequest({ [field]: [message] });
export const nonFieldError = (message: string) => badRequest({ non_field_errors: [message] });
export const notAuthenticated = () => new HttpError(401, { detail: 'Authentication credentials were not provided.' });
export const tokenNotValid = (detail = 'Given token not valid for any token type') =>
  new HttpError(401, { detail, code: 'token_not_valid' });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const notFound = () => new HttpError(404, { detail: 'Not found.' });

/** `/profile.gender` → `profile.gender`; `/job_category/0` → `job_category`; `/` → non_field_errors. */
function fieldOf(instancePath: string): string {
  const first = instancePath.replace(/^\//, '').split('/')[0];
  return first ? first : 'non_field_errors';
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: 'Not found.' }));

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send(err.body);
    if (hasZodFastifySchemaValidationErrors(err)) {
      // Query and path problems are reported like body problems: by field name.
      const fields: FieldErrors = {};
      for (const issue of err.validation) {
        const key = fieldOf(issue.instancePath);
        (fields[key] ??= []).push(issue.message ?? 'Invalid value.');
      }
      return reply.code(400).send(fields);
    }
    const status = err.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ detail: err.message });
    if (status >= 400 && status < 500) {
      const detail =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'JSON parse error.'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE'
            ? 'The request body is too large.'
            : err.message;
      return reply.code(status).send({ detail });
    }
    // The database or the file store is down (issue 28): the client may retry shortly; one line, no stack, for the log.
    const outage = outageOf(err);
    if (outage) {
      req.log.warn(outage);
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ detail: SERVICE_MESSAGES.unavailable });
    }
    // Never the error itself: a failed query's message holds its parameters (lib/loggable-error.ts).
    req.log.error({ err: loggableError(err) }, 'unhandled error');
    return reply.code(500).send({ detail: 'A server error occurred.' });
  });
}

/**
 * What the router itself refuses before any route runs (a broken percent-encoding, a path parameter over the maximum
 * length): the DRF shape, not Fastify's `{error, code, message, statusCode}`.
 */
export function frameworkErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode === 414 ? 414 : 400;
  void reply.code(status).send({ detail: status === 414 ? 'The address is too long.' : 'The address is not valid.' });
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a raw non-ASCII byte such as an unescaped `é` in the
 * path, a malformed request line, headers over the limit, a request too slow to arrive): the DRF shape too, where
 * Fastify's default answers `{error, message, statusCode}`. Written to the socket, as there is no request to reply to.
 */
export function clientErrors(error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, detail] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
        : [400, 'Bad Request', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
