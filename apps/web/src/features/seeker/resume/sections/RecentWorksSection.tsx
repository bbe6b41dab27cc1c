import { useRef } from 'react';
import { FileInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { recentWorkSchema, recentWorkUpdateSchema, SEEKER_MESSAGES, type RecentWorkRow } from '@portal/contract';
import { focusFirstInvalid } from '../../../../lib/forms';
import { notifySuccess } from '../../../../lib/notify';
import { toFormData } from '../../api/profile';
import { recentWorksApi } from '../../api/recentWorks';
import { DateField, yesterdayIso } from '../components/DateField';
import { DeleteDialog, DialogActions, FormDialog, reportSaveError, useDeleteFlow, useItemDialog } from '../components/dialogs';
import { IMAGE_ACCEPT } from '../components/files';
import { SectionAction, SectionCard } from '../components/SectionCard';
import { SectionRows } from '../components/SectionRows';
import { RecentWorksView } from '../views/RecentWorksView';

const FIELDS = ['work_done', 'client_name', 'client_contact', 'date_stated', 'date_finished', 'description', 'image_1', 'image_2'] as const;

interface Values {
  work_done: string;
  client_name: string;
  client_contact: string;
  date_stated: string | null;
  date_finished: string | null;
  description: string;
  image_1: File | null;
  image_2: File | null;
}

function RecentWorkForm({ row, onClose }: { row: RecentWorkRow | null; onClose: () => void }) {
  const save = recentWorksApi.useSave();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    initialValues: {
      work_done: row?.work_done ?? '',
      client_name: row?.client_name ?? '',
      client_contact: row?.client_contact ?? '',
      date_stated: row?.date_stated ?? null,
      date_finished: row?.date_finished ?? null,
      description: row?.description ?? '',
      image_1: null,
      image_2: null,
    },
    // Creating needs the first image; an update may keep the stored ones.
    validate: schemaResolver(row ? recentWorkUpdateSchema : recentWorkSchema, { sync: true }),
  });
  const failure = row ? SEEKER_MESSAGES.recentWorkUpdateFailed : SEEKER_MESSAGES.recentWorkPostFailed;
  const keep = row ? ' Leave empty to keep the current one.' : '';
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (values) =>
          save.mutate(
            { id: row?.id, body: toFormData(values, ['image_1', 'image_2']) },
            {
              onSuccess: () => {
                notifySuccess(row ? SEEKER_MESSAGES.recentWorkUpdated : SEEKER_MESSAGES.recentWorkPosted);
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
        <TextInput label="Work done" description="e.g. Steel gate and burglar-proofing" withAsterisk data-autofocus {...form.getInputProps('work_done')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Client name" withAsterisk {...form.getInputProps('client_name')} />
          <TextInput label="Client contact" description="12 or 13 characters, e.g. +256772123456" withAsterisk type="tel" inputMode="tel" {...form.getInputProps('client_contact')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateField label="Date started" withAsterisk maxDate={yesterdayIso()} {...form.getInputProps('date_stated')} />
          <DateField label="Date finished" withAsterisk maxDate={yesterdayIso()} {...form.getInputProps('date_finished')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={2} maxRows={8} {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <FileInput
            label="Image 1"
            description={`A photo of the work (JPEG, PNG, GIF or WebP, at most 2 MB).${keep}`}
            placeholder="Choose an image"
            withAsterisk={!row}
            accept={IMAGE_ACCEPT}
            clearable
        clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
            {...form.getInputProps('image_1')}
          />
          <FileInput
            label="Image 2"
            description={`Optional.${keep}`}
            placeholder="Choose an image"
            accept={IMAGE_ACCEPT}
            clearable
        clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
            {...form.getInputProps('image_2')}
          />
        </SimpleGrid>
        <DialogActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}

export function RecentWorksSection() {
  const rows = recentWorksApi.useRows();
  const dialog = useItemDialog<RecentWorkRow>();
  const remove = useDeleteFlow<RecentWorkRow>(recentWorksApi.useDelete(), {
    success: SEEKER_MESSAGES.recentWorkDeleted,
    failure: SEEKER_MESSAGES.recentWorkDeleteFailed,
  });
  return (
    <SectionCard id="recent-works" title="Recent Works" action={<SectionAction kind="add" what="a recent work" onClick={dialog.openAdd} />}>
      <SectionRows query={rows} what="your recent works">
        {(data) => <RecentWorksView rows={data} actions={{ onEdit: dialog.openEdit, onDelete: remove.ask }} />}
      </SectionRows>
      <FormDialog opened={dialog.opened} onClose={dialog.close} title={dialog.row ? 'Edit Recent Work' : 'Add Recent Work'}>
        <RecentWorkForm row={dialog.row} onClose={dialog.close} />
      </FormDialog>
      <DeleteDialog opened={remove.opened} onClose={remove.close} title="Delete this recent work?" deleting={remove.deleting} onConfirm={remove.confirm}>
        <strong>{remove.row?.work_done}</strong> and its photos will be removed from your profile.
      </DeleteDialog>
    </SectionCard>
  );
}
