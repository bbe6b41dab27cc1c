import { SimpleGrid, TextInput } from '@mantine/core';

import { refereeSchema, type RefereeRow } from '@portal/contract';

import { refereesApi } from '../../api/referees';
import { CrudSection, SectionFormFrame, type CvSection, type SectionFormProps, useSectionForm } from '../components/CrudSection';
import { SECTION_MESSAGES } from './messages';
import { RefereesView } from '../views/RefereesView';
import { contractResolver } from '@/lib/forms/contractResolver';

const section: CvSection<RefereeRow, Record<'name' | 'title' | 'organisation' | 'contact', string>> = {
  id: 'referees', title: 'Referees', api: refereesApi, View: RefereesView,
  words: { add: 'a referee', list: 'your referees', noun: 'Referee', deleteTitle: 'Delete this referee?' },
  blank: { name: '', title: '', organisation: '', contact: '' },
  messages: SECTION_MESSAGES.referees,
  deleteText: (row) => <><strong>{row?.name}</strong> will be removed from your referees.</>,
};

function RefereeForm({ row, onClose }: SectionFormProps<RefereeRow>) {
  const form = useSectionForm(section, row, contractResolver(refereeSchema));
  return (
    <SectionFormFrame section={section} row={row} onClose={onClose} form={form}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="Title" description="e.g. Mr, Ms, Dr, Eng." withAsterisk data-autofocus {...form.getInputProps('title')} />
        <TextInput label="Names" withAsterisk autoComplete="off" {...form.getInputProps('name')} />
      </SimpleGrid>
      <TextInput label="Organisation" withAsterisk {...form.getInputProps('organisation')} />
      <TextInput label="Contact" description="12 or 13 characters, e.g. +256772123456" withAsterisk type="tel" inputMode="tel" {...form.getInputProps('contact')} />
    </SectionFormFrame>
  );
}

export function RefereesSection() {
  return <CrudSection section={section} Form={RefereeForm} />;
}
