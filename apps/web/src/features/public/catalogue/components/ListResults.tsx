import { useEffect, useRef, type ReactNode } from 'react';
import { Paper, Stack, Text, Title, Button, Skeleton } from '@/lib/ui/plain';
import type { UseQueryResult } from '@tanstack/react-query';
import { PUBLIC_PAGE_SIZE } from '@portal/contract';
import { ApiError } from '@/lib/api';
import { Pager } from '@/lib/ui/Pager';
import { CardSkeletons, LoadError } from '@/lib/ui/QueryState';
import type { Paged } from '@portal/contract';
import { t } from '@/lib/i18n';

/**
 * The results part of a list page: skeletons while loading, a retry on failure, the count heading or the
 * empty state, the cards, and the pager. A page number past the end (the list shrank since the link was
 * shared) goes back to page 1 instead of showing an error.
 */
export function ListResults<T>({
  query,
  page,
  onPage,
  search,
  onClearSearch,
  countHeading,
  emptyHeading,
  emptyHint,
  what,
  skeletonCols,
  skeleton,
  pagerLabel,
  children,
}: {
  query: UseQueryResult<Paged<T>>;
  page: number;
  onPage: (page: number, replace?: boolean) => void;
  search: string;
  onClearSearch: () => void;
  countHeading: (count: number) => string;
  emptyHeading: string;
  /** What to suggest when nothing matched and there was no search. */
  emptyHint: string;
  /** "trainings", for the error message. */
  what: string;
  skeletonCols?: Record<string, number>;
  /** Placeholders shaped like the page's cards (else generic card skeletons). */
  skeleton?: ReactNode;
  pagerLabel: string;
  children: (results: T[]) => ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const pageGone = query.error instanceof ApiError && query.error.status === 404 && page > 1;

  useEffect(() => {
    if (pageGone) onPage(1, true);
  }, [pageGone, onPage]);

  // After Prev/Next or a page number, bring the reader back to the top of the new results.
  useEffect(() => {
    if (!moved.current || !query.data) return;
    moved.current = false;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [query.data]);

  const goTo = (next: number) => {
    moved.current = true;
    onPage(next);
  };

  if (query.isPending || pageGone) {
    // The count heading's line and the cards: the results take the placeholders' place without a jump.
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t('counsellor.loading')}>
        <Title order={2} size="h3" component="div" aria-hidden="true">
          <Skeleton width={200}>{'\u00a0'}</Skeleton>
        </Title>
        {skeleton ?? <CardSkeletons count={4} cols={skeletonCols} />}
      </Stack>
    );
  }
  if (query.error) return <LoadError error={query.error} onRetry={() => void query.refetch()} what={what} />;

  const { count, results } = query.data;
  return (
    <Stack gap="md">
      <div aria-live="polite" aria-atomic="true">
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ scrollMarginTop: 16 }}>
          {count > 0 ? countHeading(count) : emptyHeading}
        </Title>
        {search && (
          <Text c="dimmed" mt={4}>
            {count > 0 ? t('catalogue.resultsFor') : t('catalogue.nothingMatched')} “{search}”.
          </Text>
        )}
      </div>
      {search && (
        <div>
          <Button variant="default" size="compact-md" onClick={onClearSearch}>
            {t('catalogue.clearSearch')}
          </Button>
        </div>
      )}
      {count === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Text>{search ? t('catalogue.tryFewerOrDifferent') : emptyHint}</Text>
        </Paper>
      ) : (
        <>
          {children(results)}
          <Pager page={page} count={count} pageSize={PUBLIC_PAGE_SIZE} onChange={goTo} label={pagerLabel} />
        </>
      )}
    </Stack>
  );
}
