/** The form that adds or edits a certification (its own module: loaded when the dialog first opens). */
import { FileInput, SimpleGrid, TextInput } from '@mantine/core';
import { certificationSchema, certificationUpdateSchema, type CertificationRow } from '@portal/contract';
import { DateField, PastDateField } from '@/lib/ui/DateField';
import { DOCUMENT_ACCEPT } from '../components/files';
import { t } from '@/lib/i18n';
import { sectionForm } from '../components/sectionForm';

interface Values {
  title: string;
  granting_organisation: string;
  date_granted: string | null;
  expiry_date: string | null;
  certificate: File | null;
}

export default sectionForm<CertificationRow, Values>({
  blank: { title: '', granting_organisation: '', date_granted: null, expiry_date: null, certificate: null },
  files: ['certificate'],
  // Creating needs the certificate; an update may keep the stored one.
  check: (row) => ({ schema: row ? certificationUpdateSchema : certificationSchema }),
  Fields: ({ form, row }) => (
    <>
      <TextInput
        label={t('notifications.title')}
        description={t('resume.eGDitLevel')}
        withAsterisk
        data-autofocus
        {...form.getInputProps('title')}
      />
      <TextInput
        label={t('resume.grantingOrganisation')}
        withAsterisk
        {...form.getInputProps('granting_organisation')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PastDateField label={t('resume.dateGranted')} {...form.getInputProps('date_granted')} />
        <DateField
          label={t('resume.expiryDate')}
          description={t('resume.leaveEmptyIfIt')}
          clearable
          {...form.getInputProps('expiry_date')}
        />
      </SimpleGrid>
      <FileInput
        label={t('resume.certificate')}
        description={row ? t('resume.pdfOrWordAt') : t('resume.pdfOrWordAt2')}
        placeholder={t('resume.chooseAFile')}
        withAsterisk={!row}
        accept={DOCUMENT_ACCEPT}
        clearable
        clearButtonProps={{ 'aria-label': t('counsellor.removeTheChosenFile') }}
        {...form.getInputProps('certificate')}
      />
    </>
  ),
});
