// How a stored file's key becomes the link a presenter answers: shared by the profile's and the CV sections' presenters.
import type { FileSigner } from '../../lib/signed-files.js';
import { mediaUrl, PRIVATE_PREFIX } from '../../lib/storage.js';

/** A stored key → the link the caller may use (null stays null). */
export type FileLink = (key: string | null | undefined) => string | null;

/**
 * Private keys (CVs, documents, certificates, portfolio images) become short-lived signed links; a key outside the
 * private prefix (profile pictures, files loaded before the private folders existed) is a public media URL.
 * Only presenters answering a caller allowed to see the file may call it.
 */
export const fileLinker =
  (files: FileSigner, publicUrl: string): FileLink =>
  (key) =>
    !key ? null : key.startsWith(PRIVATE_PREFIX) ? files.url(key) : mediaUrl(publicUrl, key);
