import { describe, expect, it } from 'vitest';
import { overlaps, phoneToastPosition } from './toasts';

const box = (top: number, bottom: number, left = 0, right = 360) => ({ top, bottom, left, right });

describe('a toast on a phone', () => {
  it('goes to the edge away from the field in use, and to the bottom when none is', () => {
    // The login form's e-mail field under its heading, a 640 px high screen: the toast goes to the bottom.
    expect(phoneToastPosition(box(180, 224), 640)).toBe('bottom-center');
    // A CV dialog's button near the bottom: the toast goes to the top.
    expect(phoneToastPosition(box(560, 604), 640)).toBe('top-center');
    // Nothing focused (a page just opened, its heading at the top).
    expect(phoneToastPosition(null, 640)).toBe('bottom-center');
  });

  it('covers a field when their boxes meet', () => {
    expect(overlaps(box(70, 150), box(140, 184))).toBe(true);
    expect(overlaps(box(70, 150), box(150, 194))).toBe(false);
    expect(overlaps(box(70, 150, 0, 100), box(100, 140, 100, 200))).toBe(false);
  });
});
