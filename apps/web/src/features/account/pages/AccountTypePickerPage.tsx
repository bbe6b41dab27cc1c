import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page';
import { useSession } from '../../../lib/session';
import { RoleCard } from '../components/RoleCard';

/** Step 1 of 2 (spec 002 "Account-type picker"). Reachable without any group. */
export function AccountTypePickerPage() {
  usePageTitle('Choose an account type');
  const session = useSession();

  return (
    <Container py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} c="brand.8">
            Step 1 of 2
          </Text>
          <Title order={1}>Choose an account type</Title>
          <Text>Pick how you want to use the portal. You can hold several account types.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <RoleCard
            title="Job Seeker"
            description="Build your CV, apply for jobs, save the ones you like and get job alerts."
            createTo="/become-job-seeker"
            held={session.hasGroup('JobSeeker')}
          />
        </SimpleGrid>
        <Group gap="md">
          <Button component={Link} to="/other-type-picker" variant="outline">
            Create Other Account Types
          </Button>
          <Button component={Link} to="/" variant="subtle">
            Back to Dashboard
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
