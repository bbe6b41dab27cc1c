import dayjs from 'dayjs';

/** Cuts text to `max` characters and adds an ellipsis when it was longer (spec 000 §9 limits). */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** 12 Mar 2026 */
export function formatDate(value: string | Date | null | undefined, format = 'D MMM YYYY'): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(format) : '';
}

/** 12 Mar 2026, 14:30 */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatDate(value, 'D MMM YYYY, HH:mm');
}

/** '14:30:00' or a date → 2:30 PM */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = /^\d{1,2}:\d{2}/.test(value) ? dayjs(`2000-01-01T${value}`) : dayjs(value);
  return d.isValid() ? d.format('h:mm A') : value;
}

/** Plain text of an HTML fragment (titles are stored as HTML). */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
