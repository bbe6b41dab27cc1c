/** The form that adds or edits an education history (its own module: loaded when the dialog first opens). */
import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { educationSchema, GRADING_METHODS, type EducationRow } from '@portal/contract';
import { PastDateField } from '@/lib/ui/DateField';
import { t, translateServerMessage } from '@/lib/i18n';
import { sectionForm } from '../components/sectionForm';

interface Values {
  school: string;
  certification: string;
  total_score: number | string;
  grades: string | null;
  start_date: string | null;
  end_date: string | null;
}

export default sectionForm<EducationRow, Values>({
  blank: { school: '', certification: '', total_score: '', grades: null, start_date: null, end_date: null },
  // An empty number box would read as 0 to the schema's coercion: it is a missing score.
  check: () => ({
    schema: educationSchema,
    validate: (values) => (values.total_score === '' ? { total_score: t('resume.totalScoreIsRequired') } : {}),
  }),
  Fields: ({ form }) => (
    <>
      <TextInput
        label={t('resume.school')}
        description={t('resume.schoolCollegeOrInstitute')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('school')}
      />
      <TextInput
        label={t('resume.certification')}
        description={t('resume.eGNationalCertificate')}
        withAsterisk
        {...form.getInputProps('certification')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label={t('resume.gradingMethod')}
          withAsterisk
          data={GRADING_METHODS.map((g) => ({ value: g, label: translateServerMessage(g) }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('grades')}
        />
        <NumberInput
          label={t('resume.totalScore')}
          withAsterisk
          min={0}
          max={9999}
          decimalScale={2}
          {...form.getInputProps('total_score')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PastDateField label={t('catalogue.startDate')} {...form.getInputProps('start_date')} />
        <PastDateField label={t('resume.finishingDate')} {...form.getInputProps('end_date')} />
      </SimpleGrid>
    </>
  ),
});
