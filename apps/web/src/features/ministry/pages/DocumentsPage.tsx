import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useState } from 'react';
import { FileInput, Modal, TextInput, Button } from '@mantine/core';
import { Anchor, Group, Stack, Text, Title } from '@/lib/ui/plain';
import { documentFormBody, documentReplaceForm, type EmployerFramework, type Policy } from '@portal/contract';
import { multipartOf } from '@/lib/forms/multipart';
import { useServerForm } from '@/lib/forms/useServerForm';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { EmptyState } from '@/lib/ui/EmptyState';
import { LoadError } from '@/lib/ui/QueryState';
import { PageLoader } from '@/lib/ui/PageLoader';
import { useDocuments, useDocumentWrite, type DocumentKind } from '../api/ministry';
import { t } from '@/lib/i18n';
import { DialogServerForm } from '@/lib/forms/FormButtons';
import { confirmRemoval } from '@/lib/confirm';
import { RowActions } from '../components/RowActions';

type Row = { id: number; title: string; url: string };
const rowsOf = (items: (Policy | EmployerFramework)[] | undefined): Row[] =>
  (items ?? []).map((d) => ({ id: d.id, title: d.title, url: 'document' in d ? d.document : d.upload }));

const kinds = (): Record<DocumentKind, { title: string; one: string }> => ({
  policies: { title: t('ministry.policies'), one: 'policy' },
  'employer-frameworks': { title: t('ministry.employerFrameworks'), one: t('ministry.employerFramework') },
});

interface DocumentValues {
  title: string;
  file: File | null;
}
const DOCUMENT_FIELDS = ['title', 'file'] as const;

/** Publish (a new one) or replace (title and/or file of `row`); the PDF is checked here and again by content on the server. */
function DocumentForm({ kind, row, onDone }: { kind: DocumentKind; row?: Row; onDone: () => void }) {
  const write = useDocumentWrite(kind);
  const server = useServerForm<DocumentValues>({
    initialValues: { title: row?.title ?? '', file: null },
    schema: row ? documentReplaceForm : documentFormBody,
    // A wrong file (not a PDF, too large) is named as soon as it is chosen.
    validateInputOnChange: ['file'],
    fields: DOCUMENT_FIELDS,
    onSubmit: (values, report) =>
      // No new file on a replace: the stored PDF stays.
      write.mutate(
        { ...(row ? { id: row.id } : {}), form: multipartOf(values, ['file']) },
        {
          onSuccess: () => {
            notifySuccess(row ? t('ministry.documentReplaced') : t('ministry.documentPublished'));
            onDone();
          },
          onError: (error) => report(error, t('ministry.notSaved')),
        },
      ),
  });
  const { form } = server;
  return (
    <DialogServerForm
      server={server}
      onCancel={onDone}
      submit={row ? t('ministry.replace') : t('ministry.publish')}
      saving={write.isPending}
    >
      <TextInput label={t('notifications.title')} required maxLength={255} {...form.getInputProps('title')} />
      <FileInput
        label={row ? t('ministry.newPdfOptional') : 'PDF'}
        required={!row}
        accept="application/pdf"
        clearable
        {...form.getInputProps('file')}
      />
    </DialogServerForm>
  );
}

function DocumentSection({ kind }: { kind: DocumentKind }) {
  const list = useDocuments(kind);
  const write = useDocumentWrite(kind);
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const { title, one } = kinds()[kind];
  const headingId = `${kind}-title`;
  const withdraw = (row: Row) =>
    confirmRemoval({
      title: t('ministry.withdraw', { title: row.title }),
      children: <Text>{t('ministry.itLeavesTheInformation')}</Text>,
      confirm: t('ministry.withdraw2'),
      cancel: t('company.goBack'),
      onConfirm: () =>
        write.mutate(
          { id: row.id, remove: true },
          {
            onSuccess: () => notifySuccess(t('ministry.documentWithdrawn')),
            onError: () => notifyError(t('ministry.theDocumentWasNot2')),
          },
        ),
    });
  const columns: Column<Row>[] = [
    {
      header: t('notifications.title'),
      cell: (r) => (
        <Anchor href={r.url} target="_blank" rel="noopener" fw={600}>
          {r.title}
        </Anchor>
      ),
    },
    {
      header: t('table.actions'),
      kind: 'actions',
      cell: (r) => (
        <RowActions
          change={{
            label: t('ministry.replace'),
            name: t('ministry.replace2', { title: r.title }),
            onClick: () => setEditing({ row: r }),
          }}
          remove={{
            label: t('ministry.withdraw2'),
            name: t('ministry.withdraw3', { title: r.title }),
            onClick: () => withdraw(r),
          }}
        />
      ),
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Button onClick={() => setEditing({})}>{t('ministry.publishA', { one })}</Button>
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : list.error ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} what={title.toLowerCase()} />
      ) : list.data.length ? (
        <DataTable rows={rowsOf(list.data)} columns={columns} labelledBy={headingId} />
      ) : (
        <EmptyState title={t('ministry.noYet', { value0: title.toLowerCase() })}>
          {t('ministry.publishTheFirstOne')}
        </EmptyState>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
        title={editing?.row ? t('ministry.replace2', { title: editing.row.title }) : t('ministry.publishA', { one })}
      >
        {editing && (
          <DocumentForm kind={kind} {...(editing.row ? { row: editing.row } : {})} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}

/** /ministry/documents: the information hub's policies and employer frameworks, published, replaced and withdrawn. */
export function DocumentsPage() {
  usePageTitle(t('ministry.informationHubDocuments'));
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('ministry.informationHubDocuments')}</Title>
        <Text c="dimmed">{t('ministry.policiesAndEmployerFrameworks')}</Text>
      </Stack>
      <DocumentSection kind="policies" />
      <DocumentSection kind="employer-frameworks" />
    </Stack>
  );
}
