import { FileInput, SimpleGrid, TextInput } from '@mantine/core';

import { certificationSchema, certificationUpdateSchema, type CertificationRow } from '@portal/contract';
import { certificationsApi } from '../../api/certifications';

import { DateField, todayIso } from '../components/DateField';
import { CrudSection, SectionFormFrame, type CvSection, type SectionFormProps, useSectionForm } from '../components/CrudSection';
import { SECTION_MESSAGES } from './messages';
import { DOCUMENT_ACCEPT } from '../components/files';
import { CertificationsView } from '../views/CertificationsView';
import { contractResolver } from '@/lib/forms/contractResolver';

interface Values {
  title: string;
  granting_organisation: string;
  date_granted: string | null;
  expiry_date: string | null;
  certificate: File | null;
}

const section: CvSection<CertificationRow, Values> = {
  id: 'certifications', title: 'Certifications', api: certificationsApi, View: CertificationsView,
  words: { add: 'a certification', list: 'your certifications', noun: 'Certification', deleteTitle: 'Delete this certification?' },
  blank: { title: '', granting_organisation: '', date_granted: null, expiry_date: null, certificate: null },
  files: ['certificate'],
  messages: SECTION_MESSAGES.certifications,
  deleteText: (row) => <><strong>{row?.title}</strong> and its certificate will be removed from your profile.</>,
};

function CertificationForm({ row, onClose }: SectionFormProps<CertificationRow>) {
  // Creating needs the certificate; an update may keep the stored one.
  const form = useSectionForm(section, row, contractResolver(row ? certificationUpdateSchema : certificationSchema));
  return (
    <SectionFormFrame section={section} row={row} onClose={onClose} form={form}>
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
    </SectionFormFrame>
  );
}

export function CertificationsSection() {
  return <CrudSection section={section} Form={CertificationForm} />;
}
