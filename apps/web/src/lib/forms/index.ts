/** Small form helpers shared by features. */

/**
 * Moves keyboard focus to the first field marked invalid inside `form`, so keyboard and
 * screen-reader users land on the message. Deferred until React has rendered the errors.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  window.setTimeout(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, 30);
}
