import { SimpleGrid, Button } from '@mantine/core';
import { Container, Group, Stack, Text, Title, Card } from '@/lib/ui/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type JobSeeker } from '@portal/contract';
import { ApiError, api, errorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useSession } from '@/lib/session';
import { RoleCard } from '../components/RoleCard';
import { t, english } from '@/lib/i18n';
import { openConfirm } from '@/lib/confirm';
import { Link } from '@/lib/ui/Link';

const DEACTIVATED = english('Job seeker account deactivated.');
const DEACTIVATE_FAILED = english('Failed to deactivate the job seeker account');

/**
 * DELETE /api/job_seekers/jobseekers/{id}/: removes the JobSeeker account type and keeps the profile, so creating
 * it again restores it. The id is the first (only) result of the caller's own list.
 */
function useDeactivateJobSeeker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const list = await api.get<{ results: JobSeeker[] }>(API.jobSeekers);
      const own = list.results[0];
      if (!own) throw new ApiError(404, { detail: t('account.noJobSeekerProfile') });
      await api.delete(API.jobSeeker(own.id));
    },
    // The groups come from the user record (the sidebar and guards follow it), and everything the seeker area cached
    // (profile, sections, dashboard) changes with the account type: refresh it all.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The job seeker card: Create, or the note that the user has it with Deactivate beside it. */
function JobSeekerCard({ held }: { held: boolean }) {
  const deactivate = useDeactivateJobSeeker();

  const confirm = () =>
    openConfirm({
      title: t('account.deactivateYourJobSeeker'),
      children: <Text>{t('account.yourProfileAndCv')}</Text>,
      labels: { confirm: t('account.deactivate'), cancel: t('saved.keep') },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        deactivate.mutate(undefined, {
          onSuccess: () => notifySuccess(DEACTIVATED),
          onError: (error) => notifyError(errorMessage(error), DEACTIVATE_FAILED),
        }),
    });

  if (!held)
    return (
      <RoleCard
        title={t('sidebar.group.jobSeeker')}
        description={t('account.jobSeekerDescription')}
        createTo="/become-job-seeker"
        held={false}
      />
    );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('sidebar.group.jobSeeker')}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('sidebar.group.jobSeeker')}
          </Title>
          <Text size="sm">{t('account.jobSeekerDescription')}</Text>
        </Stack>
        <Group gap="sm" justify="space-between">
          <Text fw={700} c="brand.8">
            {t('account.youAlreadyHaveThis')}
          </Text>
          <Button variant="outline" color="red.9" size="compact-md" loading={deactivate.isPending} onClick={confirm}>
            {t('account.deactivateJobSeekerAccount')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Step 1 of 2 (spec 002 "Account-type picker"). Reachable without any group. */
export function AccountTypePickerPage() {
  usePageTitle(t('account.chooseAnAccountType'));
  const session = useSession();

  return (
    <Container py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} c="brand.8">
            {t('account.step1Of2')}
          </Text>
          <Title order={1}>{t('account.chooseAnAccountType')}</Title>
          <Text>{t('account.pickHowYouWant')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <JobSeekerCard held={session.hasGroup('JobSeeker')} />
        </SimpleGrid>
        <Group gap="md">
          <Button component={Link} to="/other-type-picker" variant="outline">
            {t('account.createOtherAccountTypes')}
          </Button>
          {/* The spec's link went to the home page; the label says Dashboard, and /dashboard now exists. */}
          <Button component={Link} to="/dashboard" variant="subtle">
            {t('account.backToDashboard')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
