/** The trainer form (spec 002 "Trainer registration" and the trainer profile): skills categories and physical address. */
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import { useRef, type ReactNode } from 'react';
import { Group, MultiSelect, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { trainerSchema, type Trainer } from '@portal/contract';
import { focusFirstInvalid } from '../../../lib/forms';
import { reportFormError } from '../../../lib/formErrors';
import { useSkillCategories } from '../api/trainer';

export interface TrainerValues {
  skill_category: string[];
  address: string;
}

const FIELDS = ['skill_category', 'address'] as const;

export function trainerFormData(values: TrainerValues): FormData {
  const body = new FormData();
  for (const id of values.skill_category) body.append('skill_category', id);
  body.append('address', values.address.trim());
  return body;
}

type FormHandle = { setErrors: (e: Record<string, ReactNode>) => void };

/** Shows the failure toast; a 400 also puts the server's messages beside the fields. */
export function reportTrainerError(error: unknown, failure: string, form: FormHandle, formEl: HTMLFormElement | null) {
  reportFormError(error, failure, form, formEl, FIELDS);
}

interface TrainerFormProps {
  /** null: a new trainer. */
  trainer: Trainer | null;
  onSubmit: (values: TrainerValues, form: FormHandle, formEl: HTMLFormElement | null) => void;
  actions: ReactNode;
}

export function TrainerForm({ trainer, onSubmit, actions }: TrainerFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const categories = useSkillCategories();
  const form = useForm<TrainerValues>({
    initialValues: {
      skill_category: trainer ? trainer.skill_category.map((c) => String(c.id)) : [],
      address: trainer?.address ?? '',
    },
    validate: schemaResolver(trainerSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const options = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit(
        (values) => onSubmit(values, form, formRef.current),
        () => focusFirstInvalid(formRef.current),
      )}
    >
      <Stack gap="md">
        <MultiSelect
          label="Skill categories"
          description="Choose every skill area you train in."
          placeholder={categories.isPending ? 'Loading categories…' : 'Choose categories'}
          data={options}
          searchable
          required
          {...form.getInputProps('skill_category')}
          error={form.errors.skill_category ?? (categories.error ? 'We could not load the categories. Reload the page to try again.' : undefined)}
        />
        <Textarea
          label="Physical address"
          description="Where learners can find you: plot, street, town."
          required
          autosize
          minRows={2}
          autoComplete="street-address"
          {...form.getInputProps('address')}
        />
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
