/** /post-career-resource and ?edit={id} (spec 002 "Create / edit career resource"; §5 career resource rules). */
import '@mantine/core/styles/Progress.layer.css';
import { useState } from 'react';
import { FileInput, Progress, TextInput, Textarea } from '@mantine/core';
import { Anchor, Group, Stack, Text, Card } from '@/lib/ui/plain';
import { useNavigate } from 'react-router';
import {
  CAREERS_MESSAGES,
  UPLOAD_LIMITS,
  careerResourceFormSchema,
  careerResourceUpdateSchema,
  type CareerResource,
} from '@portal/contract';
import { EditRecordPage } from '@/lib/ui/PostFormShell';
import { multipartOf } from '@/lib/forms/multipart';
import { useServerForm } from '@/lib/forms/useServerForm';
import { notifySuccess } from '@/lib/notify';
import { DownloadIcon } from '@/lib/ui/icons';
import { useMyResource, useSaveResource } from '../api/resources';
import { t } from '@/lib/i18n';
import { FormButtons } from '@/lib/forms/FormButtons';

interface ResourceValues {
  title: string;
  description: string;
  upload: File | null;
}

const FIELDS = ['title', 'description', 'upload'] as const;
const MAX_MB = UPLOAD_LIMITS.document / (1024 * 1024);

export function PostCareerResourcePage() {
  return (
    <EditRecordPage
      useRecord={useMyResource}
      headings={{ create: t('counsellor.postCareerResource'), edit: t('counsellor.editCareerResource') }}
      back={{ to: '/career-resources', label: t('counsellor.backToCareerResources') }}
      what={t('counsellor.thisCareerResource')}
      placeholders={3}
      form={(id, resource) => <ResourceForm id={id} resource={resource} />}
    />
  );
}

function ResourceForm({ id, resource }: { id: number | null; resource: CareerResource | null }) {
  const navigate = useNavigate();
  const save = useSaveResource();
  const [progress, setProgress] = useState<number | null>(null);
  const { form, formProps } = useServerForm<ResourceValues>({
    initialValues: { title: resource?.title ?? '', description: resource?.description ?? '', upload: null },
    schema: id === null ? careerResourceFormSchema : careerResourceUpdateSchema,
    // A wrong file (not a PDF, too large) is named as soon as it is chosen.
    validateInputOnChange: ['upload'],
    fields: FIELDS,
    onSubmit: (values, report) =>
      // A file left empty is left out: the stored one stays.
      save.mutate(
        { id, body: multipartOf(values, ['upload']), onProgress: setProgress },
        {
          onSuccess: () => {
            setProgress(null);
            notifySuccess(id === null ? CAREERS_MESSAGES.resourcePosted : CAREERS_MESSAGES.resourceUpdated);
            void navigate('/career-resources');
          },
          onError: (error) => {
            setProgress(null);
            report(error, CAREERS_MESSAGES.resourceFailed);
          },
        },
      ),
  });

  return (
    <Card withBorder radius="md" padding="lg">
      <form {...formProps}>
        <Stack gap="md">
          <TextInput label={t('counsellor.resourceTitle')} required {...form.getInputProps('title')} />
          <Textarea
            label={t('counsellor.resourceDescription')}
            required
            rows={4}
            {...form.getInputProps('description')}
          />
          <FileInput
            label={t('counsellor.resourceFile')}
            description={`${t('counsellor.aPdfFileOf', { max: MAX_MB })}${resource ? t('counsellor.leaveEmptyToKeep') : ''}`}
            placeholder={t('counsellor.chooseAPdfFile')}
            accept="application/pdf"
            required={resource === null}
            clearable
            clearButtonProps={{ 'aria-label': t('counsellor.removeTheChosenFile') }}
            disabled={save.isPending}
            {...form.getInputProps('upload')}
          />
          {resource && (
            <Text size="sm">
              {t('counsellor.currentFile')}{' '}
              <Anchor href={resource.upload} target="_blank" rel="noopener noreferrer">
                <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
                  <DownloadIcon size={14} />
                  {resource.title} {t('counsellor.pdf')}
                </Group>
              </Anchor>
            </Text>
          )}
          {progress !== null && (
            <Stack gap={4}>
              <Progress value={progress} size="lg" aria-label={t('counsellor.uploadingTheResourceFile')} />
              <Text size="sm" aria-live="polite">
                {t('counsellor.uploading', { progress })}
              </Text>
            </Stack>
          )}
          <FormButtons
            leave={{ to: '/career-resources', label: t('counsellor.back') }}
            submit={id === null ? t('counsellor.postResource') : t('counsellor.updateResource')}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </Card>
  );
}
