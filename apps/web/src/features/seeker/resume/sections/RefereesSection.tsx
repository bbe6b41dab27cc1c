import { SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { refereeSchema, SEEKER_MESSAGES, type RefereeRow } from '@portal/contract';

import { refereesApi } from '../../api/referees';
import { CrudSection, SectionFormFrame, type SectionFormProps } from '../components/CrudSection';
import { RefereesView } from '../views/RefereesView';
import { multipartOf } from '@/lib/forms/multipart';

const FIELDS = ['name', 'title', 'organisation', 'contact'] as const;

function RefereeForm({ row, onClose }: SectionFormProps<RefereeRow>) {
  const form = useForm({
    initialValues: { name: row?.name ?? '', title: row?.title ?? '', organisation: row?.organisation ?? '', contact: row?.contact ?? '' },
    validate: schemaResolver(refereeSchema, { sync: true }),
  });
  return (
    <SectionFormFrame
      api={refereesApi}
      row={row}
      onClose={onClose}
      form={form}
      fields={FIELDS}
      body={multipartOf}
      saved={row ? SEEKER_MESSAGES.refereeUpdated : SEEKER_MESSAGES.refereePosted}
      failed={row ? SEEKER_MESSAGES.refereeUpdateFailed : SEEKER_MESSAGES.refereePostFailed}
    >
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
  return (
    <CrudSection<RefereeRow>
      id="referees"
      title="Referees"
      api={refereesApi}
      addWhat="a referee"
      listWhat="your referees"
      noun="Referee"
      deleteTitle="Delete this referee?"
      deleteMessages={{ success: SEEKER_MESSAGES.refereeDeleted, failure: SEEKER_MESSAGES.refereeDeleteFailed }}
      deleteText={(row) => (
        <>
          <strong>{row?.name}</strong> will be removed from your referees.
        </>
      )}
      View={RefereesView}
      Form={RefereeForm}
    />
  );
}
