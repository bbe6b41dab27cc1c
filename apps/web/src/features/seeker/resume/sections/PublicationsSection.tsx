import { useRef } from 'react';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { publicationSchema, SEEKER_MESSAGES, type PublicationRow } from '@portal/contract';
import { focusFirstInvalid } from '../../../../lib/forms';
import { notifySuccess } from '../../../../lib/notify';
import { toFormData } from '../../api/profile';
import { publicationsApi } from '../../api/publications';
import { DateField, todayIso } from '../components/DateField';
import { DeleteDialog, DialogActions, FormDialog, reportSaveError, useDeleteFlow, useItemDialog } from '../components/dialogs';
import { SectionAction, SectionCard } from '../components/SectionCard';
import { SectionRows } from '../components/SectionRows';
import { PublicationsView } from '../views/PublicationsView';

const FIELDS = ['topic', 'location', 'publication_link', 'date_published', 'description'] as const;

interface Values {
  topic: string;
  location: string;
  publication_link: string;
  date_published: string | null;
  description: string;
}

function PublicationForm({ row, onClose }: { row: PublicationRow | null; onClose: () => void }) {
  const save = publicationsApi.useSave();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    initialValues: {
      topic: row?.topic ?? '',
      location: row?.location ?? '',
      publication_link: row?.publication_link ?? '',
      date_published: row?.date_published ?? null,
      description: row?.description ?? '',
    },
    validate: schemaResolver(publicationSchema, { sync: true }),
  });
  const failure = row ? SEEKER_MESSAGES.publicationUpdateFailed : SEEKER_MESSAGES.publicationAddFailed;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (values) =>
          save.mutate(
            { id: row?.id, body: toFormData(values) },
            {
              onSuccess: () => {
                notifySuccess(row ? SEEKER_MESSAGES.publicationUpdated : SEEKER_MESSAGES.publicationAdded);
                onClose();
              },
              onError: (error) => {
                if (!reportSaveError(error, failure, form, FIELDS, formRef.current)) onClose();
              },
            },
          ),
        () => focusFirstInvalid(formRef.current),
      )}
    >
      <Stack gap="md">
        <TextInput label="Topic" withAsterisk data-autofocus {...form.getInputProps('topic')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Location" description="Where it was published" withAsterisk {...form.getInputProps('location')} />
          <DateField label="Date published" withAsterisk maxDate={todayIso()} {...form.getInputProps('date_published')} />
        </SimpleGrid>
        <TextInput label="Publication link" description="Optional, e.g. https://example.com/article" type="url" inputMode="url" {...form.getInputProps('publication_link')} />
        <Textarea label="Description" autosize minRows={2} maxRows={8} {...form.getInputProps('description')} />
        <DialogActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}

export function PublicationsSection() {
  const rows = publicationsApi.useRows();
  const dialog = useItemDialog<PublicationRow>();
  const remove = useDeleteFlow<PublicationRow>(publicationsApi.useDelete(), {
    success: SEEKER_MESSAGES.publicationDeleted,
    failure: SEEKER_MESSAGES.publicationDeleteFailed,
  });
  return (
    <SectionCard id="publications" title="Publications" action={<SectionAction kind="add" what="a publication" onClick={dialog.openAdd} />}>
      <SectionRows query={rows} what="your publications">
        {(data) => <PublicationsView rows={data} actions={{ onEdit: dialog.openEdit, onDelete: remove.ask }} />}
      </SectionRows>
      <FormDialog opened={dialog.opened} onClose={dialog.close} title={dialog.row ? 'Edit Publication' : 'Add Publication'}>
        <PublicationForm row={dialog.row} onClose={dialog.close} />
      </FormDialog>
      <DeleteDialog opened={remove.opened} onClose={remove.close} title="Delete this publication?" deleting={remove.deleting} onConfirm={remove.confirm}>
        <strong>{remove.row?.topic}</strong> will be removed from your profile.
      </DeleteDialog>
    </SectionCard>
  );
}
