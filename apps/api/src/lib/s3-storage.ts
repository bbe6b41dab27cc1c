// Files in an S3 bucket (issue 16): AWS S3 or any S3-compatible store (MinIO, Ceph) through the AWS SDK v3, so every
// instance behind a balancer reads what any of them stored. Credentials come from the SDK's standard chain
// (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, an instance role). Public files are still served through
// /media/… and private ones through the signed links: the bucket itself stays private.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectVersionsCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf, diskStorage, isSafeKey, keysDeletedWith, readAll, type Storage } from './storage.js';
import { isStorageUnreachable, StorageUnavailableError } from './unavailable.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** S3_ENDPOINT: an S3-compatible store's address; unset = AWS. */
  endpoint?: string | undefined;
  /** S3_FORCE_PATH_STYLE: bucket in the path (http://host/bucket/key), as most self-hosted stores want. */
  forcePathStyle?: boolean | undefined;
}

/** How long a connection to the store may take to open: a store that is not there fails the request, it does not hang it. */
const S3_CONNECT_TIMEOUT_MS = 3_000;

export const s3Client = (s: S3Settings) =>
  new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle ?? false,
    requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS },
  });

/** A store that keeps no versions (s3rver, some S3-compatible servers) refuses a versions listing: 501 or 405. */
const versionsUnsupported = (err: unknown) =>
  err instanceof S3ServiceException && [501, 405].includes(err.$metadata.httpStatusCode ?? 0);

/** Listings of one key's versions and delete markers before the key is taken as gone: each deletes at most a page. */
const MAX_VERSION_PAGES = 100;

const missing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound'));

export function s3Storage(settings: S3Settings, client = s3Client(settings)): Storage {
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  };
  /** A store that is down or failing is told apart from a refused request, so the caller answers 503 (issue 28). */
  const unreachableAsUnavailable = (err: unknown): never => {
    throw isStorageUnreachable(err) ? new StorageUnavailableError(err) : err;
  };
  const remove = async (key: string) => {
    // One request per key: S3 answers 204 for a key that is not there, and DeleteObjects needs checksums not every
    // S3-compatible store accepts.
    await Promise.all(
      keysDeletedWith(checked(key)).map((k) =>
        client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: k })).catch(unreachableAsUnavailable),
      ),
    );
  };
  return {
    async put(key, body, contentType) {
      await client
        .send(
          new PutObjectCommand({ Bucket: settings.bucket, Key: checked(key), Body: body, ContentType: contentType }),
        )
        .catch(unreachableAsUnavailable);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        if (!res.Body) return null;
        return { body: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (missing(err)) return null;
        return unreachableAsUnavailable(err);
      }
    },
    delete: remove,
    async erase(key) {
      // The current version first (in a versioned bucket this leaves a delete marker), then every version and delete
      // marker of each key, by id: a delete by id removes that version for good.
      await remove(key);
      for (const k of keysDeletedWith(checked(key))) {
        for (let page = 0; page < MAX_VERSION_PAGES; page++) {
          // From the start each time: what was listed is deleted, so the next listing holds what a page left out.
          const listed = await client
            .send(new ListObjectVersionsCommand({ Bucket: settings.bucket, Prefix: k }))
            .catch((err: unknown) => (versionsUnsupported(err) ? null : unreachableAsUnavailable(err)));
          if (!listed) return; // no versions kept: the delete above was the erasure
          // The prefix also lists longer keys (`cv.pdf` lists `cv.pdf.old`): only this key's versions.
          const versions = [...(listed.Versions ?? []), ...(listed.DeleteMarkers ?? [])].filter(
            (v) => v.Key === k && v.VersionId,
          );
          if (versions.length === 0) break;
          await Promise.all(
            versions.map((v) =>
              client
                .send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: k, VersionId: v.VersionId }))
                .catch(unreachableAsUnavailable),
            ),
          );
        }
      }
    },
  };
}

/** The storage the configuration names: the S3 bucket when S3_BUCKET is set, else $DATA_DIR/media on this disk. */
export const configuredStorage = (config: { s3: S3Settings | null; mediaDir: string }): Storage =>
  config.s3 ? s3Storage(config.s3) : diskStorage(config.mediaDir);

/** Every file under `mediaDir` (the disk storage's root), as storage keys. */
export async function* diskKeys(mediaDir: string): AsyncGenerator<string> {
  for (const entry of await readdir(mediaDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const key = path.relative(mediaDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (isSafeKey(key)) yield key;
  }
}

/**
 * Copies the disk's media into `target` (npm run media:to-s3, once, before switching an instance to S3_BUCKET): every
 * file under the same key, so stored keys and links keep working. Answers how many files were copied.
 */
export async function copyDiskMedia(
  mediaDir: string,
  target: Storage,
  onFile: (key: string) => void = () => undefined,
): Promise<number> {
  const source = diskStorage(mediaDir);
  let copied = 0;
  for await (const key of diskKeys(mediaDir)) {
    const file = await source.get(key);
    if (!file) continue;
    await target.put(key, await readAll(file.body), contentTypeOf(key));
    onFile(key);
    copied++;
  }
  return copied;
}
