import { z } from 'zod';
import { UPLOAD_LIMITS } from '../constants.js';
import { FIELD_MESSAGES as M } from '../messages.js';

/**
 * A file as both sides see it: a browser `File`, or the server's parsed upload, whose `type`
 * is the type sniffed from the bytes (never the name or the client's claim).
 */
export type FileLike = { size: number; type: string; name?: string };

export const FILE_KINDS = {
  image: { types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'], maxBytes: UPLOAD_LIMITS.image, message: M.imageOnly },
  pdf: { types: ['application/pdf'], maxBytes: UPLOAD_LIMITS.document, message: 'Upload a PDF file.' },
  document: {
    types: [
      'application/pdf',
      'application/msword',
      'application/x-cfb',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    maxBytes: UPLOAD_LIMITS.document,
    message: 'Upload a PDF or Word document.',
  },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

const isFileLike = (v: unknown): v is FileLike =>
  typeof v === 'object' && v !== null && typeof (v as FileLike).size === 'number' && typeof (v as FileLike).type === 'string';

/** A required upload of the given kind, with its size limit. */
export const fileField = (kind: FileKind, requiredMessage = 'No file was submitted.') => {
  const rule = FILE_KINDS[kind];
  return z
    .custom<FileLike>(isFileLike, { error: requiredMessage })
    .refine((f) => f.size > 0, { error: 'The submitted file is empty.' })
    .refine((f) => f.size <= rule.maxBytes, {
      error: `${M.fileTooLarge} The limit is ${Math.round(rule.maxBytes / 1024 / 1024)} MB.`,
    })
    .refine((f) => (rule.types as readonly string[]).includes(f.type), { error: rule.message });
};

/** An optional upload: absent, null or an empty string mean "no file". */
export const optionalFileField = (kind: FileKind) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), fileField(kind).optional());

/** Repeated multipart ids (`job_category=1&job_category=2`) or a JSON array, as a list of ids. */
export const idList = (message = 'This field is required.') =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.coerce.number({ error: 'A valid integer is required.' }).int().positive()).min(1, { error: message }),
  );
