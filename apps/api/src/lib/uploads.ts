// Files that travel with a database write: stored before the transaction, removed again if it fails, and the files
// they replace removed only after it commits (so a rolled-back change never loses the old file).
import type { FileLike } from '@portal/contract';
import { isUploadedFile, type UploadedFile } from './multipart.js';
import { newKey, type Storage } from './storage.js';

export type Upload = { field: string; folder: string; file: UploadedFile };
/** What the write answers, and the stored keys it made obsolete. */
export type WriteOutcome<T> = { value: T; replaced: ReadonlyArray<string | null | undefined> };

async function removeQuietly(storage: Storage, keys: ReadonlyArray<string | null | undefined>): Promise<void> {
  // A file left behind costs disk space only; the answer must not fail for it.
  await Promise.all(keys.filter((k): k is string => !!k).map((k) => storage.delete(k).catch(() => undefined)));
}

/** Stores the uploads, runs `write` with their keys (by field), then tidies up according to the outcome. */
export async function withUploads<T>(
  storage: Storage,
  uploads: readonly Upload[],
  write: (keys: ReadonlyMap<string, string>) => Promise<WriteOutcome<T>>,
): Promise<T> {
  const keys = new Map<string, string>();
  try {
    for (const u of uploads) {
      const key = newKey(u.folder, u.file.type);
      // Recorded before the write, so a half-written file is removed too.
      keys.set(u.field, key);
      await storage.put(key, u.file.data, u.file.type);
    }
    const { value, replaced } = await write(keys);
    await removeQuietly(storage, replaced);
    return value;
  } catch (err) {
    await removeQuietly(storage, [...keys.values()]);
    throw err;
  }
}

/**
 * One optional file that replaces a stored one (a logo, a document): `write` gets the new key (null without a new
 * file) and answers with the key it held before; that old file goes only when a new one took its place.
 */
export function withReplacedFile<T>(
  storage: Storage,
  folder: string,
  file: FileLike | undefined,
  write: (key: string | null) => Promise<{ value: T; replaced: string | null }>,
): Promise<T> {
  const uploads = file && isUploadedFile(file) ? [{ field: 'file', folder, file }] : [];
  return withUploads(storage, uploads, async (keys) => {
    const key = keys.get('file') ?? null;
    const { value, replaced } = await write(key);
    return { value, replaced: key ? [replaced] : [] };
  });
}
