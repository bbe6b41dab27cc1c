/**
 * The seeker's server-paged lists (applied jobs, saved jobs, notifications): the heading (focused when the page
 * changes), loading, a page past the end, a load error, the empty state, then the rows and the footer with the rows
 * per page and the page links. Each page gives its rows.
 */
import { useRef, type ReactNode } from 'react';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Button, Container, Skeleton, Stack, Table, Title, type TableTrProps } from '@mantine/core';
import type { Paged } from '@portal/contract';
import { ApiError } from '@/lib/api';
import { LoadError } from '@/lib/ui/QueryState';
import { TableFooter, type useUrlPaging } from '@/lib/ui/UrlPaging';

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
  empty: { title: string; body: ReactNode };
  pagerLabel: string;
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
        {query.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        ) : pastTheEnd ? (
          <Alert color="gray" title={noMore}>
            <Button variant="default" onClick={() => paging.setPaging({ page: 1 })}>
              Go to the first page
            </Button>
          </Alert>
        ) : query.error && !data ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} what={what} />
        ) : data && data.count === 0 ? (
          <Alert color="gray" title={empty.title}>
            {empty.body}
          </Alert>
        ) : data ? (
          <>
            {children(data)}
            <TableFooter page={paging.page} pageSize={paging.pageSize} count={data.count} label={pagerLabel} setPaging={paging.setPaging} focusRef={headingRef} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}

/** "3 Saved Jobs", "1 Saved Job", or the bare title before the count is known. */
export const countHeading = (title: string, one: string, many: string) => (count: number | undefined) =>
  count === undefined ? title : `${count} ${count === 1 ? one : many}`;

export interface RowsColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Keep the cell on one line (dates, chips). */
  nowrap?: boolean;
  minWidth?: number;
}

/** The rows of a seeker list as a table, named by the page heading; `rowProps` marks rows (unseen ones). */
export function RowsTable<Row extends { id: number }>({
  rows,
  columns,
  labelledBy,
  minWidth,
  busy,
  striped = true,
  rowProps,
}: {
  rows: Row[];
  columns: RowsColumn<Row>[];
  labelledBy: string;
  minWidth: number;
  busy: boolean;
  striped?: boolean;
  rowProps?: (row: Row) => TableTrProps & { 'data-seen'?: boolean };
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} aria-busy={busy}>
      <Table verticalSpacing="sm" striped={striped} highlightOnHover aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header}>{c.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} {...rowProps?.(row)}>
              {columns.map((c) => (
                <Table.Td key={c.header} miw={c.minWidth} style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
