import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title, Button, Skeleton } from '@/lib/ui/plain';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { LoadError } from '@/lib/ui/QueryState';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

/** Placeholder in the shape of a detail page: title, summary box, text. */
function DetailSkeleton() {
  return (
    <Container py="xl" role="status" aria-busy="true" aria-label={t('counsellor.loading')}>
      <Stack gap="md">
        <Skeleton height={36} width="60%" />
        <Skeleton height={140} />
        <Skeleton height={14} />
        <Skeleton height={14} width="90%" />
        <Skeleton height={14} width="75%" />
      </Stack>
    </Container>
  );
}

/** The message for a link to something that does not exist (or no longer does). */
export function NotFoundMessage({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <Container py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>{text}</Text>
          <Button component={Link} to={backTo}>
            {backLabel}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * Loading, not found, failure, then the page. `id` is null when the address holds no valid id,
 * which is "not found" without asking the server.
 */
export function DetailState<T>({
  id,
  query,
  notFound,
  what,
  children,
}: {
  id: number | null;
  query: UseQueryResult<T>;
  notFound: { title: string; text: string; backTo: string; backLabel: string };
  what: string;
  children: (data: T) => ReactNode;
}) {
  const missing = id === null || (query.error instanceof ApiError && query.error.status === 404);
  if (missing) return <NotFoundMessage {...notFound} />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.error) {
    return (
      <Container py="xl">
        <LoadError error={query.error} onRetry={() => void query.refetch()} what={what} />
      </Container>
    );
  }
  return <>{children(query.data)}</>;
}
