import { describe, expect, it } from 'vitest';
import { formatCount, formatFee, formatPay, formatUgx } from './money';

describe('money', () => {
  it('groups thousands after the currency', () => {
    expect(formatUgx(450_000)).toBe('UGX 450,000');
    expect(formatUgx(1_250_000)).toBe('UGX 1,250,000');
    expect(formatUgx(500)).toBe('UGX 500');
  });

  it("groups whole numbers as Intl's en-UG format does, rounding halves away from zero", () => {
    const intl = new Intl.NumberFormat('en-UG', { maximumFractionDigits: 0 });
    const samples = [
      0,
      1,
      7,
      12,
      999,
      1_000,
      1_001,
      12_345,
      999_999,
      1_000_000,
      123_456_789,
      2 ** 53 - 1,
      0.5,
      1.5,
      2.5,
    ];
    for (const n of [...samples, ...samples.map((s) => -s), 1234.4999, 1e21, Number.NaN, Infinity])
      expect(formatCount(n), String(n)).toBe(intl.format(n));
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
