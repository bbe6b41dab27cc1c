/** Error type of the API client and helpers for Django REST Framework-shaped error bodies. */
import { translateServerMessage } from './i18n';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? firstMessage(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The `detail` string of a `{detail}` body, if any. */
  get detail(): string | undefined {
    const body = this.body;
    return isRecord(body) && typeof body.detail === 'string' ? body.detail : undefined;
  }

  /** The `code` string of a `{detail, code}` body, if any. */
  get code(): string | undefined {
    const body = this.body;
    return isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
  }
}

// The client's own failures: shown through the same translation as the server's messages.
export const NETWORK_ERROR = 'Unable to reach the server. Check your connection and try again.';
export const TIMEOUT_ERROR = 'The server took too long to answer. Please try again.';
export const GENERIC_ERROR = 'Something went wrong, please try again.';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return [translateServerMessage(value)];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  return [];
}

export interface ParsedErrors {
  /** Field path (nested objects joined with '.') → messages joined with a space. */
  fields: Record<string, string>;
  /** `non_field_errors`, then `detail`. */
  general: string[];
}

/** Turns `{field: ["msg"]}`, `{non_field_errors: [...]}` or `{detail}` into field and general messages. */
export function parseErrorBody(body: unknown): ParsedErrors {
  const result: ParsedErrors = { fields: {}, general: [] };
  if (typeof body === 'string' || Array.isArray(body)) {
    result.general.push(...messagesOf(body));
    return result;
  }
  if (!isRecord(body)) return result;
  const walk = (obj: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(obj)) {
      if (!prefix && (key === 'non_field_errors' || key === 'detail')) continue;
      if (!prefix && key === 'code') continue;
      const path = prefix ? `${prefix}.${key}` : key;
      if (isRecord(value)) walk(value, path);
      else {
        const msgs = messagesOf(value);
        if (msgs.length) result.fields[path] = msgs.join(' ');
      }
    }
  };
  result.general.push(...messagesOf(body.non_field_errors), ...messagesOf(body.detail));
  walk(body, '');
  return result;
}

/** The first message a person should read: a general one, else the first field's. */
export function firstMessage(body: unknown): string | undefined {
  const parsed = parseErrorBody(body);
  return parsed.general[0] ?? Object.values(parsed.fields)[0];
}

/** A readable message for any error thrown by the API client (or anything else). */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  const shown = translateServerMessage(fallback);
  if (error instanceof ApiError) {
    if (error.status >= 500) return shown;
    return firstMessage(error.body) ?? shown;
  }
  return shown;
}
