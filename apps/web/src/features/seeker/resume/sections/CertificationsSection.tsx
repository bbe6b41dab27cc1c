import { FileInput, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { certificationSchema, certificationUpdateSchema, SEEKER_MESSAGES, type CertificationRow } from '@portal/contract';
import { certificationsApi } from '../../api/certifications';

import { DateField, todayIso } from '../components/DateField';
import { CrudSection, SectionFormFrame, type SectionFormProps } from '../components/CrudSection';
import { DOCUMENT_ACCEPT } from '../components/files';
import { CertificationsView } from '../views/CertificationsView';
import { multipartOf } from '@/lib/forms/multipart';

const FIELDS = ['title', 'granting_organisation', 'date_granted', 'expiry_date', 'certificate'] as const;

interface Values {
  title: string;
  granting_organisation: string;
  date_granted: string | null;
  expiry_date: string | null;
  certificate: File | null;
}

function CertificationForm({ row, onClose }: SectionFormProps<CertificationRow>) {
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
  return (
    <SectionFormFrame
      api={certificationsApi}
      row={row}
      onClose={onClose}
      form={form}
      fields={FIELDS}
      body={(values) => multipartOf(values, ['certificate'])}
      saved={row ? SEEKER_MESSAGES.certificationUpdated : SEEKER_MESSAGES.certificationPosted}
      failed={row ? SEEKER_MESSAGES.certificationUpdateFailed : SEEKER_MESSAGES.certificationPostFailed}
    >
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
  return (
    <CrudSection<CertificationRow>
      id="certifications"
      title="Certifications"
      api={certificationsApi}
      addWhat="a certification"
      listWhat="your certifications"
      noun="Certification"
      deleteTitle="Delete this certification?"
      deleteMessages={{ success: SEEKER_MESSAGES.certificationDeleted, failure: SEEKER_MESSAGES.certificationDeleteFailed }}
      deleteText={(row) => (
        <>
          <strong>{row?.title}</strong> and its certificate will be removed from your profile.
        </>
      )}
      View={CertificationsView}
      Form={CertificationForm}
    />
  );
}
