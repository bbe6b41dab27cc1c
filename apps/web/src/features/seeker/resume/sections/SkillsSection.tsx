import { TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { SEEKER_MESSAGES, skillSchema, type SkillRow } from '@portal/contract';

import { skillsApi } from '../../api/skills';
import { CrudSection, SectionFormFrame, type SectionFormProps } from '../components/CrudSection';
import { SkillsView } from '../views/SkillsView';
import { multipartOf } from '@/lib/forms/multipart';

const FIELDS = ['name'] as const;

function SkillForm({ row, onClose }: SectionFormProps<SkillRow>) {
  const form = useForm({ initialValues: { name: row?.name ?? '' }, validate: schemaResolver(skillSchema, { sync: true }) });
  return (
    <SectionFormFrame
      api={skillsApi}
      row={row}
      onClose={onClose}
      form={form}
      fields={FIELDS}
      body={multipartOf}
      saved={row ? SEEKER_MESSAGES.skillUpdated : SEEKER_MESSAGES.skillPosted}
      failed={row ? SEEKER_MESSAGES.skillUpdateFailed : SEEKER_MESSAGES.skillPostFailed}
    >
      <TextInput label="Skill" withAsterisk data-autofocus placeholder="e.g. Arc welding" {...form.getInputProps('name')} />
    </SectionFormFrame>
  );
}

export function SkillsSection() {
  return (
    <CrudSection<SkillRow>
      id="key-skills"
      title="Key Skills"
      api={skillsApi}
      addWhat="a skill"
      listWhat="your skills"
      noun="Skill"
      deleteTitle="Remove this skill?"
      deleteMessages={{ success: SEEKER_MESSAGES.skillDeleted, failure: 'Failed to delete skill' }}
      deleteText={(row) => (
        <>
          <strong>{row?.name}</strong> will be removed from your key skills.
        </>
      )}
      View={SkillsView}
      Form={SkillForm}
    />
  );
}
