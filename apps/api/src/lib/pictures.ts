// Uploaded pictures are never stored as sent (issue 28). Their header is read first, without decoding: a picture
// declaring more than PICTURE_LIMITS is left for the schema to refuse (a 48 KB PNG can declare 400 megapixels, which
// every phone showing it would decode). Any other is decoded and encoded again: turned upright, without its
// metadata (EXIF, GPS, comments), at most PICTURE_LIMITS.storedLongSide on its long side.
import sharp, { type Sharp } from 'sharp';
import { PICTURE_LIMITS, pictureWithinLimits, UPLOAD_LIMITS, type FILE_KINDS } from '@portal/contract';
import type { UploadedFile } from './multipart.js';

type PictureType = (typeof FILE_KINDS.image.types)[number];
/**
 * The stored format of each accepted picture type: the same, except a GIF, which becomes a PNG of its first frame
 * (lossless, keeps transparency; a logo or a face need not move, and every frame would be decoded by every reader).
 * Keyed by the image rule's types, so a type it accepts without an encoder here would not compile.
 */
const ENCODERS: Record<PictureType, { type: PictureType; encode: (picture: Sharp) => Sharp }> = {
  'image/jpeg': { type: 'image/jpeg', encode: (p) => p.jpeg({ quality: 85 }) },
  'image/png': { type: 'image/png', encode: (p) => p.png() },
  'image/webp': { type: 'image/webp', encode: (p) => p.webp({ quality: 85 }) },
  'image/gif': { type: 'image/png', encode: (p) => p.png() },
};
const isPictureType = (type: string): type is PictureType => Object.hasOwn(ENCODERS, type);

/** What the upload is to the schema when its bytes do not decode: not an image (its rule answers "corrupted image"). */
const unreadable = (file: UploadedFile): UploadedFile => ({ ...file, type: '' });

/**
 * The upload as it will be stored: a picture re-encoded, its `width` and `height` those its header declared; anything
 * else as it came. A picture over the limits (pixels or bytes) comes back as sent, for the schema to refuse.
 */
export async function storablePicture(file: UploadedFile): Promise<UploadedFile> {
  if (!isPictureType(file.type) || file.size > UPLOAD_LIMITS.image) return file;
  const encoder = ENCODERS[file.type];
  let width: number;
  let height: number;
  try {
    // The header only (no pixel is decoded), read whatever size it declares so the answer can say it is too large.
    const header = await sharp(file.data, { limitInputPixels: false }).metadata();
    width = header.width;
    height = header.pageHeight ?? header.height;
  } catch {
    return unreadable(file);
  }
  if (!pictureWithinLimits(width, height)) return { ...file, width, height };
  try {
    // The decoder's own limit holds the decoded size to the declared one's bound, whatever the header said.
    const decoded = sharp(file.data, { limitInputPixels: PICTURE_LIMITS.maxPixels, animated: false, failOn: 'error' })
      .autoOrient()
      .resize({
        width: PICTURE_LIMITS.storedLongSide,
        height: PICTURE_LIMITS.storedLongSide,
        fit: 'inside',
        withoutEnlargement: true,
      });
    // sharp writes no metadata unless asked (keepMetadata/withMetadata): the stored picture carries none.
    const data = await encoder.encode(decoded).toBuffer();
    return { ...file, type: encoder.type, size: data.length, data, width, height };
  } catch {
    return unreadable(file);
  }
}
