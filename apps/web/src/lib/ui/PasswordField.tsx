import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldBinding } from '@/lib/forms/fields';
import { t } from '@/lib/i18n';

type PasswordFieldProps<Values> = FieldBinding<Values> &
  Omit<PasswordInputProps, 'form' | 'name' | 'autoComplete'> & {
    /** The password in use, or one being chosen (the browser may then offer a generated one). */
    autoComplete: 'current-password' | 'new-password';
  };

/**
 * A password, always required, bound to its form by name (see lib/forms/fields), with the accessibility Mantine 9
 * leaves out of PasswordInput: `aria-invalid` on the input when there is an error (TextInput sets it, PasswordInput
 * does not) and a named show/hide toggle.
 */
export function PasswordField<Values>({ form, name, label, ...props }: PasswordFieldProps<Values>) {
  const input = form.getInputProps(name);
  const spoken = typeof label === 'string' ? label.toLowerCase() : 'password';
  return (
    <PasswordInput
      label={label}
      withAsterisk
      {...props}
      key={form.key(name)}
      {...input}
      aria-invalid={input.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('ui.showOrHide', { name: spoken }) }}
    />
  );
}
