/** "Report this job" on a job's page: a reason from the list and details, sent to the Ministry's queue. */
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { Link } from 'react-router';
import { JOB_REPORT_REASON_LABELS, JOB_REPORT_REASONS, MINISTRY_MESSAGES, type JobReportReason } from '@portal/contract';
import { ApiError } from '@/lib/api';
import { parseErrorBody } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import { withNext } from '@/lib/returnPath';
import { useReportJob } from '../api/report';

export function ReportJob({ jobId, title, isLoggedIn }: { jobId: number; title: string; isLoggedIn: boolean }) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<JobReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string; general?: string }>({});
  const report = useReportJob();
  if (!isLoggedIn) {
    return (
      <Anchor component={Link} to={withNext('/login', `/job-detail/${jobId}`)} size="sm">
        Log in to report this job
      </Anchor>
    );
  }
  const close = () => {
    setOpened(false);
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setErrors({ reason: 'Choose a reason.' });
    if (reason === 'other' && !details.trim()) return setErrors({ details: MINISTRY_MESSAGES.detailsRequired });
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
          setErrors({ reason: parsed?.fields.reason, details: parsed?.fields.details, general: parsed ? [...parsed.general, parsed.fields.job].filter(Boolean).join(' ') || undefined : 'The report was not sent. Please try again.' });
        },
      },
    );
  };
  return (
    <>
      <Button variant="subtle" color="red.9" size="compact-sm" c="red.9" onClick={() => setOpened(true)}>
        Report this job
      </Button>
      <Modal opened={opened} onClose={close} title="Report this job" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">Tell the Ministry what is wrong with “{title}”. Your report is kept private; the Ministry may take the job down.</Text>
            <Radio.Group label="What is wrong?" required value={reason} onChange={(v) => setReason(v as JobReportReason)} error={errors.reason}>
              <Stack gap="xs" mt="xs">
                {JOB_REPORT_REASONS.map((r) => (
                  <Radio key={r} value={r} label={JOB_REPORT_REASON_LABELS[r]} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea label="Details" description="What happened, what you were asked for" value={details} onChange={(e) => setDetails(e.currentTarget.value)} error={errors.details} maxLength={2000} autosize minRows={3} required={reason === 'other'} />
            {errors.general && (
              <Text c="red.8" size="sm" role="alert">
                {errors.general}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" color="red.9" loading={report.isPending}>
                Send report
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
