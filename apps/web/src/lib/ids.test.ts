import { describe, expect, it } from 'vitest';
import { parseId } from './ids';

describe('parseId', () => {
  it('accepts a positive integer id', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses anything the API could not look up', () => {
    for (const raw of [undefined, null, '', '0', '-1', '1.5', 'abc', '12abc', '2147483648', '99999999999'])
      expect(parseId(raw)).toBeNull();
  });
});
