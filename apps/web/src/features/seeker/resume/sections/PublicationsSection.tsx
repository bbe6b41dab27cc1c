import { SimpleGrid, TextInput } from '@mantine/core';

import { publicationSchema, type PublicationRow } from '@portal/contract';

import { publicationsApi } from '../../api/publications';
import { PastDateField } from '@/lib/ui/DateField';
import { listSection } from '../components/CrudSection';
import { UrlField } from '@/lib/forms/fields';
import { DescriptionField } from './fields';
import { SECTION_MESSAGES } from './messages';
import { PublicationsView } from '../views/PublicationsView';
import { t } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';

interface Values {
  topic: string;
  location: string;
  publication_link: string;
  date_published: string | null;
  description: string;
}

export const PublicationsSection = listSection<PublicationRow, Values>({
  section: () => ({
    id: 'publications',
    title: t('resume.publications'),
    api: publicationsApi,
    View: PublicationsView,
    words: {
      add: t('resume.aPublication'),
      list: t('resume.yourPublications'),
      noun: t('resume.publication'),
      deleteTitle: t('resume.deleteThisPublication'),
    },
    blank: { topic: '', location: '', publication_link: '', date_published: null, description: '' },
    messages: SECTION_MESSAGES.publications,
    deleteText: (row) => <Message id="resume.entryRemoved" elements={{ name: <strong>{row?.topic}</strong> }} />,
  }),
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
