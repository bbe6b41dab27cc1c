/**
 * The signed-in area's "manage" pages (jobs, trainings, competitions, applications, resources, events; spec 002
 * §9: server paging, 10–100 rows): heading with the post button, loading/error/empty states, a scrolling table,
 * row actions and the delete confirmation, so each page only says what its columns are.
 */
import '@mantine/core/styles/ActionIcon.layer.css';
import { useState, type ReactNode } from 'react';
import { ActionIcon } from '@mantine/core';
import { Hint } from './Hint';
import { Container, Group, Stack, Text, Title, Button } from '@/lib/ui/plain';
import { PAGE_SIZE_DEFAULT, type Paged } from '@portal/contract';
import { errorMessage } from '../api';
import { notifyError, notifySuccess } from '../notify';
import { DataTable, type Column } from './DataTable';
import { EmptyState } from './EmptyState';
import { EyeIcon, PencilIcon, TrashIcon } from './icons';
import { Pager } from './Pager';
import { LoadError } from './QueryState';
import { PageSizeSelect, TableSkeleton } from './table';
import { t, translateServerMessage } from '@/lib/i18n';
import { confirmRemoval } from '../confirm';
import { Link } from '@/lib/ui/Link';

/** Page and page size of a managed table; after a delete empties the last page, it steps back one. */
export function usePaging(initialSize = PAGE_SIZE_DEFAULT) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  return {
    page,
    pageSize,
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
    afterDelete: (rowsOnPage: number) => {
      if (rowsOnPage === 1 && page > 1) setPage(page - 1);
    },
  };
}
export type Paging = ReturnType<typeof usePaging>;

export type { Column } from './DataTable';

interface QueryLike<T> {
  isPending: boolean;
  error: Error | null;
  data: Pick<Paged<T>, 'count' | 'results'> | undefined;
  refetch: () => unknown;
}

/** A manage page's list: its paging and the query of the page shown. */
export interface PagedList<T> {
  paging: Paging;
  query: QueryLike<T>;
}

export function usePagedList<T, Query extends QueryLike<T>>(useList: (page: number, pageSize: number) => Query) {
  const paging = usePaging();
  const query = useList(paging.page, paging.pageSize);
  return { paging, query };
}

interface ManagedTableProps<T extends { id: number }> {
  title: string;
  /** The post button above the table ("Post a new training"). */
  action?: { label: string; to: string };
  list: PagedList<T>;
  columns: Column<T>[];
  /** "your trainings": the error message's object. */
  what: string;
  /** The table's accessible name: `what`, capitalised, by default. */
  label?: string;
  /** Beside the heading instead of the post button (a filter). */
  headerExtra?: ReactNode;
  /** Under the heading, above the table (what a filter shows). */
  intro?: ReactNode;
  /** The pager's accessible name; "<title> pages" by default. */
  pagerLabel?: string;
  /** What an empty table says, and a link (to `linkTo`, else the post button's page). */
  empty: { text: string; linkLabel?: string; linkTo?: string };
}

export function ManagedTable<T extends { id: number }>(props: ManagedTableProps<T>) {
  const {
    title,
    action,
    list: { query, paging },
    columns,
    what,
    label = what.charAt(0).toUpperCase() + what.slice(1),
    empty,
    headerExtra,
    intro,
    pagerLabel = `${title} pages`,
  } = props;
  const data = query.data;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align={headerExtra ? 'flex-end' : 'center'} wrap="wrap">
          <Title order={1}>{title}</Title>
          {headerExtra}
          {action && (
            <Button component={Link} to={action.to}>
              {action.label}
            </Button>
          )}
        </Group>
        {intro}
        {query.isPending ? (
          <TableSkeleton />
        ) : query.error || !data ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} what={what} />
        ) : data.count === 0 ? (
          <EmptyState
            title={empty.text}
            action={
              empty.linkLabel &&
              (empty.linkTo ?? action?.to) && (
                <Button component={Link} to={empty.linkTo ?? action?.to ?? ''} variant="light">
                  {empty.linkLabel}
                </Button>
              )
            }
          />
        ) : (
          <Stack gap="sm">
            <PageSizeSelect value={paging.pageSize} count={data.count} onChange={paging.setPageSize} />
            <DataTable rows={data.results} columns={columns} label={label} />
            <Pager
              page={paging.page}
              count={data.count}
              pageSize={paging.pageSize}
              onChange={paging.setPage}
              label={pagerLabel}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

/**
 * View, edit and delete icons of a row; each names the row for screen readers. The delete stands apart from the
 * others (at the card's far end on a phone, a wide gap in a table), so a thumb aiming at Edit does not reach it.
 */
export function RowActions(props: {
  name: string;
  noun: string;
  viewTo?: string;
  editTo?: string;
  onDelete?: () => void;
  deleting?: boolean;
}) {
  const { name, noun, viewTo, editTo, onDelete, deleting = false } = props;
  return (
    <Group gap="xl" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        {viewTo && (
          <Hint label={t('ui.view', { noun })}>
            <ActionIcon component={Link} to={viewTo} variant="subtle" aria-label={t('ui.view2', { name })}>
              <EyeIcon />
            </ActionIcon>
          </Hint>
        )}
        {editTo && (
          <Hint label={t('ui.edit', { noun })}>
            <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={t('ministry.edit', { name })}>
              <PencilIcon />
            </ActionIcon>
          </Hint>
        )}
      </Group>
      {onDelete && (
        <Hint label={t('ui.delete', { noun })}>
          <ActionIcon
            variant="subtle"
            color="red.8"
            aria-label={t('resume.delete', { name })}
            loading={deleting}
            onClick={onDelete}
          >
            <TrashIcon />
          </ActionIcon>
        </Hint>
      )}
    </Group>
  );
}

/** The spec's texts of a delete: the confirmation's title and message, the toast after it and its failure's title. */
export interface DeleteTexts {
  title: string;
  message: string;
  done: string;
  failed: string;
}

interface DeleteMutation {
  mutate: (id: number, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
  variables: number | undefined;
}

interface RowActionsOptions<T> {
  /** "training": the icons' tooltips. */
  noun: string;
  /** What names the row to screen readers and in the delete confirmation. */
  name: (row: T) => string;
  view?: (row: T) => string;
  edit?: (row: T) => string;
  /** With the texts, a delete icon. */
  remove?: { mutation: DeleteMutation; texts: DeleteTexts };
}

/**
 * A manage table's Actions column: view, edit and delete icons naming the row; the delete asks the spec's
 * confirmation, toasts the outcome and steps the table back a page when its last row goes.
 */
export function actionsColumn<T extends { id: number }>(
  list: PagedList<T>,
  { noun, name, view, edit, remove }: RowActionsOptions<T>,
): Column<T> {
  const ask = (row: T) => {
    if (!remove) return;
    const { mutation, texts } = remove;
    confirmDelete({
      ...texts,
      name: name(row),
      onConfirm: () =>
        mutation.mutate(row.id, {
          onSuccess: () => {
            notifySuccess(texts.done);
            list.paging.afterDelete(list.query.data?.results.length ?? 0);
          },
          onError: (error) => notifyError(errorMessage(error), texts.failed),
        }),
    });
  };
  return {
    header: t('table.actions'),
    kind: 'actions',
    cell: (row) => (
      <RowActions
        name={name(row)}
        noun={noun}
        viewTo={view?.(row)}
        editTo={edit?.(row)}
        onDelete={remove && (() => ask(row))}
        deleting={remove?.mutation.isPending && remove.mutation.variables === row.id}
      />
    ),
  };
}

/** The spec's delete confirmations ("Delete Training!" … Cancel / Remove), naming the row under the message. */
export function confirmDelete({
  title,
  message,
  name,
  onConfirm,
}: Pick<DeleteTexts, 'title' | 'message'> & { name: string; onConfirm: () => void }) {
  confirmRemoval({
    title: translateServerMessage(title),
    children: (
      <Stack gap="xs">
        <Text>{translateServerMessage(message)}</Text>
        <Text fw={700} size="sm">
          {name}
        </Text>
      </Stack>
    ),
    confirm: t('saved.remove'),
    cancel: t('common.cancel'),
    onConfirm,
  });
}
