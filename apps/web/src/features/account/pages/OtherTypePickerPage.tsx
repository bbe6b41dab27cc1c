import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useState } from 'react';
import { Anchor, Button, Container, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupName } from '@portal/contract';
import { Link } from 'react-router';
import { api, errorMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { useSession, useSessionSnapshot, userQueryKey } from '@/lib/session';
import { RoleCard } from '../components/RoleCard';

interface Role {
  title: string;
  description: string;
  createTo: string;
  group: GroupName;
  /** The account type's own record: GET gives it as results[0]; DELETE /{id}/ deactivates it. */
  collection: string;
  /** What stays and what leaves the public lists, said in the confirmation. */
  keeps: string;
  /** Cached queries that no longer hold once it is deactivated. */
  staleKeys: string[][];
}

const ROLES: Role[] = [
  {
    title: 'Company',
    description: 'Post jobs, manage them and review the applications you receive.',
    createTo: '/become-company',
    group: 'Company',
    collection: '/api/employer/companies/',
    keeps: 'Your company and its jobs stay saved, but the jobs will be hidden from the public until you create the Company account again.',
    staleKeys: [['company-area'], ['jobs']],
  },
  {
    title: 'Trainer',
    description: 'Post trainings and reach learners across the country.',
    createTo: '/become-trainer',
    group: 'Trainer',
    collection: '/api/trainings/trainers/',
    keeps: 'Your trainer profile and trainings stay saved, but the trainings will be hidden from the public until you create the Trainer account again.',
    staleKeys: [['trainer-area'], ['catalogue']],
  },
  {
    title: 'Skills Provider',
    description: 'Run skills competitions and review the applications to them.',
    createTo: '/become-skill-provider',
    group: 'SkillProvider',
    collection: '/api/skills/skill-provider/',
    keeps: 'Your provider profile, competitions and their applications stay saved, but the competitions will be hidden from the public until you create the Skills Provider account again.',
    staleKeys: [['skills-area'], ['catalogue']],
  },
  {
    title: 'Career Counsellor',
    description: 'Run a counselling centre and share career resources and events.',
    createTo: '/become-career-counsellor',
    group: 'CarrierCouncillor',
    collection: '/api/careers/careercounsellors/',
    keeps: 'Your profile, centre, resources and events stay saved, but they will be hidden from the public until you create the Career Counsellor account again.',
    staleKeys: [['counsellor-area'], ['catalogue']],
  },
];

/** Spec 002 "Other account types picker". */
export function OtherTypePickerPage() {
  usePageTitle('Other account types');
  const session = useSession();

  return (
    <Container py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Create other account types</Title>
          <Text>Providers post jobs, trainings, competitions and career events for job seekers.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {ROLES.map((role) => (
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
          Back to account types
        </Anchor>
      </Stack>
    </Container>
  );
}

/** DELETE {collection}{id}/: removes the account type; the data stays and is hidden until it is created again. */
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
      await api.delete(`${role.collection}${own.id}/`);
    },
    onSuccess: async () => {
      for (const queryKey of role.staleKeys) void queryClient.invalidateQueries({ queryKey });
      if (user) await queryClient.invalidateQueries({ queryKey: userQueryKey(user.user_id) });
    },
  });

  return (
    <>
      <Button variant="outline" color="red.8" onClick={() => setOpened(true)}>
        Deactivate {name}
      </Button>
      <Modal opened={opened} onClose={() => !deactivate.isPending && setOpened(false)} title={`Deactivate ${name}`} centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text>{role.keeps}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={deactivate.isPending}>
              Cancel
            </Button>
            <Button
              color="red.8"
              loading={deactivate.isPending}
              onClick={() =>
                deactivate.mutate(undefined, {
                  onSuccess: () => {
                    setOpened(false);
                    notifySuccess(`${role.title} account deactivated.`);
                  },
                  onError: (error) => notifyError(errorMessage(error), `The ${role.title} account was not deactivated`),
                })
              }
            >
              Deactivate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
