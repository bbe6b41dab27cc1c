import { describe, expect, it } from 'vitest';
import { formatFee, formatUgx } from './money';

describe('money', () => {
  it('groups thousands after the currency', () => {
    expect(formatUgx(450_000)).toBe('UGX 450,000');
    expect(formatUgx(1_250_000)).toBe('UGX 1,250,000');
    expect(formatUgx(500)).toBe('UGX 500');
  });

  it('shows a free training as having no fee', () => {
    expect(formatFee(0)).toBe('No Attendance Fee');
    expect(formatFee(150_000)).toBe('UGX 150,000');
  });
});
