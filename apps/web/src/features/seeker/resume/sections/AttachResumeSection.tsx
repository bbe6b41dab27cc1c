import '@mantine/core/styles/Progress.layer.css';
import { useRef, useState } from 'react';
import { FileInput, Progress, Button } from '@mantine/core';
import { Group, Stack, Text } from '@/lib/ui/plain';
import { SEEKER_MESSAGES, type JobSeeker } from '@portal/contract';
import { ApiError, errorMessage, firstMessage } from '@/lib/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUploadCv } from '../../api/profile';
import { DOCUMENT_ACCEPT } from '../components/files';
import { DownloadIcon } from '@/lib/ui/icons';
import { SectionCard } from '../components/SectionCard';
import { t } from '@/lib/i18n';

// The check brings the contract's schemas (zod): it loads when the file input is approached, not with the page.
const loadCheck = () => import('../forms/cvCheck');

/** Choose a file, check it as the server will (type and size), then upload it with a progress bar. */
function CvUploader({ profile, onDone, onCancel }: { profile: JobSeeker; onDone: () => void; onCancel?: () => void }) {
  const upload = useUploadCv();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const chosen = useRef<File | null>(null);

  const choose = (picked: File | null) => {
    chosen.current = picked;
    setFile(picked);
    setError(null);
    setChecking(picked !== null);
    if (!picked) return;
    // Should the check fail to load, the server still checks the file.
    void loadCheck()
      .then(({ cvProblem }) => chosen.current === picked && setError(cvProblem(picked)))
      .catch(() => undefined)
      .finally(() => chosen.current === picked && setChecking(false));
  };

  const send = () => {
    if (!file) return setError(t('resume.chooseYourCvPdf'));
    if (error || checking) return;
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
        onPointerEnter={() => void loadCheck()}
        onFocus={() => void loadCheck()}
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
        <Button onClick={send} loading={upload.isPending} disabled={!file || error !== null || checking}>
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
