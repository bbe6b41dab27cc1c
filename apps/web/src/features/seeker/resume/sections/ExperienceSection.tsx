import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { experienceSchema, SEEKER_MESSAGES, type ExperienceRow } from '@portal/contract';
import { experienceApi } from '../../api/experience';

import { DateField, todayIso } from '../components/DateField';
import { CrudSection, SectionFormFrame, type SectionFormProps } from '../components/CrudSection';
import { ExperienceView } from '../views/ExperienceView';
import { multipartOf } from '@/lib/forms/multipart';

const FIELDS = ['designation', 'organisation_name', 'start_date', 'end_date', 'current_employment', 'duties_and_skills'] as const;

interface Values {
  designation: string;
  organisation_name: string;
  start_date: string | null;
  end_date: string | null;
  current_employment: boolean;
  duties_and_skills: string;
}

function ExperienceForm({ row, onClose }: SectionFormProps<ExperienceRow>) {
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
    // Still employed: no finishing date is sent.
    <SectionFormFrame
      api={experienceApi}
      row={row}
      onClose={onClose}
      form={form}
      fields={FIELDS}
      body={(values) => multipartOf({ ...values, end_date: values.current_employment ? null : values.end_date })}
      saved={row ? SEEKER_MESSAGES.experienceUpdated : SEEKER_MESSAGES.experiencePosted}
      failed={SEEKER_MESSAGES.experienceFailed}
    >
      <TextInput label="Designation" description="Your job title" withAsterisk data-autofocus {...form.getInputProps('designation')} />
      <TextInput label="Organisation name" withAsterisk {...form.getInputProps('organisation_name')} />
      <Checkbox label="I currently work here" {...form.getInputProps('current_employment', { type: 'checkbox' })} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField label="Start date" withAsterisk maxDate={todayIso()} {...form.getInputProps('start_date')} />
        {!current && <DateField label="Finishing date" withAsterisk maxDate={todayIso()} clearable {...form.getInputProps('end_date')} />}
      </SimpleGrid>
      <Textarea label="Duties and skills" withAsterisk autosize minRows={3} maxRows={10} {...form.getInputProps('duties_and_skills')} />
    </SectionFormFrame>
  );
}

export function ExperienceSection() {
  return (
    <CrudSection<ExperienceRow>
      id="employment"
      title="Work Experience"
      api={experienceApi}
      addWhat="work experience"
      listWhat="your work experience"
      noun="Work Experience"
      deleteTitle="Delete this work experience?"
      deleteMessages={{ success: SEEKER_MESSAGES.experienceDeleted, failure: SEEKER_MESSAGES.experienceDeleteFailed }}
      deleteText={(row) => (
        <>
          <strong>{row?.designation}</strong> at {row?.organisation_name} will be removed from your profile.
        </>
      )}
      View={ExperienceView}
      Form={ExperienceForm}
    />
  );
}
