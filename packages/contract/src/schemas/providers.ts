// Shared field builders of the provider forms (trainers, skills providers, career counsellors; spec 002 §5).
import { z } from 'zod';
import { today } from './job-seekers.js';

export const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** Required, trimmed text with the spec's message; `min` (after trimming) adds the "too short" rule. */
export const requiredText = (message: string, opts: { max?: number; min?: number; short?: string } = {}) => {
  const max = opts.max ?? 255;
  let s = z.string({ error: message }).trim().min(1, { error: message, abort: true });
  if (opts.min && opts.min > 1) s = s.min(opts.min, { error: opts.short ?? message, abort: true });
  return s.max(max, { error: tooLong(max) });
};

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
/** Whether the text is an http(s) URL with a real host name. */
export const isHttpUrl = (v: string) => httpUrl.safeParse(v).success;

/** A required http(s) URL. */
export const requiredUrl = (message: string, invalid = 'Enter a valid URL.') =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(500, { error: tooLong(500), abort: true })
    .refine(isHttpUrl, { error: invalid });

/** A yyyy-MM-dd calendar day; `notPast` also refuses days before today (Kampala). */
export const dayField = (required: string, opts: { notPast?: string } = {}) => {
  const base = z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a valid date (yyyy-MM-dd).', abort: true })
    .refine(
      (v) => {
        const t = Date.parse(`${v}T00:00:00Z`);
        return v >= '1900-01-01' && v <= '9999-12-31' && !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
      },
      { error: 'Enter a valid date (yyyy-MM-dd).', abort: true },
    );
  const notPast = opts.notPast;
  return notPast ? base.refine((v) => v >= today(), { error: notPast }) : base;
};

/** HH:MM or HH:MM:SS (24-hour), answered as HH:MM:SS. */
export const timeField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'Enter a valid time (HH:MM).', abort: true })
    .transform((v) => (v.length === 5 ? `${v}:00` : v));

/** A whole number from a form field, with one message for "missing" and one for "out of range". */
export const wholeNumber = (required: string, invalid: string, min: number, max = 1_000_000_000) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .custom<unknown>((v) => v !== undefined, { error: required })
      .pipe(z.coerce.number({ error: invalid }).int({ error: invalid }).min(min, { error: invalid }).max(max, { error: invalid })),
  );

/** An optional id (absent, empty or null mean none). */
export const optionalRef = z.preprocess(
  (v) => (v === '' || v === null || v === 'null' ? null : v),
  z.coerce.number({ error: 'A valid integer is required.' }).int({ error: 'A valid integer is required.' }).positive({ error: 'A valid integer is required.' }).max(2_147_483_647, { error: 'A valid integer is required.' }).nullable().optional(),
);

/**
 * `scope` of the trainings and competitions lists: the spec's manage tables call the public list's path, so a
 * signed-in provider gets their own rows by default and the public pages ask for `scope=public` (decision 005).
 */
export const LIST_SCOPES = ['own', 'public'] as const;
export const scopeQuery = z.object({
  scope: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LIST_SCOPES, { error: 'Choose own or public.' }).optional()),
});
