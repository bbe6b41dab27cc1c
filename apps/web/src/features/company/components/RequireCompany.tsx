import type { ReactNode } from 'react';
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../../lib/session';
import { PageLoader } from '../../../lib/ui/PageLoader';

/** Layout of the employer pages: a user without the Company account type is offered to create one instead. */
export function RequireCompany({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (session.isUserLoading) return <PageLoader />;
  if (session.hasGroup('Company')) return children ?? <Outlet />;
  return (
    <Container size="sm" py="xl">
      <Card withBorder padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            Company account needed
          </Title>
          <Text>This page is for employers. Create a Company account to post jobs and review applicants.</Text>
          <Button component={Link} to="/become-company">
            Create a Company account
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
