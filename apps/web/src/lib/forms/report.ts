// Kept apart from lib/forms/index: the notifications it pulls in must stay off the first download (login form, home page).
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '../api';
import { applyFormErrors } from './fieldErrors';
import { focusFirstInvalid } from '.';
import { english } from '../i18n';
import { notifyError } from '../notify';

/**
 * Shows the failure toast; a 400 also puts the server's messages beside the named fields (focusing the first) and
 * answers true; anything else answers false (the caller may close its dialog). For the full list (spec: under the
 * counsellor and event forms) use `parseErrorBody`.
 */
export function reportFormError(
  error: unknown,
  failure: string,
  form: { setErrors: (e: Record<string, ReactNode>) => void },
  formEl: HTMLFormElement | null,
  fields: readonly string[],
): boolean {
  if (error instanceof ApiError && error.status === 400) {
    const message = applyFormErrors(form, error, { fields });
    notifyError(message ?? english('Please correct the highlighted fields.'), failure);
    focusFirstInvalid(formEl);
    return true;
  }
  notifyError(errorMessage(error), failure);
  return false;
}
