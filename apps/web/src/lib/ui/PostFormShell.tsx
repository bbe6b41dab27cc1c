import { Fragment, type ReactNode } from 'react';
import { Container, Stack, Skeleton, Card } from '@/lib/ui/plain';
import { usePageTitle } from '../page';
import { useEditId } from '../useEditId';
import { BackLink, PageHeading } from './PageHeading';
import { LoadError } from './QueryState';
import { t } from '@/lib/i18n';

type PostFormShellProps = {
  /** "Post …" or "Edit …": the tab's title and the heading. */
  heading: string;
  /** The manage page the form came from. */
  back: { to: string; label: string };
  /** What the form needs is loading (the record to edit, lookups), or failed to load. */
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** "this training": the object of the load error's message. */
  what: string;
  /** How many field-sized placeholders stand for the form while it loads. */
  placeholders?: number;
  /** The form, shown once what it needs is there. */
  children: ReactNode;
};

/**
 * The create/edit pages of the signed-in areas (/company-post-job, /trainer-post-training, /post-competition,
 * /post-career-event, /post-career-resource; `?edit={id}` edits): heading with the way back, the loading and error
 * states, then the page's form.
 */
export function PostFormShell({
  heading,
  back,
  loading,
  error,
  onRetry,
  what,
  placeholders = 6,
  children,
}: PostFormShellProps) {
  usePageTitle(heading);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <PageHeading title={heading}>
          <BackLink {...back} />
        </PageHeading>
        {loading ? (
          <Card withBorder padding="lg" role="status" aria-busy="true" aria-label={t('counsellor.loading')}>
            <Stack>
              {Array.from({ length: placeholders }, (_, i) => (
                <Skeleton key={i} height={36} />
              ))}
            </Stack>
          </Card>
        ) : error ? (
          <LoadError error={error} onRetry={onRetry} what={what} />
        ) : (
          children
        )}
      </Stack>
    </Container>
  );
}

/**
 * The record a create/edit page edits (`?edit={id}`), and what PostFormShell shows while it loads or fails: none of
 * that when the page creates a new one.
 */
type RecordQuery<T> = { isPending: boolean; error: Error | null; data: T | undefined; refetch: () => unknown };

function editedRecord<T>(editId: number | null, query: RecordQuery<T>) {
  const editing = editId !== null;
  return {
    shell: {
      loading: editing && query.isPending,
      error: editing ? query.error : null,
      onRetry: () => void query.refetch(),
    },
    record: editing ? (query.data ?? null) : null,
  };
}

/**
 * A create/edit page of one of the caller's records: `useRecord` loads the one `?edit={id}` names, and `form` is
 * given that id and the record (both null when creating), drawn afresh when the id changes.
 */
export function EditRecordPage<T>({
  useRecord,
  headings,
  form,
  ...shell
}: Pick<PostFormShellProps, 'back' | 'what' | 'placeholders'> & {
  useRecord: (editId: number | null) => RecordQuery<T>;
  headings: { create: string; edit: string };
  form: (id: number | null, record: T | null) => ReactNode;
}) {
  const editId = useEditId();
  const edited = editedRecord(editId, useRecord(editId));
  return (
    <PostFormShell heading={editId ? headings.edit : headings.create} {...shell} {...edited.shell}>
      <Fragment key={editId ?? 'new'}>{form(editId, edited.record)}</Fragment>
    </PostFormShell>
  );
}
