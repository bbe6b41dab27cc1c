import { TextInput } from '@mantine/core';

import { skillSchema, type SkillRow } from '@portal/contract';

import { skillsApi } from '../../api/skills';
import { CrudSection, SectionFormFrame, type CvSection, type SectionFormProps, useSectionForm } from '../components/CrudSection';
import { SECTION_MESSAGES } from './messages';
import { SkillsView } from '../views/SkillsView';
import { contractResolver } from '@/lib/forms/contractResolver';

const section: CvSection<SkillRow, { name: string }> = {
  id: 'key-skills', title: 'Key Skills', api: skillsApi, View: SkillsView,
  words: { add: 'a skill', list: 'your skills', noun: 'Skill', deleteTitle: 'Remove this skill?' },
  blank: { name: '' },
  messages: SECTION_MESSAGES.skills,
  deleteText: (row) => <><strong>{row?.name}</strong> will be removed from your key skills.</>,
};

function SkillForm({ row, onClose }: SectionFormProps<SkillRow>) {
  const form = useSectionForm(section, row, contractResolver(skillSchema));
  return (
    <SectionFormFrame section={section} row={row} onClose={onClose} form={form}>
      <TextInput label="Skill" withAsterisk data-autofocus placeholder="e.g. Arc welding" {...form.getInputProps('name')} />
    </SectionFormFrame>
  );
}

export function SkillsSection() {
  return <CrudSection section={section} Form={SkillForm} />;
}
