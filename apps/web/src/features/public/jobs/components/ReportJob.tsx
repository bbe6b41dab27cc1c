/** "Report this job" on a job's page: a reason from the list and details, sent to the Ministry's queue. */
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { useState, type FormEvent } from 'react';
import { Modal, Radio, Textarea, Button } from '@mantine/core';
import { Anchor, Group, Stack, Text } from '@/lib/ui/plain';
import { JOB_REPORT_REASONS, MINISTRY_MESSAGES, type JobReportReason } from '@portal/contract';
import { ApiError } from '@/lib/api';
import { parseErrorBody } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import { withNext } from '@/lib/returnPath';
import { useReportJob } from '../api/report';
import { t, translateServerMessage } from '@/lib/i18n';
import { Link } from '@/lib/ui/Link';

export function ReportJob({ jobId, title, isLoggedIn }: { jobId: number; title: string; isLoggedIn: boolean }) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<JobReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string; general?: string }>({});
  const report = useReportJob();
  if (!isLoggedIn) {
    return (
      <Anchor component={Link} to={withNext('/login', `/job-detail/${jobId}`)} size="sm">
        {t('report.logIn')}
      </Anchor>
    );
  }
  const close = () => {
    setOpened(false);
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setErrors({ reason: t('report.chooseReason') });
    if (reason === 'other' && !details.trim())
      return setErrors({ details: translateServerMessage(MINISTRY_MESSAGES.detailsRequired) });
    report.mutate(
      { job: jobId, reason, details: details.trim() },
      {
        onSuccess: () => {
          notifySuccess(MINISTRY_MESSAGES.reported);
          setReason('');
          setDetails('');
          close();
        },
        onError: (err) => {
          const parsed = err instanceof ApiError ? parseErrorBody(err.body) : null;
          setErrors({
            reason: parsed?.fields.reason,
            details: parsed?.fields.details,
            general: parsed
              ? [...parsed.general, parsed.fields.job].filter(Boolean).join(' ') || undefined
              : t('report.notSent'),
          });
        },
      },
    );
  };
  return (
    <>
      <Button variant="subtle" color="red.9" size="compact-sm" c="red.9" onClick={() => setOpened(true)}>
        {t('report.title')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('report.title')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('report.intro', { title })}</Text>
            <Radio.Group
              label={t('report.whatIsWrong')}
              required
              value={reason}
              onChange={(v) => setReason(v as JobReportReason)}
              error={errors.reason}
            >
              <Stack gap="xs" mt="xs">
                {JOB_REPORT_REASONS.map((r) => (
                  <Radio key={r} value={r} label={t(`report.reason.${r}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('report.details')}
              description={t('report.detailsHint')}
              value={details}
              onChange={(e) => setDetails(e.currentTarget.value)}
              error={errors.details}
              maxLength={2000}
              autosize
              minRows={3}
              required={reason === 'other'}
            />
            {errors.general && (
              <Text c="red.8" size="sm" role="alert">
                {errors.general}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={report.isPending}>
                {t('report.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
