/** The skills provider form (spec 002 "Skills provider registration" and "profile"): Title, Location, Description. */
import { useRef, type ReactNode } from 'react';
import { Group, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { skillProviderSchema, type SkillProvider, type SkillProviderInput } from '@portal/contract';
import { focusFirstInvalid } from '../../../lib/forms';
import { reportFormError } from '../../../lib/formErrors';

const FIELDS = ['title', 'location', 'description'] as const;

type FormApi = { setErrors: (e: Record<string, ReactNode>) => void };

/** Shows the failure toast; a 400 also puts the server's messages beside the fields. */
export function reportProviderError(error: unknown, failure: string, form: FormApi, formEl: HTMLFormElement | null) {
  reportFormError(error, failure, form, formEl, FIELDS);
}

interface ProviderFormProps {
  provider: SkillProvider | null;
  onSubmit: (values: SkillProviderInput, form: FormApi, formEl: HTMLFormElement | null) => void;
  actions: ReactNode;
}

export function ProviderForm({ provider, onSubmit, actions }: ProviderFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<SkillProviderInput>({
    initialValues: { title: provider?.title ?? '', location: provider?.location ?? '', description: provider?.description ?? '' },
    validate: schemaResolver(skillProviderSchema, { sync: true }),
    validateInputOnBlur: true,
  });

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
        <TextInput label="Title" description="Your organisation's or your own name, as competitors will see it" required autoComplete="organization" {...form.getInputProps('title')} />
        <TextInput label="Location" description="Where you are based, e.g. Kampala" required {...form.getInputProps('location')} />
        <Textarea label="Description" description="A brief description about yourself" required rows={4} {...form.getInputProps('description')} />
        <Group justify="flex-end" gap="sm">
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
