import type { ReactNode } from 'react';
import { Stack, Skeleton } from '@/lib/ui/plain';
import { LoadError } from '@/lib/ui/QueryState';
import { t } from '@/lib/i18n';

/** A section's rows: a placeholder while they load, the reason and a retry if they fail. */
export function SectionRows<T>({
  query,
  what,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} what={what} />;
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('resume.loading', { what })}>
      <Skeleton height={16} width="60%" />
      <Skeleton height={12} width="40%" />
    </Stack>
  );
}
