import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { Checkbox, SimpleGrid, Textarea, TextInput } from '@mantine/core';

import { experienceSchema, type ExperienceRow } from '@portal/contract';
import { experienceApi } from '../../api/experience';

import { DateField, todayIso } from '../components/DateField';
import { CrudSection, SectionFormFrame, type CvSection, type SectionFormProps, useSectionForm } from '../components/CrudSection';
import { SECTION_MESSAGES } from './messages';
import { ExperienceView } from '../views/ExperienceView';
import { multipartOf } from '@/lib/forms/multipart';
import { contractResolver } from '@/lib/forms/contractResolver';

interface Values {
  designation: string;
  organisation_name: string;
  start_date: string | null;
  end_date: string | null;
  current_employment: boolean;
  duties_and_skills: string;
}

const section: CvSection<ExperienceRow, Values> = {
  id: 'employment', title: 'Work Experience', api: experienceApi, View: ExperienceView,
  words: { add: 'work experience', list: 'your work experience', noun: 'Work Experience', deleteTitle: 'Delete this work experience?' },
  blank: { designation: '', organisation_name: '', start_date: null, end_date: null, current_employment: false, duties_and_skills: '' },
  messages: SECTION_MESSAGES.experience,
  body: (values) => multipartOf({ ...values, end_date: values.current_employment ? null : values.end_date }),
  deleteText: (row) => <><strong>{row?.designation}</strong> at {row?.organisation_name} will be removed from your profile.</>,
};

function ExperienceForm({ row, onClose }: SectionFormProps<ExperienceRow>) {
  const form = useSectionForm(section, row, contractResolver(experienceSchema));
  const current = form.values.current_employment;
  return (
    // Still employed: no finishing date is sent.
    <SectionFormFrame section={section} row={row} onClose={onClose} form={form}>
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
  return <CrudSection section={section} Form={ExperienceForm} />;
}
