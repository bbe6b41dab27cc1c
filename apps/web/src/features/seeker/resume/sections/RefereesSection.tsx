import { SimpleGrid, TextInput } from '@mantine/core';

import { refereeSchema, type RefereeRow } from '@portal/contract';

import { refereesApi } from '../../api/referees';
import { listSection } from '../components/CrudSection';
import { ContactField } from './fields';
import { SECTION_MESSAGES } from './messages';
import { RefereesView } from '../views/RefereesView';
import { t } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';

export const RefereesSection = listSection<RefereeRow, Record<'name' | 'title' | 'organisation' | 'contact', string>>({
  section: () => ({
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
  }),
  check: () => ({ schema: refereeSchema }),
  Fields: ({ form }) => (
    <>
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
      <ContactField form={form} name="contact" label={t('resume.contact')} />
    </>
  ),
});
