import { FileInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';

import { recentWorkSchema, recentWorkUpdateSchema, type RecentWorkRow } from '@portal/contract';

import { recentWorksApi } from '../../api/recentWorks';
import { DateField, yesterdayIso } from '../components/DateField';
import { CrudSection, SectionFormFrame, type CvSection, type SectionFormProps, useSectionForm } from '../components/CrudSection';
import { SECTION_MESSAGES } from './messages';
import { IMAGE_ACCEPT } from '../components/files';
import { RecentWorksView } from '../views/RecentWorksView';
import { contractResolver } from '@/lib/forms/contractResolver';

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

const section: CvSection<RecentWorkRow, Values> = {
  id: 'recent-works', title: 'Recent Works', api: recentWorksApi, View: RecentWorksView,
  words: { add: 'a recent work', list: 'your recent works', noun: 'Recent Work', deleteTitle: 'Delete this recent work?' },
  blank: { work_done: '', client_name: '', client_contact: '', date_stated: null, date_finished: null, description: '', image_1: null, image_2: null },
  files: ['image_1', 'image_2'],
  messages: SECTION_MESSAGES.recentWorks,
  deleteText: (row) => <><strong>{row?.work_done}</strong> and its photos will be removed from your profile.</>,
};

function RecentWorkForm({ row, onClose }: SectionFormProps<RecentWorkRow>) {
  // Creating needs the first image; an update may keep the stored ones.
  const form = useSectionForm(section, row, contractResolver(row ? recentWorkUpdateSchema : recentWorkSchema));
  const keep = row ? ' Leave empty to keep the current one.' : '';
  return (
    <SectionFormFrame section={section} row={row} onClose={onClose} form={form}>
      <TextInput label="Work done" description="e.g. Steel gate and burglar-proofing" withAsterisk data-autofocus {...form.getInputProps('work_done')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="Client name" withAsterisk {...form.getInputProps('client_name')} />
        <TextInput label="Client contact" description="12 or 13 characters, e.g. +256772123456" withAsterisk type="tel" inputMode="tel" {...form.getInputProps('client_contact')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <DateField label="Date started" withAsterisk maxDate={yesterdayIso()} {...form.getInputProps('date_stated')} />
        <DateField label="Date finished" withAsterisk maxDate={yesterdayIso()} {...form.getInputProps('date_finished')} />
      </SimpleGrid>
      <Textarea label="Description" autosize minRows={2} maxRows={8} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <FileInput
          label="Image 1"
          description={`A photo of the work (JPEG, PNG, GIF or WebP, at most 2 MB).${keep}`}
          placeholder="Choose an image"
          withAsterisk={!row}
          accept={IMAGE_ACCEPT}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          {...form.getInputProps('image_1')}
        />
        <FileInput
          label="Image 2"
          description={`Optional.${keep}`}
          placeholder="Choose an image"
          accept={IMAGE_ACCEPT}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          {...form.getInputProps('image_2')}
        />
      </SimpleGrid>
    </SectionFormFrame>
  );
}

export function RecentWorksSection() {
  return <CrudSection section={section} Form={RecentWorkForm} />;
}
