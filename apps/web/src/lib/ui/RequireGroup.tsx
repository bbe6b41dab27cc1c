import type { ReactNode } from 'react';
import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import type { GroupName } from '@portal/contract';
import { useSession } from '../session';
import { PageLoader } from './PageLoader';

interface RequireGroupProps {
  group: GroupName;
  /** e.g. "Company account needed". */
  title: string;
  /** Why the page needs it. */
  text: string;
  createTo: string;
  createLabel: string;
  children?: ReactNode;
}

/** Layout of a provider area: a user without the account type is offered to create one instead of a broken page. */
export function RequireGroup({ group, title, text, createTo, createLabel, children }: RequireGroupProps) {
  const session = useSession();
  if (session.isUserLoading) return <PageLoader />;
  if (session.hasGroup(group)) return children ?? <Outlet />;
  return (
    <Container size="sm" py="xl">
      <Card withBorder padding="lg">
        <Stack gap="sm" align="flex-start">
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text>{text}</Text>
          <Button component={Link} to={createTo}>
            {createLabel}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
