/** The form that adds or edits a key skill (its own module: loaded when the dialog first opens). */
import { TextInput } from '@mantine/core';
import { skillSchema, type SkillRow } from '@portal/contract';
import { t } from '@/lib/i18n';
import { sectionForm } from '../components/sectionForm';

export default sectionForm<SkillRow, { name: string }>({
  blank: { name: '' },
  check: () => ({ schema: skillSchema }),
  Fields: ({ form }) => (
    <TextInput
      label={t('company.skill')}
      withAsterisk
      data-autofocus
      placeholder={t('resume.eGArcWelding')}
      {...form.getInputProps('name')}
    />
  ),
});
