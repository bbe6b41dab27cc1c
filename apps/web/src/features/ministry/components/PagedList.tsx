/** A paged list of the Ministry's area: loading, a failure with retry, an empty state, or the table with its paging. */
import type { ReactNode, RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paged } from '@portal/contract';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { EmptyState } from '@/lib/ui/EmptyState';
import { LoadError } from '@/lib/ui/QueryState';
import { PageLoader } from '@/lib/ui/PageLoader';
import { TableFooter, type useUrlPaging } from '@/lib/ui/UrlPaging';

export function PagedList<T extends { id: number }>({
  query,
  columns,
  label,
  what,
  empty,
  paging,
  focusRef,
}: {
  query: UseQueryResult<Paged<T>>;
  columns: Column<T>[];
  /** The table's name ("Reports"); its pages are "<label> pages". */
  label: string;
  /** What failed to load, in a sentence ("the reports"). */
  what: string;
  empty: { title: string; text: ReactNode };
  paging: ReturnType<typeof useUrlPaging>;
  focusRef: RefObject<HTMLHeadingElement | null>;
}) {
  const data = query.data;
  if (query.isPending) return <PageLoader />;
  if (query.error || !data) return <LoadError error={query.error} onRetry={() => void query.refetch()} what={what} />;
  if (data.results.length === 0) return <EmptyState title={empty.title}>{empty.text}</EmptyState>;
  return (
    <>
      <DataTable rows={data.results} columns={columns} label={label} busy={query.isFetching} />
      <TableFooter
        page={paging.page}
        pageSize={paging.pageSize}
        count={data.count}
        label={`${label} pages`}
        setPaging={paging.setPaging}
        focusRef={focusRef}
      />
    </>
  );
}
