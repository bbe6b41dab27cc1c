import { Anchor, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { GroupName } from '@portal/contract';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page';
import { useSession } from '../../../lib/session';
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
