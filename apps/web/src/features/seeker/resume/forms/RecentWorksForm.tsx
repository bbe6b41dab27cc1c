/** The form that adds or edits a recent work (its own module: loaded when the dialog first opens). */
import { SimpleGrid, TextInput } from '@mantine/core';
import { recentWorkSchema, recentWorkUpdateSchema, type RecentWorkRow } from '@portal/contract';
import { PastDateField, yesterdayIso } from '@/lib/ui/DateField';
import { ImageField } from '@/lib/forms/fields';
import { ContactField, DescriptionField } from './fields';
import { t } from '@/lib/i18n';
import { sectionForm } from '../components/sectionForm';

interface Values {
  work_done: string;
  client_name: string;
  client_contact: string;
  date_stated: string | null;
  date_finished: string | null;
  description: string;
  image_1: File | null;
  image_2: File | null;
}

export default sectionForm<RecentWorkRow, Values>({
  blank: {
    work_done: '',
    client_name: '',
    client_contact: '',
    date_stated: null,
    date_finished: null,
    description: '',
    image_1: null,
    image_2: null,
  },
  files: ['image_1', 'image_2'],
  // Creating needs the first image; an update may keep the stored ones.
  check: (row) => ({ schema: row ? recentWorkUpdateSchema : recentWorkSchema }),
  Fields: ({ form, row }) => {
    const keep = row ? t('resume.leaveEmptyToKeep') : '';
    return (
      <>
        <TextInput
          label={t('resume.workDone')}
          description={t('resume.eGSteelGate')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('work_done')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label={t('resume.clientName')} withAsterisk {...form.getInputProps('client_name')} />
          <ContactField form={form} name="client_contact" label={t('resume.clientContact')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PastDateField
            label={t('resume.dateStarted')}
            latest={yesterdayIso()}
            {...form.getInputProps('date_stated')}
          />
          <PastDateField
            label={t('resume.dateFinished')}
            latest={yesterdayIso()}
            {...form.getInputProps('date_finished')}
          />
        </SimpleGrid>
        <DescriptionField {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ImageField
            form={form}
            name="image_1"
            label={t('resume.image1')}
            description={t('resume.aPhotoOfThe', { keep })}
            withAsterisk={!row}
            clearLabel={t('counsellor.removeTheChosenFile')}
          />
          <ImageField
            form={form}
            name="image_2"
            label={t('resume.image2')}
            description={t('resume.optional', { keep })}
            clearLabel={t('counsellor.removeTheChosenFile')}
          />
        </SimpleGrid>
      </>
    );
  },
});
