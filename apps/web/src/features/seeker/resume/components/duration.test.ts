import { describe, expect, it } from 'vitest';
import { durationText, monthsBetween } from './duration';

describe('work experience duration', () => {
  it('counts whole months between the dates', () => {
    expect(monthsBetween('2020-01-15', '2023-05-15')).toBe(40);
    expect(monthsBetween('2020-01-15', '2023-05-14')).toBe(39);
    expect(monthsBetween('2023-05-14', '2020-01-15')).toBeNull();
    expect(monthsBetween('nonsense', '2020-01-15')).toBeNull();
  });

  it('reads as years and months', () => {
    expect(durationText('2020-01-01', '2023-05-01', false)).toBe('(3 years 4 months)');
    expect(durationText('2022-03-10', '2023-03-10', false)).toBe('(1 year)');
    expect(durationText('2024-01-01', '2024-06-20', false)).toBe('(5 months)');
    expect(durationText('2024-01-01', '2024-01-20', false)).toBe('(less than a month)');
    expect(durationText('2021-02-01', '2022-03-01', false)).toBe('(1 year 1 month)');
  });

  it('runs to today while the person still works there', () => {
    expect(durationText('2024-01-01', null, true, '2026-03-01')).toBe('(2 years 2 months)');
    expect(durationText('2024-01-01', '2024-02-01', true, '2026-03-01')).toBe('(2 years 2 months)');
  });
});
