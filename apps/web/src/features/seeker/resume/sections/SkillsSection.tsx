import { TextInput } from '@mantine/core';

import { skillSchema, type SkillRow } from '@portal/contract';

import { skillsApi } from '../../api/skills';
import {
  CrudSection,
  DialogFormFrame,
  type CvSection,
  type SectionFormProps,
  useSectionForm,
} from '../components/CrudSection';
import { SECTION_MESSAGES } from './messages';
import { SkillsView } from '../views/SkillsView';
import { t } from '@/lib/i18n';
import { Message } from '@/lib/i18n/Message';

const cvSection = (): CvSection<SkillRow, { name: string }> => ({
  id: 'key-skills',
  title: t('resume.keySkills'),
  api: skillsApi,
  View: SkillsView,
  words: {
    add: t('resume.aSkill'),
    list: t('resume.yourSkills'),
    noun: t('company.skill'),
    deleteTitle: t('resume.removeThisSkill'),
  },
  blank: { name: '' },
  messages: SECTION_MESSAGES.skills,
  deleteText: (row) => <Message id="resume.skillRemoved" elements={{ name: <strong>{row?.name}</strong> }} />,
});

function SkillForm({ row, onClose }: SectionFormProps<SkillRow>) {
  const dialog = useSectionForm(cvSection(), { row, onClose }, { schema: skillSchema });
  const { form } = dialog;
  return (
    <DialogFormFrame dialog={dialog}>
      <TextInput
        label={t('company.skill')}
        withAsterisk
        data-autofocus
        placeholder={t('resume.eGArcWelding')}
        {...form.getInputProps('name')}
      />
    </DialogFormFrame>
  );
}

export function SkillsSection() {
  return <CrudSection section={cvSection()} Form={SkillForm} />;
}
