/** The skills provider form (spec 002 "Skills provider registration" and "profile"): Title, Location, Description. */
import type { ReactNode } from 'react';
import { TextInput, Textarea } from '@mantine/core';
import { skillProviderSchema, type SkillProvider, type SkillProviderInput } from '@portal/contract';
import { ServerFormFrame, useServerForm, type ServerFormOptions } from '@/lib/forms/useServerForm';

interface ProviderFormProps {
  provider: SkillProvider | null;
  onSubmit: ServerFormOptions<SkillProviderInput>['onSubmit'];
  actions: ReactNode;
}

export function ProviderForm({ provider, onSubmit, actions }: ProviderFormProps) {
  const server = useServerForm<SkillProviderInput>({
    initialValues: { title: provider?.title ?? '', location: provider?.location ?? '', description: provider?.description ?? '' },
    schema: skillProviderSchema,
    fields: ['title', 'location', 'description'],
    onSubmit,
  });
  const { form } = server;
  return (
    <ServerFormFrame server={server} actions={actions}>
      <TextInput label="Title" description="Your organisation's or your own name, as competitors will see it" required autoComplete="organization" {...form.getInputProps('title')} />
      <TextInput label="Location" description="Where you are based, e.g. Kampala" required {...form.getInputProps('location')} />
      <Textarea label="Description" description="A brief description about yourself" required rows={4} {...form.getInputProps('description')} />
    </ServerFormFrame>
  );
}
