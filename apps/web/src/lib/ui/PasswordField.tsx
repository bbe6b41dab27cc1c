import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldBinding } from '@/lib/forms/fields';
import { t } from '@/lib/i18n';

type PasswordFieldProps<Values> = FieldBinding<Values> &
  Omit<PasswordInputProps, 'form' | 'name' | 'autoComplete' | 'description'> & {
    /**
     * current: the password in use. new: one being chosen, with the rule it must meet below it (the browser may offer
     * a generated one). confirm: the new one again.
     */
    purpose: 'current' | 'new' | 'confirm';
  };

/**
 * A password, always required, bound to its form by name (see lib/forms/fields), with the accessibility Mantine 9
 * leaves out of PasswordInput: `aria-invalid` on the input when there is an error (TextInput sets it, PasswordInput
 * does not) and a named show/hide toggle.
 */
export function PasswordField<Values>({ form, name, label, purpose, ...props }: PasswordFieldProps<Values>) {
  const input = form.getInputProps(name);
  const spoken = typeof label === 'string' ? label.toLowerCase() : 'password';
  return (
    <PasswordInput
      label={label}
      description={purpose === 'new' ? t('register.passwordHint') : undefined}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      withAsterisk
      {...props}
      key={form.key(name)}
      {...input}
      aria-invalid={input.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('ui.showOrHide', { name: spoken }) }}
    />
  );
}
