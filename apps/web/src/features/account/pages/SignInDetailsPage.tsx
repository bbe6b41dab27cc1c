import { useState } from 'react';
import { Button, Switch } from '@mantine/core';
import { Card, Container, Stack, Text, Title } from '@/lib/ui/plain';
import { emailOnlySchema, phoneCodeSchema, type EmailOnlyInput, type PhoneCodeInput } from '@portal/contract';
import { EmailField } from '@/lib/forms/fields';
import { useServerForm } from '@/lib/forms/useServerForm';
import { notifyError, notifySuccess } from '@/lib/notify';
import { errorMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/page';
import { useSession } from '@/lib/session';
import { PageLoader } from '@/lib/ui/PageLoader';
import { useAddEmailMutation, useAddPhoneMutation, useSmsSettingsMutation, useVerifyAddedPhoneMutation } from '../api';
import { PhoneNumberForm } from '../components/PhoneNumberForm';
import { SmsCodeField } from '../components/SmsCodeField';
import { t, translateServerMessage } from '@/lib/i18n';

/**
 * /sign-in-details: what the person signs in with (issue 33). An e-mail account adds a phone number (a code by SMS),
 * a phone account an e-mail address (a link by mail); either then signs in too.
 */
export function SignInDetailsPage() {
  usePageTitle(t('signIn.details'));
  const { userDetail } = useSession();
  if (!userDetail) return <PageLoader label={t('signIn.details')} />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('signIn.details')}</Title>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('signIn.byPhone')}
            </Title>
            {userDetail.phone && userDetail.phone_verified ? (
              <Text>{t('signIn.verifiedNumber', { phone: userDetail.phone })}</Text>
            ) : (
              <AddPhone />
            )}
          </Stack>
        </Card>
        {userDetail.phone_verified && (
          <SmsChoices decisions={userDetail.sms_decisions} invitations={userDetail.sms_invitations} />
        )}
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('signIn.byEmail')}
            </Title>
            {userDetail.email ? <Text>{userDetail.email}</Text> : <AddEmail />}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

/** Which SMS besides codes go to the verified number: each switched on or off at once. */
function SmsChoices({ decisions, invitations }: { decisions: boolean; invitations: boolean }) {
  const change = useSmsSettingsMutation();
  const save = (input: { sms_decisions?: boolean; sms_invitations?: boolean }) =>
    change.mutate(input, {
      onSuccess: () => notifySuccess(t('signIn.smsSaved')),
      onError: (error) => notifyError(errorMessage(error), t('signIn.smsNotSaved')),
    });
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('signIn.smsHeading')}
        </Title>
        <Text size="sm">{t('signIn.smsIntro')}</Text>
        <Switch
          label={t('signIn.smsDecisions')}
          checked={decisions}
          disabled={change.isPending}
          onChange={(e) => save({ sms_decisions: e.currentTarget.checked })}
        />
        <Switch
          label={t('signIn.smsInvitations')}
          checked={invitations}
          disabled={change.isPending}
          onChange={(e) => save({ sms_invitations: e.currentTarget.checked })}
        />
      </Stack>
    </Card>
  );
}

/** The number to add, then the code it was sent. */
function AddPhone() {
  const [sent, setSent] = useState<string | null>(null);
  const add = useAddPhoneMutation();
  if (sent !== null) return <ConfirmPhone sent={sent} onAgain={() => setSent(null)} />;
  return (
    <PhoneNumberForm
      mutation={add}
      submitLabel={t('signIn.sendCode')}
      intro={t('signIn.addPhoneIntro')}
      onSent={(_phone, detail) => setSent(detail)}
    />
  );
}

function ConfirmPhone({ sent, onAgain }: { sent: string; onAgain: () => void }) {
  const verify = useVerifyAddedPhoneMutation();
  const { form, formProps } = useServerForm<PhoneCodeInput>({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    schema: phoneCodeSchema,
    fields: ['code'],
    onSubmit: (values, report) =>
      verify.mutate(values, { onSuccess: (res) => notifySuccess(res.detail), onError: (error) => report(error) }),
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <Text role="status">{translateServerMessage(sent)}</Text>
        <SmsCodeField form={form} />
        <Button type="submit" loading={verify.isPending}>
          {t('signIn.confirmCode')}
        </Button>
        <Button variant="default" onClick={onAgain}>
          {t('signIn.sendAgain')}
        </Button>
      </Stack>
    </form>
  );
}

function AddEmail() {
  const [sent, setSent] = useState<string | null>(null);
  const add = useAddEmailMutation();
  const { form, formProps } = useServerForm<EmailOnlyInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    schema: emailOnlySchema,
    fields: ['email'],
    onSubmit: (values, report) =>
      add.mutate(values, { onSuccess: (res) => setSent(res.detail), onError: (error) => report(error) }),
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <Text>{t('signIn.addEmailIntro')}</Text>
        {sent !== null && <Text role="status">{translateServerMessage(sent)}</Text>}
        <EmailField form={form} name="email" label={t('account.email')} withAsterisk />
        <Button type="submit" loading={add.isPending}>
          {t('signIn.sendLink')}
        </Button>
      </Stack>
    </form>
  );
}
