import { useRef } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { refereeSchema, SEEKER_MESSAGES, type RefereeRow } from '@portal/contract';
import { focusFirstInvalid } from '../../../../lib/forms';
import { notifySuccess } from '../../../../lib/notify';
import { toFormData } from '../../api/profile';
import { refereesApi } from '../../api/referees';
import { DeleteDialog, DialogActions, FormDialog, reportSaveError, useDeleteFlow, useItemDialog } from '../components/dialogs';
import { SectionAction, SectionCard } from '../components/SectionCard';
import { SectionRows } from '../components/SectionRows';
import { RefereesView } from '../views/RefereesView';

const FIELDS = ['name', 'title', 'organisation', 'contact'] as const;

function RefereeForm({ row, onClose }: { row: RefereeRow | null; onClose: () => void }) {
  const save = refereesApi.useSave();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    initialValues: { name: row?.name ?? '', title: row?.title ?? '', organisation: row?.organisation ?? '', contact: row?.contact ?? '' },
    validate: schemaResolver(refereeSchema, { sync: true }),
  });
  const failure = row ? SEEKER_MESSAGES.refereeUpdateFailed : SEEKER_MESSAGES.refereePostFailed;
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
                notifySuccess(row ? SEEKER_MESSAGES.refereeUpdated : SEEKER_MESSAGES.refereePosted);
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="Title" description="e.g. Mr, Ms, Dr, Eng." withAsterisk data-autofocus {...form.getInputProps('title')} />
          <TextInput label="Names" withAsterisk autoComplete="off" {...form.getInputProps('name')} />
        </SimpleGrid>
        <TextInput label="Organisation" withAsterisk {...form.getInputProps('organisation')} />
        <TextInput label="Contact" description="12 or 13 characters, e.g. +256772123456" withAsterisk type="tel" inputMode="tel" {...form.getInputProps('contact')} />
        <DialogActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}

export function RefereesSection() {
  const rows = refereesApi.useRows();
  const dialog = useItemDialog<RefereeRow>();
  const remove = useDeleteFlow<RefereeRow>(refereesApi.useDelete(), {
    success: SEEKER_MESSAGES.refereeDeleted,
    failure: SEEKER_MESSAGES.refereeDeleteFailed,
  });
  return (
    <SectionCard id="referees" title="Referees" action={<SectionAction kind="add" what="a referee" onClick={dialog.openAdd} />}>
      <SectionRows query={rows} what="your referees">
        {(data) => <RefereesView rows={data} actions={{ onEdit: dialog.openEdit, onDelete: remove.ask }} />}
      </SectionRows>
      <FormDialog opened={dialog.opened} onClose={dialog.close} title={dialog.row ? 'Edit Referee' : 'Add Referee'}>
        <RefereeForm row={dialog.row} onClose={dialog.close} />
      </FormDialog>
      <DeleteDialog opened={remove.opened} onClose={remove.close} title="Delete this referee?" deleting={remove.deleting} onConfirm={remove.confirm}>
        <strong>{remove.row?.name}</strong> will be removed from your referees.
      </DeleteDialog>
    </SectionCard>
  );
}
