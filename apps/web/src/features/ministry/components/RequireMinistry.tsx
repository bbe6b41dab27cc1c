import { Container, Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { MINISTRY_GROUP } from '@portal/contract';
import { useSession } from '@/lib/session';
import { PageLoader } from '@/lib/ui/PageLoader';

/** Layout of the Ministry's area: nobody can create this account type, so others are only told the area is not theirs. */
export function RequireMinistry() {
  const session = useSession();
  if (session.isUserLoading) return <PageLoader />;
  if (session.hasGroup(MINISTRY_GROUP)) return <Outlet />;
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>Ministry area</Title>
        <Text>This area is for the Ministry’s staff. Ministry accounts are created by the portal’s operators.</Text>
      </Stack>
    </Container>
  );
}
