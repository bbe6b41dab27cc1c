import { useRef, useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { Anchor, Stack, Text } from '@/lib/ui/plain';
import { useForm } from '@mantine/form';
import { useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_MESSAGES, resetPasswordSchema, type ResetPasswordInput } from '@portal/contract';
import { ApiError, errorMessage } from '@/lib/api';
import { toFormErrors } from '@/lib/forms/fieldErrors';
import { focusFirstInvalid } from '@/lib/forms';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useResetPasswordMutation } from '../api';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { contractResolver } from '@/lib/forms/contractResolver';
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
  const [tokenError, setTokenError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ResetPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { token, new_password: '', confirm_password: '' },
    validate: contractResolver(resetPasswordSchema),
    validateInputOnBlur: ['new_password', 'confirm_password'],
  });

  const submit = form.onSubmit(
    (values) => {
      setTokenError(null);
      reset.mutate(values, {
        onSuccess: (res) => {
          notifySuccess(typeof res?.detail === 'string' ? res.detail : ACCOUNT_MESSAGES.passwordReset);
          void navigate('/login', { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            const { fieldErrors, unplaced } = toFormErrors(error.body, {
              fields: ['token', 'new_password', 'confirm_password'],
            });
            const { token: tokenMessage, ...rest } = fieldErrors;
            form.setErrors(rest);
            if (tokenMessage) setTokenError(tokenMessage);
            if (unplaced[0]) notifyError(unplaced[0]);
            focusFirstInvalid(formRef.current);
            return;
          }
          notifyError(errorMessage(error));
        },
      });
    },
    (errors) => {
      if (errors.token) setTokenError(ACCOUNT_MESSAGES.linkInvalid);
      focusFirstInvalid(formRef.current);
    },
  );

  if (!token) {
    return (
      <AuthCard title={t('account.chooseANewPassword')}>
        <TokenProblem message={t('account.thisLinkIsIncomplete')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('account.chooseANewPassword')}>
      {tokenError && <TokenProblem message={translateServerMessage(tokenError)} />}
      <form ref={formRef} onSubmit={submit} noValidate>
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
