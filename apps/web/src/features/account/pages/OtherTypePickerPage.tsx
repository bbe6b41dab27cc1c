import { useState } from 'react';
import { Anchor, Button, Container, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, GroupName } from '@portal/contract';
import { Link } from 'react-router';
import { api, errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page';
import { useSession, useSessionSnapshot, userQueryKey } from '../../../lib/session';
import { RoleCard } from '../components/RoleCard';

const ROLES: { title: string; description: string; createTo: string; group: GroupName }[] = [
  {
    title: 'Company',
    description: 'Post jobs, manage them and review the applications you receive.',
    createTo: '/become-company',
    group: 'Company',
  },
  {
    title: 'Trainer',
    description: 'Post trainings and reach learners across the country.',
    createTo: '/become-trainer',
    group: 'Trainer',
  },
  {
    title: 'Skills Provider',
    description: 'Run skills competitions and review the applications to them.',
    createTo: '/become-skill-provider',
    group: 'SkillProvider',
  },
  {
    title: 'Career Counsellor',
    description: 'Run a counselling centre and share career resources and events.',
    createTo: '/become-career-counsellor',
    group: 'CarrierCouncillor',
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
              heldAction={role.group === 'Company' ? <DeactivateCompany /> : undefined}
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

const COMPANIES = '/api/employer/companies/';
export const COMPANY_DEACTIVATED = 'Company account deactivated.';

/** DELETE /api/employer/companies/{id}/: removes the Company account type; the data stays and its jobs are hidden until it is created again. */
function DeactivateCompany() {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const { user } = useSessionSnapshot();
  const deactivate = useMutation({
    mutationFn: async () => {
      const page = await api.get<{ results: Company[] }>(COMPANIES);
      const company = page.results[0];
      if (!company) throw new Error('No company to deactivate.');
      await api.delete(`${COMPANIES}${company.id}/`);
    },
    onSuccess: async () => {
      // The employer area's cached data and the public job lists no longer hold.
      void queryClient.invalidateQueries({ queryKey: ['company-area'] });
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      if (user) await queryClient.invalidateQueries({ queryKey: userQueryKey(user.user_id) });
    },
  });

  return (
    <>
      <Button variant="outline" color="red.8" onClick={() => setOpened(true)}>
        Deactivate Company Account
      </Button>
      <Modal opened={opened} onClose={() => !deactivate.isPending && setOpened(false)} title="Deactivate Company Account" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack>
          <Text>
            Your company and its jobs stay saved, but the jobs will be hidden from the public until you create the Company account again.
          </Text>
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
                    notifySuccess(COMPANY_DEACTIVATED);
                  },
                  onError: (error) => notifyError(errorMessage(error), 'The Company account was not deactivated'),
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
