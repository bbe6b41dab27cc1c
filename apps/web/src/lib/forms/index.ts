/** Small form helpers shared by features. */

/** React hears focus through `focusin` at its root: stopped at the field, the field's own onFocus does not run. */
const stopFocusIn = (event: Event) => event.stopPropagation();

/**
 * Moves keyboard focus to the first field marked invalid inside `form`, so keyboard and
 * screen-reader users land on the message. Deferred until React has rendered the errors.
 * A list box's field (Select, MultiSelect, a combobox) is focused without opening its list: a searchable one opens
 * on focus, and its list would cover the very message the focus is for (issue 32, "Create Profile" with empty fields).
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return;
  window.setTimeout(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    const opensList = field.getAttribute('aria-haspopup') === 'listbox' || field.getAttribute('role') === 'combobox';
    if (opensList) field.addEventListener('focusin', stopFocusIn);
    field.focus();
    field.removeEventListener('focusin', stopFocusIn);
  }, 30);
}
