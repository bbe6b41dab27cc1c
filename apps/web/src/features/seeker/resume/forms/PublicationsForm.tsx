/** The form that adds or edits a publication (its own module: loaded when the dialog first opens). */
import { SimpleGrid, TextInput } from '@mantine/core';
import { publicationSchema, type PublicationRow } from '@portal/contract';
import { PastDateField } from '@/lib/ui/DateField';
import { UrlField } from '@/lib/forms/fields';
import { DescriptionField } from './fields';
import { t } from '@/lib/i18n';
import { sectionForm } from '../components/sectionForm';

interface Values {
  topic: string;
  location: string;
  publication_link: string;
  date_published: string | null;
  description: string;
}

export default sectionForm<PublicationRow, Values>({
  blank: { topic: '', location: '', publication_link: '', date_published: null, description: '' },
  check: () => ({ schema: publicationSchema }),
  Fields: ({ form }) => (
    <>
      <TextInput label={t('resume.topic')} withAsterisk data-autofocus {...form.getInputProps('topic')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('job.location')}
          description={t('resume.whereItWasPublished')}
          withAsterisk
          {...form.getInputProps('location')}
        />
        <PastDateField label={t('resume.datePublished')} {...form.getInputProps('date_published')} />
      </SimpleGrid>
      <UrlField
        form={form}
        name="publication_link"
        label={t('resume.publicationLink')}
        description={t('resume.optionalEGHttps')}
      />
      <DescriptionField {...form.getInputProps('description')} />
    </>
  ),
});
