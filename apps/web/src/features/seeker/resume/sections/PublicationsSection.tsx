import { SimpleGrid, Textarea, TextInput } from '@mantine/core';

import { publicationSchema, type PublicationRow } from '@portal/contract';

import { publicationsApi } from '../../api/publications';
import { DateField, todayIso } from '../components/DateField';
import { CrudSection, SectionFormFrame, type CvSection, type SectionFormProps, useSectionForm } from '../components/CrudSection';
import { SECTION_MESSAGES } from './messages';
import { PublicationsView } from '../views/PublicationsView';
import { contractResolver } from '@/lib/forms/contractResolver';

interface Values {
  topic: string;
  location: string;
  publication_link: string;
  date_published: string | null;
  description: string;
}

const section: CvSection<PublicationRow, Values> = {
  id: 'publications', title: 'Publications', api: publicationsApi, View: PublicationsView,
  words: { add: 'a publication', list: 'your publications', noun: 'Publication', deleteTitle: 'Delete this publication?' },
  blank: { topic: '', location: '', publication_link: '', date_published: null, description: '' },
  messages: SECTION_MESSAGES.publications,
  deleteText: (row) => <><strong>{row?.topic}</strong> will be removed from your profile.</>,
};

function PublicationForm({ row, onClose }: SectionFormProps<PublicationRow>) {
  const form = useSectionForm(section, row, contractResolver(publicationSchema));
  return (
    <SectionFormFrame section={section} row={row} onClose={onClose} form={form}>
      <TextInput label="Topic" withAsterisk data-autofocus {...form.getInputProps('topic')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="Location" description="Where it was published" withAsterisk {...form.getInputProps('location')} />
        <DateField label="Date published" withAsterisk maxDate={todayIso()} {...form.getInputProps('date_published')} />
      </SimpleGrid>
      <TextInput label="Publication link" description="Optional, e.g. https://example.com/article" type="url" inputMode="url" {...form.getInputProps('publication_link')} />
      <Textarea label="Description" autosize minRows={2} maxRows={8} {...form.getInputProps('description')} />
    </SectionFormFrame>
  );
}

export function PublicationsSection() {
  return <CrudSection section={section} Form={PublicationForm} />;
}
