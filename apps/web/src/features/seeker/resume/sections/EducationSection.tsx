import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';

import { educationSchema, GRADING_METHODS, type EducationRow } from '@portal/contract';
import { educationApi } from '../../api/education';

import { DateField, todayIso } from '../components/DateField';
import { CrudSection, SectionFormFrame, type CvSection, type SectionFormProps, useSectionForm } from '../components/CrudSection';
import { SECTION_MESSAGES } from './messages';
import { EducationView } from '../views/EducationView';
import { contractResolver } from '@/lib/forms/contractResolver';

interface Values {
  school: string;
  certification: string;
  total_score: number | string;
  grades: string | null;
  start_date: string | null;
  end_date: string | null;
}

const resolve = contractResolver(educationSchema);

const section: CvSection<EducationRow, Values> = {
  id: 'education', title: 'Education History', api: educationApi, View: EducationView,
  words: { add: 'education history', list: 'your education history', noun: 'Education History', deleteTitle: 'Delete this education history?' },
  blank: { school: '', certification: '', total_score: '', grades: null, start_date: null, end_date: null },
  messages: SECTION_MESSAGES.education,
  deleteText: (row) => <><strong>{row?.certification}</strong> at {row?.school} will be removed from your profile.</>,
};

function EducationForm({ row, onClose }: SectionFormProps<EducationRow>) {
  // An empty number box would read as 0 to the schema's coercion: it is a missing score.
  const form = useSectionForm(section, row, (values) => ({ ...resolve(values), ...(values.total_score === '' ? { total_score: 'Total score is required' } : {}) }));
  return (
    <SectionFormFrame section={section} row={row} onClose={onClose} form={form}>
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
  return <CrudSection section={section} Form={EducationForm} />;
}
