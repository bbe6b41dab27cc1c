import { Button } from '@mantine/core';
import { Anchor, Group, Stack } from '@/lib/ui/plain';
import { ACCOUNT_MESSAGES, looksLikePhone, loginSchema, type LoginInput } from '@portal/contract';
import { ApiError } from '@/lib/api';
import { EmailField, PhoneField } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import { PasswordField } from '@/lib/ui/PasswordField';
import { setVerificationPending, type TokenPair } from '@/lib/storage';
import { useLoginMutation } from '../api';
import { SignInMethodControl, useSignInMethod } from './SignInMethod';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

export interface LoginFormProps {
  /** Receives the token pair; the caller stores it (session.login) and navigates. */
  onSuccess: (tokens: TokenPair) => void | Promise<void>;
  /**
   * The server refused the login as unverified; the flag and e-mail are already stored. `verifyPath`: where the person
   * proves their address (the mailed link's page) or number (the SMS code's).
   */
  onUnverified: (verifyPath: string) => void;
  /** Called when the user follows a link out of the form (the modal closes itself). */
  onLeave?: () => void;
}

/**
 * Username + password form shared by /login and the header's login modal; the username is a phone number or an
 * e-mail address (issue 33), each with its own keyboard.
 */
export function LoginForm({ onSuccess, onUnverified, onLeave }: LoginFormProps) {
  const login = useLoginMutation();
  const signInMethod = useSignInMethod();
  const byPhone = signInMethod.method === 'phone';
  // Each with its keyboard: the number pad for a number, the @ for an address.
  const UsernameField = byPhone ? PhoneField : EmailField;
  const { form, formProps } = useServerForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    schema: loginSchema,
    fields: ['username', 'password'],
    onSubmit: (values, report) => {
      const input = { username: values.username.trim(), password: values.password };
      login.mutate(input, {
        onSuccess: (tokens) => void onSuccess(tokens),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401 && error.detail === ACCOUNT_MESSAGES.unverified) {
            if (looksLikePhone(input.username)) {
              const phone = loginSchema.shape.username.parse(input.username);
              onUnverified(`/verify-phone?${new URLSearchParams({ phone }).toString()}`);
              return;
            }
            setVerificationPending(input.username);
            onUnverified('/verify-account');
            return;
          }
          // A 400 (wrong credentials: the server's message), 429 {detail}, 401 {detail} (an inactive account), network.
          report(error);
        },
      });
    },
  });

  return (
    <form {...formProps}>
      <Stack gap="md">
        <SignInMethodControl {...signInMethod} />
        <UsernameField
          form={form}
          name="username"
          label={byPhone ? t('signIn.phone') : t('login.email')}
          description={byPhone ? t('signIn.loginPhoneHint') : t('login.emailHint')}
          autoComplete="username"
          withAsterisk
        />
        <PasswordField form={form} name="password" label={t('login.password')} purpose="current" />
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
