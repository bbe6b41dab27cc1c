import { describe, expect, it } from 'vitest';
import { formatFee, formatPay, formatUgx } from './money';

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

  it('shows the whole pay range in UGX a month', () => {
    expect(formatPay(550_000, 1_350_000)).toBe('UGX 550,000 – 1,350,000 / month');
    expect(formatPay(500_000, 500_000)).toBe('UGX 500,000 / month');
    expect(formatPay(null, 500_000)).toBe('Up to UGX 500,000 / month');
    expect(formatPay(300_000, null)).toBe('From UGX 300,000 / month');
    expect(formatPay(null, null)).toBe('Pay not stated');
  });
});
