import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, FILE_KINDS, UPLOAD_LIMITS, fileField } from '@portal/contract';
import { pictureError } from './picture';

const picture = (type: string, size = 1024) => new File([new Uint8Array(size)], 'me', { type });
/** What the server answers for the same file (the register body's `profile.profile_pic` rule). */
const serverSays = (file: File) => fileField('image').safeParse(file).error?.issues[0]?.message ?? null;

describe('the sign-up picture check', () => {
  it.each(['image/svg+xml', 'image/bmp', 'image/tiff', 'application/pdf'])(
    'refuses %s with the server’s message',
    (type) => {
      const file = picture(type);
      expect(pictureError(file)).toBe(FIELD_MESSAGES.imageOnly);
      expect(pictureError(file)).toBe(serverSays(file));
    },
  );

  it.each(FILE_KINDS.image.types)('accepts %s, as the server does', (type) => {
    const file = picture(type);
    expect(pictureError(file)).toBeNull();
    expect(serverSays(file)).toBeNull();
  });

  it('refuses a picture over the size limit with the server’s message', () => {
    const file = picture('image/png', UPLOAD_LIMITS.image + 1);
    expect(pictureError(file)).toBe(
      `${FIELD_MESSAGES.fileTooLarge} The limit is ${UPLOAD_LIMITS.image / 1024 / 1024} MB.`,
    );
    expect(pictureError(file)).toBe(serverSays(file));
  });

  it('has nothing to say when no picture is chosen', () => {
    expect(pictureError(null)).toBeNull();
  });
});
