import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useState } from 'react';
import { Modal, SimpleGrid, Button } from '@mantine/core';
import { Anchor, Container, Group, Stack, Text, Title } from '@/lib/ui/plain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type GroupName } from '@portal/contract';
import { api, errorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useSession, useSessionSnapshot, userQueryKey } from '@/lib/session';
import { RoleCard } from '../components/RoleCard';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

interface Role {
  title: string;
  description: string;
  createTo: string;
  group: GroupName;
  /** The account type's own record: GET `collection` gives it as results[0]; DELETE `item(id)` deactivates it. */
  collection: string;
  item: (id: number) => string;
  /** What stays and what leaves the public lists, said in the confirmation. */
  keeps: string;
  /** Cached queries that no longer hold once it is deactivated. */
  staleKeys: string[][];
}

const roles = (): Role[] => [
  {
    title: t('jobDetail.company'),
    description: t('account.postJobsManageThem'),
    createTo: '/become-company',
    group: 'Company',
    collection: API.companies,
    item: API.company,
    keeps: t('account.yourCompanyAndIts'),
    staleKeys: [['company-area'], ['jobs']],
  },
  {
    title: t('sidebar.group.trainer'),
    description: t('account.postTrainingsAndReach'),
    createTo: '/become-trainer',
    group: 'Trainer',
    collection: API.trainers,
    item: API.trainer,
    keeps: t('account.yourTrainerProfileAnd'),
    staleKeys: [['trainer-area'], ['catalogue']],
  },
  {
    title: t('sidebar.group.skillsProvider'),
    description: t('account.runSkillsCompetitionsAnd'),
    createTo: '/become-skill-provider',
    group: 'SkillProvider',
    collection: API.skillProviders,
    item: API.skillProvider,
    keeps: t('account.yourProviderProfileCompetitions'),
    staleKeys: [['skills-area'], ['catalogue']],
  },
  {
    title: t('sidebar.group.careerCounsellor'),
    description: t('account.runACounsellingCentre'),
    createTo: '/become-career-counsellor',
    group: 'CarrierCouncillor',
    collection: API.counsellors,
    item: API.counsellor,
    keeps: t('account.yourProfileCentreResources'),
    staleKeys: [['counsellor-area'], ['catalogue']],
  },
];

/** Spec 002 "Other account types picker". */
export function OtherTypePickerPage() {
  usePageTitle(t('account.otherAccountTypes'));
  const session = useSession();

  return (
    <Container py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('account.createOtherAccountTypes2')}</Title>
          <Text>{t('account.providersPostJobsTrainings')}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {roles().map((role) => (
            <RoleCard
              key={role.group}
              title={role.title}
              description={role.description}
              createTo={role.createTo}
              held={session.hasGroup(role.group)}
              heldAction={<DeactivateRole role={role} />}
            />
          ))}
        </SimpleGrid>
        <Anchor component={Link} to="/account-type-picker">
          {t('account.backToAccountTypes')}
        </Anchor>
      </Stack>
    </Container>
  );
}

/** DELETE item(id): removes the account type; the data stays and is hidden until it is created again. */
function DeactivateRole({ role }: { role: Role }) {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const { user } = useSessionSnapshot();
  const name = `${role.title} Account`;
  const deactivate = useMutation({
    mutationFn: async () => {
      const page = await api.get<{ results: { id: number }[] }>(role.collection);
      const own = page.results[0];
      if (!own) throw new Error(`No ${role.title.toLowerCase()} account to deactivate.`);
      await api.delete(role.item(own.id));
    },
    onSuccess: async () => {
      for (const queryKey of role.staleKeys) void queryClient.invalidateQueries({ queryKey });
      if (user) await queryClient.invalidateQueries({ queryKey: userQueryKey(user.user_id) });
    },
  });

  return (
    <>
      <Button variant="outline" color="red.8" onClick={() => setOpened(true)}>
        {t('account.deactivate2', { name })}
      </Button>
      <Modal
        opened={opened}
        onClose={() => !deactivate.isPending && setOpened(false)}
        title={t('account.deactivate2', { name })}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <Text>{role.keeps}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={deactivate.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red.8"
              loading={deactivate.isPending}
              onClick={() =>
                deactivate.mutate(undefined, {
                  onSuccess: () => {
                    setOpened(false);
                    notifySuccess(t('account.accountDeactivated', { title: role.title }));
                  },
                  onError: (error) =>
                    notifyError(errorMessage(error), t('account.theAccountWasNot', { title: role.title })),
                })
              }
            >
              {t('account.deactivate')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
