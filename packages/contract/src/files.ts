// What may be uploaded, by kind of file: plain values, without zod, so a page that only names the accepted types (the
// sidebar's picture button) does not download the schemas (schemas/fields.ts builds its file rules on these).
import { PICTURE_LIMITS, UPLOAD_LIMITS } from './constants.js';
import { FIELD_MESSAGES as M } from './messages.js';

/**
 * A file as both sides see it: a browser `File`, or the server's parsed upload, whose `type`
 * is the type sniffed from the bytes (never the name or the client's claim). A picture's `width` and `height` are
 * the size its header declares, where the server read it.
 */
export type FileLike = { size: number; type: string; name?: string; width?: number; height?: number };

/** Whether a picture of this size may be uploaded (PICTURE_LIMITS). */
export const pictureWithinLimits = (width: number, height: number): boolean =>
  Math.max(width, height) <= PICTURE_LIMITS.maxSide && width * height <= PICTURE_LIMITS.maxPixels;

export const FILE_KINDS = {
  image: {
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
    maxBytes: UPLOAD_LIMITS.image,
    message: M.imageOnly,
  },
  pdf: { types: ['application/pdf'], maxBytes: UPLOAD_LIMITS.document, message: M.pdfOnly },
  document: {
    types: [
      'application/pdf',
      'application/msword',
      'application/x-cfb',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    maxBytes: UPLOAD_LIMITS.document,
    message: M.pdfOrWordOnly,
  },
} as const;
export type FileKind = keyof typeof FILE_KINDS;
