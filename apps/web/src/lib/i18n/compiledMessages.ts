/**
 * The suggest mode's view of the active catalogue (issue 32): which message ids can have rendered a text a reader
 * tapped, and a message's ICU source made again from its compiled form (the browser has no message parser), so a
 * reader edits the wording with its placeholders where they belong.
 */
import { resolveActiveI18n } from './index';

type Compiled = string | readonly unknown[];
const PLURALS = new Set(['plural', 'selectordinal']);
const CHOICES = new Set([...PLURALS, 'select']);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A pattern of every text `message` can render: placeholders match anything, a choice any of its branches. */
function pattern(message: unknown, inPlural = false): string {
  if (typeof message === 'string') {
    const text = escape(message).replace(/\s+/g, '\\s*');
    return inPlural ? text.replace(/#/g, '.+?') : text;
  }
  if (!Array.isArray(message)) return '';
  return message
    .map((token: unknown) => {
      if (typeof token === 'string') return pattern(token, inPlural);
      if (!Array.isArray(token)) return '';
      const [, kind, choices] = token as [string, string?, Record<string, unknown>?];
      if (kind && CHOICES.has(kind) && choices && typeof choices === 'object')
        return `(?:${Object.entries(choices)
          .filter(([key]) => key !== 'offset')
          .map(([, branch]) => pattern(branch, PLURALS.has(kind)))
          .join('|')})`;
      return '.+?';
    })
    .join('');
}

/** The ids of the active catalogue's messages that can render `text` (whitespace aside). */
export function messageIdsFor(text: string): string[] {
  const wanted = normal(text);
  if (wanted === '') return [];
  const { messages } = resolveActiveI18n();
  return Object.entries(messages)
    .filter(([, message]) => {
      try {
        return new RegExp(`^\\s*${pattern(message)}\\s*$`, 's').test(wanted);
      } catch {
        return false;
      }
    })
    .map(([id]) => id);
}

/** The ICU source of a compiled message: `{name}`, `{count, plural, one {…} other {…}}`, `{amount, number}`. */
export function messageSource(message: Compiled | unknown): string {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return '';
  return message
    .map((token: unknown) => {
      if (typeof token === 'string') return token;
      if (!Array.isArray(token)) return '';
      const [name, kind, format] = token as [string, string?, unknown?];
      if (!kind) return `{${name}}`;
      if (CHOICES.has(kind) && format && typeof format === 'object') {
        const { offset, ...choices } = format as Record<string, unknown>;
        const branches = Object.entries(choices).map(([key, branch]) => `${key} {${messageSource(branch)}}`);
        return `{${name}, ${kind}, ${offset ? `offset:${String(offset)} ` : ''}${branches.join(' ')}}`;
      }
      return `{${name}, ${kind}${typeof format === 'string' ? `, ${format}` : ''}}`;
    })
    .join('');
}

/** The active catalogue's message `id` as ICU source. */
export const activeMessageSource = (id: string): string => messageSource(resolveActiveI18n().messages[id]);
