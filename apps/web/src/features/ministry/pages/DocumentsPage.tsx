import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useState, type FormEvent } from 'react';
import { Anchor, Button, FileInput, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { fileProblem, type EmployerFramework, type Policy } from '@portal/contract';
import { ApiError, firstMessage } from '@/lib/api';
import { parseErrorBody } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePageTitle } from '@/lib/page';
import { DataTable, type Column } from '@/lib/ui/DataTable';
import { EmptyState } from '@/lib/ui/EmptyState';
import { LoadError } from '@/lib/ui/QueryState';
import { PageLoader } from '@/lib/ui/PageLoader';
import { useDocuments, useDocumentWrite, type DocumentKind } from '../api/ministry';

type Row = { id: number; title: string; url: string };
const rowsOf = (items: (Policy | EmployerFramework)[] | undefined): Row[] =>
  (items ?? []).map((d) => ({ id: d.id, title: d.title, url: 'document' in d ? d.document : d.upload }));

const KINDS: Record<DocumentKind, { title: string; one: string }> = {
  policies: { title: 'Policies', one: 'policy' },
  'employer-frameworks': { title: 'Employer frameworks', one: 'employer framework' },
};

/** Publish (a new one) or replace (title and/or file of `row`); the PDF is checked here and again by content on the server. */
function DocumentForm({ kind, row, onDone }: { kind: DocumentKind; row?: Row; onDone: () => void }) {
  const write = useDocumentWrite(kind);
  const [title, setTitle] = useState(row?.title ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: { title?: string; file?: string } = {};
    if (!title.trim()) next.title = 'Enter a title.';
    if (!row && !file) next.file = 'Upload the document (PDF).';
    const problem = file ? fileProblem('pdf', file) : null;
    if (problem) next.file = problem;
    setErrors(next);
    if (next.title || next.file) return;
    const form = new FormData();
    form.set('title', title.trim());
    if (file) form.set('file', file);
    write.mutate(
      { ...(row ? { id: row.id } : {}), form },
      {
        onSuccess: () => {
          notifySuccess(row ? 'Document replaced.' : 'Document published.');
          onDone();
        },
        onError: (err) => {
          const parsed = err instanceof ApiError ? parseErrorBody(err.body) : null;
          if (parsed && (parsed.fields.title || parsed.fields.file)) setErrors({ title: parsed.fields.title, file: parsed.fields.file });
          else notifyError((err instanceof ApiError ? firstMessage(err.body) : undefined) ?? 'The document was not saved.', 'Not saved');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Title" required value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} maxLength={255} />
        <FileInput label={row ? 'New PDF (optional)' : 'PDF'} required={!row} accept="application/pdf" value={file} onChange={setFile} error={errors.file} clearable />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>Cancel</Button>
          <Button type="submit" loading={write.isPending}>{row ? 'Replace' : 'Publish'}</Button>
        </Group>
      </Stack>
    </form>
  );
}

function DocumentSection({ kind }: { kind: DocumentKind }) {
  const list = useDocuments(kind);
  const write = useDocumentWrite(kind);
  const [editing, setEditing] = useState<{ row?: Row } | null>(null);
  const { title, one } = KINDS[kind];
  const headingId = `${kind}-title`;
  const withdraw = (row: Row) =>
    modals.openConfirmModal({
      title: `Withdraw ${row.title}?`,
      centered: true,
      closeButtonProps: { 'aria-label': 'Close' },
      children: <Text>It leaves the information hub and its file is deleted. The withdrawal is recorded in the audit log.</Text>,
      labels: { confirm: 'Withdraw', cancel: 'Go back' },
      confirmProps: { color: 'red.9' },
      onConfirm: () => write.mutate({ id: row.id, remove: true }, { onSuccess: () => notifySuccess('Document withdrawn.'), onError: () => notifyError('The document was not withdrawn.') }),
    });
  const columns: Column<Row>[] = [
    { header: 'Title', cell: (r) => <Anchor href={r.url} target="_blank" rel="noopener" fw={600}>{r.title}</Anchor> },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (r) => (
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setEditing({ row: r })} aria-label={`Replace ${r.title}`}>Replace</Button>
          <Button size="xs" color="red.9" variant="outline" onClick={() => withdraw(r)} aria-label={`Withdraw ${r.title}`}>Withdraw</Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between">
        <Title order={2} id={headingId}>{title}</Title>
        <Button onClick={() => setEditing({})}>Publish a {one}</Button>
      </Group>
      {list.isPending ? <PageLoader /> : list.error ? <LoadError error={list.error} onRetry={() => void list.refetch()} what={title.toLowerCase()} /> : list.data.length ? (
        <DataTable rows={rowsOf(list.data)} columns={columns} labelledBy={headingId} />
      ) : (
        <EmptyState title={`No ${title.toLowerCase()} yet`}>Publish the first one as a PDF.</EmptyState>
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} centered closeButtonProps={{ 'aria-label': 'Close' }} title={editing?.row ? `Replace ${editing.row.title}` : `Publish a ${one}`}>
        {editing && <DocumentForm kind={kind} {...(editing.row ? { row: editing.row } : {})} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

/** /ministry/documents: the information hub's policies and employer frameworks, published, replaced and withdrawn. */
export function DocumentsPage() {
  usePageTitle('Information hub documents');
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Information hub documents</Title>
        <Text c="dimmed">Policies and employer frameworks everyone can read in the information hub. Each is a PDF of at most a few megabytes.</Text>
      </Stack>
      <DocumentSection kind="policies" />
      <DocumentSection kind="employer-frameworks" />
    </Stack>
  );
}
