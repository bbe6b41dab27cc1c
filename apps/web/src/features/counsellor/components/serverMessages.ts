import { ApiError, errorMessage, parseErrorBody } from '@/lib/errors';

/** Every message of a failed save, each field's named by its label (spec 002 §7: listed in red under the form). */
export function serverMessages(error: unknown, labels: Record<string, string>): string[] {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return [errorMessage(error)];
  const { fields, general } = parseErrorBody(error.body);
  const messages = [
    ...general,
    ...Object.entries(fields).map(([field, message]) => (labels[field] ? `${labels[field]}: ${message}` : message)),
  ];
  return messages.length > 0 ? messages : [errorMessage(error)];
}
