// Dates are formatted here rather than with dayjs: the few patterns the pages use do not need a library in the
// first download (dayjs stays for @mantine/dates' pickers, which load with the forms). Every language writes the
// spec's patterns (day, month, year: Uganda's order in all three) with its own month names from the catalogue
// (`date.months`): browsers have no Luganda ones (Intl answered "21 Oct 2026"), and the server's and the browser's
// runtimes need not agree on Swahili's.
import { t } from '@/lib/i18n';

/** Cuts text to `max` characters and adds an ellipsis when it was longer (spec 000 §9 limits). */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** The active language's twelve month abbreviations (one message, the names separated by spaces). */
const monthNames = (): string[] => t('date.months').split(' ');

// dayjs's rule: a date or date-time written without a zone ('2026-03-12', '2026-03-12T14:30') is local time;
// anything else (an ISO instant with Z or an offset) goes to Date.
const LOCAL_DATE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function toDate(value: string | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  const m = /Z$/i.test(value) ? null : LOCAL_DATE.exec(value);
  if (!m) return new Date(value);
  const [, y, mo, d, h, mi, s, ms] = m;
  return new Date(
    Number(y),
    Number(mo ?? 1) - 1 || 0,
    Number(d || 1),
    Number(h ?? 0),
    Number(mi ?? 0),
    Number(s ?? 0),
    Number((ms ?? '0').slice(0, 3)),
  );
}

const two = (n: number) => String(n).padStart(2, '0');
/** The dayjs tokens the app uses: YYYY, MMM, D, HH, mm, h, A. */
const TOKENS = /YYYY|MMM|HH|mm|D|h|A/g;

function format(d: Date, pattern: string): string {
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return String(d.getFullYear()).padStart(4, '0');
      case 'MMM':
        return monthNames()[d.getMonth()] ?? '';
      case 'HH':
        return two(d.getHours());
      case 'mm':
        return two(d.getMinutes());
      case 'D':
        return String(d.getDate());
      case 'h':
        return String(d.getHours() % 12 || 12);
      default:
        return d.getHours() < 12 ? 'AM' : 'PM';
    }
  });
}

/** 12 Mar 2026 (`pattern` takes the tokens YYYY, MMM, D, HH, mm, h and A, as dayjs writes them). */
export function formatDate(value: string | Date | null | undefined, pattern = 'D MMM YYYY'): string {
  if (!value) return '';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '' : format(d, pattern);
}

/** 12 Mar 2026, 14:30 */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDate(value, 'D MMM YYYY, HH:mm');
}

/** '14:30:00' or a date → 2:30 PM */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = toDate(/^\d{1,2}:\d{2}/.test(value) ? `2000-01-01T${value}` : value);
  return Number.isNaN(d.getTime()) ? value : format(d, 'h:mm A');
}
