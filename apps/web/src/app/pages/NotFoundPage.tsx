import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Container py={64}>
      <Stack align="center" gap="md" ta="center">
        <Text fw={800} fz={64} c="brand.8" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text>The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to="/">
          Back To Home
        </Button>
      </Stack>
    </Container>
  );
}
