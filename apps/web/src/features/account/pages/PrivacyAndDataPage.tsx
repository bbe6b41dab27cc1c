import { useState } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES, API, deleteAccountSchema, type DeleteAccountInput } from '@portal/contract';
import { errorMessage } from '@/lib/api';
import { downloadWithAuth } from '@/lib/download';
import { useServerForm } from '@/lib/forms/useServerForm';
import { notifyError } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { STORAGE_KEYS } from '@/lib/storage';
import { PasswordField } from '@/lib/ui/PasswordField';
import { useDeleteAccountMutation } from '../api';

const DELETE_FAILED = 'Your account was not deleted';

/**
 * /privacy-and-data: a person's rights over what the portal holds about them (Uganda's Data Protection and Privacy
 * Act 2019): take a copy of it all, or delete the account.
 */
export function PrivacyAndDataPage() {
  usePageTitle('Privacy and my data');
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Privacy and my data</Title>
          <Text>
            What the portal keeps about you and why is in the <Anchor component={Link} to="/privacy">privacy notice</Anchor>.
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
      notifyError(errorMessage(error), 'Your data could not be downloaded');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="download-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="download-heading">
          Download my data
        </Title>
        <Text>A zip file with everything the portal holds about you, in a readable file, and every file you uploaded: your CV, documents and pictures.</Text>
        <Button onClick={() => void download()} loading={busy}>
          Download my data
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
          for (const key of [STORAGE_KEYS.access, STORAGE_KEYS.refresh, STORAGE_KEYS.user, STORAGE_KEYS.verified]) window.localStorage.removeItem(key);
          window.localStorage.setItem(STORAGE_KEYS.alert, ACCOUNT_MESSAGES.accountDeleted);
          window.location.replace('/');
        },
        onError: (error) => report(error, DELETE_FAILED),
      }),
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="delete-heading">
      <form {...server.formProps}>
        <Stack gap="sm">
          <Title order={2} size="h3" id="delete-heading">
            Delete my account
          </Title>
          <Alert color="red" variant="light" p="sm">
            This cannot be undone. Your profile, CV, saved jobs, notifications and uploaded files are erased and your company, trainer,
            skills provider or counsellor account is closed. Employers keep the applications you sent, as from a deleted user, without
            your name or contact details.
          </Alert>
          <PasswordField label="Your password" autoComplete="current-password" withAsterisk {...server.form.getInputProps('password')} />
          <Checkbox label="I understand that my account and my data will be deleted for good" checked={understood} onChange={(e) => setUnderstood(e.currentTarget.checked)} />
          <Button type="submit" color="red.9" loading={remove.isPending} disabled={!understood} w="fit-content">
            Delete my account
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
