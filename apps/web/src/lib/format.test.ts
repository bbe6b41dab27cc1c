import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { formatDate, formatDateTime, formatTime } from './format';

// lib/format.ts replaced dayjs in the pages' first download: it must write exactly what dayjs wrote.
const VALUES = [
  '2026-03-12',
  '2026-01-01',
  '2026-12-31',
  '2026-11-23T19:07:43.178Z',
  '2026-03-12T00:30:00Z',
  '2026-03-12T14:30',
  '2026-03-12 09:05:07',
  '2026-06-30T23:59:59+03:00',
  '2027-02-28T12:00:00.5Z',
];

describe('formatDate, formatDateTime, formatTime', () => {
  it.each(VALUES)('writes %s as dayjs does', (value) => {
    expect(formatDate(value)).toBe(dayjs(value).format('D MMM YYYY'));
    expect(formatDate(value, 'MMM YYYY')).toBe(dayjs(value).format('MMM YYYY'));
    expect(formatDateTime(value)).toBe(dayjs(value).format('D MMM YYYY, HH:mm'));
    expect(formatTime(value)).toBe(dayjs(value).format('h:mm A'));
  });

  it('takes Date objects', () => {
    const d = new Date(2026, 2, 5, 7, 4);
    expect(formatDateTime(d)).toBe('5 Mar 2026, 07:04');
  });

  it('writes times of day on a 12-hour clock', () => {
    expect(formatTime('14:30:00')).toBe('2:30 PM');
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('12:00:00')).toBe('12:00 PM');
    expect(formatTime('09:15')).toBe(dayjs('2000-01-01T09:15').format('h:mm A'));
  });

  it('leaves out what is missing or not a date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatTime('soon')).toBe('soon');
  });
});

describe('dates in Kiswahili and Luganda', () => {
  afterEach(() => activateLanguage('en'));

  // The runtime has no Luganda month names (Chromium wrote "21 Oct 2026"): the catalogue brings each language's.
  it('writes Luganda month names from the catalogue', async () => {
    await activateLanguage('lg');
    expect(formatDate('2026-10-21')).toBe('21 Oki 2026');
    expect(formatDate('2026-08-03', 'MMM YYYY')).toBe('Agu 2026');
    expect(formatDateTime('2026-12-05T14:30')).toBe('5 Des 2026, 14:30');
  });

  it('writes Swahili month names from the catalogue', async () => {
    await activateLanguage('sw');
    expect(formatDate('2026-03-12')).toBe('12 Mac 2026');
    expect(formatDate('2026-05-01', 'D MMM')).toBe('1 Mei');
    expect(formatTime('14:30:00')).toBe('2:30 PM');
  });
});
