// Server field messages → form fields. Its own module: the entry chunk (api, errors) does not carry it, only the
// forms that use it.
import type { ReactNode } from 'react';
import { ApiError, parseErrorBody } from '../errors';

export interface FormLike {
  setErrors: (errors: Record<string, ReactNode>) => void;
}

export interface FormErrorOptions {
  /** Server field name → form field name (e.g. 'profile.profile_pic' → 'profile_pic'). */
  fieldMap?: Record<string, string>;
  /** Form fields that can show an error; errors for other fields become general messages. */
  fields?: readonly string[];
}

export interface FormErrorResult {
  /** Errors keyed by form field, ready for `form.setErrors`. */
  fieldErrors: Record<string, string>;
  /** Messages with no field on the form to sit beside: non_field_errors, detail, unknown fields. */
  unplaced: string[];
  /** The first message a person should read (an unplaced one, else the first field's). */
  first: string | undefined;
}

/** Splits a DRF-style error body into field errors for a form and messages with no field. */
export function toFormErrors(body: unknown, options: FormErrorOptions = {}): FormErrorResult {
  const { fields, general } = parseErrorBody(body);
  const fieldErrors: Record<string, string> = {};
  const unplaced = [...general];
  for (const [serverName, message] of Object.entries(fields)) {
    const name = options.fieldMap?.[serverName] ?? serverName;
    if (options.fields && !options.fields.includes(name)) unplaced.push(message);
    else fieldErrors[name] = fieldErrors[name] ? `${fieldErrors[name]} ${message}` : message;
  }
  return { fieldErrors, unplaced, first: unplaced[0] ?? Object.values(fieldErrors)[0] };
}

/**
 * Puts an API error's field messages beside the form's fields (`form.setErrors`) and returns
 * the first message, for a notification. Non-ApiErrors set nothing and return undefined.
 */
export function applyFormErrors(form: FormLike, error: unknown, options: FormErrorOptions = {}): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const result = toFormErrors(error.body, options);
  form.setErrors(result.fieldErrors);
  return result.first;
}
