// Multipart bodies become plain objects before validation, so one zod schema checks JSON and multipart alike.
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { FIELD_MESSAGE_TEMPLATES, UPLOAD_LIMITS, type FileLike } from '@portal/contract';
import { HttpError } from './errors.js';
import { storablePicture } from './pictures.js';

/**
 * A received file: `type` is sniffed from the content; the client's claim is kept apart. A picture arrives re-encoded
 * (lib/pictures.ts).
 */
export type UploadedFile = FileLike & { name: string; declaredType: string; data: Buffer };

export const isUploadedFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedFile).data);

const MAX_FILE_BYTES = Math.max(UPLOAD_LIMITS.image, UPLOAD_LIMITS.document);

type FieldValue = string | UploadedFile | Array<string | UploadedFile>;

function add(body: Record<string, FieldValue>, key: string, value: string | UploadedFile) {
  const prev = body[key];
  if (prev === undefined) body[key] = value;
  else if (Array.isArray(prev)) prev.push(value);
  else body[key] = [prev, value];
}

export const multipartBodies = fp(async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 5, fields: 100, fieldSize: 200_000, parts: 110 },
  });

  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart()) return;
    const body: Record<string, FieldValue> = Object.create(null);
    let currentField = '';
    try {
      for await (const part of req.parts()) {
        currentField = part.fieldname;
        if (part.type === 'file') {
          const data = await part.toBuffer();
          // A file input left empty arrives as a part with no name and no bytes: treat it as absent.
          if (!part.filename && data.length === 0) continue;
          const sniffed = await fileTypeFromBuffer(data);
          // A picture is re-encoded here, once for every route: what the schema checks is what will be stored.
          const received = {
            name: part.filename,
            declaredType: part.mimetype,
            type: sniffed?.mime ?? '',
            size: data.length,
            data,
          };
          add(body, part.fieldname, await storablePicture(received));
        } else {
          add(body, part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(400, {
          [currentField || 'non_field_errors']: [FIELD_MESSAGE_TEMPLATES.fileTooLarge(MAX_FILE_BYTES / 1024 / 1024)],
        });
      }
      if (code === 'FST_PROTO_VIOLATION') throw new HttpError(400, { non_field_errors: ['Invalid field name.'] });
      if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
        throw new HttpError(400, { non_field_errors: ['Too many fields or files in the form.'] });
      }
      throw new HttpError(400, { non_field_errors: ['Malformed multipart form data.'] });
    }
    req.body = body;
  });
});
