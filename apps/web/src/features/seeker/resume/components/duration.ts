/** The length of a job (spec 001: each work experience shows its real duration, not a fixed text). */
import { today } from '@portal/contract';
import { t } from '@/lib/i18n';

function parse(date: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

/** Whole months from `start` to `end` (both yyyy-MM-dd); a month that has not been completed does not count. */
export function monthsBetween(start: string, end: string): number | null {
  const a = parse(start);
  const b = parse(end);
  if (!a || !b) return null;
  const months = (b.y - a.y) * 12 + (b.m - a.m) - (b.d < a.d ? 1 : 0);
  return months < 0 ? null : months;
}

/** '(3 years 4 months)', '(1 year)', '(5 months)', '(less than a month)', in the page's language; the end is today while still employed. */
export function durationText(start: string, end: string | null, current: boolean, now: string = today()): string {
  const months = monthsBetween(start, current || !end ? now : end);
  if (months === null) return '';
  if (months === 0) return t('resume.durationLessThanMonth');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [
    years > 0 ? t('resume.durationYears', { count: years }) : '',
    rest > 0 ? t('resume.durationMonths', { count: rest }) : '',
  ].filter(Boolean);
  return t('resume.duration', { length: parts.join(' ') });
}
