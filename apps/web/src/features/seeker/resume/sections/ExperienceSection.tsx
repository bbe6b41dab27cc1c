import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { useRef } from 'react';
import { Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { experienceSchema, SEEKER_MESSAGES, type ExperienceRow } from '@portal/contract';
import { focusFirstInvalid } from '../../../../lib/forms';
import { notifySuccess } from '../../../../lib/notify';
import { experienceApi } from '../../api/experience';
import { toFormData } from '../../api/profile';
import { DateField, todayIso } from '../components/DateField';
import { DeleteDialog, DialogActions, FormDialog, reportSaveError, useDeleteFlow, useItemDialog } from '../components/dialogs';
import { SectionAction, SectionCard } from '../components/SectionCard';
import { SectionRows } from '../components/SectionRows';
import { ExperienceView } from '../views/ExperienceView';

const FIELDS = ['designation', 'organisation_name', 'start_date', 'end_date', 'current_employment', 'duties_and_skills'] as const;

interface Values {
  designation: string;
  organisation_name: string;
  start_date: string | null;
  end_date: string | null;
  current_employment: boolean;
  duties_and_skills: string;
}

function ExperienceForm({ row, onClose }: { row: ExperienceRow | null; onClose: () => void }) {
  const save = experienceApi.useSave();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    initialValues: {
      designation: row?.designation ?? '',
      organisation_name: row?.organisation_name ?? '',
      start_date: row?.start_date ?? null,
      end_date: row?.end_date ?? null,
      current_employment: row?.current_employment ?? false,
      duties_and_skills: row?.duties_and_skills ?? '',
    },
    validate: schemaResolver(experienceSchema, { sync: true }),
  });
  const current = form.values.current_employment;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (values) =>
          save.mutate(
            // Still employed: no finishing date is sent.
            { id: row?.id, body: toFormData({ ...values, end_date: values.current_employment ? null : values.end_date }) },
            {
              onSuccess: () => {
                notifySuccess(row ? SEEKER_MESSAGES.experienceUpdated : SEEKER_MESSAGES.experiencePosted);
                onClose();
              },
              onError: (error) => {
                if (!reportSaveError(error, SEEKER_MESSAGES.experienceFailed, form, FIELDS, formRef.current)) onClose();
              },
            },
          ),
        () => focusFirstInvalid(formRef.current),
      )}
    >
      <Stack gap="md">
        <TextInput label="Designation" description="Your job title" withAsterisk data-autofocus {...form.getInputProps('designation')} />
        <TextInput label="Organisation name" withAsterisk {...form.getInputProps('organisation_name')} />
        <Checkbox label="I currently work here" {...form.getInputProps('current_employment', { type: 'checkbox' })} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateField label="Start date" withAsterisk maxDate={todayIso()} {...form.getInputProps('start_date')} />
          {!current && <DateField label="Finishing date" withAsterisk maxDate={todayIso()} clearable {...form.getInputProps('end_date')} />}
        </SimpleGrid>
        <Textarea label="Duties and skills" withAsterisk autosize minRows={3} maxRows={10} {...form.getInputProps('duties_and_skills')} />
        <DialogActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}

export function ExperienceSection() {
  const rows = experienceApi.useRows();
  const dialog = useItemDialog<ExperienceRow>();
  const remove = useDeleteFlow<ExperienceRow>(experienceApi.useDelete(), {
    success: SEEKER_MESSAGES.experienceDeleted,
    failure: SEEKER_MESSAGES.experienceDeleteFailed,
  });
  return (
    <SectionCard id="employment" title="Work Experience" action={<SectionAction kind="add" what="work experience" onClick={dialog.openAdd} />}>
      <SectionRows query={rows} what="your work experience">
        {(data) => <ExperienceView rows={data} actions={{ onEdit: dialog.openEdit, onDelete: remove.ask }} />}
      </SectionRows>
      <FormDialog opened={dialog.opened} onClose={dialog.close} title={dialog.row ? 'Edit Work Experience' : 'Add Work Experience'}>
        <ExperienceForm row={dialog.row} onClose={dialog.close} />
      </FormDialog>
      <DeleteDialog opened={remove.opened} onClose={remove.close} title="Delete this work experience?" deleting={remove.deleting} onConfirm={remove.confirm}>
        <strong>{remove.row?.designation}</strong> at {remove.row?.organisation_name} will be removed from your profile.
      </DeleteDialog>
    </SectionCard>
  );
}
