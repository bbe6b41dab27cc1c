import '@mantine/core/styles/NumberInput.layer.css';
import { useRef } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { educationSchema, GRADING_METHODS, SEEKER_MESSAGES, type EducationRow } from '@portal/contract';
import { focusFirstInvalid } from '../../../../lib/forms';
import { notifySuccess } from '../../../../lib/notify';
import { educationApi } from '../../api/education';
import { toFormData } from '../../api/profile';
import { DateField, todayIso } from '../components/DateField';
import { DeleteDialog, DialogActions, FormDialog, reportSaveError, useDeleteFlow, useItemDialog } from '../components/dialogs';
import { SectionAction, SectionCard } from '../components/SectionCard';
import { SectionRows } from '../components/SectionRows';
import { EducationView } from '../views/EducationView';

const FIELDS = ['school', 'certification', 'total_score', 'grades', 'start_date', 'end_date'] as const;

interface Values {
  school: string;
  certification: string;
  total_score: number | string;
  grades: string | null;
  start_date: string | null;
  end_date: string | null;
}

const resolve = schemaResolver(educationSchema, { sync: true });

function EducationForm({ row, onClose }: { row: EducationRow | null; onClose: () => void }) {
  const save = educationApi.useSave();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    initialValues: {
      school: row?.school ?? '',
      certification: row?.certification ?? '',
      total_score: row?.total_score ?? '',
      grades: row?.grades ?? null,
      start_date: row?.start_date ?? null,
      end_date: row?.end_date ?? null,
    },
    // An empty number box would read as 0 to the schema's coercion: it is a missing score.
    validate: (values) => ({ ...resolve(values), ...(values.total_score === '' ? { total_score: 'Total score is required' } : {}) }),
  });
  const failure = row ? SEEKER_MESSAGES.educationUpdateFailed : SEEKER_MESSAGES.educationPostFailed;
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
                notifySuccess(row ? SEEKER_MESSAGES.educationUpdated : SEEKER_MESSAGES.educationPosted);
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
        <TextInput label="School" description="School, college or institute" withAsterisk data-autofocus {...form.getInputProps('school')} />
        <TextInput label="Certification" description="e.g. National Certificate in Welding" withAsterisk {...form.getInputProps('certification')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select label="Grading method" withAsterisk data={[...GRADING_METHODS]} comboboxProps={{ withinPortal: true }} {...form.getInputProps('grades')} />
          <NumberInput label="Total score" withAsterisk min={0} max={9999} decimalScale={2} {...form.getInputProps('total_score')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateField label="Start date" withAsterisk maxDate={todayIso()} {...form.getInputProps('start_date')} />
          <DateField label="Finishing date" withAsterisk maxDate={todayIso()} {...form.getInputProps('end_date')} />
        </SimpleGrid>
        <DialogActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}

export function EducationSection() {
  const rows = educationApi.useRows();
  const dialog = useItemDialog<EducationRow>();
  const remove = useDeleteFlow<EducationRow>(educationApi.useDelete(), {
    success: SEEKER_MESSAGES.educationDeleted,
    failure: SEEKER_MESSAGES.educationDeleteFailed,
  });
  return (
    <SectionCard id="education" title="Education History" action={<SectionAction kind="add" what="education history" onClick={dialog.openAdd} />}>
      <SectionRows query={rows} what="your education history">
        {(data) => <EducationView rows={data} actions={{ onEdit: dialog.openEdit, onDelete: remove.ask }} />}
      </SectionRows>
      <FormDialog opened={dialog.opened} onClose={dialog.close} title={dialog.row ? 'Edit Education History' : 'Add Education History'}>
        <EducationForm row={dialog.row} onClose={dialog.close} />
      </FormDialog>
      <DeleteDialog opened={remove.opened} onClose={remove.close} title="Delete this education history?" deleting={remove.deleting} onConfirm={remove.confirm}>
        <strong>{remove.row?.certification}</strong> at {remove.row?.school} will be removed from your profile.
      </DeleteDialog>
    </SectionCard>
  );
}
