import { Container, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page';
import button from '@/lib/ui/Button.module.css';
import typography from '@/lib/ui/Typography.module.css';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Container py={64}>
      <Stack align="center" gap="md" ta="center">
        <p className={typography.text} style={{ fontWeight: 800, fontSize: 64, lineHeight: 1, color: 'var(--mantine-color-brand-8)' }} aria-hidden="true">
          404
        </p>
        <h1 className={typography.title}>Page Not Found</h1>
        <p className={typography.text}>The page you are looking for does not exist or has moved.</p>
        <Link to="/" className={button.button}>
          Back To Home
        </Link>
      </Stack>
    </Container>
  );
}
