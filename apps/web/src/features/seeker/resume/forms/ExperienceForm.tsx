/** The form that adds or edits a work experience (its own module: loaded when the dialog first opens). */
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { SimpleGrid, Textarea, TextInput, Checkbox } from '@mantine/core';
import { experienceSchema, type ExperienceRow } from '@portal/contract';
import { PastDateField } from '@/lib/ui/DateField';
import { multipartOf } from '@/lib/forms/multipart';
import { t } from '@/lib/i18n';
import { sectionForm } from '../components/sectionForm';

interface Values {
  designation: string;
  organisation_name: string;
  start_date: string | null;
  end_date: string | null;
  current_employment: boolean;
  duties_and_skills: string;
}

export default sectionForm<ExperienceRow, Values>({
  blank: {
    designation: '',
    organisation_name: '',
    start_date: null,
    end_date: null,
    current_employment: false,
    duties_and_skills: '',
  },
  // Still employed: no finishing date is sent.
  body: (values) => multipartOf({ ...values, end_date: values.current_employment ? null : values.end_date }),
  check: () => ({ schema: experienceSchema }),
  Fields: ({ form }) => (
    <>
      <TextInput
        label={t('resume.designation')}
        description={t('resume.yourJobTitle')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('designation')}
      />
      <TextInput label={t('resume.organisationName')} withAsterisk {...form.getInputProps('organisation_name')} />
      <Checkbox
        label={t('resume.iCurrentlyWorkHere')}
        {...form.getInputProps('current_employment', { type: 'checkbox' })}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PastDateField label={t('catalogue.startDate')} {...form.getInputProps('start_date')} />
        {!form.values.current_employment && (
          <PastDateField label={t('resume.finishingDate')} clearable {...form.getInputProps('end_date')} />
        )}
      </SimpleGrid>
      <Textarea
        label={t('resume.dutiesAndSkills')}
        withAsterisk
        autosize
        minRows={3}
        maxRows={10}
        {...form.getInputProps('duties_and_skills')}
      />
    </>
  ),
});
