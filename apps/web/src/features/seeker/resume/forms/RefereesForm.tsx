/** The form that adds or edits a referee (its own module: loaded when the dialog first opens). */
import { SimpleGrid, TextInput } from '@mantine/core';
import { refereeSchema, type RefereeRow } from '@portal/contract';
import { ContactField } from './fields';
import { t } from '@/lib/i18n';
import { sectionForm } from '../components/sectionForm';

export default sectionForm<RefereeRow, Record<'name' | 'title' | 'organisation' | 'contact', string>>({
  blank: { name: '', title: '', organisation: '', contact: '' },
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
