import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

/** Shown when a page fails to load or render: most often a lazy chunk lost to a dropped connection. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);

  return (
    <Container py={64}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text>
          {chunkFailed
            ? 'This page could not be loaded. Check your internet connection and try again.'
            : 'An unexpected error stopped this page. Please try again.'}
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Button component={Link} to="/" variant="outline" reloadDocument>
            Back To Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
