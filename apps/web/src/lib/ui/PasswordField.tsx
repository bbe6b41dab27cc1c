import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { t } from '@/lib/i18n';

/**
 * PasswordInput with the accessibility Mantine 9 leaves out: `aria-invalid` on the input when
 * there is an error (TextInput sets it, PasswordInput does not) and a named show/hide toggle.
 */
export function PasswordField({ label, error, visibilityToggleButtonProps, ...props }: PasswordInputProps) {
  const name = typeof label === 'string' ? label.toLowerCase() : 'password';
  return (
    <PasswordInput
      label={label}
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('ui.showOrHide', { name }), ...visibilityToggleButtonProps }}
      {...props}
    />
  );
}
