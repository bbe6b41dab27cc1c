import { useRef } from 'react';
import { FileInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { certificationSchema, certificationUpdateSchema, SEEKER_MESSAGES, type CertificationRow } from '@portal/contract';
import { focusFirstInvalid } from '../../../../lib/forms';
import { notifySuccess } from '../../../../lib/notify';
import { certificationsApi } from '../../api/certifications';
import { toFormData } from '../../api/profile';
import { DateField, todayIso } from '../components/DateField';
import { DeleteDialog, DialogActions, FormDialog, reportSaveError, useDeleteFlow, useItemDialog } from '../components/dialogs';
import { DOCUMENT_ACCEPT } from '../components/files';
import { SectionAction, SectionCard } from '../components/SectionCard';
import { SectionRows } from '../components/SectionRows';
import { CertificationsView } from '../views/CertificationsView';

const FIELDS = ['title', 'granting_organisation', 'date_granted', 'expiry_date', 'certificate'] as const;

interface Values {
  title: string;
  granting_organisation: string;
  date_granted: string | null;
  expiry_date: string | null;
  certificate: File | null;
}

function CertificationForm({ row, onClose }: { row: CertificationRow | null; onClose: () => void }) {
  const save = certificationsApi.useSave();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    initialValues: {
      title: row?.title ?? '',
      granting_organisation: row?.granting_organisation ?? '',
      date_granted: row?.date_granted ?? null,
      expiry_date: row?.expiry_date ?? null,
      certificate: null,
    },
    // Creating needs the certificate; an update may keep the stored one.
    validate: schemaResolver(row ? certificationUpdateSchema : certificationSchema, { sync: true }),
  });
  const failure = row ? SEEKER_MESSAGES.certificationUpdateFailed : SEEKER_MESSAGES.certificationPostFailed;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (values) =>
          save.mutate(
            { id: row?.id, body: toFormData(values, ['certificate']) },
            {
              onSuccess: () => {
                notifySuccess(row ? SEEKER_MESSAGES.certificationUpdated : SEEKER_MESSAGES.certificationPosted);
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
        <TextInput label="Title" description="e.g. DIT Level 2 Welding" withAsterisk data-autofocus {...form.getInputProps('title')} />
        <TextInput label="Granting organisation" withAsterisk {...form.getInputProps('granting_organisation')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateField label="Date granted" withAsterisk maxDate={todayIso()} {...form.getInputProps('date_granted')} />
          <DateField label="Expiry date" description="Leave empty if it does not expire" clearable {...form.getInputProps('expiry_date')} />
        </SimpleGrid>
        <FileInput
          label="Certificate"
          description={row ? 'PDF or Word, at most 3 MB. Leave empty to keep the current file.' : 'PDF or Word, at most 3 MB'}
          placeholder="Choose a file"
          withAsterisk={!row}
          accept={DOCUMENT_ACCEPT}
          clearable
        clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          {...form.getInputProps('certificate')}
        />
        <DialogActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}

export function CertificationsSection() {
  const rows = certificationsApi.useRows();
  const dialog = useItemDialog<CertificationRow>();
  const remove = useDeleteFlow<CertificationRow>(certificationsApi.useDelete(), {
    success: SEEKER_MESSAGES.certificationDeleted,
    failure: SEEKER_MESSAGES.certificationDeleteFailed,
  });
  return (
    <SectionCard id="certifications" title="Certifications" action={<SectionAction kind="add" what="a certification" onClick={dialog.openAdd} />}>
      <SectionRows query={rows} what="your certifications">
        {(data) => <CertificationsView rows={data} actions={{ onEdit: dialog.openEdit, onDelete: remove.ask }} />}
      </SectionRows>
      <FormDialog opened={dialog.opened} onClose={dialog.close} title={dialog.row ? 'Edit Certification' : 'Add Certification'}>
        <CertificationForm row={dialog.row} onClose={dialog.close} />
      </FormDialog>
      <DeleteDialog opened={remove.opened} onClose={remove.close} title="Delete this certification?" deleting={remove.deleting} onConfirm={remove.confirm}>
        <strong>{remove.row?.title}</strong> and its certificate will be removed from your profile.
      </DeleteDialog>
    </SectionCard>
  );
}
