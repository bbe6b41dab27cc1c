import { SimpleGrid, TextInput } from '@mantine/core';

import { refereeSchema, type RefereeRow } from '@portal/contract';

import { refereesApi } from '../../api/referees';
import {
  CrudSection,
  DialogFormFrame,
  type CvSection,
  type SectionFormProps,
  useSectionForm,
} from '../components/CrudSection';
import { SECTION_MESSAGES } from './messages';
import { RefereesView } from '../views/RefereesView';
import { t } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';

const cvSection = (): CvSection<RefereeRow, Record<'name' | 'title' | 'organisation' | 'contact', string>> => ({
  id: 'referees',
  title: t('resume.referees'),
  api: refereesApi,
  View: RefereesView,
  words: {
    add: t('resume.aReferee'),
    list: t('resume.yourReferees'),
    noun: t('resume.referee'),
    deleteTitle: t('resume.deleteThisReferee'),
  },
  blank: { name: '', title: '', organisation: '', contact: '' },
  messages: SECTION_MESSAGES.referees,
  deleteText: (row) => <Message id="resume.refereeRemoved" elements={{ name: <strong>{row?.name}</strong> }} />,
});

function RefereeForm({ row, onClose }: SectionFormProps<RefereeRow>) {
  const dialog = useSectionForm(cvSection(), { row, onClose }, { schema: refereeSchema });
  const { form } = dialog;
  return (
    <DialogFormFrame dialog={dialog}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('notifications.title')}
          description={t('resume.eGMrMs')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('title')}
        />
        <TextInput label={t('resume.names')} withAsterisk autoComplete="off" {...form.getInputProps('name')} />
      </SimpleGrid>
      <TextInput label={t('resume.organisation')} withAsterisk {...form.getInputProps('organisation')} />
      <TextInput
        label={t('resume.contact')}
        description={t('resume.12Or13Characters')}
        withAsterisk
        type="tel"
        inputMode="tel"
        {...form.getInputProps('contact')}
      />
    </DialogFormFrame>
  );
}

export function RefereesSection() {
  return <CrudSection section={cvSection()} Form={RefereeForm} />;
}
