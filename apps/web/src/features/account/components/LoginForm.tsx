import { useRef } from 'react';
import { TextInput, Button } from '@mantine/core';
import { Anchor, Group, Stack } from '@/lib/ui/plain';
import { useForm } from '@mantine/form';
import { ACCOUNT_MESSAGES, loginSchema, type LoginInput } from '@portal/contract';
import { ApiError, errorMessage } from '@/lib/api';
import { applyFormErrors } from '@/lib/forms/fieldErrors';
import { focusFirstInvalid } from '@/lib/forms';
import { PasswordField } from '@/lib/ui/PasswordField';
import { notifyError } from '@/lib/notify';
import { setVerificationPending, type TokenPair } from '@/lib/storage';
import { useLoginMutation } from '../api';
import { t } from '@/lib/i18n';
import { contractResolver } from '@/lib/forms/contractResolver';
import { Link } from '@/lib/ui/Link';

export interface LoginFormProps {
  /** Receives the token pair; the caller stores it (session.login) and navigates. */
  onSuccess: (tokens: TokenPair) => void | Promise<void>;
  /** The server refused the login as unverified; the flag and e-mail are already stored. */
  onUnverified: () => void;
  /** Called when the user follows a link out of the form (the modal closes itself). */
  onLeave?: () => void;
}

/** Username + password form shared by /login and the header's login modal. */
export function LoginForm({ onSuccess, onUnverified, onLeave }: LoginFormProps) {
  const login = useLoginMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: contractResolver(loginSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    (values) => {
      const input = { username: values.username.trim(), password: values.password };
      login.mutate(input, {
        onSuccess: (tokens) => void onSuccess(tokens),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401 && error.detail === ACCOUNT_MESSAGES.unverified) {
            setVerificationPending(input.username);
            onUnverified();
            return;
          }
          if (error instanceof ApiError && error.status === 400) {
            const message = applyFormErrors(form, error, { fields: ['username', 'password'] });
            notifyError(message ?? ACCOUNT_MESSAGES.loginFailed);
            focusFirstInvalid(formRef.current);
            return;
          }
          // 429 {detail}, 401 {detail} (e.g. inactive account), network and server errors.
          notifyError(errorMessage(error, ACCOUNT_MESSAGES.loginFailed));
        },
      });
    },
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('login.email')}
          description={t('login.emailHint')}
          type="email"
          inputMode="email"
          autoComplete="username"
          withAsterisk
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Anchor component={Link} to="/forgot-password" onClick={onLeave} size="sm">
            {t('login.forgot')}
          </Anchor>
          <Button type="submit" loading={login.isPending}>
            {t('header.login')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
