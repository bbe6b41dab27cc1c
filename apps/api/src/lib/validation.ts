// Validation that needs a stored row first (a PATCH merged into the row it changes), with the same contract schema
// and the same 400 body as a request validated by its route.
import type { FastifyInstance } from 'fastify';
import { z, ZodDefault } from 'zod';
import { FIELD_MESSAGES } from '@portal/contract';
import { badRequest, type FieldErrors } from './errors.js';

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const first = issue.path[0];
    const key = first === undefined ? 'non_field_errors' : String(first);
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** The parsed value, or a 400 `{field: [message]}`. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(fieldErrorsOf(result.error));
  return result.data;
}

/**
 * The body of a PATCH: every field of the object optional, and no defaults, so a field left out stays as stored
 * (zod 4 applies a default even inside `.optional()`, which would quietly reset it).
 */
export function patchSchemaOf(schema: z.ZodObject) {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    shape[key] = (field instanceof ZodDefault ? field.unwrap() : field).optional();
  }
  return z.object(shape);
}

const NUL = '\u0000';

/** Whether a value holds U+0000 in any text inside it: strings, and the strings of arrays and plain objects (a JSON body, an upload's name). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(holdsNul);
  // Plain objects only: an upload's bytes (a Buffer) are a file's, not text.
  const prototype: unknown = typeof value === 'object' && value !== null ? Object.getPrototypeOf(value) : undefined;
  if (prototype === Object.prototype || prototype === null) {
    return Object.entries(value as Record<string, unknown>).some(
      ([key, inner]) => key.includes(NUL) || holdsNul(inner),
    );
  }
  return false;
}

/** The field messages for every part of `source` (a body, a query, path parameters) that holds U+0000. */
function nulFields(source: unknown, errors: FieldErrors): void {
  if (typeof source !== 'object' || source === null || Array.isArray(source)) {
    if (holdsNul(source)) (errors.non_field_errors ??= []).push(FIELD_MESSAGES.nulCharacter);
    return;
  }
  for (const [key, value] of Object.entries(source)) {
    if (!key.includes(NUL) && !holdsNul(value)) continue;
    const field = key.includes(NUL) ? 'non_field_errors' : key;
    if (!errors[field]?.includes(FIELD_MESSAGES.nulCharacter)) (errors[field] ??= []).push(FIELD_MESSAGES.nulCharacter);
  }
}

/**
 * Refuses U+0000 in every JSON body, multipart field, query string and path parameter with a 400 field message:
 * PostgreSQL's text cannot store it and answered 500 (issue 28). One check here, before any route's schema, rather
 * than a rule on each of the contract's string fields: dozens of them are bare `z.string()`, some bodies are parsed
 * later by `parseOr400`, and a field added tomorrow is covered too. Registered after the multipart plugin, whose
 * own preValidation hook turns the form into the body checked here.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    // The API's routes only: the web's pages render any address (their data comes through the API, checked here).
    if (!req.url.startsWith('/api/')) return;
    const errors: FieldErrors = {};
    for (const part of [req.params, req.query, req.body]) nulFields(part, errors);
    if (Object.keys(errors).length > 0) throw badRequest(errors);
  });
}
