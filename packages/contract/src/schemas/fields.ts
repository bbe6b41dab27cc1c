// The field rules every form and body of the contract is built from: one rule and one message per kind of field.
import { today } from '../dates.js';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { MAX_ID, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';
import { FILE_KINDS, pictureWithinLimits, type FileKind, type FileLike } from '../files.js';
import { FIELD_MESSAGE_TEMPLATES, FIELD_MESSAGES as M, LIST_MESSAGES } from '../messages.js';

// ---------- phone numbers ----------

export const PHONE_INVALID = M.phone;

/**
 * A phone number in any of its usual forms ("0772 123456", "772123456", "+256 772 123 456", "256772123456"; a
 * number without a country code is Ugandan), checked with libphonenumber's metadata and given as E.164:
 * "+256772123456".
 */
export const phoneNumber = ({ allowEmpty = false }: { allowEmpty?: boolean } = {}) =>
  z
    .string({ error: M.required })
    .trim()
    .max(30, { error: PHONE_INVALID, abort: true })
    .transform((value, ctx) => {
      // `allowEmpty`: '' is kept, meaning "none" (an optional number being cleared).
      if (value === '') {
        if (allowEmpty) return '';
        ctx.addIssue({ code: 'custom', message: M.required });
        return z.NEVER;
      }
      // "256772…" without the plus is how many people write the country code.
      const parsed = parsePhoneNumberFromString(
        /^256\d{9}$/.test(value.replace(/\D/g, '')) && !value.startsWith('+') ? `+${value}` : value,
        'UG',
      );
      if (!parsed?.isValid()) {
        ctx.addIssue({ code: 'custom', message: PHONE_INVALID });
        return z.NEVER;
      }
      return parsed.number;
    });

// ---------- text ----------

export const tooLong = FIELD_MESSAGE_TEMPLATES.tooLong;

/** Required, trimmed text with the spec's message; `min` (after trimming) adds the "too short" rule. */
export const requiredText = (message: string, opts: { max?: number; min?: number; short?: string } = {}) => {
  const max = opts.max ?? 255;
  let s = z.string({ error: message }).trim().min(1, { error: message, abort: true });
  if (opts.min && opts.min > 1) s = s.min(opts.min, { error: opts.short ?? message, abort: true });
  return s.max(max, { error: tooLong(max) });
};

/** A posting's free text (a description, a theme, guidelines): required, 3 to 20,000 characters. */
export const longText = (message: string, tooShort: string) =>
  requiredText(message, { min: 3, short: tooShort, max: 20_000 });

// Only http and https: every link the portal stores is served to every client, where a `javascript:` or `data:`
// link would run script in whoever follows it. (No field is a contact link, so no `mailto:` or `tel:` either.)
const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });
/** Whether the text is an http(s) URL with a real host name. */
export const isHttpUrl = (v: string) => httpUrl.safeParse(v).success;

/** An optional http(s) URL: absent, empty, blank or null mean none. Every optional link of the contract is built on it. */
export const optionalUrl = (invalid: string = M.url) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z
      .string({ error: invalid })
      .trim()
      .max(500, { error: tooLong(500), abort: true })
      .refine(isHttpUrl, { error: invalid })
      .optional(),
  );

/** A required http(s) URL. */
export const requiredUrl = (message: string, invalid: string = M.url) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(500, { error: tooLong(500), abort: true })
    .refine(isHttpUrl, { error: invalid });

// ---------- numbers and ids ----------

/** The largest id (a PostgreSQL integer). */
/**
 * A list's `page_size`: a whole number from 1; above the maximum it is brought down to it, as DRF's `max_page_size`
 * does (the original clients may ask for more), instead of a 400.
 */
export const pageSizeField = (message: string = LIST_MESSAGES.pageSize) =>
  z.preprocess(
    (v) =>
      typeof v === 'string' && /^\d+$/.test(v) && Number(v) > PAGE_SIZE_MAX
        ? PAGE_SIZE_MAX
        : typeof v === 'number' && v > PAGE_SIZE_MAX
          ? PAGE_SIZE_MAX
          : v,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(PAGE_SIZE_MAX)
      .default(PAGE_SIZE_DEFAULT),
  );

const INVALID_INT = M.integer;

/** A required id with one message for every problem. */
export const requiredId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });

/** An optional id: absent, empty or null mean "not given". */
export const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: INVALID_INT }).int().positive().max(MAX_ID).optional(),
);

/** An optional id that can be cleared: empty, null or "null" mean none. */
export const optionalRef = z.preprocess(
  (v) => (v === '' || v === null || v === 'null' ? null : v),
  z.coerce
    .number({ error: INVALID_INT })
    .int({ error: INVALID_INT })
    .positive({ error: INVALID_INT })
    .max(MAX_ID, { error: INVALID_INT })
    .nullable()
    .optional(),
);

/** Repeated multipart ids (`job_category=1&job_category=2`) or a JSON array, as a list of ids. */
export const idList = (message: string = M.required) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.coerce.number({ error: INVALID_INT }).int().positive()).min(1, { error: message }),
  );

/** A whole number from a form field, with one message for "missing" and one for "out of range". */
export const wholeNumber = (required: string, invalid: string, min: number, max = 1_000_000_000) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .custom<unknown>((v) => v !== undefined, { error: required })
      .pipe(
        z.coerce
          .number({ error: invalid })
          .int({ error: invalid })
          .min(min, { error: invalid })
          .max(max, { error: invalid }),
      ),
  );

// ---------- dates and times ----------

/** Today as yyyy-MM-dd in Uganda (the portal's clock, on the server and in the browser alike). */

/** The one message for a date that is not a real calendar day. */
export const DATE_MESSAGE = M.date;

/** Whether a yyyy-MM-dd text is a real calendar day from 1900 on (not 2026-02-31 or year 0, which the database would refuse). */
export const isCalendarDay = (v: string) => {
  const t = Date.parse(`${v}T00:00:00Z`);
  return v >= '1900-01-01' && !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
};

/**
 * A required yyyy-MM-dd date (the spec's format), guarded against impossible days; every date field of the contract
 * is built on it. `badFormat` words a text that is not yyyy-MM-dd at all; one message per problem.
 */
export const isoDate = (required: string, badFormat: string = DATE_MESSAGE) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: badFormat, abort: true })
    .refine(isCalendarDay, { error: DATE_MESSAGE, abort: true });

/** A date not after today. */
export const pastDate = (required: string, message: string) =>
  isoDate(required).refine((v) => v <= today(), { error: message });
/** A date before today. */
export const strictlyPastDate = (required: string, message: string) =>
  isoDate(required).refine((v) => v < today(), { error: message });
/** A date not before today. */
export const notPastDate = (required: string, message: string, badFormat?: string) =>
  isoDate(required, badFormat).refine((v) => v >= today(), { error: message });
/**
 * A posting's date (a training's, a career event's, a competition's start): a new posting cannot be dated in the
 * past; a stored one may keep or correct its date, past or not.
 */
export const postingDate = (required: string, inPast: string) => ({
  create: notPastDate(required, inPast),
  update: isoDate(required),
});
/** An optional date: absent, empty or null mean none. */
export const optionalDate = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  isoDate(DATE_MESSAGE).optional(),
);

/** HH:MM or HH:MM:SS (24-hour), answered as HH:MM:SS. */
export const timeField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: M.time, abort: true })
    .transform((v) => (v.length === 5 ? `${v}:00` : v));

// ---------- files ----------

const isFileLike = (v: unknown): v is FileLike =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as FileLike).size === 'number' &&
  typeof (v as FileLike).type === 'string';

/** A required upload of the given kind, with its size limit. */
export const fileField = (kind: FileKind, requiredMessage: string = M.noFile) => {
  const rule = FILE_KINDS[kind];
  return z
    .custom<FileLike>(isFileLike, { error: requiredMessage })
    .refine((f) => f.size > 0, { error: M.emptyFile })
    .refine((f) => f.size <= rule.maxBytes, {
      error: FIELD_MESSAGE_TEMPLATES.fileTooLarge(Math.round(rule.maxBytes / 1024 / 1024)),
    })
    .refine((f) => (rule.types as readonly string[]).includes(f.type), { error: rule.message })
    .refine((f) => f.width === undefined || f.height === undefined || pictureWithinLimits(f.width, f.height), {
      error: M.pictureTooLarge,
    });
};

/** An optional upload: absent, null or an empty string mean "no file". */
export const optionalFileField = (kind: FileKind) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), fileField(kind).optional());

/** The server's first objection to a file of this kind, or null: the browser checks a chosen file with the same rule. */
export const fileProblem = (kind: FileKind, file: FileLike): string | null => {
  const checked = fileField(kind).safeParse(file);
  return checked.success ? null : (checked.error.issues[0]?.message ?? FILE_KINDS[kind].message);
};

// ---------- lists ----------

/** `{count, next, previous, results}` of every paged list. */
export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The schema of a paged list of `item`. */
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** A query's optional whole number (blank = absent). */
export const optionalInt = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: INVALID_INT }).int().min(0).max(MAX_ID).optional(),
);
/** A query's optional text (blank = absent), trimmed. */
export const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(max).optional());
