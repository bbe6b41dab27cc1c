import '@mantine/core/styles/Progress.layer.css';
import { useState } from 'react';
import { FileInput, Progress, Button } from '@mantine/core';
import { Group, Stack, Text } from '@/lib/ui/plain';
import { cvUploadSchema, SEEKER_MESSAGES, type JobSeeker } from '@portal/contract';
import { ApiError, errorMessage, firstMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUploadCv } from '../../api/profile';
import { DOCUMENT_ACCEPT } from '../components/files';
import { DownloadIcon } from '@/lib/ui/icons';
import { SectionCard } from '../components/SectionCard';
import { t } from '@/lib/i18n';

/** Choose a file, check it as the server will (type and size), then upload it with a progress bar. */
function CvUploader({ profile, onDone, onCancel }: { profile: JobSeeker; onDone: () => void; onCancel?: () => void }) {
  const upload = useUploadCv();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const choose = (picked: File | null) => {
    setFile(picked);
    if (!picked) return setError(null);
    const checked = cvUploadSchema.safeParse({ cv_upload: picked });
    setError(checked.success ? null : (checked.error.issues[0]?.message ?? t('resume.uploadAPdfOr')));
  };

  const send = () => {
    if (!file) return setError(t('resume.chooseYourCvPdf'));
    if (error) return;
    setProgress(0);
    upload.mutate(
      { id: profile.id, file, onProgress: setProgress },
      {
        onSuccess: () => {
          notifySuccess(SEEKER_MESSAGES.cvUpdated);
          setProgress(null);
          setFile(null);
          onDone();
        },
        onError: (e) => {
          setProgress(null);
          if (e instanceof ApiError && e.status === 400) setError(firstMessage(e.body) ?? SEEKER_MESSAGES.cvFailed);
          notifyError(errorMessage(e), SEEKER_MESSAGES.cvFailed);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <FileInput
        label={t('resume.cvFile')}
        description={t('resume.pdfOrWordDocument')}
        placeholder={t('resume.chooseYourCv')}
        accept={DOCUMENT_ACCEPT}
        value={file}
        onChange={choose}
        error={error}
        clearable
        clearButtonProps={{ 'aria-label': t('counsellor.removeTheChosenFile') }}
        disabled={upload.isPending}
        maw={480}
      />
      {progress !== null && (
        <Stack gap={4} maw={480}>
          <Progress value={progress} size="lg" aria-label={t('resume.uploadingYourCv')} />
          <Text size="sm" aria-live="polite">
            {t('counsellor.uploading', { progress })}
          </Text>
        </Stack>
      )}
      <Group gap="sm">
        <Button onClick={send} loading={upload.isPending} disabled={!file || error !== null}>
          {t('resume.uploadCv')}
        </Button>
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={upload.isPending}>
            {t('common.cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Attach Resume: the upload while there is no CV; afterwards a download link and a Replace control. */
export function AttachResumeSection({ profile }: { profile: JobSeeker }) {
  const [replacing, setReplacing] = useState(false);
  return (
    <SectionCard id="attach-resume" title={t('resume.attachResume')}>
      {profile.cv_upload && !replacing ? (
        <Stack gap="sm">
          <Text>{t('resume.yourCvIsAttached')}</Text>
          <Group gap="sm">
            <Button component="a" href={profile.cv_upload} download leftSection={<DownloadIcon size={16} />}>
              {t('resume.downloadCv')}
            </Button>
            <Button variant="default" onClick={() => setReplacing(true)}>
              {t('resume.replaceCv')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          {!profile.cv_upload && <Text>{t('resume.attachYourCvSo')}</Text>}
          <CvUploader
            profile={profile}
            onDone={() => setReplacing(false)}
            onCancel={profile.cv_upload ? () => setReplacing(false) : undefined}
          />
        </Stack>
      )}
    </SectionCard>
  );
}
