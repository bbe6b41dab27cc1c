/** The skills provider form (spec 002 "Skills provider registration" and "profile"): Title, Location, Description. */
import type { ReactNode } from 'react';
import { TextInput, Textarea } from '@mantine/core';
import { skillProviderSchema, type SkillProvider, type SkillProviderInput } from '@portal/contract';
import { ServerFormFrame, useServerForm, type ServerFormOptions } from '@/lib/forms/useServerForm';
import { t } from '@/lib/i18n';

interface ProviderFormProps {
  provider: SkillProvider | null;
  onSubmit: ServerFormOptions<SkillProviderInput>['onSubmit'];
  actions: ReactNode;
}

export function ProviderForm({ provider, onSubmit, actions }: ProviderFormProps) {
  const server = useServerForm<SkillProviderInput>({
    initialValues: {
      title: provider?.title ?? '',
      location: provider?.location ?? '',
      description: provider?.description ?? '',
    },
    schema: skillProviderSchema,
    fields: ['title', 'location', 'description'],
    onSubmit,
  });
  const { form } = server;
  return (
    <ServerFormFrame server={server} actions={actions}>
      <TextInput
        label={t('notifications.title')}
        description={t('provider.yourOrganisationsOrYour')}
        required
        autoComplete="organization"
        {...form.getInputProps('title')}
      />
      <TextInput
        label={t('job.location')}
        description={t('provider.whereYouAreBased')}
        required
        {...form.getInputProps('location')}
      />
      <Textarea
        label={t('notifications.description')}
        description={t('provider.aBriefDescriptionAbout')}
        required
        rows={4}
        {...form.getInputProps('description')}
      />
    </ServerFormFrame>
  );
}
