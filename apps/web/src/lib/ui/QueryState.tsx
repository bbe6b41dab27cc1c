import { Alert, Button, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../api';

/** Card-shaped placeholders while a list loads (a phone on a slow link sees the layout at once). */
export function CardSkeletons({ count = 6, cols = { base: 1, sm: 2, lg: 3 } }: { count?: number; cols?: Record<string, number> }) {
  return (
    <SimpleGrid cols={cols} aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <Card key={i} withBorder padding="md">
          <Stack gap="xs">
            <Skeleton height={18} width="70%" />
            <Skeleton height={12} width="45%" />
            <Skeleton height={12} width="85%" />
            <Skeleton height={12} width="60%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** What a failed load shows: the reason and a retry, never a blank page. */
export function LoadError({ error, onRetry, what = 'this page' }: { error: unknown; onRetry: () => void; what?: string }) {
  return (
    <Alert color="red" title={`We could not load ${what}`} role="alert">
      <Stack gap="sm" align="flex-start">
        <span>{errorMessage(error)}</span>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** Loading → skeleton, failure → retry, otherwise the children. */
export function QueryState({
  isPending,
  error,
  onRetry,
  skeleton,
  what,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  skeleton?: ReactNode;
  what?: string;
  children: ReactNode;
}) {
  if (isPending) return <>{skeleton ?? <CardSkeletons />}</>;
  if (error) return <LoadError error={error} onRetry={onRetry} what={what} />;
  return <>{children}</>;
}
