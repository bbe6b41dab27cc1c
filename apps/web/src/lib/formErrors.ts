// Kept apart from lib/forms: the notifications it pulls in must stay off the first download (login form, home page).
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from './api';
import { applyFormErrors } from './fieldErrors';
import { focusFirstInvalid } from './forms';
import { notifyError } from './notify';

/**
 * Shows the failure toast; a 400 also puts the server's messages beside the named fields (focusing the first) and
 * returns the first message. For the full list (spec: under the counsellor and event forms) use `parseErrorBody`.
 */
export function reportFormError(
  error: unknown,
  failure: string,
  form: { setErrors: (e: Record<string, ReactNode>) => void },
  formEl: HTMLFormElement | null,
  fields: readonly string[],
): string | undefined {
  if (error instanceof ApiError && error.status === 400) {
    const message = applyFormErrors(form, error, { fields });
    notifyError(message ?? 'Please correct the highlighted fields.', failure);
    focusFirstInvalid(formEl);
    return message ?? undefined;
  }
  notifyError(errorMessage(error), failure);
  return undefined;
}
