import { useRef } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { SEEKER_MESSAGES, skillSchema, type SkillRow } from '@portal/contract';
import { focusFirstInvalid } from '../../../../lib/forms';
import { notifySuccess } from '../../../../lib/notify';
import { toFormData } from '../../api/profile';
import { skillsApi } from '../../api/skills';
import { DeleteDialog, DialogActions, FormDialog, reportSaveError, useDeleteFlow, useItemDialog } from '../components/dialogs';
import { SectionAction, SectionCard } from '../components/SectionCard';
import { SectionRows } from '../components/SectionRows';
import { SkillsView } from '../views/SkillsView';

const FIELDS = ['name'] as const;

function SkillForm({ row, onClose }: { row: SkillRow | null; onClose: () => void }) {
  const save = skillsApi.useSave();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({ initialValues: { name: row?.name ?? '' }, validate: schemaResolver(skillSchema, { sync: true }) });
  const failure = row ? SEEKER_MESSAGES.skillUpdateFailed : SEEKER_MESSAGES.skillPostFailed;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (values) =>
          save.mutate(
            { id: row?.id, body: toFormData(values) },
            {
              onSuccess: () => {
                notifySuccess(row ? SEEKER_MESSAGES.skillUpdated : SEEKER_MESSAGES.skillPosted);
                onClose();
              },
              onError: (error) => {
                if (!reportSaveError(error, failure, form, FIELDS, formRef.current)) onClose();
              },
            },
          ),
        () => focusFirstInvalid(formRef.current),
      )}
    >
      <Stack gap="md">
        <TextInput label="Skill" withAsterisk data-autofocus placeholder="e.g. Arc welding" {...form.getInputProps('name')} />
        <DialogActions onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}

export function SkillsSection() {
  const rows = skillsApi.useRows();
  const dialog = useItemDialog<SkillRow>();
  const remove = useDeleteFlow<SkillRow>(skillsApi.useDelete(), { success: SEEKER_MESSAGES.skillDeleted, failure: 'Failed to delete skill' });
  return (
    <SectionCard id="key-skills" title="Key Skills" action={<SectionAction kind="add" what="a skill" onClick={dialog.openAdd} />}>
      <SectionRows query={rows} what="your skills">
        {(data) => <SkillsView rows={data} actions={{ onEdit: dialog.openEdit, onDelete: remove.ask }} />}
      </SectionRows>
      <FormDialog opened={dialog.opened} onClose={dialog.close} title={dialog.row ? 'Edit Skill' : 'Add Skill'}>
        <SkillForm row={dialog.row} onClose={dialog.close} />
      </FormDialog>
      <DeleteDialog opened={remove.opened} onClose={remove.close} title="Remove this skill?" deleting={remove.deleting} onConfirm={remove.confirm}>
        <strong>{remove.row?.name}</strong> will be removed from your key skills.
      </DeleteDialog>
    </SectionCard>
  );
}
