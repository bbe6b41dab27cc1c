import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { publicationSchema, SEEKER_MESSAGES, type PublicationRow } from '@portal/contract';

import { publicationsApi } from '../../api/publications';
import { DateField, todayIso } from '../components/DateField';
import { CrudSection, SectionFormFrame, type SectionFormProps } from '../components/CrudSection';
import { PublicationsView } from '../views/PublicationsView';
import { multipartOf } from '@/lib/forms/multipart';

const FIELDS = ['topic', 'location', 'publication_link', 'date_published', 'description'] as const;

interface Values {
  topic: string;
  location: string;
  publication_link: string;
  date_published: string | null;
  description: string;
}

function PublicationForm({ row, onClose }: SectionFormProps<PublicationRow>) {
  const form = useForm<Values>({
    initialValues: {
      topic: row?.topic ?? '',
      location: row?.location ?? '',
      publication_link: row?.publication_link ?? '',
      date_published: row?.date_published ?? null,
      description: row?.description ?? '',
    },
    validate: schemaResolver(publicationSchema, { sync: true }),
  });
  return (
    <SectionFormFrame
      api={publicationsApi}
      row={row}
      onClose={onClose}
      form={form}
      fields={FIELDS}
      body={multipartOf}
      saved={row ? SEEKER_MESSAGES.publicationUpdated : SEEKER_MESSAGES.publicationAdded}
      failed={row ? SEEKER_MESSAGES.publicationUpdateFailed : SEEKER_MESSAGES.publicationAddFailed}
    >
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
  return (
    <CrudSection<PublicationRow>
      id="publications"
      title="Publications"
      api={publicationsApi}
      addWhat="a publication"
      listWhat="your publications"
      noun="Publication"
      deleteTitle="Delete this publication?"
      deleteMessages={{ success: SEEKER_MESSAGES.publicationDeleted, failure: SEEKER_MESSAGES.publicationDeleteFailed }}
      deleteText={(row) => (
        <>
          <strong>{row?.topic}</strong> will be removed from your profile.
        </>
      )}
      View={PublicationsView}
      Form={PublicationForm}
    />
  );
}
