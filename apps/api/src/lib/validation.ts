// Validation that needs a stored row first (a PATCH merged into the row it changes), with the same contract schema
// and the same 400 body as a request validated by its route.
import { z, ZodDefault } from 'zod';
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
