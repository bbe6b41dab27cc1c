import { Alert, Button } from '@mantine/core';
import { Anchor, Stack, Text } from '@/lib/ui/plain';
import { useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES, resetPasswordSchema, type ResetPasswordInput } from '@portal/contract';
import { useServerForm } from '@/lib/forms/useServerForm';
import { notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useResetPasswordMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { t, translateServerMessage } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

function TokenProblem({ message }: { message: string }) {
  return (
    <Alert color="red" title={t('account.thisResetLinkCannot')}>
      {message}{' '}
      <Anchor component={Link} to="/forgot-password">
        {t('account.requestANewLink')}
      </Anchor>
      .
    </Alert>
  );
}

export function ResetPasswordPage() {
  usePageTitle(t('account.chooseANewPassword'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPasswordMutation();
  const { form, formProps } = useServerForm<ResetPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { token, new_password: '', confirm_password: '' },
    schema: resetPasswordSchema,
    // The token has no input: its message is the alert above the form.
    fields: ['token', 'new_password', 'confirm_password'],
    onSubmit: (values, report) =>
      reset.mutate(values, {
        onSuccess: (res) => {
          notifySuccess(typeof res?.detail === 'string' ? res.detail : ACCOUNT_MESSAGES.passwordReset);
          void navigate('/login', { replace: true });
        },
        onError: (error) => report(error),
      }),
  });

  if (!token) {
    return (
      <AuthCard title={t('account.chooseANewPassword')}>
        <TokenProblem message={t('account.thisLinkIsIncomplete')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('account.chooseANewPassword')}>
      {form.errors.token && <TokenProblem message={translateServerMessage(ACCOUNT_MESSAGES.linkInvalid)} />}
      <form {...formProps}>
        <Stack gap="md">
          <NewPasswordFields form={form} />
          <Button type="submit" loading={reset.isPending}>
            {t('account.resetPassword')}
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        <Anchor component={Link} to="/login">
          {t('account.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
