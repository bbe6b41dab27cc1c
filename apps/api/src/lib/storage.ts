// File storage behind one interface: local disk by default (an S3-compatible bucket would implement the same).
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { MEDIA_WIDTHS } from '@portal/contract';

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A stream of the stored bytes, or null when there is no such file. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  /**
   * Deletes the file and every earlier version of it a versioned store keeps (the right to erasure: an account's
   * deletion). `delete` leaves those versions, so an upload deleted or overwritten by mistake can be recovered for as
   * long as the bucket keeps them (docs/deploy.md "Recovery plan").
   */
  erase(key: string): Promise<void>;
}

/** Files under this prefix are served only through routes that check who asks (CVs, certificates). */
export const PRIVATE_PREFIX = 'private/';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/x-cfb': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/** The type a stored file is served with, from its key's extension (each extension's first type above). */
const TYPE_OF_EXTENSION: Record<string, string> = Object.fromEntries(
  Object.entries(EXTENSIONS)
    .reverse()
    .map(([type, extension]) => [extension, type]),
);
export const contentTypeOf = (key: string): string =>
  TYPE_OF_EXTENSION[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

/** A fresh, unguessable key for a new file in `folder`. */
export function newKey(folder: string, contentType: string): string {
  return `${folder.replace(/\/+$/, '')}/${randomUUID()}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

export const isSafeKey = (key: string) => /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..');
/** A stored file's key (`folder/name.ext`), as the uploads write them; URLs and free text are not. */
export const looksLikeFileKey = (v: unknown): v is string =>
  typeof v === 'string' && v.includes('/') && /\.[a-z0-9]{2,5}$/i.test(v) && isSafeKey(v);

/** Where GET /media/…?w= keeps the resized copies it makes; never served by their own key. */
export const VARIANTS_PREFIX = 'variants/';
const PICTURE_TYPE = /^image\/(?:jpeg|png|webp|gif)$/;
/** Whether GET /media/…?w= makes resized copies of this stored file: public pictures only. */
export const hasVariants = (key: string) =>
  !key.startsWith(PRIVATE_PREFIX) && !key.startsWith(VARIANTS_PREFIX) && PICTURE_TYPE.test(contentTypeOf(key));
/** Where the WebP copy of the picture `key` at `width` is kept. */
export const variantKey = (key: string, width: number) => `${VARIANTS_PREFIX}${key}.w${width}.webp`;
/**
 * What deleting a stored file removes: the file and, for a picture, every resized copy (issue 28: a copy outliving
 * its picture would still be served, cached as immutable). Every storage's `delete` goes through it.
 */
export const keysDeletedWith = (key: string): string[] =>
  hasVariants(key) ? [key, ...MEDIA_WIDTHS.map((width) => variantKey(key, width))] : [key];

export function diskStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  const remove = async (key: string) => {
    await Promise.all(keysDeletedWith(key).map((k) => rm(fileOf(k), { force: true })));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        return { body: createReadStream(file), size: s.size };
      } catch {
        return null;
      }
    },
    delete: remove,
    erase: remove, // a disk keeps no versions
  };
}

/** A stored file's bytes, read whole (an export, a copy between storages). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The public URL of a stored public file (null stays null). */
export const mediaUrl = (publicUrl: string, key: string | null | undefined): string | null =>
  key ? `${publicUrl}/media/${key}` : null;
