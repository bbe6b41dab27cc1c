/** The trainer form (spec 002 "Trainer registration" and the trainer profile): skills categories and physical address. */
import type { ReactNode } from 'react';
import { Textarea } from '@mantine/core';
import { trainerSchema, type Trainer } from '@portal/contract';
import { ServerFormFrame, useServerForm, type ServerFormOptions } from '@/lib/forms/useServerForm';
import { LookupMultiSelect } from '@/lib/ui/LookupMultiSelect';
import { useSkillCategories } from '../api/trainer';
import { t } from '@/lib/i18n';
import { toOption } from '@/lib/lookups';

export type TrainerValues = {
  skill_category: string[];
  address: string;
};

interface TrainerFormProps {
  /** null: a new trainer. */
  trainer: Trainer | null;
  onSubmit: ServerFormOptions<TrainerValues>['onSubmit'];
  actions: ReactNode;
}

export function TrainerForm({ trainer, onSubmit, actions }: TrainerFormProps) {
  const categories = useSkillCategories();
  const server = useServerForm<TrainerValues>({
    initialValues: {
      skill_category: trainer ? trainer.skill_category.map((c) => String(c.id)) : [],
      address: trainer?.address ?? '',
    },
    schema: trainerSchema,
    fields: ['skill_category', 'address'],
    onSubmit,
  });
  const { form } = server;
  return (
    <ServerFormFrame server={server} actions={actions}>
      <LookupMultiSelect
        label={t('trainer.skillCategories')}
        description={t('trainer.chooseEverySkillArea')}
        noun="categories"
        query={categories}
        option={toOption}
        inputProps={form.getInputProps('skill_category')}
      />
      <Textarea
        label={t('seeker.physicalAddress')}
        description={t('trainer.whereLearnersCanFind')}
        required
        autosize
        minRows={2}
        autoComplete="street-address"
        {...form.getInputProps('address')}
      />
    </ServerFormFrame>
  );
}
