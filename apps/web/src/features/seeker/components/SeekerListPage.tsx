/**
 * The seeker's server-paged lists (applied jobs, saved jobs, notifications): the heading (focused when the page
 * changes), loading, a page past the end, a load error, the empty state, then the rows and the footer with the rows
 * per page and the page links. Each page gives its rows.
 */
import { useRef, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { Container, Stack, Title, Button, Skeleton } from '@/lib/ui/plain';
import type { Paged } from '@portal/contract';
import { ApiError } from '@/lib/api';
import { EmptyState } from '@/lib/ui/EmptyState';
import { LoadError } from '@/lib/ui/QueryState';
import { TableFooter, type useUrlPaging } from '@/lib/ui/UrlPaging';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

interface PagedQuery<Row> {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  data: Paged<Row> | undefined;
  refetch: () => unknown;
}

export function SeekerListPage<Row>({
  headingId,
  heading,
  query,
  paging,
  what,
  noMore,
  empty,
  pagerLabel,
  intro,
  children,
}: {
  headingId: string;
  /** The heading, with the count once it is known. */
  heading: (count: number | undefined) => string;
  query: PagedQuery<Row>;
  paging: ReturnType<typeof useUrlPaging>;
  /** "your applications", for the load error. */
  what: string;
  /** The title shown for a page past the end ("No more applications"). */
  noMore: string;
  /** An empty list: what is missing, a sentence, and the next step's button. */
  empty: { title: string; text: string; action?: { label: string; to: string } };
  pagerLabel: string;
  /** A line under the heading (a link to the page a person may have meant). */
  intro?: ReactNode;
  children: (page: Paged<Row>) => ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data } = query;
  const pastTheEnd = query.error instanceof ApiError && query.error.status === 404 && paging.page > 1;
  return (
    <Container py="xl">
      <Stack gap="lg">
        <Title order={1} id={headingId} ref={headingRef} tabIndex={-1}>
          {heading(data && !pastTheEnd ? data.count : undefined)}
        </Title>
        {intro}
        {query.isPending ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        ) : pastTheEnd ? (
          <Alert color="gray" title={noMore}>
            <Button variant="default" onClick={() => paging.setPaging({ page: 1 })}>
              {t('jobs.firstPage')}
            </Button>
          </Alert>
        ) : query.error && !data ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} what={what} />
        ) : data && data.count === 0 ? (
          <EmptyState
            title={empty.title}
            action={
              empty.action && (
                <Button component={Link} to={empty.action.to}>
                  {empty.action.label}
                </Button>
              )
            }
          >
            {empty.text}
          </EmptyState>
        ) : data ? (
          <>
            {children(data)}
            <TableFooter
              page={paging.page}
              pageSize={paging.pageSize}
              count={data.count}
              label={pagerLabel}
              setPaging={paging.setPaging}
              focusRef={headingRef}
            />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}

/** "3 Saved Jobs", "1 Saved Job", or the bare title before the count is known: `title` and `counted` are message ids. */
export const countHeading = (title: string, counted: string) => (count: number | undefined) =>
  count === undefined ? t(title) : t(counted, { count });
