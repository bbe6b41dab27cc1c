import { useState } from 'react';
import { Alert, Button, Checkbox } from '@mantine/core';
import { Container, Stack, Text, Title, Card } from '@/lib/ui/plain';
import { ACCOUNT_MESSAGES, API, deleteAccountSchema, type DeleteAccountInput } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { downloadWithAuth } from '@/lib/download';
import { useServerForm } from '@/lib/forms/useServerForm';
import { notifyError } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { STORAGE_KEYS } from '@/lib/storage';
import { PasswordField } from '@/lib/ui/PasswordField';
import { useDeleteAccountMutation } from '../api';
import { currentLanguage, localisedPath, t, english } from '@/lib/i18n';
import { MessageWithLink } from '@/lib/ui/MessageWithLink';

const DELETE_FAILED = english('Your account was not deleted');

/**
 * /privacy-and-data: a person's rights over what the portal holds about them (Uganda's Data Protection and Privacy
 * Act 2019): take a copy of it all, or delete the account.
 */
export function PrivacyAndDataPage() {
  usePageTitle(t('sidebar.privacyAndMyData'));
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('sidebar.privacyAndMyData')}</Title>
          <Text>
            <MessageWithLink id="account.whatThePortalKeeps" to="/privacy" label={t('register.privacy')} />
          </Text>
        </Stack>
        <DownloadCard />
        <DeleteCard />
      </Stack>
    </Container>
  );
}

function DownloadCard() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithAuth(API.myData, 'tvet-portal-my-data.zip');
    } catch (error) {
      notifyError(errorMessage(error), t('account.yourDataCouldNot'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="download-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="download-heading">
          {t('account.downloadMyData')}
        </Title>
        <Text>{t('account.aZipFileWith')}</Text>
        <Button onClick={() => void download()} loading={busy}>
          {t('account.downloadMyData')}
        </Button>
      </Stack>
    </Card>
  );
}

function DeleteCard() {
  const remove = useDeleteAccountMutation();
  const [understood, setUnderstood] = useState(false);
  const server = useServerForm<DeleteAccountInput>({
    initialValues: { password: '' },
    schema: deleteAccountSchema,
    fields: ['password'],
    onSubmit: (values, report) =>
      remove.mutate(values, {
        onSuccess: () => {
          // Every token of the account is dead now: any query still running would fail to refresh and send us to
          // /login. So the session is forgotten without a re-render, and the home page loads afresh, where the
          // header shows the one-time message.
          for (const key of [STORAGE_KEYS.access, STORAGE_KEYS.refresh, STORAGE_KEYS.user, STORAGE_KEYS.verified])
            window.localStorage.removeItem(key);
          window.localStorage.setItem(STORAGE_KEYS.alert, ACCOUNT_MESSAGES.accountDeleted);
          window.location.replace(localisedPath('/', currentLanguage()));
        },
        onError: (error) => report(error, DELETE_FAILED),
      }),
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="delete-heading">
      <form {...server.formProps}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="delete-heading">
            {t('account.deleteMyAccount')}
          </Title>
          <Alert color="red" variant="light" p="sm">
            {t('account.thisCannotBeUndone')}
          </Alert>
          <PasswordField form={server.form} name="password" label={t('account.yourPassword')} purpose="current" />
          <Checkbox
            label={t('account.iUnderstandThatMy')}
            checked={understood}
            onChange={(e) => setUnderstood(e.currentTarget.checked)}
          />
          <Button type="submit" color="red.9" loading={remove.isPending} disabled={!understood} w="fit-content">
            {t('account.deleteMyAccount')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
