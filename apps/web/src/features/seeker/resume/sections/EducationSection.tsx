import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { educationSchema, GRADING_METHODS, SEEKER_MESSAGES, type EducationRow } from '@portal/contract';
import { educationApi } from '../../api/education';

import { DateField, todayIso } from '../components/DateField';
import { CrudSection, SectionFormFrame, type SectionFormProps } from '../components/CrudSection';
import { EducationView } from '../views/EducationView';
import { multipartOf } from '@/lib/forms/multipart';

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

function EducationForm({ row, onClose }: SectionFormProps<EducationRow>) {
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
  return (
    <SectionFormFrame
      api={educationApi}
      row={row}
      onClose={onClose}
      form={form}
      fields={FIELDS}
      body={multipartOf}
      saved={row ? SEEKER_MESSAGES.educationUpdated : SEEKER_MESSAGES.educationPosted}
      failed={row ? SEEKER_MESSAGES.educationUpdateFailed : SEEKER_MESSAGES.educationPostFailed}
    >
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
    </SectionFormFrame>
  );
}

export function EducationSection() {
  return (
    <CrudSection<EducationRow>
      id="education"
      title="Education History"
      api={educationApi}
      addWhat="education history"
      listWhat="your education history"
      noun="Education History"
      deleteTitle="Delete this education history?"
      deleteMessages={{ success: SEEKER_MESSAGES.educationDeleted, failure: SEEKER_MESSAGES.educationDeleteFailed }}
      deleteText={(row) => (
        <>
          <strong>{row?.certification}</strong> at {row?.school} will be removed from your profile.
        </>
      )}
      View={EducationView}
      Form={EducationForm}
    />
  );
}
